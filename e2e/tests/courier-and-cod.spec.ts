import type { APIRequestContext } from '@playwright/test';
import { backOfficeToken, signInToBackOffice } from '../backOffice';
import { codOrder, productTitled, withPuneAddress, type ApiProduct, type SignedInCustomer } from '../cashOnDelivery';
import { moveParcel } from '../courier/fakeShiprocket';
import { expect, expectNoAxeViolations, firstToast, saveScreenshot, test } from '../fixtures';
import { loginViaApi, signUp } from '../journeys';

/**
 * Cash on delivery with the courier aggregator, from the shopper's door to the shop's bank, on PGlite and
 * PostgreSQL at both widths. The shop books and tracks through Shiprocket's real adapter against the fake beside
 * it (courier/fakeShiprocket.ts), whose webhooks carry the courier's scans. A shopper sees a date for their PIN
 * code, buys paying on delivery and confirms; staff book the parcel; the courier's scans move it to delivered,
 * which the shopper follows on the order's timeline; the cash is collected and the owner records the courier's
 * remittance. A second parcel of the same shopper is refused at the door and comes back: its units go back on
 * sale, and the shopper's next checkout offers cash on delivery no more.
 */

// Sign-ups, a back-office sign-in with a mailed code, two parcels booked and tracked, two checkouts.
test.describe.configure({ timeout: 240_000 });

const PROMISE = /^Delivery by (Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2}$/;

/** Paise as the back-office prints them: "₹1,248.00". */
const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface AdminOrder {
  version: number;
  total_paise: number;
  delivery_status: string;
  payment_status: string;
  booking: { awb: string | null; status: string } | null;
}

/** The staff's view of an order, through the API the back-office calls. */
async function adminOrder(request: APIRequestContext, headers: Record<string, string>, orderId: number): Promise<AdminOrder> {
  const answer = await request.get(`/api/admin/orders/${orderId}/`, { headers });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as AdminOrder;
}

async function stockOf(request: APIRequestContext, headers: Record<string, string>, product: ApiProduct): Promise<number> {
  const answer = await request.get(`/api/admin/products/${product.id}/`, { headers });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { stock: number }).stock;
}

