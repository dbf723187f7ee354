import { expect, expectNoAxeViolations, test } from '../fixtures';

// The product listing's checks moved to products.spec.ts.

test.describe('first light: not found', () => {
  test('an unknown path offers a way home, and it leads home', async ({ page }) => {
    await page.goto('/no-such-page');
    const goHome = page.getByRole('link', { name: 'Go to Home' });
    await expect(goHome).toBeVisible();
    await expectNoAxeViolations(page);

    await goHome.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
});
