import { expect, type Locator, type Page } from '@playwright/test';

const couldNotOpen = 'This could not be opened. Please check your connection and try again.';

export interface OnDemandOverlay {
  /** The glob of the overlay's own chunk, e.g. `'**\/assets/Lightbox-*.js'`. */
  code: string;
  /** Goes to the page (its chunk already refused) and waits until it is ready. */
  visit: () => Promise<void>;
  /** What the shopper presses to open the overlay. */
  trigger: Locator;
  /** The overlay once open. */
  dialog: Locator;
  /** The trigger tells with aria-expanded whether its overlay is open. */
  hasExpandedState?: boolean;
}

/**
 * An overlay whose code comes on demand (the storefront's onDemand), tried with its chunk refused as a
 * dropped connection would: the press says it could not be opened, leaves no dialog and no trigger
 * claiming one; once the connection is back, the next press opens it. The test declares the console
 * error this provokes: `test.use({ expectedConsoleErrors: [/ERR_CONNECTION_FAILED/] })`.
 */
export async function expectOverlayOpensAfterFailedFetch(page: Page, overlay: OnDemandOverlay): Promise<void> {
  const { code, visit, trigger, dialog, hasExpandedState = false } = overlay;
  await page.route(code, (route) => route.abort('connectionfailed'));
  await visit();
  await trigger.click();
  const toast = page.getByRole('alertdialog').filter({ hasText: couldNotOpen });
  await expect(toast).toBeVisible();
  // It closes again rather than leaving a button that claims an open overlay.
  if (hasExpandedState) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The connection comes back before the toast is closed. Closing it can give focus back to the trigger, whose
  // focus fetches the code ahead of the press; a fetch begun while the chunk was still refused fails the press that
  // shares it (a slow hour's run ended with the could-not-open toast shown again after the second press).
  await page.unroute(code);
  // On a phone the toast covers the header: the shopper closes it first.
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();
  await trigger.click();
  await expect(dialog).toBeVisible();
  if (hasExpandedState) await expect(trigger).toHaveAttribute('aria-expanded', 'true');
}
