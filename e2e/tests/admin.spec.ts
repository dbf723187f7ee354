import type { TestInfo } from '@playwright/test';
import { backOfficeTokenOf, ensureStaffAccount, typeCode } from '../backOffice';
import { expect, expectNoAxeViolations, saveScreenshot, test } from '../fixtures';
import { newCustomer, signUp } from '../journeys';
import { readOtpFor } from '../mail/mailbox';
import { paidOrder } from '../orders';
import { packerFor } from '../packers';

/**
 * The back-office (/admin) as a staff member: sign in with the password and the code the shop mails
 * (read from the test SMTP server), the shell at phone and desktop widths, the audit log, sign out,
 * and the old token refused by the API afterwards; and a member of the `staff` role (a packer), who is
 * not offered the owner's actions.
 */

const isDesktop = (testInfo: TestInfo) => testInfo.project.name === 'desktop';

// The browser logs the refusals these journeys provoke: a wrong password or code (401, 400), a dead token (401).
test.use({ expectedConsoleErrors: [/status of 40[01]/] });

test.describe('back-office', () => {
  test('sign in with the mailed code, the shell, the audit log, sign out, and the old token is refused', async ({ page, request }, testInfo) => {
    // Two mailed codes, two axe runs and screenshots: more than the default 30 s on a busy two-core machine.
    test.slow();
    const staff = await ensureStaffAccount(request, testInfo);

    // A page of the back-office sends a signed-out visitor to sign in, and back after it.
    await page.goto('/admin/audit?entity_type=product');
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    const head = await page.request.get('/admin/audit', { headers: { accept: 'text/html' } });
    expect(head.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sections' })).toHaveCount(0);

    // A wrong password is refused with the server's words, before any code is mailed.
    const form = page.getByRole('form', { name: 'Staff sign-in' });
    await form.getByRole('textbox', { name: 'E-mail' }).fill(staff.email);
    await form.getByLabel(/^Password/).fill('not-the-password');
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('group', { name: 'We could not sign you in' })).toContainText('The e-mail or password is wrong');
    await saveScreenshot(page, testInfo, 'admin-sign-in-error', { fullPage: false });

    // The right password: a code is mailed, and the code step asks for it.
    await form.getByLabel(/^Password/).fill(staff.password);
    let since = Date.now();
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Enter the code we e-mailed you' })).toBeVisible();
    const firstCode = await readOtpFor(staff.email, { since });
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'admin-sign-in-code', { fullPage: false });

    // "Send a new code" restarts step 1: the first code no longer works, the newest does.
    since = Date.now();
    await page.getByRole('button', { name: 'Send a new code' }).click();
    const secondCode = await readOtpFor(staff.email, { since });
    expect(secondCode).toMatch(/^\d{6}$/);
    if (secondCode !== firstCode) {
      // Refused; the boxes are emptied and focused for the next try.
      await typeCode(page, firstCode);
      await expect(page.getByText('That code is not right. Check the latest e-mail and try again.')).toBeVisible();
      await expect(page.getByRole('group', { name: 'Sign-in code' }).getByRole('textbox').first()).toHaveValue('');
      await saveScreenshot(page, testInfo, 'admin-sign-in-wrong-code', { fullPage: false });
    }
    await typeCode(page, secondCode);

    // Back on the page that sent them away, filters kept; the shell shows who is signed in.
    await expect(page).toHaveURL(/\/admin\/audit\?entity_type=product$/);
    const heading = page.getByRole('heading', { level: 1, name: 'Audit log' });
    await expect(heading).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Audit log | Back-office' })).toBeAttached();
    const token = await page.evaluate(() => sessionStorage.getItem('adminToken'));
    expect(token).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

    const banner = page.getByRole('banner');
    await expect(banner).toContainText('BirdShield India');
    await expect(banner).toContainText(staff.name);
    // STAFF_EMAILS makes owners; the role is shown under the name at every width.
    await expect(banner.getByText('Owner', { exact: true })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Sections' });
    const navBox = (await nav.boundingBox())!;
    const viewport = page.viewportSize()!;
    if (isDesktop(testInfo)) {
      // A rail down the left side, listing every section.
      await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
      expect(navBox.x).toBe(0);
      expect(navBox.width).toBeLessThan(300);
      expect(navBox.height).toBeGreaterThan(viewport.height / 2);
    } else {
      // A bar along the bottom edge, where the thumb reaches: the first four sections, then More, which lists the
      // rest (the audit log among them) and is marked as holding the page shown. Its behaviour is the story's.
      expect(Math.round(navBox.y + navBox.height)).toBe(viewport.height);
      expect(navBox.width).toBe(viewport.width);
      await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Orders', 'Cash on delivery', 'Customers']);
      const more = nav.getByRole('button', { name: 'More' });
      await expect(more).toHaveAttribute('aria-current', 'true');
      await more.click();
      const moreSections = page.getByRole('dialog', { name: 'More sections' });
      const auditLog = moreSections.getByRole('link', { name: 'Audit log' });
      await expect(auditLog).toHaveAttribute('aria-current', 'page');
      expect((await auditLog.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await saveScreenshot(page, testInfo, 'admin-more-sections', { fullPage: false });
      await page.keyboard.press('Escape');
      await expect(moreSections).toBeHidden();
    }

    // The audit log: its filters, the record type chosen before signing in, and the table.
    const table = page.getByRole('grid', { name: 'Audit log entries' });
    await expect(table).toBeVisible();
    await expect(page.getByRole('button', { name: /Record type/ })).toContainText('Products');
    await expect(page.getByText(/No change matches these filters|\d+ of \d+ entr/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    // A day range that ends before it starts is pointed out instead of asked for.
    await page.getByLabel('From', { exact: true }).fill('2026-11-20');
    // As a person would, the second date follows once the first shows in the address: each change is
    // made to the filters on screen, and on a saturated machine the second fill outran the first's.
    await expect(page).toHaveURL(/from=2026-11-20/);
    await page.getByLabel('To', { exact: true }).fill('2026-11-01');
    await expect(page.getByText('The end date is before the start date.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'admin-audit');
    // The header with the owner's role, once the toast about the new code (over it on a phone) has gone.
    await expect(page.getByText('A new code is on its way. Use the newest e-mail.')).toBeHidden();
    await saveScreenshot(page, testInfo, 'admin-header-owner', { fullPage: false });

    // Sign out: the server revokes the session, the tab forgets it, and the sign-in page says so.
    await banner.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await expect(page.getByRole('status').filter({ hasText: 'You have signed out.' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('adminToken'))).toBeNull();
    const refused = await request.get('/api/admin/me/', { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(401);

    // Every page is guarded again.
    await page.goto('/admin/audit');
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
  });

  test('a packer sees their role, and is offered neither refunds, cancelling a paid order nor erasure', { tag: '@phone' }, async ({ page, request, baseURL }, testInfo) => {
    // A customer's paid order and the packer's session, through the API: the sign-in page is tested above.
    const customer = await signUp(request, newCustomer({ name: 'Rekha Sharma' }));
    const order = await paidOrder(request, customer, { address: { address: '12 Park Street', city: 'Kolkata', state: 'West Bengal', zip_code: '700016' } });
    const packer = await packerFor(testInfo, baseURL!, 'roles');
    const token = await backOfficeTokenOf(request, packer);
    const headers = { authorization: `Bearer ${token}` };

    // The API refuses the owner's actions whatever a page shows.
    const refund = await request.post(`/api/admin/orders/${order.id}/refunds/`, { headers, data: { amount_paise: 100, reason: 'Goodwill' } });
    expect(refund.status(), await refund.text()).toBe(403);
    const read = await request.get(`/api/admin/orders/${order.id}/`, { headers });
    const { version, customer: buyer } = (await read.json()) as { version: number; customer: { id: number } };
    expect((await request.post(`/api/admin/orders/${order.id}/cancel/`, { headers, data: { version } })).status()).toBe(403);
    expect((await request.post(`/api/admin/customers/${buyer.id}/erase/`, { headers, data: { version: 1, email: customer.email } })).status()).toBe(403);

    await page.addInitScript((session) => sessionStorage.setItem('adminToken', session), token);
    await page.goto(`/admin/orders/${order.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${order.id}` })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Staff', { exact: true })).toBeVisible();

    // The packer moves the order along, but neither refunds nor cancels it, and is told who can.
    const actions = page.getByRole('region', { name: 'Next step' });
    await expect(actions.getByRole('button', { name: 'Mark processing' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(actions.getByText('Only the owner can cancel a paid order: cancelling it refunds the customer.')).toBeVisible();
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await expect(refunds.getByText('Only the owner can refund.')).toBeVisible();
    await expect(refunds.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'admin-header-staff', { fullPage: false });
    await saveScreenshot(page, testInfo, 'admin-order-as-staff');

    // The customer: their data can be downloaded, not erased.
    await page.goto(`/admin/customers/${buyer.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Rekha Sharma' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download their data (JSON)' })).toBeVisible();
    await expect(page.getByText('Only the owner can deactivate a staff account or erase a customer’s data.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Erase personal data' })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'admin-customer-as-staff');
  });

  test('a session the server ends sends staff back to sign in, with a message', { tag: '@desktop' }, async ({ page }) => {
    // A token the server does not know, as after a sign-out in another tab or a removed role.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('e2e-started')) {
        sessionStorage.setItem('e2e-started', '1');
        sessionStorage.setItem('adminToken', 'revoked-or-made-up-token');
      }
    });
    await page.goto('/admin/audit');
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your session has ended. Please sign in again.' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  });
});
