import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { APIRequestContext, Download } from '@playwright/test';
import { backOfficeToken, signInToBackOffice } from '../backOffice';
import { expect, expectNoAxeViolations, saveScreenshot, saveScreenshotAtBothWidths, test } from '../fixtures';
import { loginViaApi, newCustomer, signUp } from '../journeys';

/**
 * On PostgreSQL, the production database: a factory in Gurugram asks for a quotation with its GSTIN and fitting,
 * staff price the spikes and the fitting per running metre and let it pay by bank transfer; the buyer accepts and
 * is shown where to pay; staff record the transfer on the order's page, which says by when it was due; the buyer's
 * tax invoice carries the GSTIN and the fitting line, and the buyer books the fitting from the order's page.
 * The request and the pricing go through the API (tests/quotes.spec.ts walks those pages); the rules are the API's
 * tests.
 */

// Two back-office sessions with mailed codes, a PDF download and the fitting's calendar: over a minute when busy.
test.describe.configure({ timeout: 240_000 });

const run = promisify(execFile);

/** The PDF's text as a reader copies it (poppler's pdftotext). */
async function pdfText(download: Download): Promise<string> {
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', (await download.path())!, '-']);
  return stdout;
}

const GSTIN = '06AAPFU0939F1ZZ';
const BANK = { account_name: 'BirdShield India Pvt Ltd', account_number: '50200012345678', ifsc: 'HDFC0001234', upi_id: 'birdshield@okhdfcbank' };

/** A catalogue variant in stock, as the quote desk's line names it. */
async function variantInStock(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const products = (await (await request.get('/api/user/products/')).json()) as { slug: string; title: string; in_stock: boolean }[];
  const product = products.find((each) => each.in_stock)!;
  const detail = (await (await request.get(`/api/user/products/${product.slug}/`)).json()) as { variants: { id: number }[] };
  return { id: detail.variants[0]!.id, title: product.title };
}

/** Staff price the request (the pack and 20 running metres of fitting), send it and allow a bank transfer. */
async function priceWithFitting(request: APIRequestContext, token: string, number: string, variant: { id: number; title: string }): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const bank = await request.get('/api/admin/settings/bank-details/', { headers });
  const { version: bankVersion } = (await bank.json()) as { version: number };
  const savedBank = await request.put('/api/admin/settings/bank-details/', { headers, data: { ...BANK, version: bankVersion } });
  // A run before this one on the same shop may have given them already.
  expect([200, 409]).toContain(savedBank.status());

  const listed = (await (await request.get(`/api/admin/quotes/?q=${number}`, { headers })).json()) as { items: { id: number; version: number }[] };
  const { id, version } = listed.items[0]!;
  const validUntil = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + 14 * 24 * 60 * 60 * 1000));
  const draft = await request.put(`/api/admin/quotes/${id}/draft/`, {
    headers,
    data: {
      version,
      lines: [
        { variant: variant.id, description: variant.title, quantity: 10, unit_price_paise: 40_000, gst_rate: 18, hsn_sac: '3926' },
        { variant: null, description: 'Fitting on the factory roof', unit: 'running metre', quantity: 20, unit_price_paise: 6_000, gst_rate: 18, hsn_sac: '995468' },
      ],
      delivery_terms: 'Within 7 days of payment.',
      installation_terms: 'Fitted by our own crew on a day you book.',
      valid_until: validUntil,
    },
  });
  expect(draft.status(), await draft.text()).toBe(200);
  const sent = await request.post(`/api/admin/quotes/${id}/send/`, { headers, data: { version: version + 1 } });
  expect(sent.status(), await sent.text()).toBe(200);
  const allowed = await request.put(`/api/admin/quotes/${id}/bank-transfer/`, { headers, data: { allowed: true, version: version + 2 } });
  expect(allowed.status(), await allowed.text()).toBe(200);
}

