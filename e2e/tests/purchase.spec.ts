import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, expectNoAxeViolations, saveScreenshot, test, waitingForHydration, watchFor, screenshotsWanted, toast } from '../fixtures';
import { login, loginViaApi, signUp, type Customer } from '../journeys';
import { backOfficeToken } from '../backOffice';
import { giveStars } from '../ratings';

/**
 * The purchase flow on a phone (375 px), against the real API with its offline demo payment
 * provider: cart and pincode check, the guard on the way to checkout, an address added at checkout,
 * the demo payment (paid and failed), the orders and their detail, delivery by the shop's staff, the
 * review from the order and where it shows. Every test uses a fresh customer. The desktop's checkout is a
 * business buyer's (business-gstin.spec.ts); the layouts of each width are the components' stories and baselines.
 */

// Real mail for sign-ups, the login's 2 s pause and the 500 ms route loader on every page take their time.
test.describe.configure({ timeout: 180_000 });

/** The browser logs every answered 4xx as a console error; the failed payment is answered 400 on purpose. */
test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 400/] });

interface ApiProduct {
  id: number;
  slug: string;
  title: string;
  price: number;
  in_stock: boolean;
}

interface ApiOrder {
  id: number;
  payment_status: string;
  delivery_status: string;
}

/** A product in stock; each test takes another, so parallel tests never run out of the same one. */
async function productInStock(request: APIRequestContext, index: number): Promise<ApiProduct> {
  const response = await request.get('/api/user/products/');
  expect(response.ok()).toBe(true);
  const products = ((await response.json()) as ApiProduct[]).filter((product) => product.in_stock);
  expect(products.length, 'the seed has products in stock').toBeGreaterThan(index);
  return products[index]!;
}

