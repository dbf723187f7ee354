import { backOfficeToken } from '../backOffice';
import { productTitled, withPuneAddress } from '../cashOnDelivery';
import { expect, test } from '../fixtures';
import { loginViaApi, signUp } from '../journeys';

/**
 * The cart a signed-in shopper builds is kept by the shop, for its one reminder if they leave it: each change
 * reaches the shop a moment after it settles, the customer's data export shows it, and placing the order
 * forgets it, so nothing is ever recalled after they bought. (The checkout's own page is the purchase
 * journeys'; the order here is placed as it places it.) (The reminder itself, hours later on a clock the
 * test sets, is covered by the API's tests on both databases.)
 */

// Two sign-ups (the shopper's and the staff member's, with mailed codes), a back-office sign-in and two page loads.
test.describe.configure({ timeout: 120_000 });

test.describe('the cart kept for its reminder', { tag: '@phone' }, () => {
  test('a signed-in shopper’s cart reaches the shop after each change, and ordering it forgets it', async ({ page, request }, testInfo) => {
    const customer = await signUp(request);
    const signedIn = await withPuneAddress(request, customer);
    const product = await productTitled(request, 'Wire Rope 1.5 mm');
    const staff = { authorization: `Bearer ${await backOfficeToken(request, testInfo, 'customers')}` };
    const { id: customerId } = (await (await request.get('/api/user/profile/', { headers: signedIn.headers })).json()) as { id: number };
    const keptCart = async () => {
      const exported = await request.get(`/api/admin/customers/${customerId}/export/`, { headers: staff });
      expect(exported.status()).toBe(200);
      return ((await exported.json()) as { cart: { items: { product: number; title: string; quantity: number }[] } | null }).cart;
    };

    await loginViaApi(page, customer, `/products/${product.slug}`);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/user/cart/') && response.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    expect((await saved).status()).toBe(200);
    expect((await keptCart())?.items).toEqual([{ product: product.id, title: product.title, quantity: 1 }]);

    // A change on the cart page is kept too; reloading the page sends nothing new.
    await page.goto('/cart');
    const resaved = page.waitForResponse((response) => response.url().endsWith('/api/user/cart/') && response.request().method() === 'PUT');
    await page.getByRole('button', { name: `Increase Quantity of ${product.title}` }).click();
    expect(((await (await resaved).json()) as { items: unknown[] }).items).toEqual([{ product: product.id, quantity: 2 }]);
    let sentAgain = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/cart/')) sentAgain = true;
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(2500);
    expect(sentAgain).toBe(false);

    // Ordered (as the checkout places it, paid online), the cart is forgotten by the shop.
    const ordered = await request.post('/api/user/orders/', {
      headers: signedIn.headers,
      data: { address: signedIn.addressId, items: [{ product: product.id, quantity: 2 }] },
    });
    expect(ordered.status(), await ordered.text()).toBe(201);
    expect(await keptCart()).toBeNull();
  });
});
