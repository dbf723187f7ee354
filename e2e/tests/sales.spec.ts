import type { Page } from '@playwright/test';
import { signInToBackOffice } from '../backOffice';
import { productTitled } from '../cashOnDelivery';
import { expect, expectNoAxeViolations, saveScreenshot, test } from '../fixtures';
import { loginViaApi, newCustomer, signUp } from '../journeys';
import { paidOrder } from '../orders';
import { TEST_CLOCK_HEADER, testClockToken } from '../testClock';

/**
 * A sale as the owner schedules it and shoppers meet it, on the shop's clock, which this journey moves (the
 * `sales` project's shop, started with SETTABLE_CLOCK, on its own so no other journey sees the sale): told a
 * sale that ends before it starts at the field, the owner schedules 20% off one product for tomorrow and names it
 * in Hindi; nothing
 * shows it until the clock reaches its start; then the product page, the card, the announcement bar, the
 * offers page, the cart and the order all have the sale price and the sale's real end; once the clock passes
 * the end, the price is back and the order keeps what it was charged. (Rounding, overlapping sales,
 * categories and bad input on both databases are the API's tests.)
 */
const TITLE = 'Polycarbonate Bird Spikes, Clear';
const SALE = 'Monsoon sale';
const HOUR = 60 * 60 * 1000;
const IST_OFFSET = 5.5 * HOUR;

/** What a datetime-local field in India's time holds for `at`: "2026-11-28T10:00". */
const indiaTimeInput = (at: Date) => new Date(at.getTime() + IST_OFFSET).toISOString().slice(0, 16);

/** The product's price on its page (named "Price" beside the struck-out M.R.P.), the first in the main content. */
const priceOf = (page: Page) => page.getByRole('main').getByText(/^Price: ₹[\d,.]+$/).first();

// Sign-in, scheduling, five pages at two widths and two moves of the clock.
test.slow();
// The refused sale's answer, which the browser reports as a failed request.
test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\)/] });

