import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Gives a review its stars as a shopper does, by pressing the drawn star: react-aria keeps the radio itself
 * visually hidden under it. The star is pressed with Playwright's checks (visible, still, not covered), which a
 * forced check of the hidden radio skips: in a slow hour that once clicked the Add Review dialog's star during the
 * dialog's entrance and changed nothing.
 */
export async function giveStars(scope: Page | Locator, stars: number): Promise<void> {
  const name = `${stars} stars`;
  // A `has` locator is looked for inside each label, so it must be made from the page, not from the scope.
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);
  await scope.locator('label', { has: page.getByRole('radio', { name }) }).click();
  await expect(scope.getByRole('radio', { name })).toBeChecked();
}
