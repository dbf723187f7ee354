import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext, Download, Locator, Page, TestInfo } from '@playwright/test';
import { signInToBackOffice } from '../backOffice';
import { expect, saveScreenshot, test } from '../fixtures';
import { loginViaApi, newCustomer, signUp } from '../journeys';
import { readMailTo } from '../mail/mailbox';
import { paidOrder, type PaidOrder } from '../orders';
import { refundsAtRazorpay, settleAtRazorpay } from '../payments/fakeRazorpay';

/**
 * Refunds in the back-office, at phone and desktop widths, through the provider that took the money:
 * the demo provider on the PGlite shop (it processes a refund at once), the fake Razorpay on the
 * PostgreSQL shop (a refund waits, pending, until Razorpay's signed `refund.processed` webhook settles
 * it). Staff refund part of a customer's paid order from its page with a reason, see it "Partially
 * refunded", the customer is mailed, and the tax invoice and the refund's credit note download with
 * figures that add up: the note credits exactly the refund, and never more than the invoice. On
 * Razorpay, a second refund that Razorpay fails shows as failed, and its amount can be refunded again.
 */

// A staff sign-in, a customer's purchase through the API, two PDF downloads, and on Razorpay two webhooks.
test.describe.configure({ timeout: 120_000 });

const run = promisify(execFile);

/** Paise as the back-office prints them: "₹1,299.00". */
const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

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

async function downloadFrom(page: Page, button: RegExp): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return download;
}

/**
 * Refunds `paise` of the order with `reason` through the Refund dialog on its page, which opens at the
 * whole amount still refundable (`refundablePaise`); `screenshot` names the open dialog's picture.
 */
