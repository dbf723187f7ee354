import { productTitled } from '../cashOnDelivery';
import { expect, expectNoAxeViolations, saveScreenshot, test } from '../fixtures';

/**
 * The shop's shipping rule as a shopper meets it (the demo's: ₹99 on goods under ₹999, free from ₹999): the
 * product page promises it, the cart charges the fee and says how much more ships the cart free, and the
 * fee goes once the cart reaches the threshold. (The server charging the same rule on the order, and the
 * owner changing it, are the API's tests on both databases.)
 */
const PROMISE = 'Free shipping on orders of ₹999 or more';

test.describe('the shipping fee', { tag: '@phone' }, () => {
  test('a cart under ₹999 pays ₹99 and is told how much more ships it free; at ₹999 or more it ships free', async ({ page, request }, testInfo) => {
    // ₹549: one pays the fee, two ship free.
    const product = await productTitled(request, 'Polycarbonate Bird Spikes, Clear');
    expect(product.price).toBe(549);

    await page.goto(`/products/${product.slug}`);
    await expect(page.getByRole('list', { name: 'Why buy from us' }).getByText(PROMISE)).toBeVisible();
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    await page.goto('/cart');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByRole('definition').filter({ hasText: '₹99' })).toHaveText('₹99');
    await expect(summary.getByText('Add ₹450 more for free shipping')).toBeVisible();
    await expect(summary).toContainText('Total Payable₹648');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'cart-shipping-fee');

    await page.getByRole('button', { name: `Increase Quantity of ${product.title}` }).click();
    await expect(summary.getByText('Free', { exact: true })).toBeVisible();
    await expect(summary).toContainText('Total Payable₹1,098');
    await expect(summary.getByText(/more for free shipping/)).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'cart-free-shipping');
  });
});