test.describe('a quotation with fitting, paid by bank transfer', { tag: '@desktop' }, () => {
  test('a factory accepts a quotation with fitting, pays by transfer, gets a tax invoice with its GSTIN and the fitting, and books the crew', async ({ page, request }, testInfo) => {
    const factory = `Haryana Agro Mills ${randomBytes(3).toString('hex')}`;
    const buyer = await signUp(request, newCustomer({ name: 'Rakesh Yadav' }));
    const variant = await variantInStock(request);

    const buyerToken = await loginViaApi(page, buyer, '/account/quotes');
    const asked = await request.post('/api/user/quote-requests/', {
      headers: { Authorization: `Bearer ${buyerToken}` },
      data: {
        name: 'Rakesh Yadav',
        organisation: factory,
        phone: '98110 22334',
        email: buyer.email,
        gstin: GSTIN,
        site_pincode: '122002',
        site_address: 'Plot 14, Sector 18 industrial area, Gurugram',
        site_kind: 'factory_or_warehouse',
        wants_installation: true,
        lines: [{ variant: variant.id, quantity: 10 }],
      },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const { number } = (await asked.json()) as { number: string };
    await priceWithFitting(request, await backOfficeToken(request, testInfo, 'quotes'), number, variant);

    // The buyer accepts from their account's quote, choosing the transfer, and is shown where and by when to pay.
    await page.goto('/account/quotes');
    await page.getByRole('link', { name: number }).click();
    const accept = page.getByRole('region', { name: 'Accept and order' });
    await accept.getByText('Bank transfer or UPI', { exact: true }).click();
    await accept.getByText(/^I accept quotation/).click();
    await accept.getByRole('button', { name: /^Accept and order for ₹/ }).click();
    const transfer = page.getByRole('region', { name: 'Pay by bank transfer or UPI' });
    await expect(transfer).toContainText(BANK.account_number);
    await expect(transfer).toContainText(number);
    await expectNoAxeViolations(page);
    await saveScreenshotAtBothWidths(page, testInfo, 'quote-bank-transfer');
    // The payment reference names the order: "Order 12 Q-2026-000034".
    const orderId = Number(new RegExp(`Order (\\d+) ${number}`).exec((await transfer.textContent())!)![1]);
    await transfer.getByRole('link', { name: 'View the order' }).click();
    await expect(page).toHaveURL(/\/order-detail\//);
    const orderPage = new URL(page.url()).pathname;

    // Staff see the day the money is due, and record it once it is in the bank.
    await signInToBackOffice(page, request, testInfo, { path: `/admin/orders/${orderId}`, journey: 'quotes' });
    await expect(page.getByText(/^To be paid by .+; cancelled and its stock freed if no payment is recorded by then$/)).toBeVisible();
    await saveScreenshot(page, testInfo, 'admin-order-awaiting-transfer');
    await page.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record the bank transfer' });
    const total = (await dialog.getByText(/^The order comes to /).textContent())!.match(/₹([\d,]+\.\d{2})/)![1]!;
    await dialog.getByRole('textbox', { name: 'Amount received' }).fill(total.replaceAll(',', ''));
    await dialog.getByRole('textbox', { name: 'Bank reference' }).fill(`HDFCN5${Date.now()}`);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(/^To be paid by /)).toHaveCount(0);

    // The buyer's tax invoice: the GSTIN and the fitting line, at the quoted rate.
    await loginViaApi(page, buyer, orderPage);
    await expect(page.getByRole('main')).toContainText('Fitting on the factory roof');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download invoice' }).click();
    const invoice = await pdfText(await download);
    expect(invoice).toContain(`GSTIN: ${GSTIN}`);
    expect(invoice).toContain('Fitting on the factory roof');
    expect(invoice).toContain('995468');

    // The fitting: 20 running metres at the crew's pace, booked on the first free day.
    const fitting = page.getByRole('region', { name: 'Fitting by our crew' });
    await fitting.getByRole('button', { name: 'Book the fitting' }).click();
    await expect(fitting.getByText(/^The job takes about /)).toBeVisible();
    await fitting.getByRole('application', { name: /Day of the visit/ }).locator('[role="gridcell"] [role="button"]:not([aria-disabled="true"])').first().click();
    await fitting.getByRole('radiogroup', { name: /^Start time on / }).locator('label').first().click();
    await expectNoAxeViolations(page);
    await saveScreenshotAtBothWidths(page, testInfo, 'order-book-fitting');
    await fitting.getByRole('button', { name: 'Book this time' }).click();
    await expect(fitting.getByText(/^The fitting is booked for /)).toBeVisible();
    await saveScreenshot(page, testInfo, 'order-fitting-booked');
  });
});
