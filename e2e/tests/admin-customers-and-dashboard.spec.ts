import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { signInToBackOffice } from '../backOffice';
import { expect, expectNoAxeViolations, saveScreenshot, test } from '../fixtures';
import { newCustomer, signUp, type Customer } from '../journeys';
import { paidOrder } from '../orders';

/**
 * The back-office's dashboard and customers as a staff member, at phone and desktop widths: the
 * dashboard's chart and table, the accountant's CSV whose rows add up to the order's total; a customer
 * deactivated whose next call is refused; and another customer's data exported and then erased (they
 * can no longer sign in, their order stays).
 */

// Two customers signed up and an order paid through the API, a staff sign-in, two downloads.
test.describe.configure({ timeout: 180_000 });

// Calls refused on purpose (the deactivated and erased customers) log failed loads in Chromium.
test.use({ expectedConsoleErrors: [/status of 401/] });

async function tokenOf(request: APIRequestContext, customer: Customer): Promise<string> {
  const login = await request.post('/api/user/login/', { data: { email: customer.email, password: customer.password } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { token: { access: string } }).token.access;
}

async function openCustomer(page: Page, email: string): Promise<void> {
  await page.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
  const table = page.getByRole('grid', { name: 'Customers' });
  await table.getByText(email).click();
  await expect(page).toHaveURL(/\/admin\/customers\/\d+$/);
}

test.describe('back-office customers and dashboard', { tag: '@desktop' }, () => {
  test('staff read the dashboard, download the CSV for the accountant, deactivate one customer, and export and erase another', async ({ page, request }, testInfo) => {
    const erasable = await signUp(request, newCustomer({ name: 'Anita Desai' }));
    const blocked = await signUp(request, newCustomer({ name: 'Karan Mehta' }));
    const order = await paidOrder(request, erasable, { address: { address: '7 Marine Drive', city: 'Mumbai', state: 'Maharashtra', zip_code: '400020' }, quantity: 2 });
    const blockedToken = await tokenOf(request, blocked);

    await signInToBackOffice(page, request, testInfo, { path: '/admin/dashboard', journey: 'customers' });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Revenue per day, last 30 days' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Revenue per day, last 30 days' }).getByRole('row')).toHaveCount(31);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'dashboard');

    // The CSV of today's invoices: the order's rows add up to what the customer paid.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
    expect(header).toBe('Document,Number,Date,Order,Customer,Buyer GSTIN,Place of supply,Payment method,Taxable value,CGST,SGST,IGST,Total,Booking');
    const mine = rows.map((row) => row.split(',')).filter((cells) => cells[3] === String(order.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]![5]).toBe('');
    expect(mine[0]![7]).toBe('Online');
    const [taxable, cgst, sgst, igst, total] = mine[0]!.slice(8).map(Number);
    expect(Math.round(total! * 100)).toBe(order.totalPaise);
    expect(Math.round((taxable! + cgst! + sgst! + igst!) * 100)).toBe(order.totalPaise);

    // Deactivated: the customer's session ends at once.
    expect((await request.get('/api/user/profile/', { headers: { Authorization: `Bearer ${blockedToken}` } })).status()).toBe(200);
    await openCustomer(page, blocked.email);
    await page.getByRole('button', { name: 'Deactivate account' }).click();
    await expect(page.getByText('Account deactivated: their sessions have ended.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reactivate account' })).toBeVisible();
    expect((await request.get('/api/user/profile/', { headers: { Authorization: `Bearer ${blockedToken}` } })).status()).toBe(401);
    expect((await request.post('/api/user/login/', { data: { email: blocked.email, password: blocked.password } })).status()).toBe(401);

    // Exported, then erased: the data file is theirs; afterwards they cannot sign in and the order stays.
    await openCustomer(page, erasable.email);
    await expect(page.getByRole('heading', { level: 1, name: 'Anita Desai' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'customer');
    const exporting = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download their data (JSON)' }).click();
    const exported = JSON.parse(await readFile((await (await exporting).path())!, 'utf8')) as { profile: { email: string }; orders: { id: number }[] };
    expect(exported.profile.email).toBe(erasable.email);
    expect(exported.orders.map((o) => o.id)).toContain(order.id);

    await page.getByRole('button', { name: 'Erase personal data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase this customer’s personal data?' });
    await dialog.getByRole('textbox', { name: /Type their e-mail address/ }).fill(erasable.email);
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Erased customer' })).toBeVisible();
    await expect(page.getByText(/Personal data erased on/)).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`^#${order.id} `) })).toBeVisible();
    expect((await request.post('/api/user/login/', { data: { email: erasable.email, password: erasable.password } })).status()).toBe(401);
  });
});
