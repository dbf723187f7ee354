import { productTitled } from '../cashOnDelivery';
import { expect, expectNoAxeViolations, saveScreenshot, test, toast } from '../fixtures';
import { loginViaApi, newCustomer, signUp } from '../journeys';

/**
 * A product sold in packs, as a shopper meets it: an old link to a pack that was once a product of its own
 * opens the product with that pack chosen; the shopper chooses another with the keyboard, the price and the
 * address follow, and the pack bought is the one on the cart line, the order and its lines. Five of that pack reach
 * its first price break: the cart line says what it saves, and the order is charged the break's price. (Stock,
 * prices, price breaks with sales and coupons, and every refusal per variant on both databases are the API's tests.)
 */
const TITLE = 'Stainless Steel Bird Spikes';

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
    // The demo prices the bulk pack 5 % lower from five packs, and at ₹3,299 from twenty.
    const breaks = page.getByRole('table', { name: 'Buy more, pay less' });
    await expect(breaks.getByRole('row', { name: /^5\+ packs/ })).toBeVisible();
    await expect(breaks.getByRole('row', { name: /^20\+ packs/ })).toContainText('₹3,299');
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

  await test.step('the cart holds the pack chosen, at its price; five of them reach its price break', async () => {
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.goto('/cart');
    const main = page.getByRole('main');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(main).toContainText('Bulk pack of 50 (15 m)');
    await expect(summary).toContainText('₹3,899');
    await saveScreenshot(page, testInfo, 'cart-variant');

    const quantity = main.getByRole('textbox', { name: /^Quantity of Stainless Steel Bird Spikes/ });
    await quantity.fill('5');
    await quantity.press('Tab');
    // 5 × ₹3,899 = ₹19,495, less 5 %: ₹18,520.25.
    await expect(main).toContainText('5+ price: you save ₹974.75');
    await expect(summary).toContainText('₹18,520.25');
    await saveScreenshot(page, testInfo, 'cart-price-break');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(main.getByRole('table')).toContainText('5+ price: you save ₹974.75');
    await saveScreenshot(page, testInfo, 'cart-price-break-desktop');
    await page.setViewportSize({ width: 375, height: 812 });
  });

  await test.step('the order is of five of that pack, at its price break', async () => {
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
      items: { variant_label: string; product_name: string; product_price: number; quantity: number; item_total: number }[];
    }[];
    expect(order!.items).toEqual([
      expect.objectContaining({ variant_label: 'Bulk pack of 50 (15 m)', product_name: `${TITLE} – Bulk pack of 50 (15 m)`, product_price: 3704.05, quantity: 5, item_total: 18520.25 }),
    ]);
    await expect(page).toHaveURL('/orders');
    await page.getByRole('article', { name: `Order #${order!.id}` }).getByRole('link', { name: `View Details Order #${order!.id}` }).click();
    await expect(page).toHaveURL(/\/order-detail\//);
    await expect(page.getByRole('main')).toContainText(`${TITLE} – Bulk pack of 50 (15 m)`);
    await saveScreenshot(page, testInfo, 'order-variant');
  });
});