test('a sale starts and ends on the shop clock, priced and told the same on every page, and an order keeps its price', async ({ page, request }, testInfo) => {
  const setClock = async (at: Date | null) => {
    const moved = await request.put('/test/clock', { data: { now: at?.toISOString() ?? null }, headers: { [TEST_CLOCK_HEADER]: testClockToken() } });
    expect(moved.status(), await moved.text()).toBe(200);
  };
  const product = await productTitled(request, TITLE);
  expect(product.price).toBe(549);
  // Tomorrow, on the hour, for twelve hours: in the future whatever the time of the run.
  const startsAt = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 24 * HOUR);
  const endsAt = new Date(startsAt.getTime() + 12 * HOUR);

  try {
    await test.step('the owner schedules the sale, told first that it must end after it starts', async () => {
      await signInToBackOffice(page, request, testInfo, { path: '/admin/sales', journey: 'catalogue' });
      await page.getByRole('link', { name: 'Schedule a sale' }).click();
      const form = page.getByRole('form', { name: 'Sale' });
      await form.getByRole('textbox', { name: 'Name' }).fill(SALE);
      await form.getByRole('textbox', { name: 'Percentage off (%)' }).fill('20');
      await form.getByLabel('Starts (IST)').fill(indiaTimeInput(startsAt));
      await form.getByLabel('Ends (IST)').fill(indiaTimeInput(new Date(startsAt.getTime() - HOUR)));
      await form.getByRole('searchbox', { name: 'Find products' }).fill('Spikes, Clear');
      // The search's answer replaces the list of twelve with its one match, and the page grows shorter: a box
      // ticked before that, in the longer list, was clicked where it no longer stood (a category above took it).
      const products = form.getByRole('group', { name: 'Products' });
      await expect(products.getByRole('checkbox')).toHaveCount(1);
      // react-aria's label lies over the hidden input it names.
      await products.getByRole('checkbox', { name: TITLE }).check({ force: true });
      await form.getByRole('button', { name: 'Schedule the sale' }).click();
      await expect(form.getByLabel('Ends (IST)')).toHaveAccessibleDescription(/The sale must end after it starts\./);
      await saveScreenshot(page, testInfo, 'sale-editor-refused');

      await form.getByLabel('Ends (IST)').fill(indiaTimeInput(endsAt));
      await form.getByRole('button', { name: 'Schedule the sale' }).click();
      await expect(page).toHaveURL(/\/admin\/sales$/);
      const row = page.getByRole('row', { name: new RegExp(SALE) });
      await expect(row).toContainText('20% off');
      await expect(row).toContainText('Upcoming');
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, 'sales-list-upcoming');

      // Named in Hindi too, for the Hindi pages' bar, offers and product.
      await row.getByRole('link', { name: `Hindi of ${SALE}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Hindi: ${SALE}` })).toBeVisible();
      const hindi = page.getByRole('form');
      await hindi.getByRole('textbox', { name: 'Name' }).fill('मानसून सेल');
      await hindi.getByRole('button', { name: 'Save Hindi' }).click();
      await expect(page.getByText('Hindi saved.')).toBeVisible();
      await page.getByRole('link', { name: 'Back to the sales' }).click();
      await expect(page).toHaveURL(/\/admin\/sales$/);
    });

    const shopper = await signUp(request, newCustomer());
    await test.step('before its start nothing shows the sale', async () => {
      await loginViaApi(page, shopper, `/products/${product.slug}`);
      await expect(priceOf(page)).toHaveText('Price: ₹549');
      await expect(page.getByText(SALE)).toHaveCount(0);
    });

    await test.step('from its start the price, the card, the bar and the offers page have the sale, with its real end', async () => {
      await setClock(new Date(startsAt.getTime() + 60_000));
      await page.reload();
      await expect(priceOf(page)).toHaveText('Price: ₹439.20');
      const end = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true }).format(endsAt);
      await expect(page.getByRole('main').getByText(`ends ${end}`)).toBeVisible();
      await expect(page.getByText(`${SALE}: 20% off until ${end}`).first()).toBeAttached();
      const hindiShell = (await (await request.get('/api/user/site/?lang=hi')).json()) as { sales: { name: string }[]; announcements: string[] };
      expect(hindiShell.sales.map((sale) => sale.name)).toEqual(['मानसून सेल']);
      expect(hindiShell.announcements[0]).toMatch(/^मानसून सेल/);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, 'product-on-sale-1280');

      await page.goto('/offers');
      const onSale = page.getByRole('region', { name: 'On sale now' });
      await expect(onSale.getByRole('heading', { name: SALE })).toBeVisible();
      await expect(onSale).toContainText(`Ends ${end}`);
      await expect(onSale.getByRole('heading', { name: TITLE })).toBeVisible();
      await saveScreenshot(page, testInfo, 'offers-on-sale-1280');
      await page.setViewportSize({ width: 375, height: 812 });
      await saveScreenshot(page, testInfo, 'offers-on-sale-375');
      await page.goto(`/products/${product.slug}`);
      await expect(priceOf(page)).toHaveText('Price: ₹439.20');
      await saveScreenshot(page, testInfo, 'product-on-sale-375');
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    let orderId = 0;
    await test.step('the cart and the order charge the sale price', async () => {
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await page.goto('/cart');
      const summary = page.getByRole('region', { name: 'Order Summary' });
      await expect(summary).toContainText('₹439.20');
      await saveScreenshot(page, testInfo, 'cart-on-sale');

      const inStock = ((await (await request.get('/api/user/products/')).json()) as { id: number; in_stock: boolean }[]).filter((item) => item.in_stock);
      const order = await paidOrder(request, shopper, {
        address: { address: '22 Residency Road', city: 'Bengaluru', state: 'Karnataka', zip_code: '560025' },
        productIndex: inStock.findIndex((item) => item.id === product.id),
      });
      // ₹439.20 and the demo's ₹99 shipping under ₹999.
      expect(order.totalPaise).toBe(43920 + 9900);
      orderId = order.id;
    });

    await test.step('after its end the price is back, nothing announces it, and the order keeps what it charged', async () => {
      await setClock(new Date(endsAt.getTime() + 60_000));
      await page.goto(`/products/${product.slug}`);
      await expect(priceOf(page)).toHaveText('Price: ₹549');
      await expect(page.getByText(SALE)).toHaveCount(0);
      await page.goto('/orders');
      const card = page.getByRole('article', { name: `Order #${orderId}` });
      await expect(card).toContainText('₹538.20');
      await card.getByRole('link', { name: `View Details Order #${orderId}` }).click();
      await expect(page).toHaveURL(/\/order-detail\//);
      await expect(page.getByRole('main')).toContainText('₹439.20');
      await page.goto('/admin/sales');
      await expect(page.getByRole('row', { name: new RegExp(SALE) })).toContainText('Ended');
    });
  } finally {
    await setClock(null);
  }
});
