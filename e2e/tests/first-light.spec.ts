import { expect, expectNoAxeViolations, test } from '../fixtures';

// The product listing's checks moved to products.spec.ts.

test.describe('first light: not found', () => {
  // The browser logs the document's own 404, which is the point here.
  test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });

  test('an unknown path offers a way home, and it leads home', { tag: '@phone' }, async ({ page }) => {
    // A real 404 for crawlers, with the storefront's own not-found page for people.
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toContain('<meta name="robots" content="noindex">');
    const goHome = page.getByRole('link', { name: 'Go to Home' });
    await expect(goHome).toBeVisible();
    await expectNoAxeViolations(page);

    await goHome.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
});
