import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Download } from '@playwright/test';
import { signInToBackOffice } from '../backOffice';
import { productTitled } from '../cashOnDelivery';
import { expect, expectNoAxeViolations, saveScreenshot, test, toast } from '../fixtures';
import { loginViaApi, newCustomer, signUp } from '../journeys';

/**
 * A coupon as the owner creates it and a shopper uses it: the owner makes 10% off orders of ₹999 or more, once
 * per customer; the shopper is told at the cart that a made-up code does not exist, applies the real one typed
 * in small letters, sees the discount at the cart and the checkout (the shipping fee following the goods after
 * it), pays, and finds the coupon on the order and its discount on each line of the tax invoice. (Shares,
 * limits, refunds and every refusal on both databases are the API's tests.)
 */
const TITLE = 'Polycarbonate Bird Spikes, Clear';
const HOUR = 60 * 60 * 1000;
const IST_OFFSET = 5.5 * HOUR;

/** What a datetime-local field in India's time holds for `at`: "2026-11-28T10:00". */
const indiaTimeInput = (at: Date) => new Date(at.getTime() + IST_OFFSET).toISOString().slice(0, 16);

const run = promisify(execFile);

/** The PDF's text as a reader copies it (poppler's pdftotext). */
async function pdfText(download: Download): Promise<string> {
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', (await download.path())!, '-']);
  return stdout;
}

// A back-office sign-in, the cart at two widths, a checkout, a payment and a PDF.
test.slow();
// The made-up code's answer, which the browser reports as a failed request.
test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\)/] });

test('a coupon the owner creates is applied at the cart, charged at checkout and shown on the order and its tax invoice', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  // Each project's own code: the phone and desktop journeys share one shop.
  const code = `SPIKES10${testInfo.project.name.slice(0, 3).toUpperCase()}${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const product = await productTitled(request, TITLE);
  expect(product.price).toBe(549);

  await test.step('the owner creates 10% off orders of ₹999 or more, once per customer', async () => {
    await signInToBackOffice(page, request, testInfo, { path: '/admin/coupons', journey: 'catalogue' });
    await page.getByRole('link', { name: 'New coupon' }).first().click();
    const form = page.getByRole('form', { name: 'Coupon' });
    await form.getByRole('textbox', { name: 'Code' }).fill(code);
    await form.getByRole('textbox', { name: 'Percentage off (%)' }).fill('10');
    await form.getByRole('textbox', { name: 'Minimum order (₹)' }).fill('999');
    await form.getByLabel('Starts (IST)').fill(indiaTimeInput(new Date(Date.now() - HOUR)));
    await form.getByLabel('Ends (IST)').fill(indiaTimeInput(new Date(Date.now() + 48 * HOUR)));
    await form.getByRole('textbox', { name: 'Uses per customer' }).fill('1');
    await form.getByRole('button', { name: 'Create the coupon' }).click();
    await expect(page).toHaveURL(/\/admin\/coupons$/);
    const row = page.getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText('10% off on orders of ₹999 or more');
    await expect(row).toContainText('Live');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'coupons-list');
  });

  const shopper = await signUp(request, newCustomer());
  const token = await loginViaApi(page, shopper, `/products/${product.slug}`);
  const headers = { Authorization: `Bearer ${token}` };

  await test.step('at the cart a made-up code is refused at the field, and the real one takes 10% off', async () => {
    const addToCart = page.getByRole('button', { name: 'Add To Cart' });
    await addToCart.click();
    await addToCart.click();
    await page.goto('/cart');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    const field = summary.getByRole('textbox', { name: 'Coupon code' });
    await field.fill('NOSUCHCODE');
    await field.press('Enter');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/There is no coupon NOSUCHCODE you can use now\. Check the code and try again\./);

    await field.fill(code.toLowerCase());
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expect(summary.getByText(`${code} applied`)).toBeVisible();
    // ₹1,098 of spikes less ₹109.80 is ₹988.20: under ₹999 of goods, so the demo's ₹99 shipping applies.
    await expect(summary).toContainText(`Coupon ${code}`);
    await expect(summary).toContainText('-₹109.80');
    await expect(summary).toContainText('₹1,087.20');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'cart-with-coupon');
  });

  let orderId = 0;
  let addressId = 0;
  await test.step('the checkout quotes and charges it', async () => {
    const profile = (await (await request.get('/api/user/profile/', { headers })).json()) as { id: number };
    const address = await request.post('/api/user/addresses/', {
      headers,
      data: { user: profile.id, full_name: shopper.name, phone: '9876501234', address: '22 Residency Road', city: 'Bengaluru', state: 'Karnataka', zip_code: '560025' },
    });
    expect(address.status(), await address.text()).toBe(201);
    addressId = ((await address.json()) as { id: number }).id;
    await page.goto('/checkout');
    await expect(page.getByRole('radio', { name: shopper.name })).toBeChecked();
    const main = page.getByRole('main');
    await expect(main).toContainText(`Coupon ${code}`);
    await expect(main).toContainText('-Rs.109.80');
    await expect(main).toContainText('Rs.1,087.20');
    await saveScreenshot(page, testInfo, 'checkout-with-coupon');
    await page.getByRole('button', { name: 'Proceed to Pay' }).click();
    const payment = page.getByRole('dialog', { name: 'Demo payment' });
    await expect(payment).toBeVisible();
    await payment.getByRole('button', { name: 'Pay now' }).click();
    await expect(toast(page, 'Payment successful!')).toBeVisible();
    await expect(page).toHaveURL('/orders');
    const [order] = (await (await request.get('/api/user/orders/', { headers })).json()) as { id: number; coupon_code: string; discount_amount: number; total_amount: number }[];
    expect(order).toMatchObject({ coupon_code: code, discount_amount: 109.8, total_amount: 1087.2 });
    orderId = order!.id;
  });

  await test.step('the order names the coupon, and the tax invoice takes it off the line before tax', async () => {
    await page.getByRole('article', { name: `Order #${orderId}` }).getByRole('link', { name: `View Details Order #${orderId}` }).click();
    await expect(page).toHaveURL(/\/order-detail\//);
    await expect(page.getByRole('main')).toContainText(`Coupon ${code}`);
    await saveScreenshot(page, testInfo, 'order-with-coupon');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download invoice' }).click();
    const text = await pdfText(await download);
    expect(text).toContain('Discount');
    expect(text).toMatch(new RegExp(`Coupon:\\s+${code} \\(-Rs\\.109\\.80\\)`));
    expect(text).toContain('-109.80');
    // ₹1,098 less ₹109.80 is ₹988.20, of which 100/118 is taxable: ₹837.46.
    expect(text).toContain('837.46');
    expect(text).toContain('Rs.1,087.20');

    // Once per customer: the next checkout with it is refused, naming the coupon.
    const again = await request.post('/api/user/orders/quote/', { headers, data: { address: addressId, items: [{ product: product.id, quantity: 2 }], coupon_code: code } });
    expect(again.status()).toBe(400);
    expect(((await again.json()) as { errors: Record<string, string[]> }).errors.coupon_code).toEqual([`You have already used ${code} once, as often as it allows.`]);
  });
});
