import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Download } from '@playwright/test';
import { expect, expectNoAxeViolations, saveScreenshot, test, toast } from '../fixtures';
import { loginViaApi, signUp } from '../journeys';

const run = promisify(execFile);

/** The PDF's text as a reader copies it (poppler's pdftotext). */
async function pdfText(download: Download): Promise<string> {
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', (await download.path())!, '-']);
  return stdout;
}

test.describe('a business buyer', { tag: '@desktop' }, () => {
  test('gives a GSTIN at checkout, is told a mistyped one before anything is sent, and gets it on the tax invoice and at the next checkout', async ({ page, request }, testInfo) => {
    const customer = await signUp(request);
    const token = await loginViaApi(page, customer, '/');
    const headers = { Authorization: `Bearer ${token}` };
    const profile = (await (await request.get('/api/user/profile/', { headers })).json()) as { id: number };
    const address = await request.post('/api/user/addresses/', {
      headers,
      data: { user: profile.id, full_name: customer.name, phone: '9876501234', address: 'Plot 7, MIDC Bhosari', city: 'Pune', state: 'Maharashtra', zip_code: '411026' },
    });
    expect(address.status(), await address.text()).toBe(201);
    const products = ((await (await request.get('/api/user/products/')).json()) as { slug: string; in_stock: boolean }[]).filter((product) => product.in_stock);

    await page.goto(`/products/${products[0]!.slug}`);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL('/checkout');
    await expect(page.getByRole('radio', { name: customer.name })).toBeChecked();

    // Unticked at first: this customer never bought for a business.
    const box = page.getByRole('region', { name: 'GST invoice' }).getByRole('checkbox', { name: /Buying for a business\?/ });
    await expect(box).not.toBeChecked();
    // The box drawn over react-aria's hidden input takes the click, as it takes the shopper's.
    await box.check({ force: true });
    const gstin = page.getByRole('textbox', { name: 'GSTIN' });
    await gstin.fill('27aapfu0939f1zw');
    await page.getByRole('textbox', { name: 'Business name' }).fill('Shree Ganesh Agro Mills');
    await page.getByRole('button', { name: 'Proceed to Pay' }).click();
    // The browser's check, in the server's words, at the field: no order is made.
    await expect(gstin).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This GSTIN does not add up (its last character is wrong): check it was copied correctly.').first()).toBeVisible();
    expect((await (await request.get('/api/user/orders/', { headers })).json()) as unknown[]).toHaveLength(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'checkout-gstin-refused');

    await gstin.fill('27aapfu0939f1zv');
    await page.getByRole('button', { name: 'Proceed to Pay' }).click();
    const payment = page.getByRole('dialog', { name: 'Demo payment' });
    await expect(payment).toBeVisible();
    await payment.getByRole('button', { name: 'Pay now' }).click();
    await expect(toast(page, 'Payment successful!')).toBeVisible();
    await expect(page).toHaveURL('/orders');

    const [order] = (await (await request.get('/api/user/orders/', { headers })).json()) as { id: number; gstin: string | null; business_name: string | null }[];
    expect(order).toMatchObject({ gstin: '27AAPFU0939F1ZV', business_name: 'Shree Ganesh Agro Mills' });
    await page.getByRole('article', { name: `Order #${order!.id}` }).getByRole('link', { name: `View Details Order #${order!.id}` }).click();
    const information = page.getByRole('region', { name: 'Order Information' });
    await expect(information.getByRole('definition').filter({ hasText: 'Shree Ganesh Agro Mills (GSTIN 27AAPFU0939F1ZV)' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'order-gstin');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download invoice' }).click();
    const text = await pdfText(await download);
    expect(text).toContain('Shree Ganesh Agro Mills');
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');

    // The next checkout offers the saved business.
    await page.goto(`/products/${products[0]!.slug}`);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL('/checkout');
    await expect(box).toBeChecked();
    await expect(gstin).toHaveValue('27AAPFU0939F1ZV');
    await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue('Shree Ganesh Agro Mills');
  });
});
