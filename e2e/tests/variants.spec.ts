import { productTitled } from '../cashOnDelivery';
import { expect, expectNoAxeViolations, saveScreenshot, test } from '../fixtures';
import { loginViaApi, newCustomer, signUp } from '../journeys';

/**
 * A product sold in packs, as a shopper meets it: an old link to a pack that was once a product of its own
 * opens the product with that pack chosen; the shopper chooses another with the keyboard, the price and the
 * address follow, and the pack bought is the one on the cart line, the order and its lines. (Stock, prices,
 * coupons and every refusal per variant on both databases are the API's tests.)
 */
const TITLE = 'Stainless Steel Bird Spikes';
const toast = (page: import('@playwright/test').Page, text: string | RegExp) => page.getByRole('alertdialog').filter({ hasText: text });

// A sign-up, two widths of a product page, a checkout and a payment.
test.slow();

test('a shopper chooses a pack on the product page and buys exactly that pack', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  const product = await productTitled(request, TITLE);
  expect(product.slug).toBe('ss-bird-spikes');

  await test.step('an old address of a pack redirects to the product showing that pack', async () => {
    const moved = await request.get('/products/ss-bird-spikes-pack-20?ref=mail', { maxRedirects: 0, headers: { accept: 'text/html' } });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toMatch(/^\/products\/ss-bird-spikes\?variant=\d+&ref=mail$/);
  });

  const shopper = await signUp(request, newCustomer());
  const token = await loginViaApi(page, shopper, '/products/ss-bird-spikes-pack-20');
  const headers = { Authorization: `Bearer ${token}` };
  const sizes = page.getByRole('radiogroup', { name: 'Size' });

  await test.step('the page opens on that pack, and another is chosen with the keyboard: price and address follow', async () => {
    await expect(page).toHaveURL(/\/products\/ss-bird-spikes\?variant=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(sizes.getByRole('radio', { name: /Pack of 20 \(6 m\)/ })).toBeChecked();
    const price = page.getByRole('status').filter({ hasText: 'M.R.P.' });
    await expect(price).toContainText('₹1,649');

    await sizes.getByRole('radio', { name: /Pack of 20 \(6 m\)/ }).focus();
    await page.keyboard.press('ArrowDown');
    const bulk = sizes.getByRole('radio', { name: /Bulk pack of 50 \(15 m\)/ });
    await expect(bulk).toBeChecked();
    await expect(price).toContainText('₹3,899');
    const chosen = new URL(page.url()).searchParams.get('variant');
    expect(chosen).toMatch(/^\d+$/);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'product-variants', { fullPage: false });
    await sizes.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'product-variants-choice', { fullPage: false });

    // A reload keeps the choice: the server renders the page with it.
    await page.reload();
    await expect(bulk).toBeChecked();
  });

  await test.step('the cart holds the pack chosen, at its price', async () => {
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.goto('/cart');
    const main = page.getByRole('main');
    await expect(main).toContainText('Bulk pack of 50 (15 m)');
    await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('₹3,899');
    await saveScreenshot(page, testInfo, 'cart-variant');
  });

  await test.step('the order is of that pack, at its price', async () => {
    const profile = (await (await request.get('/api/user/profile/', { headers })).json()) as { id: number };
    const address = await request.post('/api/user/addresses/', {
      headers,
      data: { user: profile.id, full_name: shopper.name, phone: '9876501234', address: '14 MG Road', city: 'Pune', state: 'Maharashtra', zip_code: '411001' },
    });
    expect(address.status(), await address.text()).toBe(201);
    await page.goto('/checkout');
    await expect(page.getByRole('radio', { name: shopper.name })).toBeChecked();
    await expect(page.getByRole('main')).toContainText('Bulk pack of 50 (15 m)');
    await page.getByRole('button', { name: 'Proceed to Pay' }).click();
    const payment = page.getByRole('dialog', { name: 'Demo payment' });
    await payment.getByRole('button', { name: 'Pay now' }).click();
    await expect(toast(page, 'Payment successful!')).toBeVisible();
    const [order] = (await (await request.get('/api/user/orders/', { headers })).json()) as {
      id: number;
      items: { variant_label: string; product_name: string; product_price: number }[];
    }[];
    expect(order!.items).toEqual([
      expect.objectContaining({ variant_label: 'Bulk pack of 50 (15 m)', product_name: `${TITLE} – Bulk pack of 50 (15 m)`, product_price: 3899 }),
    ]);
    await expect(page).toHaveURL('/orders');
    await page.getByRole('article', { name: `Order #${order!.id}` }).getByRole('link', { name: `View Details Order #${order!.id}` }).click();
    await expect(page).toHaveURL(/\/order-detail\//);
    await expect(page.getByRole('main')).toContainText(`${TITLE} – Bulk pack of 50 (15 m)`);
    await saveScreenshot(page, testInfo, 'order-variant');
  });
});
