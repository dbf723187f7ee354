import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { backOfficeToken, backOfficeTokenOf, openSection, signInToBackOffice } from '../backOffice';
import { expect, expectNoAxeViolations, firstToast, saveScreenshot, test } from '../fixtures';
import { newCustomer, signUp } from '../journeys';
import { confirmedCashOrder, paidOrder } from '../orders';
import { packerFor } from '../packers';
import type { PackerJourney } from '../staff';

/**
 * Getting parcels out and the cash in, in the back-office, at phone and desktop widths: a packer books a paid
 * order's parcel with the courier aggregator (Shiprocket's fake beside the shop), finishes a booking the aggregator broke off,
 * prints the label (a PDF) and marks the parcel returned; an owner records the courier's remittance for a
 * cash-on-delivery order the courier collected, refunds part of it by transfer, and edits the delivery settings,
 * a colleague's save meanwhile refused; and a packer is offered neither, while the API refuses them too.
 */

// Staff sign-ins with mailed codes, orders placed and moved through the API, axe runs and screenshots.
test.describe.configure({ timeout: 120_000 });

// Chromium logs the refusals these journeys provoke: the booking broken off by a stubbed 503 (the aggregator
// down), and the settings saved over a colleague's (409).
test.use({ expectedConsoleErrors: [/status of (503|409)/] });

/** Couriers collect cash at both; Bengaluru and Pune are other cities than the shop's pickup (Mumbai). */
const BENGALURU = { address: '22 Residency Road', city: 'Bengaluru', state: 'Karnataka', zip_code: '560025' };
const PUNE = { address: '14 Fergusson College Road', city: 'Pune', state: 'Maharashtra', zip_code: '411004' };

/** Paise as the back-office prints them: "₹1,248.00". */
const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Paise as a money field shows them: "1,248", or "1,248.50" with paise. */
const amountText = (paise: number) => {
  const whole = Math.floor(paise / 100).toLocaleString('en-IN');
  return paise % 100 === 0 ? whole : `${whole}.${String(paise % 100).padStart(2, '0')}`;
};

/**
 * The screen with `section` in the middle, for people to look at: a full-page picture of a phone would draw the
 * fixed navigation bar over the middle of the page.
 */
async function pictureOf(section: Locator, testInfo: TestInfo, name: string): Promise<void> {
  await section.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await saveScreenshot(section.page(), testInfo, name, { fullPage: false });
}

/** Opens a back-office page with a session signed in through the API: the sign-in page is tested in admin.spec.ts. */
async function openAs(page: Page, token: string, path: string): Promise<void> {
  await page.addInitScript((session) => sessionStorage.setItem('adminToken', session), token);
  await page.goto(path);
}

async function packerToken(request: APIRequestContext, testInfo: TestInfo, baseURL: string | undefined, journey: PackerJourney): Promise<string> {
  return backOfficeTokenOf(request, await packerFor(testInfo, baseURL!, journey));
}

/** The booking the shop keeps when the aggregator broke it off before the AWB: its words for staff, nothing assigned. */
const brokenOffBooking = (error: string) => ({
  carrier: 'shiprocket',
  status: 'booking',
  courier_name: null,
  awb: null,
  rate_paise: null,
  tracking_url: null,
  label_ready: false,
  pickup_scheduled_for: null,
  error,
  booked_at: null,
  last_tracked_at: null,
});

