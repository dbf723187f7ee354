import type { Browser, Page, TestInfo } from '@playwright/test';
import { confirmationTokenFor, codOrder, productTitled, withPuneAddress, type ApiProduct } from '../cashOnDelivery';
import { expect, expectNoAxeViolations, saveScreenshot, test, waitingForHydration, screenshotsWanted, toast } from '../fixtures';
import { loginViaApi, signUp } from '../journeys';

/**
 * The courier's promise and cash on delivery on a phone (375 px), against the real API and its courier
 * aggregator (the fake Shiprocket beside the shop): the product page's "Check delivery" (its code fetched on
 * first use) and the cart's pincode check answer a date and whether cash on delivery is offered; a pincode no
 * courier serves is refused; checkout quotes the address and offers cash on delivery with its fee, or says why
 * not; an order paid on delivery waits for its customer, who answers by the mailed link (no sign-in) or on the
 * order's page. The parcel's journey after that is courier-and-cod.spec.ts's. Every test uses a fresh customer
 * and a product of its own.
 */

// Real mail for sign-ups and confirmations, and the 500 ms route loader on every page, take their time.
test.describe.configure({ timeout: 180_000 });

const PROMISE = /^Delivery by (Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2}$/;

/** A screenshot from the top, once the steps' toasts have gone; under /tmp, for people to look at. */
async function shoot(page: Page, testInfo: TestInfo, name: string, { inView = false } = {}): Promise<void> {
  if (!screenshotsWanted) return;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    const closes = page.getByRole('alertdialog').getByRole('button', { name: 'Close' });
    await expect(async () => {
      for (const close of await closes.all()) await close.click({ timeout: 500 }).catch(() => undefined);
      await expect(closes).toHaveCount(0, { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    if (!inView) await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, testInfo, name, { fullPage: !inView });
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

async function addToCart(page: Page, product: ApiProduct): Promise<void> {
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('link', { name: /^Cart, [1-9]\d* items?$/ })).toBeVisible();
}

/** A page of a browser context of its own, sized as the project's: someone opening the mailed link, not signed in. */
async function freshPage(browser: Browser, testInfo: TestInfo, from: Page): Promise<Page> {
  const { viewport, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    baseURL: new URL(from.url()).origin,
  });
  return waitingForHydration(await context.newPage());
}

test.describe('the delivery promise', () => {
  test('a shopper checks a pincode on a product page and in the cart, sees a date and cash on delivery, and a pincode no courier serves is refused', { tag: '@phone' }, async ({
    page,
    request,
  }, testInfo) => {
    const product = await productTitled(request, 'Anti-Bird Net – Nylon');

    // The box comes with the page's HTML; its code only when the shopper reaches for it.
    const html = await (await request.get(`/products/${product.slug}`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('Check delivery');
    const deliveryCode: string[] = [];
    page.on('request', (sent) => /\/assets\/DeliveryCheck-[\w-]+\.js$/.test(sent.url()) && deliveryCode.push(sent.url()));
    await page.goto(`/products/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(deliveryCode, 'the delivery check is not fetched with the page').toEqual([]);

    // Typed and pressed before its code came: both happen once it has.
    const box = page.getByRole('textbox', { name: 'Check delivery' });
    await box.fill('999999');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const answer = page.getByRole('status').filter({ hasText: /Delivery by|deliver/ });
    await expect(answer).toHaveText('Sorry, we can’t deliver to this pincode yet.');
    expect(deliveryCode).toHaveLength(1);
    await expect(box).not.toHaveAttribute('aria-invalid', 'true');

    await box.fill('411001');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(answer.getByText(PROMISE)).toBeVisible();
    await expect(answer).toContainText('Shipped by');
    await expect(answer).toContainText('Cash on delivery available');
    await expect(box).toHaveAccessibleDescription(/ Delivery by .+ Cash on delivery available$/);
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'product-delivery');

    // Another quantity is a heavier parcel and a larger total: the promise shown is asked for again.
    const asked = page.waitForRequest((sent) => sent.url().includes('/api/user/delivery-estimate/') && sent.url().includes('quantity=2'));
    await page.getByRole('button', { name: 'Increase Quantity' }).click();
    await asked;
    await expect(answer.getByText(PROMISE)).toBeVisible();

    // The cart asks for the whole cart, after the postal check the product brief words.
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.goto('/cart');
    const pincode = page.getByRole('textbox', { name: 'Delivery pincode' });
    const check = page.getByRole('button', { name: 'Check', exact: true });
    const summary = page.getByRole('region', { name: 'Order Summary' });
    // Each line names its product, and its pack where it has packs (12:31x2).
    const cartLine = new RegExp(`[?&]items=${product.id}((:|%3A)\\d+)?x2(&|,|%2C|$)`);
    const cartAsked = page.waitForRequest((sent) => sent.url().includes('/api/user/delivery-estimate/') && cartLine.test(sent.url()));
    await pincode.fill('411001');
    await check.click();
    await cartAsked;
    await expect(summary.getByText('Pincode validated')).toBeVisible();
    await expect(summary.getByText(PROMISE)).toBeVisible();
    await expect(summary.getByText('Cash on delivery available')).toBeVisible();
    await expect(summary.getByText('Delivering to Pune, Maharashtra')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'cart-delivery');

    // A real pincode no courier serves stops the checkout, and says so; a courier that cannot be asked does not.
    const estimate = '**/api/user/delivery-estimate/**';
    const unanswered = { deliver_by: null, courier: null, cash_on_delivery: false, cash_on_delivery_max_order_paise: 10_000_00 };
    await page.route(estimate, (route) =>
      route.fulfill({ json: { pincode: '560038', status: 'not_serviceable', ...unanswered, cash_on_delivery_reason: 'not_serviceable' } }),
    );
    await pincode.fill('560038');
    await check.click();
    await expect(summary.getByText('Sorry, we can’t deliver to this pincode yet. Try another pincode to check out.')).toBeVisible();
    await expect(summary.getByText('Pincode validated')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Enter Pincode first' })).toBeDisabled();
    await shoot(page, testInfo, 'cart-not-serviceable');

    await page.unroute(estimate);
    await page.route(estimate, (route) => route.fulfill({ json: { pincode: '560001', status: 'unknown', ...unanswered, cash_on_delivery_reason: 'carrier_unknown' } }));
    await pincode.fill('560001');
    await check.click();
    await expect(summary.getByText('We can’t check the delivery date right now. You can still place your order.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });
});

test.describe('cash on delivery', { tag: '@phone' }, () => {
  // Unknown and malformed confirmation links are answered 404 and 400, and an answer the order has moved past 409,
  // which the browser logs.
  test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 40[049]/] });

  test('a shopper checks out with cash on delivery, sees the order wait, and confirms it by the mailed link without signing in', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const customer = await signUp(request);
    await withPuneAddress(request, customer);
    const product = await productTitled(request, 'Bird Spike Adhesive');
    await loginViaApi(page, customer, `/products/${product.slug}`);
    await addToCart(page, product);

    // The quote for the only address: a date, and cash on delivery with its fee.
    await page.goto('/checkout');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(page.getByRole('radio', { name: customer.name })).toBeChecked();
    await expect(summary.getByText(PROMISE)).toBeVisible();
    const cashOnDelivery = summary.getByRole('radio', { name: 'Cash on delivery' });
    await expect(cashOnDelivery).toBeEnabled();
    await expect(summary.getByRole('radio', { name: 'Online payment' })).toBeChecked();
    await expect(summary.getByText('+₹49')).toBeVisible();
    await expect(summary.getByRole('button', { name: 'Proceed to Pay' })).toBeVisible();
    await shoot(page, testInfo, 'checkout-online');

    await summary.getByText('Cash on delivery', { exact: true }).click();
    await expect(cashOnDelivery).toBeChecked();
    await expect(summary.getByText('Cash on delivery fee', { exact: true })).toBeVisible();
    // The goods, the demo's shipping fee (₹99 under ₹999) and the ₹49 fee.
    const total = product.price + (product.price < 999 ? 99 : 0) + 49;
    await expect(summary.getByText(`Rs.${total}`)).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'checkout-cod-offered');

    // Placed: no payment window, the cart is empty, and the order asks to be confirmed.
    await summary.getByRole('button', { name: 'Place order' }).click();
    await expect(toast(page, 'Order placed. Confirm your order')).toBeVisible();
    await expect(page).toHaveURL(/\/order-detail\/[^/#]+$/);
    await expect(page.getByRole('dialog', { name: 'Demo payment' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    const panel = page.getByRole('region', { name: 'Confirm your order' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(product.title)).toBeVisible();
    await expect(panel.getByText(`₹${total}`)).toBeVisible();
    const information = page.getByRole('region', { name: 'Order Information' });
    await expect(information.getByRole('definition').filter({ hasText: 'Cash on delivery' })).toBeVisible();
    await expect(information.getByRole('definition').filter({ hasText: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [ap]m$/ })).toBeVisible();
    await expect(page.getByText('Pay on delivery').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Products' }).getByText('Cash on delivery fee')).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'order-awaiting');
    const orderId = Number(/Order #(\d+)/.exec((await panel.getByText(/^Order #\d+$/).textContent())!)![1]);

    // The mailed link, opened where nobody is signed in.
    const token = await confirmationTokenFor(customer.email, orderId);
    const link = await freshPage(browser, testInfo, page);
    const html = await (await link.request.get(`/confirm-order/${token}`, { headers: { accept: 'text/html' } })).text();
    expect(html, 'the link is never rendered on the server, so nothing of the order is kept there').not.toContain('shop-page-state');
    expect(html).not.toContain(product.title);
    await link.goto(`/confirm-order/${token}`);
    const linkPanel = link.getByRole('region', { name: 'Confirm your order' });
    await expect(link.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();
    await expect(linkPanel.getByText(`Order #${orderId}`)).toBeVisible();
    await expect(linkPanel.getByText(product.title)).toBeVisible();
    await expect(linkPanel.getByText('Pune')).toBeVisible();
    await expect(linkPanel.getByText('7 MG Road')).toHaveCount(0);
    await expect(link.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(link);
    await shoot(link, testInfo, 'confirm-link-awaiting');

    await linkPanel.getByRole('button', { name: 'Confirm order' }).click();
    await expect(link.getByRole('heading', { level: 1, name: 'Order confirmed' })).toBeFocused();
    await expect(link.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
    await expectNoAxeViolations(link);
    await shoot(link, testInfo, 'confirm-link-confirmed');

    // A link the shop does not know, or one cut short: a kind word and the ways on.
    for (const wrong of [`${token.slice(0, -4)}AAAA`, 'too-short']) {
      await link.goto(`/confirm-order/${wrong}`);
      await expect(link.getByRole('heading', { level: 1, name: 'This link doesn’t work' })).toBeVisible();
      await expect(link.getByRole('link', { name: 'Go to Your Orders' })).toHaveAttribute('href', '/orders');
      await expect(link.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/products');
    }
    await expectNoAxeViolations(link);
    await shoot(link, testInfo, 'confirm-link-unknown');
    await link.context().close();

    // The order's page, still showing the question, is answered the other way: the shop says what happened.
    await panel.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Yes, cancel order' }).click();
    await expect(page.getByRole('heading', { name: 'Order confirmed' })).toBeFocused();
    await expect(page.getByText('This order is already confirmed. To cancel it now, write to us.')).toBeVisible();
    await expect(information.getByRole('definition').filter({ hasText: 'Confirmed' })).toBeVisible();

    // Later it has nothing more to answer.
    await page.reload();
    await expect(information.getByRole('definition').filter({ hasText: 'Confirmed' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^(Confirm your order|Order confirmed)$/ })).toHaveCount(0);
  });

  test('a shopper confirms one order on its page and cancels another, which asks first', async ({ page, request }, testInfo) => {
    const customer = await signUp(request);
    const signedIn = await withPuneAddress(request, customer);
    const kept = await codOrder(request, signedIn, await productTitled(request, 'Net Fixing Hooks'));
    const dropped = await codOrder(request, signedIn, await productTitled(request, 'Polycarbonate Bird Spikes, Stone Grey'));

    // The list says which orders wait for an answer, and by when.
    await loginViaApi(page, customer, '/orders');
    const card = page.getByRole('article', { name: `Order #${kept}` });
    await expect(card.getByText(/^Please confirm by (Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [ap]m$/)).toBeVisible();
    await expect(card.getByText('Pay on delivery')).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'orders-awaiting');

    await card.getByRole('link', { name: `Confirm order Order #${kept}` }).click();
    const panel = page.getByRole('region', { name: 'Confirm your order' });
    // Cancel asks first; keeping the order changes nothing.
    await panel.getByRole('button', { name: 'Cancel order' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Cancel this order?' });
    await expect(ask.getByRole('button', { name: 'Keep order' })).toBeFocused();
    await ask.getByRole('button', { name: 'Keep order' }).click();
    await expect(ask).toBeHidden();
    await panel.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page.getByRole('heading', { name: 'Order confirmed' })).toBeFocused();
    await expect(page.getByRole('region', { name: 'Order Information' }).getByRole('definition').filter({ hasText: 'Confirmed' })).toBeVisible();

    await page.goto('/orders');
    await page.getByRole('article', { name: `Order #${dropped}` }).getByRole('link', { name: `Confirm order Order #${dropped}` }).click();
    await page.getByRole('region', { name: 'Confirm your order' }).getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Yes, cancel order' }).click();
    await expect(page.getByRole('heading', { name: 'Order cancelled' })).toBeFocused();
    await expect(page.getByText('Not collected').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Delivery Status' }).getByText('Cancelled')).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'order-cancelled');
  });

  test('cash on delivery over the limit is refused with the limit in rupees; online payment stays', async ({ page, request }, testInfo) => {
    const customer = await signUp(request);
    await withPuneAddress(request, customer);
    const products = (await (await request.get('/api/user/products/')).json()) as ApiProduct[];
    const expensive = products.find((product) => product.in_stock && product.price > 10_000)!;
    await loginViaApi(page, customer, `/products/${expensive.slug}`);
    await addToCart(page, expensive);

    await page.goto('/checkout');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    const cashOnDelivery = summary.getByRole('radio', { name: 'Cash on delivery' });
    const reason = 'Cash on delivery is available for orders of up to ₹10,000. Please pay online, or split the order.';
    await expect(summary.getByText(reason)).toBeVisible();
    await expect(cashOnDelivery).toBeDisabled();
    await expect(summary.getByRole('radio', { name: 'Online payment' })).toHaveAccessibleDescription(new RegExp(reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(summary.getByRole('button', { name: 'Proceed to Pay' })).toBeEnabled();
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'checkout-cod-refused');
  });
});
