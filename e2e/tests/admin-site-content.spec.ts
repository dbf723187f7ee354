import type { Page } from '@playwright/test';
import { signInToBackOffice } from '../backOffice';
import { expect, firstToast, test } from '../fixtures';

/**
 * The shop's own content as a staff member, at phone and desktop widths: a phone number added in the
 * back-office's Site section shows on the storefront's contact page and footer, and a path's new title
 * is in the HTML the server delivers for that path and in the browser's title.
 *
 * Both projects edit the one contact record, each adding its own number: when the other saved in
 * between, the save is refused as out of date, and the journey reloads and adds its number again.
 */

test.describe.configure({ timeout: 120_000 });

/** Adds `phone` in the first empty phone slot and saves; after a refusal over a newer version, reloads and tries again. */
async function addPhone(page: Page, phone: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Contact details' });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const slots = form.getByRole('group', { name: /Phone numbers/ }).getByRole('textbox');
    await expect(slots.first()).not.toHaveValue('');
    const values = await slots.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    if (!values.includes(phone)) await slots.nth(values.indexOf('')).fill(phone);
    await form.getByRole('button', { name: 'Save contact details' }).click();
    const reload = page.getByRole('button', { name: 'Reload' });
    await expect(firstToast(page, 'Contact details saved.').or(reload)).toBeVisible();
    if (!(await reload.isVisible())) return;
    await reload.click();
  }
  throw new Error('The contact details kept changing under the journey');
}

test('staff change the phone numbers and a page title, and the site shows both', { tag: '@desktop' }, async ({ page, request }, testInfo) => {
  const phone = '+91 90000 01280';
  const path = '/contact';
  const title = `Call BirdShield India (${testInfo.project.name})`;

  await signInToBackOffice(page, request, testInfo, { path: '/admin/site', journey: 'site' });
  await expect(page.getByRole('heading', { level: 1, name: 'Site' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Contact details' })).toHaveAttribute('aria-selected', 'true');
  await addPhone(page, phone);

  await page.getByRole('tab', { name: 'Page metadata' }).click();
  await page.getByRole('button', { name: `Edit ${path}`, exact: true }).click();
  const pageForm = page.getByRole('form', { name: `Metadata of ${path}` });
  await expect(pageForm.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await pageForm.getByRole('textbox', { name: 'Title' }).fill(title);
  await pageForm.getByRole('button', { name: 'Save page' }).click();
  await expect(firstToast(page, `Metadata of ${path} saved.`)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: path, exact: true })).toBeVisible();

  // The served HTML of that path carries the new title for crawlers and link previews.
  const html = await (await request.get(path)).text();
  expect(html).toContain(`<title>${title}</title>`);

  // The storefront: the contact page and the footer show the new number, a tap-to-call link.
  await page.goto('/contact');
  const reachUs = page.getByRole('region', { name: 'Reach Us !' });
  const digits = phone.replace(/\D/g, '');
  await expect(reachUs.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:+${digits}`);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: phone })).toHaveAttribute('href', `tel:+${digits}`);
  await page.goto(path);
  await expect(page).toHaveTitle(title);
});