test.describe('back-office delivery and cash on delivery', () => {
  test('a packer books a paid order with the courier aggregator, finishes a booking it broke off, prints the label and marks the parcel returned', { tag: '@phone' }, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const customer = await signUp(request, newCustomer({ name: 'Kiran Rao' }));
    const order = await paidOrder(request, customer, { address: BENGALURU, productIndex: 10 });
    const token = await packerToken(request, testInfo, baseURL, 'booking');

    // The aggregator breaks the first press off, as when it is down: a 503 in its words. Until the next press the
    // order's page is shown the booking the shop keeps then (its words, the AWB not yet assigned).
    const brokenOff = 'Stopped assigning the AWB: the courier aggregator did not answer in time.';
    const orderPath = `**/api/admin/orders/${order.id}/`;
    await page.route(
      `**/api/admin/orders/${order.id}/book-shipment/`,
      (route) =>
        route.fulfill({
          status: 503,
          headers: { 'retry-after': '30' },
          json: { detail: 'The courier aggregator did not answer. Try again in a minute.', errors: { carrier: ['The courier aggregator did not answer in time.'] } },
        }),
      { times: 1 },
    );

    await openAs(page, token, `/admin/orders/${order.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${order.id}` })).toBeVisible();
    await expect(page.getByText('Online payment')).toBeVisible();
    const actions = page.getByRole('region', { name: 'Next step' });
    await actions.getByRole('button', { name: 'Ship', exact: true }).click();

    // The couriers quoted for the parcel, the recommended one chosen and focused; Book names it.
    const dialog = page.getByRole('dialog', { name: `Book a courier for order #${order.id}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Parcel' })).toContainText('Charged weight');
    await expect(dialog.getByRole('radio', { checked: true })).toBeFocused();
    await expect(dialog.getByText('Recommended')).toBeVisible();
    const book = dialog.getByRole('button', { name: /^Book with / });
    const courier = (await book.textContent())!.replace(/^Book with /, '');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'admin-order-booking-dialog', { fullPage: false });

    await page.route(orderPath, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      return route.fulfill({ response, json: { ...((await response.json()) as object), booking: brokenOffBooking(brokenOff) } });
    });
    await book.click();
    // Broken off: the dialog keeps the aggregator's words and offers to finish, which never books twice.
    await expect(dialog.getByRole('alert')).toContainText('The courier aggregator did not answer in time.');
    const finishInDialog = dialog.getByRole('button', { name: 'Finish booking' });
    await expect(finishInDialog).toBeVisible();
    await saveScreenshot(page, testInfo, 'admin-order-booking-failed', { fullPage: false });

    // Left for later, the order's page shows the booking broken off, its words and Finish booking, first; Ship by hand stays.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('region', { name: 'Shipment' });
    await expect(card).toContainText('Booking incomplete');
    await expect(card).toContainText(brokenOff);
    await expect(actions.getByRole('button', { name: 'Ship', exact: true })).toHaveCount(0);
    await expect(actions.getByRole('button', { name: 'Ship by hand' })).toBeVisible();
    await pictureOf(card, testInfo, 'admin-order-broken-off');
    await expectNoAxeViolations(page);

    // The aggregator answers again. No AWB was assigned, so the courier may still change: Finish booking asks for
    // the quotes and books in the dialog, which still says what stopped the last try.
    await page.unroute(orderPath);
    await card.getByRole('button', { name: 'Finish booking' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('alert')).toContainText(brokenOff);
    // Once booked, the page fetches the label with the staff token, ready for Print label: what arrives is kept.
    const labelArrived = new Promise<{ type: string | undefined; bytes: Buffer }>((resolve) => {
      void page.route(`**/api/admin/orders/${order.id}/label/`, async (route) => {
        const answer = await route.fetch();
        resolve({ type: answer.headers()['content-type'], bytes: await answer.body() });
        await route.fulfill({ response: answer });
      });
    });
    await finishInDialog.click();
    const booked = firstToast(page, `Booked with ${courier}, AWB `);
    await expect(booked).toBeVisible();
    await expect(dialog).toBeHidden();

    // Booked and shipped: the card, where focus now is, has the courier, the AWB, the pickup and the label.
    await expect(card.getByRole('heading', { name: 'Shipment' })).toBeFocused();
    await expect(card.getByText('Booked', { exact: true })).toBeVisible();
    await expect(card).toContainText(courier);
    const { booking } = (await (await request.get(`/api/admin/orders/${order.id}/`, { headers: { authorization: `Bearer ${token}` } })).json()) as { booking: { awb: string } };
    await expect(card).toContainText(booking.awb);
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Shipped');
    const print = card.getByRole('link', { name: /^Print label/ });
    await expect(print).toHaveAttribute('href', /^blob:/);
    // Once the toast has gone, as it covers the card, and with the card in view, as a phone's bar would cover its link.
    await expect(booked).toBeHidden();
    await pictureOf(card, testInfo, 'admin-order-booked');
    await expectNoAxeViolations(page);

    // A PDF arrived, and Print label opens it from the page's memory in a new tab.
    const pdf = await labelArrived;
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const label = (await print.getAttribute('href'))!;
    // The tests' headless Chromium has no PDF viewer: the new tab hands the label to the page as a download of the
    // same blob, where a packer's Chrome shows it.
    const [tab, download] = await Promise.all([page.waitForEvent('popup'), page.waitForEvent('download'), print.click()]);
    expect(download.url()).toBe(label);
    await tab.close();

    // Refused at the door and back at the shop: Mark returned says what it does first.
    await actions.getByRole('button', { name: 'Mark returned' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Mark order #${order.id} returned?` });
    await expect(confirm).toContainText('Its units go back on sale');
    await expect(confirm).toContainText('The payment is not refunded by this');
    await confirm.getByRole('button', { name: 'Yes, it is back' }).click();
    await expect(firstToast(page, 'Marked as returned.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Returned to the shop');
    await expect(actions).toContainText('Nothing more to do: this order is final.');

    // The orders list finds it under Returned, with how it was paid.
    await page.goto('/admin/orders?delivery=returned');
    const returned = page.getByRole('navigation', { name: 'Delivery status' }).getByRole('link', { name: /^Returned \d+$/ });
    await expect(returned).toHaveAttribute('aria-current', 'page');
    const row = page.getByRole('grid', { name: 'Orders' }).getByRole('row', { name: new RegExp(`#${order.id}(?!\\d)`) });
    await expect(row).toContainText('Online payment');
    await expect(row).toContainText('Returned');
  });

  test('an owner records the courier’s remittance for a cash-on-delivery order and edits the delivery settings', { tag: '@desktop' }, async ({ page, request }, testInfo) => {
    const customer = await signUp(request, newCustomer({ name: 'Farida Begum' }));
    const cash = await confirmedCashOrder(request, customer, { address: PUNE, productIndex: 11 });

    // The courier took the parcel and the cash at the door: booked and delivered through the API, as the pages do.
    const headers = { authorization: `Bearer ${await backOfficeToken(request, testInfo, 'delivery')}` };
    const read = await request.get(`/api/admin/orders/${cash.id}/`, { headers });
    const booked = await request.post(`/api/admin/orders/${cash.id}/book-shipment/`, { headers, data: { version: ((await read.json()) as { version: number }).version } });
    expect(booked.status(), await booked.text()).toBe(200);
    const delivered = await request.post(`/api/admin/orders/${cash.id}/deliver/`, { headers, data: { version: ((await booked.json()) as { version: number }).version } });
    expect(delivered.status(), await delivered.text()).toBe(200);
    const total = ((await delivered.json()) as { total_paise: number }).total_paise;

    // The dashboard counts the cash the couriers owe and leads to the ledger.
    await signInToBackOffice(page, request, testInfo, { path: '/admin/dashboard', journey: 'delivery' });
    const cod = page.getByRole('region', { name: 'Cash on delivery' });
    await expect(cod).toContainText('Owed by couriers');
    await expect(cod).toContainText('Awaiting the customer’s confirmation');
    await saveScreenshot(page, testInfo, 'admin-dashboard');
    await cod.getByRole('link', { name: 'Open cash on delivery' }).click();
    await expect(page).toHaveURL(/\/admin\/cod$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cash on delivery' })).toBeVisible();

    // The order is owed, collected at the door; the owner selects it.
    const owed = page.getByRole('grid', { name: 'Orders collected and not yet remitted' });
    const row = owed.getByRole('row', { name: new RegExp(`#${cash.id}(?!\\d)`) });
    await expect(row).toContainText(rupees(total));
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'admin-cod');
    // The box drawn over react-aria's hidden input takes the click, as it takes the owner's. (Focusing the input
    // from outside would send focus to the grid's first row, which another test's order may be.)
    const box = row.getByRole('checkbox');
    await box.check({ force: true });
    const bulk = page.getByRole('group', { name: /actions for selected rows/ });
    await expect(bulk).toContainText(`1 order selected, ${rupees(total)}`);
    await bulk.getByRole('button', { name: 'Record remittance' }).click();

    // The amount starts at the selected total and today; an amount that is not it is pointed out before sending.
    const dialog = page.getByRole('dialog', { name: 'Record a remittance' });
    const amount = dialog.getByRole('textbox', { name: /^Amount received/ });
    await expect(amount).toHaveValue(amountText(total));
    const reference = `UTR${testInfo.project.name.replace(/\W/g, '').toUpperCase()}${Date.now()}`;
    await dialog.getByRole('textbox', { name: /^Bank reference/ }).fill(reference);
    await amount.fill(amountText(total - 1000));
    await dialog.getByRole('button', { name: 'Record remittance' }).click();
    await expect(dialog.getByRole('group', { name: 'The remittance was not recorded' })).toContainText(`The selected orders come to ${rupees(total)}.`);
    await saveScreenshot(page, testInfo, 'admin-cod-remittance', { fullPage: false });
    await amount.fill(amountText(total));
    await dialog.getByRole('button', { name: 'Record remittance' }).click();
    await expect(firstToast(page, `Remittance of ${rupees(total)} recorded.`)).toBeVisible();
    await expect(dialog).toBeHidden();

    // Paid to the shop: out of what is owed, into the remittances, and on the order beside its status.
    await expect(row).toHaveCount(0);
    const remittance = page.getByRole('grid', { name: 'Remittances recorded' }).getByRole('row', { name: new RegExp(reference) });
    await expect(remittance).toContainText(`#${cash.id}`);
    await expect(remittance).toContainText(rupees(total));

    // The orders list finds it under cash on delivery's Collected, paid by cash on delivery.
    await openSection(page, 'Orders');
    await page.getByRole('navigation', { name: 'Cash on delivery' }).getByRole('link', { name: /^Collected \d+$/ }).click();
    await expect(page).toHaveURL(/payment=collected/);
    const listed = page.getByRole('grid', { name: 'Orders' }).getByRole('row', { name: new RegExp(`#${cash.id}(?!\\d)`) });
    await expect(listed).toContainText('Cash on delivery');
    await listed.getByRole('rowheader').click();
    await expect(page.getByRole('heading', { level: 1, name: `Order #${cash.id}` })).toBeVisible();
    await expect(page.getByText(new RegExp(`^Remitted to the shop on .+, reference ${reference}$`))).toBeVisible();

    // Cash collected at the door is paid back by a transfer outside the shop, recorded with its reference.
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await refunds.getByRole('button', { name: 'Refund', exact: true }).click();
    const refund = page.getByRole('dialog', { name: `Refund order #${cash.id}` });
    await expect(refund).toContainText('Pay the customer by bank or UPI transfer first');
    await refund.getByRole('textbox', { name: /^Amount to refund/ }).fill('100');
    await refund.getByRole('textbox', { name: /^Transfer reference/ }).fill(`UPI${Date.now()}`);
    await refund.getByRole('textbox', { name: /^Reason/ }).fill('One net arrived torn');
    await refund.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(firstToast(page, 'Refund recorded. The customer was e-mailed the transfer’s reference.')).toBeVisible();
    await expect(refunds.getByText(`${rupees(10000)} · Refunded`)).toBeVisible();

    // The delivery settings, linked from the ledger.
    await page.goto('/admin/cod');
    await page.getByRole('main').getByRole('link', { name: 'Delivery settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery settings' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Delivery settings' });
    const fee = form.getByRole('textbox', { name: /^Fee/ });
    await expect(fee).toBeVisible();
    // The shipping rule the demo's data set: ₹99 on goods under ₹999.
    await expect(form.getByRole('textbox', { name: /^Shipping fee/ })).toHaveValue(amountText(9900));
    await expect(form.getByRole('textbox', { name: /^Free shipping from/ })).toHaveValue(amountText(99900));
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'admin-delivery-settings');

    // A colleague saves first: this save is refused, and their settings load.
    await fee.fill('39');
    const current = (await (await request.get('/api/admin/settings/delivery/', { headers })).json()) as Record<string, unknown>;
    const colleague = await request.put('/api/admin/settings/delivery/', { headers, data: current });
    expect(colleague.status(), await colleague.text()).toBe(200);
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('group', { name: 'Someone else saved these settings meanwhile' })).toBeVisible();
    await page.getByRole('button', { name: 'Load their settings' }).click();
    await expect(fee).toHaveValue(amountText(current.cod_fee_paise as number));

    // The owner's change saves, and the page shows it after a reload; then the settings are put back. The change is
    // a mail at pickup, which no other journey running meanwhile on this shop depends on (the fee and the rules of
    // cash on delivery are what their checkouts read).
    const pickedUp = form.getByRole('checkbox', { name: 'Picked up from the shop' });
    const wasMailed = await pickedUp.isChecked();
    const save = async () => {
      const saved = page.waitForResponse((answer) => answer.url().endsWith('/api/admin/settings/delivery/') && answer.request().method() === 'PUT');
      await form.getByRole('button', { name: 'Save settings' }).click();
      expect((await saved).status()).toBe(200);
    };
    await fee.fill(amountText(current.cod_fee_paise as number));
    await form.getByText('Picked up from the shop').click();
    await save();
    await expect(firstToast(page, 'Delivery settings saved. Checkout follows them now.')).toBeVisible();
    await page.reload();
    await expect(pickedUp).toBeChecked({ checked: !wasMailed });
    await form.getByText('Picked up from the shop').click();
    await save();
    await page.reload();
    await expect(pickedUp).toBeChecked({ checked: wasMailed });
  });

  test('a packer reads the ledger and the delivery settings, and may change neither', { tag: '@phone' }, async ({ page, request, baseURL }, testInfo) => {
    const token = await packerToken(request, testInfo, baseURL, 'ledger');
    const headers = { authorization: `Bearer ${token}` };

    // The API refuses what only an owner may do, whatever a page shows.
    const settings = await request.get('/api/admin/settings/delivery/', { headers });
    expect(settings.status()).toBe(200);
    expect((await request.put('/api/admin/settings/delivery/', { headers, data: await settings.json() })).status()).toBe(403);
    const remittance = await request.post('/api/admin/cod/remittances/', { headers, data: { reference: 'UTR-NOT-A-PACKER’S', remitted_on: '2026-01-05', amount_paise: 100, order_ids: [1] } });
    expect(remittance.status()).toBe(403);

    // Tracking updates nobody's parcel matched, linked from the orders.
    await openAs(page, token, '/admin/orders');
    await page.getByRole('link', { name: 'Tracking updates to review' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tracking updates to review' })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Tracking updates to review' })).toBeVisible();

    // The ledger reads, without selection or Record remittance.
    await openSection(page, 'Cash on delivery');
    await expect(page.getByRole('heading', { level: 1, name: 'Cash on delivery' })).toBeVisible();
    await expect(page.getByText('Only the owner records remittances.')).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Orders collected and not yet remitted' }).getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Record remittance' })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'admin-cod-as-staff');

    // The settings read as a list, with no form to save.
    await page.getByRole('main').getByRole('link', { name: 'Delivery settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery settings' })).toBeVisible();
    await expect(page.getByText('Only the owner changes these settings', { exact: false })).toBeVisible();
    await expect(page.getByText('Customers are e-mailed at')).toBeVisible();
    await expect(page.getByText('On orders of ₹999.00 or more')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Delivery settings' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'admin-delivery-settings-as-staff');
  });
});
