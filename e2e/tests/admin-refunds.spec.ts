import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { signInToBackOffice } from '../backOffice';
import { expect, test } from '../fixtures';
import { newCustomer, signUp, type Customer } from '../journeys';

/**
 * Refunds in the back-office, at phone and desktop widths: staff refund part of a customer's paid order
 * from its page (the demo provider processes it at once), see it "Partially refunded", and download the
 * tax invoice and the refund's credit note, whose figures add up: the note credits exactly the refund,
 * and never more than the invoice.
 */

// A staff sign-in, a customer's purchase through the API, two PDF downloads.
test.describe.configure({ timeout: 120_000 });

const run = promisify(execFile);

/** The PDF's text as a reader copies it (poppler's pdftotext). */
async function pdfText(download: Download): Promise<string> {
  const path = await download.path();
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-']);
  return stdout;
}

/** "Rs.1,299.00" on a document → paise. */
function paiseAfter(text: string, label: RegExp): number {
  const match = new RegExp(`${label.source}\\s+Rs\\.([\\d,]+\\.\\d{2})`).exec(text);
  expect(match, `${label} in:\n${text}`).not.toBeNull();
  return Math.round(Number(match![1]!.replaceAll(',', '')) * 100);
}

/** A paid order of the first product in stock, placed and paid through the API with the demo provider. */
async function paidOrder(request: APIRequestContext, customer: Customer): Promise<{ id: number; totalPaise: number }> {
  const login = await request.post('/api/user/login/', { data: { email: customer.email, password: customer.password } });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: { access: string } }).token.access}` };
  const profile = (await (await request.get('/api/user/profile/', { headers })).json()) as { id: number };
  const address = await request.post('/api/user/addresses/', {
    headers,
    data: { user: profile.id, full_name: customer.name, phone: customer.contact, address: '9 Marine Drive', city: 'Mumbai', state: 'Maharashtra', zip_code: '400020' },
  });
  expect(address.status(), await address.text()).toBe(201);
  const products = ((await (await request.get('/api/user/products/')).json()) as { id: number; in_stock: boolean }[]).filter((product) => product.in_stock);
  const created = await request.post('/api/user/orders/', {
    headers,
    data: { address: ((await address.json()) as { id: number }).id, items: [{ product: products[0]!.id, quantity: 2 }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as { id: number; razorpay_amount: number };
  const payment = await request.post(`/api/user/orders/${order.id}/demo_payment/`, { headers });
  const verified = await request.post(`/api/user/orders/${order.id}/verify_payment/`, { headers, data: await payment.json() });
  expect(verified.status(), await verified.text()).toBe(200);
  return { id: order.id, totalPaise: order.razorpay_amount };
}

async function downloadFrom(page: Page, button: RegExp): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return download;
}

test.describe('back-office refunds', () => {
  test('staff refund part of a paid order, see it partially refunded, and download an invoice and a credit note that add up', async ({ page, request }, testInfo) => {
    const customer = await signUp(request, newCustomer());
    const order = await paidOrder(request, customer);
    await signInToBackOffice(page, request, testInfo, { path: `/admin/orders/${order.id}`, journey: 'refunds' });
    await expect(page.getByRole('heading', { level: 1, name: `Order #${order.id}` })).toBeVisible();

    // The dialog starts at the whole refundable amount; staff refund ₹100 of it, with a reason.
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await refunds.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Refund order #${order.id}` });
    const amount = dialog.getByRole('textbox', { name: /^Amount to refund/ });
    await expect(amount).toHaveValue(`₹${(order.totalPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
    await amount.fill('100');
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill('One strip arrived bent');
    await page.screenshot({ path: testInfo.outputPath('refund-dialog.png') });
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByText('Partially refunded').first()).toBeVisible();
    await expect(refunds.getByText('₹100.00 · Refunded')).toBeVisible();
    await expect(refunds.getByText(/can still be refunded/)).toContainText((order.totalPaise / 100 - 100).toLocaleString('en-IN'));

    // The invoice charges what was paid; the credit note credits exactly the refund, against that invoice.
    const documents = page.getByRole('region', { name: 'Tax documents' });
    await expect(documents.getByRole('button', { name: /^Credit note BCN\// })).toBeVisible();
    const invoice = await pdfText(await downloadFrom(page, /^Invoice BSI\//));
    const note = await pdfText(await downloadFrom(page, /^Credit note BCN\//));
    expect(paiseAfter(invoice, /Total \(GST included\)/)).toBe(order.totalPaise);
    expect(paiseAfter(note, /Total credited \(GST included\)/)).toBe(10000);
    const invoiceNumber = /BSI\/\d{2}-\d{2}\/\d{6}/.exec(invoice)![0];
    expect(note).toContain(invoiceNumber);
    // The note's taxable value and tax add up to what it credits.
    expect(paiseAfter(note, /Taxable value/) + (invoice.includes('IGST') ? paiseAfter(note, /IGST[^\n]*?/) : paiseAfter(note, /CGST[^\n]*?/) + paiseAfter(note, /SGST[^\n]*?/))).toBe(10000);

    await page.screenshot({ path: testInfo.outputPath('refunded-order.png'), fullPage: true });
  });
});
