import { expect, expectNoAxeViolations, saveScreenshot, test } from '../fixtures';
import { fillDetails, pickFirstFreeTime, shopperOnSurveyPage } from '../surveys';

/**
 * Two shoppers in Bengaluru race for one survey time: one holds it, the other is told the next free time and takes
 * that. It runs on PGlite and on PostgreSQL, where the two holds are two connections and the database's rule
 * against two overlapping live bookings of one crew is what decides.
 */
test.describe.configure({ timeout: 180_000 });

test.describe('site surveys', { tag: '@phone' }, () => {
  test('two shoppers race for one time: one holds it, the other is offered the next free time and holds that', async ({ browser, request, baseURL }, testInfo) => {
    // Bengaluru's crew, so the Pune journey beside this one never wants the same time.
    const first = await shopperOnSurveyPage(browser, request, baseURL, 'Kavitha Rao');
    const second = await shopperOnSurveyPage(browser, request, baseURL, 'Suresh Hegde');
    try {
      const wanted = await pickFirstFreeTime(first.page, '560001');
      expect(await pickFirstFreeTime(second.page, '560001'), 'both see the same first free time').toBe(wanted);
      await fillDetails(first.page, 'Kavitha Rao', first.customer.email, '21, 4th Cross, Malleswaram, Bengaluru');
      await fillDetails(second.page, 'Suresh Hegde', second.customer.email, '7, 2nd Main, Jayanagar 4th Block, Bengaluru');

      await first.page.getByRole('button', { name: 'Hold this time' }).click();
      await expect(first.page.getByRole('region', { name: 'Confirm your site survey' })).toBeVisible();

      // The second was a moment late: the time is gone, and the page says which is next.
      await second.page.getByRole('button', { name: 'Hold this time' }).click();
      const times = second.page.getByRole('radiogroup', { name: /^Start time on / });
      await expect(second.page.getByText(/Someone has just booked this time\. Choose another\. The next free time is /)).toBeVisible();
      await expect(second.page.getByRole('region', { name: 'Confirm your site survey' })).toHaveCount(0);
      await expectNoAxeViolations(second.page);
      await saveScreenshot(second.page, testInfo, 'survey-slot-taken');

      // The times are asked again: the one taken is no longer offered; the next is, and it holds.
      await expect(times.getByRole('radio')).not.toHaveCount(0);
      await expect(times.locator(`input[value="${wanted}"]`)).toHaveCount(0);
      await times.locator('label').first().click();
      await second.page.getByRole('button', { name: 'Hold this time' }).click();
      await expect(second.page.getByRole('region', { name: 'Confirm your site survey' }).getByText(/^We are holding /)).toBeVisible();
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });
});