async function confirm(request: APIRequestContext, signedIn: SignedInCustomer, orderId: number): Promise<void> {
  const confirmed = await request.post(`/api/user/orders/${orderId}/cod_confirmation/`, { headers: signedIn.headers, data: { decision: 'confirm' } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

test.describe('cash on delivery with the courier aggregator', { tag: '@desktop' }, () => {
  test('a parcel paid on delivery goes from the door to the bank, and one refused at the door comes back and ends cash on delivery for its shopper', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const customer = await signUp(request);
    const signedIn = await withPuneAddress(request, customer);
    // Products no other journey buys, one per width, so the units that come back can be counted.
    const product = await productTitled(request, 'Heavy-Duty 4-Row Parapet Monkey Spikes');

    // The shopper asks when it would reach Pune, and whether it can be paid at the door.
    await loginViaApi(page, customer, `/products/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await page.getByRole('textbox', { name: 'Check delivery' }).fill('411001');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const answer = page.getByRole('status').filter({ hasText: /Delivery by/ });
    await expect(answer.getByText(PROMISE)).toBeVisible();
    await expect(answer).toContainText('Shipped by Delhivery Surface');
    await expect(answer).toContainText('Cash on delivery available');
    // Five of them come to more than the owner takes in cash (₹10,000): the promise says so, and why.
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    await quantity.fill('5');
    await quantity.press('Tab');
    await expect(answer).toContainText('Cash on delivery is for orders up to ₹10,000');
    await quantity.fill('1');
    await quantity.press('Tab');
    await expect(answer).toContainText('Cash on delivery available');

    // Bought to be paid at the door, and confirmed on the order's page.
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.goto('/checkout');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText(PROMISE)).toBeVisible();
    await summary.getByText('Cash on delivery', { exact: true }).click();
    await summary.getByRole('button', { name: 'Place order' }).click();
    const panel = page.getByRole('region', { name: 'Confirm your order' });
    await expect(panel).toBeVisible();
    const orderId = Number(/Order #(\d+)/.exec((await panel.getByText(/^Order #\d+$/).textContent())!)![1]);
    await panel.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page.getByRole('heading', { name: 'Order confirmed' })).toBeVisible();

    // Staff book the parcel with the aggregator from the order's page: its couriers, the owner's pick chosen.
    const office = await page.context().newPage();
    await signInToBackOffice(office, request, testInfo, { path: `/admin/orders/${orderId}`, journey: 'courier' });
    await expect(office.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
    await office.getByRole('region', { name: 'Next step' }).getByRole('button', { name: 'Ship', exact: true }).click();
    const dialog = office.getByRole('dialog', { name: `Book a courier for order #${orderId}` });
    await expect(dialog.getByRole('radio', { name: /Delhivery Surface/, checked: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Book with Delhivery Surface' }).click();
    await expect(firstToast(office, 'Booked with Delhivery Surface, AWB ')).toBeVisible();
    const headers = { authorization: `Bearer ${await backOfficeToken(request, testInfo, 'courier')}` };
    const booked = await adminOrder(request, headers, orderId);
    expect(booked).toMatchObject({ delivery_status: 'shipped', payment_status: 'to_collect', booking: { status: 'booked' } });
    const awb = booked.booking!.awb!;
    await expect(office.getByRole('region', { name: 'Shipment' })).toContainText(awb);

    // The courier's scans arrive as the aggregator's webhooks; the last one is the parcel handed over and paid for.
    for (const status of ['picked_up', 'in_transit', 'out_for_delivery', 'delivered']) await moveParcel(request, baseURL!, awb, status);
    const delivered = await adminOrder(request, headers, orderId);
    expect(delivered).toMatchObject({ delivery_status: 'delivered', payment_status: 'collected' });

    // The shopper follows it on the order's timeline, in the courier's words.
    await page.reload();
    const timeline = page.getByRole('list', { name: 'Delivery Status' });
    for (const step of ['Picked up by the courier', 'In transit', 'Out for delivery', 'Delivered']) {
      await expect(timeline.getByRole('listitem').filter({ hasText: step }).first()).toBeVisible();
    }
    await expect(page.getByText('Paid on delivery').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'order-delivered-by-courier');

    // The courier owes the cash; the owner records its remittance for exactly this order, and it is settled.
    await office.goto('/admin/cod');
    const owed = office.getByRole('grid', { name: 'Orders collected and not yet remitted' });
    const row = owed.getByRole('row', { name: new RegExp(`#${orderId}(?!\\d)`) });
    await expect(row).toContainText(rupees(delivered.total_paise));
    // The box drawn over react-aria's hidden input takes the click, as it takes the owner's.
    const box = row.getByRole('checkbox');
    await box.check({ force: true });
    await office.getByRole('group', { name: /actions for selected rows/ }).getByRole('button', { name: 'Record remittance' }).click();
    const remit = office.getByRole('dialog', { name: 'Record a remittance' });
    const reference = `UTR${testInfo.project.name.replace(/\W/g, '').toUpperCase()}${Date.now()}`;
    await remit.getByRole('textbox', { name: /^Bank reference/ }).fill(reference);
    await remit.getByRole('button', { name: 'Record remittance' }).click();
    await expect(firstToast(office, `Remittance of ${rupees(delivered.total_paise)} recorded.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(office.getByRole('grid', { name: 'Remittances recorded' }).getByRole('row', { name: new RegExp(reference) })).toContainText(`#${orderId}`);

    // A second parcel for the same shopper, booked the same way, is refused at the door and comes back.
    const second = await codOrder(request, signedIn, product);
    await confirm(request, signedIn, second);
    const bookedSecond = await request.post(`/api/admin/orders/${second}/book-shipment/`, { headers, data: { version: (await adminOrder(request, headers, second)).version } });
    expect(bookedSecond.status(), await bookedSecond.text()).toBe(200);
    const secondAwb = ((await bookedSecond.json()) as AdminOrder).booking!.awb!;
    const stockWhileAway = await stockOf(request, headers, product);
    for (const status of ['picked_up', 'out_for_delivery', 'undelivered', 'rto_initiated', 'rto_delivered']) await moveParcel(request, baseURL!, secondAwb, status);
    // The same scan sent twice is one step, and changes nothing more.
    await moveParcel(request, baseURL!, secondAwb, 'rto_delivered');
    expect(await adminOrder(request, headers, second)).toMatchObject({ delivery_status: 'returned', payment_status: 'failed' });
    expect(await stockOf(request, headers, product)).toBe(stockWhileAway + 1);
    await office.goto(`/admin/orders/${second}`);
    await expect(office.getByRole('region', { name: 'Timeline' })).toContainText('Returned to the shop');
    await expect(office.getByRole('region', { name: 'Timeline' }).getByText('Returned to the shop')).toHaveCount(1);

    // The shopper sees it came back, and that nothing was taken from them.
    await page.goto('/orders');
    const card = page.getByRole('article', { name: `Order #${second}` });
    await expect(card.getByText('Returned to us').first()).toBeVisible();
    await expect(card.getByText('Not collected').first()).toBeVisible();

    // The shopper's third checkout offers no cash on delivery, and says why.
    await page.goto(`/products/${product.slug}`);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.goto('/checkout');
    await expect(summary.getByText(PROMISE)).toBeVisible();
    await expect(summary.getByRole('radio', { name: 'Cash on delivery' })).toBeDisabled();
    await expect(summary.getByText('Cash on delivery isn’t available on your account because an earlier parcel came back to us undelivered. Please pay online.')).toBeVisible();
    await expect(summary.getByRole('radio', { name: 'Online payment' })).toBeChecked();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'checkout-after-refused-parcel');
  });
});