async function refundFromOrderPage(
  page: Page,
  testInfo: TestInfo,
  { orderId, refundablePaise, paise, reason, screenshot }: { orderId: number; refundablePaise: number; paise: number; reason: string; screenshot?: string },
): Promise<void> {
  await page.getByRole('region', { name: 'Refunds' }).getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Refund order #${orderId}` });
  const amount = dialog.getByRole('textbox', { name: /^Amount to refund/ });
  await expect(amount).toHaveValue(rupees(refundablePaise));
  await amount.fill(String(paise / 100));
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill(reason);
  if (screenshot) await saveScreenshot(page, testInfo, screenshot, { fullPage: false });
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The screen with the Refunds section in view, for people to look at (a full-page picture of a phone
 * would draw the sticky header over the middle of the page).
 */
async function pictureOf(refunds: Locator, testInfo: TestInfo, name: string): Promise<void> {
  await refunds.scrollIntoViewIfNeeded();
  await saveScreenshot(refunds.page(), testInfo, name, { fullPage: false });
}

/** Razorpay settles the payment's one pending refund and tells the shop by its signed webhook, which the shop takes. */
async function razorpaySettles(request: APIRequestContext, order: PaidOrder, outcome: 'processed' | 'failed'): Promise<void> {
  const pending = (await refundsAtRazorpay(request, order.paymentId)).filter((refund) => refund.status === 'pending');
  expect(pending, 'one refund pending at Razorpay').toHaveLength(1);
  expect(await settleAtRazorpay(request, pending[0]!.id, outcome)).toEqual({ status: 200, body: { status: 'processed' } });
}

test.describe('back-office refunds', { tag: '@desktop' }, () => {
  test('staff refund part of a paid order, the provider settles it, the customer is mailed, and the invoice and credit note add up', async ({ page, request }, testInfo) => {
    const customer = await signUp(request, newCustomer());
    const order = await paidOrder(request, customer, {
      address: { address: '9 Marine Drive', city: 'Mumbai', state: 'Maharashtra', zip_code: '400020' },
      quantity: 2,
    });
    await signInToBackOffice(page, request, testInfo, { path: `/admin/orders/${order.id}`, journey: 'refunds' });
    await expect(page.getByRole('heading', { level: 1, name: `Order #${order.id}` })).toBeVisible();

    // Staff refund ₹100 of the whole order, with a reason.
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await refundFromOrderPage(page, testInfo, { orderId: order.id, refundablePaise: order.totalPaise, paise: 10000, reason: 'One strip arrived bent', screenshot: 'admin-refund-dialog' });
    const leftAfterRefund = refunds.getByText(/can still be refunded/);
    const started = page.getByRole('alertdialog').filter({ hasText: 'Refund started. The customer was e-mailed.' });
    await expect(started).toBeVisible();
    // Closed, as it would cover the section in the pictures.
    await started.getByRole('button', { name: 'Close' }).click();
    await expect(started).toBeHidden();
    expect((await readMailTo(customer.email, `We have started a refund of ${rupees(10000)} for your order #${order.id}.`)).text).toContain('Reason: One strip arrived bent');

    if (order.provider === 'razorpay') {
      // Asked of Razorpay, which answers "pending": the ₹100 is held (never refunded twice) until Razorpay settles it.
      await expect(refunds.getByText(`${rupees(10000)} · Pending at the provider`)).toBeVisible();
      await expect(leftAfterRefund).toContainText(rupees(order.totalPaise - 10000));
      await expect(page.getByText('Partially refunded')).toHaveCount(0);
      await pictureOf(refunds, testInfo, 'admin-refund-pending');
      await razorpaySettles(request, order, 'processed');
      // The page asks again while a refund is pending, so staff see it settle without reloading.
    }

    await expect(page.getByText('Partially refunded').first()).toBeVisible();
    await expect(refunds.getByText(`${rupees(10000)} · Refunded`)).toBeVisible();
    await expect(leftAfterRefund).toContainText(rupees(order.totalPaise - 10000));

    // The invoice charges what was paid; the credit note credits exactly the refund, against that invoice.
    const documents = page.getByRole('region', { name: 'Tax documents' });
    const creditNote = documents.getByRole('button', { name: /^Credit note BCN\// });
    await expect(creditNote).toBeVisible();
    const creditNoteNumber = (await creditNote.textContent())!.match(/BCN\/\S+/)![0];
    const invoice = await pdfText(await downloadFrom(page, /^Invoice BSI\//));
    const note = await pdfText(await downloadFrom(page, /^Credit note BCN\//));
    expect(paiseAfter(invoice, /Total \(GST included\)/)).toBe(order.totalPaise);
    expect(paiseAfter(note, /Total credited \(GST included\)/)).toBe(10000);
    const invoiceNumber = /BSI\/\d{2}-\d{2}\/\d{6}/.exec(invoice)![0];
    expect(note).toContain(invoiceNumber);
    expect(note).toContain(creditNoteNumber);
    // The note's taxable value and tax add up to what it credits.
    expect(paiseAfter(note, /Taxable value/) + (invoice.includes('IGST') ? paiseAfter(note, /IGST[^\n]*?/) : paiseAfter(note, /CGST[^\n]*?/) + paiseAfter(note, /SGST[^\n]*?/))).toBe(10000);

    // The customer is told the money is on its way back, with the credit note that documents it.
    const mail = await readMailTo(customer.email, 'has been processed');
    expect(mail.subject).toBe(`BirdShield India: refund processed for order #${order.id}`);
    expect(mail.text).toContain(`Your refund of ${rupees(10000)} for order #${order.id}`);
    expect(mail.text).toContain(`Credit note ${creditNoteNumber}`);
    await pictureOf(refunds, testInfo, 'admin-refunded-order');

    if (order.provider === 'razorpay') {
      // A refund Razorpay fails: shown failed, its ₹50 free to refund again, the order still partly refunded.
      await refundFromOrderPage(page, testInfo, { orderId: order.id, refundablePaise: order.totalPaise - 10000, paise: 5000, reason: 'Courier charge returned' });
      await expect(refunds.getByText(`${rupees(5000)} · Pending at the provider`)).toBeVisible();
      await razorpaySettles(request, order, 'failed');
      await expect(refunds.getByText(`${rupees(5000)} · Failed`)).toBeVisible();
      await expect(leftAfterRefund).toContainText(rupees(order.totalPaise - 10000));
      await expect(page.getByText('Partially refunded').first()).toBeVisible();
      await expect(documents.getByRole('button', { name: /^Credit note BCN\// })).toHaveCount(1);
      await pictureOf(refunds, testInfo, 'admin-refund-failed');
    }

    // The customer finds the refund on their order and downloads the same credit note.
    await loginViaApi(page, customer, '/orders');
    await page.getByRole('article', { name: `Order #${order.id}` }).getByRole('link', { name: `View Details Order #${order.id}` }).click();
    const information = page.getByRole('region', { name: 'Order Information' });
    await expect(information.getByText(`Refunds: ${rupees(10000)}`)).toBeVisible();
    await expect(information.getByText('Partially refunded')).toBeVisible();
    const [customersNote] = await Promise.all([page.waitForEvent('download'), information.getByRole('button', { name: 'Download credit note' }).click()]);
    expect(customersNote.suggestedFilename()).toBe(`${creditNoteNumber.replaceAll('/', '-')}.pdf`);
    expect(paiseAfter(await pdfText(customersNote), /Total credited \(GST included\)/)).toBe(10000);
    await saveScreenshot(page, testInfo, 'customer-refunded-order');
  });
});