async function ordersOf(request: APIRequestContext, token: string): Promise<ApiOrder[]> {
  const response = await request.get('/api/user/orders/', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiOrder[];
}

async function tokenOf(request: APIRequestContext, customer: Pick<Customer, 'email' | 'password'>): Promise<string> {
  const answer = await request.post('/api/user/login/', { data: { email: customer.email, password: customer.password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: { access: string } }).token.access;
}

/** The shop hands the order over, as staff do: a back-office session (password and mailed code), then Deliver. */
async function deliver(request: APIRequestContext, testInfo: TestInfo, orderId: number): Promise<void> {
  const headers = { Authorization: `Bearer ${await backOfficeToken(request, testInfo, 'purchase')}` };
  const order = await request.get(`/api/admin/orders/${orderId}/`, { headers });
  expect(order.status(), await order.text()).toBe(200);
  const { version } = (await order.json()) as { version: number };
  const answer = await request.post(`/api/admin/orders/${orderId}/deliver/`, { data: { version }, headers });
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * A full-page screenshot from the top, or only what is in view (an open dialog covers only that),
 * without the toasts of the steps before it.
 */
async function shoot(page: Page, testInfo: TestInfo, name: string, { inView = false } = {}): Promise<void> {
  if (!screenshotsWanted) return;
  // Under reduced motion the theme's durations are 0: a closed toast is gone at once, not fading out.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    // Closing one lets a queued toast in a moment later, so until none is left for a while.
    // Toasts are alert dialogs with a ✕; the cart's alert (OK / View All Products) is not one of them.
    const toasts = page.getByRole('alertdialog').filter({ has: page.getByRole('button', { name: 'Close' }) });
    await expect(async () => {
      for (const close of await toasts.getByRole('button', { name: 'Close' }).all()) await close.click({ timeout: 500 }).catch(() => undefined);
      await page.waitForTimeout(300);
      expect(await toasts.count()).toBe(0);
    }).toPass({ timeout: 15_000 });
    if (!inView) await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, testInfo, name, { fullPage: !inView });
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

async function addToCartFromProductPage(page: Page, product: ApiProduct): Promise<void> {
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
}

test.describe('purchase', () => {
  test('a new customer checks a pincode, signs in at checkout, adds an address, pays, follows the order and reviews it once delivered', { tag: '@phone' }, async ({
    page,
    request,
  }, testInfo) => {
    const customer = await signUp(request);
    const product = await productInStock(request, 0);
    await addToCartFromProductPage(page, product);

    // The cart: the line, its total, and Checkout locked until a pincode is validated.
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await expect(page.getByRole('link', { name: product.title })).toBeVisible();
    const checkout = page.getByRole('button', { name: 'Enter Pincode first' });
    await expect(checkout).toBeDisabled();
    await page.getByRole('button', { name: `Increase Quantity of ${product.title}` }).click();
    // The demo's shipping rule: ₹99 below ₹999 of goods, free from ₹999.
    const shipping = product.price * 2 >= 999 ? 0 : 99;
    const total = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(product.price * 2 + shipping);
    const cartSummary = page.getByRole('region', { name: 'Order Summary' });
    await expect(cartSummary.getByText(`₹${total}`).last()).toBeVisible();
    await expect(cartSummary.getByText(shipping === 0 ? 'Free' : '₹99', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

    // A malformed pincode (the API answers 400) and an unknown one, then one the post knows.
    const pincode = page.getByRole('textbox', { name: 'Delivery pincode' });
    for (const wrong of ['000000', '999999']) {
      await pincode.fill(wrong);
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await expect(page.getByText('Please Enter a Valid Pincode Please')).toBeVisible();
      await expect(checkout).toBeDisabled();
    }
    await pincode.fill('411001');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByText('Pincode validated')).toBeVisible();
    await expect(page.getByText('Delivering to Pune, Maharashtra')).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'cart');

    // The cart survives a reload.
    await page.reload();
    await expect(page.getByRole('link', { name: product.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await pincode.fill('411001');
    await page.getByRole('button', { name: 'Check', exact: true }).click();

    // Checkout is for signed-in customers: the login brings the shopper back.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL('/signup');
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible({ timeout: 10_000 });
    await login(page, customer);
    await expect(page).toHaveURL('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

    // No address yet: paying asks for one; 'Add New Address' saves one and chooses it.
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText(product.title)).toBeVisible();
    await expect(summary.getByText('Qty: 2')).toBeVisible();
    await expect(summary.getByText(shipping === 0 ? 'Free' : 'Rs.99', { exact: true })).toBeVisible();
    await summary.getByRole('button', { name: 'Proceed to Pay' }).click();
    await expect(toast(page, 'Please select a delivery address')).toBeVisible();
    await page.getByRole('button', { name: 'Add New Address' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Address' });
    await form.getByRole('textbox', { name: 'Full Name' }).fill(customer.name);
    await form.getByRole('textbox', { name: 'Phone Number' }).fill('9876501234');
    await form.getByRole('textbox', { name: 'Address Line 1' }).fill('14, 2nd Cross, Indiranagar');
    await form.getByRole('textbox', { name: 'City' }).fill('Bengaluru');
    await form.getByRole('textbox', { name: 'State' }).fill('Karnataka');
    await form.getByRole('textbox', { name: 'ZIP Code' }).fill('560038');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(toast(page, 'Address added successfully!')).toBeVisible();
    await expect(page.getByRole('radio', { name: customer.name })).toBeChecked();
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'checkout');

    // The demo payment stands in for Razorpay: it says so, with the amount.
    await summary.getByRole('button', { name: 'Proceed to Pay' }).click();
    const payment = page.getByRole('dialog', { name: 'Demo payment' });
    await expect(payment).toBeVisible();
    await expect(payment.getByText(`₹${total}`)).toBeVisible();
    await expect(payment.getByText(/no money moves/)).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'demo-payment', { inView: true });
    await payment.getByRole('button', { name: 'Pay now' }).click();

    // Paid: the cart is empty and the order leads the list.
    await expect(toast(page, 'Payment successful!')).toBeVisible();
    await expect(page).toHaveURL('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cartItems'))).toBe('[]');
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    const [order] = await ordersOf(request, token);
    expect(order).toMatchObject({ payment_status: 'completed', delivery_status: 'pending' });
    const card = page.getByRole('article', { name: `Order #${order!.id}` });
    await expect(card.getByText(product.title)).toBeVisible();
    await expect(card.getByText('Qty: 2')).toBeVisible();
    await expect(card.getByText(`₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(product.price * 2)}`)).toBeVisible();
    await expect(card.getByText('Paid')).toBeVisible();
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'orders');

    // 'Track' opens the order at its delivery timeline.
    await card.getByRole('link', { name: `Track Order #${order!.id}` }).click();
    await expect(page).toHaveURL(/\/order-detail\/[^/#]+#delivery-status$/);
    await expect(page.getByRole('heading', { name: 'Delivery Status' })).toBeFocused();
    await expect(page.getByRole('list', { name: 'Delivery Status' }).getByText('Order Placed')).toBeVisible();
    await page.goBack();

    // The detail: delivery pending, paid, no review yet.
    await page.getByRole('article', { name: `Order #${order!.id}` }).getByRole('link', { name: `View Details Order #${order!.id}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
    await expect(page.getByText('Delivery Pending')).toBeVisible();
    // The badge, and the payment's own line below it.
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
    // Paid through the demo provider, and said so: not Razorpay.
    const information = page.getByRole('region', { name: 'Order Information' });
    await expect(information.getByRole('definition').filter({ hasText: 'Demo payment (no money taken)' })).toBeVisible();
    await expect(information.getByText('Razorpay')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: customer.name })).toBeVisible();
    await expect(page.getByRole('link', { name: /Add Review/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Any Issues? Contact Us' })).toHaveAttribute('href', '/contact');
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'order-detail');

    // The paid order's tax invoice downloads as a PDF named after its number.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download invoice' }).click();
    const invoice = await download;
    expect(invoice.suggestedFilename()).toMatch(/^BSI-\d{2}-\d{2}-\d{6}\.pdf$/);
    expect((await readFile((await invoice.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The shop delivers; the customer reviews the product from the order.
    await deliver(request, testInfo, order!.id);
    await page.reload();
    await expect(page.getByText('Delivered').first()).toBeVisible();
    await page.getByRole('link', { name: `Add Review ${product.title}` }).click();
    await expect(page).toHaveURL(`/add-review/${order!.id}/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Write a Review' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: product.title })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit Review' });
    await expect(submit).toBeDisabled();
    await expect(page.getByText('Please provide a rating and a review.')).toBeVisible();
    await giveStars(page, 4);
    const reviewText = `Pigeons left the balcony within a week (${testInfo.project.name}).`;
    await page.getByRole('textbox', { name: 'Your review' }).fill(reviewText);
    await expect(submit).toBeEnabled();
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'add-review');
    await submit.click();
    await expect(toast(page, 'Review submitted successfully!')).toBeVisible();
    await expect(page).toHaveURL('/orders');

    // A verified purchase is published at once, on the product page.
    await page.goto(`/products/${product.slug}`);
    await expect(page.getByRole('region', { name: 'Customer reviews' }).getByText(reviewText)).toBeVisible();

    // Your Reviews lists it, and filters.
    await page.goto('/my-reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Reviews' })).toBeVisible();
    await expect(page.getByText('Manage your feedback effortlessly')).toBeVisible();
    const list = page.getByRole('list', { name: 'Your reviews' });
    await expect(list.getByText(reviewText)).toBeVisible();
    await expect(list.getByText('Published')).toBeVisible();
    await expect(page.getByRole('link', { name: '+ Add New Review' })).toHaveAttribute('href', '/orders');
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'my-reviews');
    const search = page.getByRole('searchbox', { name: 'Search your reviews' });
    await search.fill('cobra');
    await expect(page.getByText('No reviews found matching your criteria.')).toBeVisible();
    await search.fill('BALCONY');
    await expect(list.getByText(reviewText)).toBeVisible();
    await page.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Pending' }).click();
    await expect(page.getByText('No reviews found matching your criteria.')).toBeVisible();
    await page.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Published', exact: true }).click();
    await expect(list.getByText(reviewText)).toBeVisible();
  });

  test('Buy Now leads a signed-out shopper through login to checkout; a failed payment keeps them there', { tag: '@phone' }, async ({ page, request }, testInfo) => {
    const customer = await signUp(request);
    const token = await tokenOf(request, customer);
    const profile = (await (await request.get('/api/user/profile/', { headers: { Authorization: `Bearer ${token}` } })).json()) as { id: number };
    const address = await request.post('/api/user/addresses/', {
      headers: { Authorization: `Bearer ${token}` },
      data: { user: profile.id, full_name: customer.name, phone: '9876501234', address: '7 MG Road', city: 'Pune', state: 'Maharashtra', zip_code: '411001' },
    });
    expect(address.status(), await address.text()).toBe(201);
    const product = await productInStock(request, 2);

    // Buy Now while signed out: the overlay, then the guard's /signup, then back at checkout.
    await page.goto(`/products/${product.slug}`);
    const processingShown = await watchFor(page, '[role="status"]', 'Processing your order...');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL('/signup');
    expect(await processingShown(), "'Processing your order...' showed").toBe(true);
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible({ timeout: 10_000 });
    await login(page, customer);
    await expect(page).toHaveURL('/checkout');
    // The only saved address is already chosen.
    await expect(page.getByRole('radio', { name: customer.name })).toBeChecked();

    // Fail payment: the order is failed, its stock released; the shopper stays with the cart.
    await page.getByRole('button', { name: 'Proceed to Pay' }).click();
    const payment = page.getByRole('dialog', { name: 'Demo payment' });
    // The dialog opens once the order exists.
    await expect(payment).toBeVisible();
    const firstOrder = (await ordersOf(request, token))[0]!;
    await expect(payment.getByText(`#${firstOrder.id}`, { exact: true })).toBeVisible();
    await payment.getByRole('button', { name: 'Fail payment' }).click();
    await expect(toast(page, 'Payment failed. Please try again.')).toBeVisible();
    await expect(payment).toBeHidden();
    await expect(page).toHaveURL('/checkout');
    await expect(page.getByRole('region', { name: 'Order Summary' }).getByText(product.title)).toBeVisible();
    expect((await ordersOf(request, token))[0]).toMatchObject({ id: firstOrder.id, payment_status: 'failed' });
    await shoot(page, testInfo, 'checkout-after-failed-payment');

    // Trying again makes a new order; closing the dialog leaves it unpaid.
    await page.getByRole('button', { name: 'Proceed to Pay' }).click();
    await expect(payment).toBeVisible();
    const secondOrder = (await ordersOf(request, token))[0]!;
    expect(secondOrder.id).not.toBe(firstOrder.id);
    await expect(payment.getByText(`#${secondOrder.id}`, { exact: true })).toBeVisible();
    await payment.getByRole('button', { name: 'Close' }).click();
    await expect(payment).toBeHidden();

    // The failed order shows as such in the list.
    await page.goto('/orders');
    const failedCard = page.getByRole('article', { name: `Order #${firstOrder.id}` });
    await expect(failedCard.getByText('Payment Failed')).toBeVisible();
    await expect(failedCard.getByRole('link', { name: /Track/ })).toHaveCount(0);
  });

  test('an empty cart asks for items; a product review from someone who has not received it waits; a foreign order link says so', { tag: '@phone' }, async ({
    page,
    request,
  }, testInfo) => {
    const customer = await signUp(request);
    await loginViaApi(page, customer, '/cart');

    // An empty cart: the product brief's alert when Checkout is pressed with nothing to pay.
    await expect(page.getByRole('heading', { name: 'No Items in Cart' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Delivery pincode' }).fill('110001');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Your cart is empty' });
    await expect(alert).toContainText('Please add items to cart first');
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'cart-empty', { inView: true });
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toBeHidden();

    // The product page's Add Review: a review without a delivered order waits for the shop.
    const product = await productInStock(request, 4);
    await page.goto(`/products/${product.slug}`);
    const reviews = page.getByRole('region', { name: 'Customer reviews' });
    await reviews.getByRole('button', { name: 'Add Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Review' });
    const submit = dialog.getByRole('button', { name: 'Submit Review' });
    await expect(submit).toBeDisabled();
    await giveStars(dialog, 5);
    await dialog.getByRole('textbox', { name: 'Review' }).fill('Looks sturdy; fitting it next week.');
    await expectNoAxeViolations(page);
    await shoot(page, testInfo, 'product-add-review', { inView: true });
    await submit.click();
    await expect(toast(page, 'Review added successfully!')).toContainText('It will appear on this page once it is published.');
    await expect(dialog).toBeHidden();
    await expect(reviews.getByText('Looks sturdy; fitting it next week.')).toHaveCount(0);
    await page.goto('/my-reviews');
    await expect(page.getByRole('list', { name: 'Your reviews' }).getByText('Pending')).toBeVisible();

    // A link that does not decrypt to an order id.
    await page.goto('/order-detail/not-an-order');
    await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Invalid order ID.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Your Orders' })).toBeVisible();

    // One cart for every tab: a product added in another tab shows here at once.
    const otherTab = waitingForHydration(await page.context().newPage());
    await addToCartFromProductPage(otherTab, product);
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await otherTab.close();
  });
});
