import type { APIRequestContext } from '@playwright/test';
import { backOfficeToken } from '../backOffice';
import { moveParcel } from '../courier/fakeShiprocket';
import { expect, expectNoAxeViolations, saveScreenshot, test } from '../fixtures';
import { loginViaApi, signUp } from '../journeys';
import { paidOrder } from '../orders';

/**
 * A failed delivery the shopper rescues, at 375 px: the courier (the fake Shiprocket beside the shop) finds nobody
 * home; the shopper's order page asks what to do; they choose another day; the shop passes the answer to the
 * courier (the fake refuses a delivery after a failed attempt nobody asked to repeat), and the parcel is
 * delivered. The rules (deadline, bad input, a second answer, staff answering) are the API tests'.
 */

test.describe.configure({ timeout: 180_000 });

const PUNE = { address: '14 Baner Road', city: 'Pune', state: 'Maharashtra', zip_code: '411045' };

async function adminOrder(request: APIRequestContext, headers: Record<string, string>, orderId: number) {
  const answer = await request.get(`/api/admin/orders/${orderId}/`, { headers });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as { version: number; delivery_status: string; booking: { awb: string } | null; delivery_problem: { carrier_status: string | null } | null };
}

test('a parcel the courier could not deliver is delivered on the day the shopper chose', { tag: '@phone' }, async ({ page, request, baseURL }, testInfo) => {
  const customer = await signUp(request);
  const order = await paidOrder(request, customer, { address: PUNE });
  const headers = { authorization: `Bearer ${await backOfficeToken(request, testInfo, 'deliveryProblems')}` };
  const booked = await request.post(`/api/admin/orders/${order.id}/book-shipment/`, { headers, data: { version: (await adminOrder(request, headers, order.id)).version } });
  expect(booked.status(), await booked.text()).toBe(200);
  const awb = (await adminOrder(request, headers, order.id)).booking!.awb;
  for (const status of ['picked_up', 'out_for_delivery', 'undelivered']) await moveParcel(request, baseURL!, awb, status);

  // The shopper opens the order and is asked what the courier should do.
  await loginViaApi(page, customer, '/orders');
  await page.getByRole('article', { name: `Order #${order.id}` }).getByRole('link', { name: `View Details Order #${order.id}` }).click();
  const panel = page.getByRole('region', { name: 'We couldn’t deliver your order' });
  await expect(panel).toContainText('Nobody was available to receive it (attempt 1 of 3)');
  await expectNoAxeViolations(page);
  await panel.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'delivery-problem-asked', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 900 });
  await saveScreenshot(page, testInfo, 'delivery-problem-asked-1280', { fullPage: false });
  await page.setViewportSize({ width: 375, height: 812 });

  // Another attempt on the second day offered.
  await panel.getByRole('button', { name: /Delivery day/ }).click();
  const day = page.getByRole('option').nth(2);
  const dayName = (await day.textContent())!;
  await day.click();
  await panel.getByRole('button', { name: 'Send answer' }).click();
  const answered = page.getByRole('region', { name: 'Thank you, we’ve told the courier' });
  await expect(answered).toContainText(`The courier will try again on ${dayName}.`);
  await saveScreenshot(page, testInfo, 'delivery-problem-answered', { fullPage: false });

  // The shop's job passes the answer to the courier, which then delivers.
  await expect.poll(async () => (await adminOrder(request, headers, order.id)).delivery_problem?.carrier_status, { timeout: 30_000 }).toBe('sent');
  await moveParcel(request, baseURL!, awb, 'out_for_delivery');
  await moveParcel(request, baseURL!, awb, 'delivered');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Delivery Status' }).getByRole('listitem').filter({ hasText: 'Delivered' }).first()).toBeVisible();
  expect((await adminOrder(request, headers, order.id)).delivery_status).toBe('delivered');
});
