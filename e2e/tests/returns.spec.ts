import type { APIRequestContext } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { backOfficeToken, signInToBackOffice } from '../backOffice';
import { moveParcel } from '../courier/fakeShiprocket';
import { expect, expectNoAxeViolations, saveScreenshot, test } from '../fixtures';
import { loginViaApi, signUp } from '../journeys';
import { paidOrder } from '../orders';

/**
 * A damaged net sent back, at 375 px for the shopper and on the back-office's pages: two nets delivered by the
 * journeys' courier (the fake Shiprocket beside the shop); the shopper asks to return both from the order page with
 * two photos and wants a refund; staff approve, and the shop's job books the reverse pickup with the courier; the
 * courier collects them; staff record one unit sellable and one damaged; the refund goes back with its credit note,
 * and only the sellable unit is on sale again. The rules and bad inputs are the API tests'.
 */

test.describe.configure({ timeout: 180_000 });

const PUNE = { address: '14 Baner Road', city: 'Pune', state: 'Maharashtra', zip_code: '411045' };
const PHOTO = fileURLToPath(new URL('../../packages/api-client/test/pact/admin/fixtures/spikes-on-ledge.png', import.meta.url));

interface AdminReturn {
  id: number;
  status: string;
  version: number;
  pickup: { status: string | null; awb: string | null } | null;
  refund: { status: string; credit_note_number: string | null } | null;
}

async function stockOf(request: APIRequestContext, headers: Record<string, string>, productId: number, variantId: number): Promise<number> {
  const answer = await request.get(`/api/admin/products/${productId}/variants/`, { headers });
  expect(answer.status(), await answer.text()).toBe(200);
  const variants = (await answer.json()) as { id: number; stock: number }[] | { items: { id: number; stock: number }[] };
  return (Array.isArray(variants) ? variants : variants.items).find((variant) => variant.id === variantId)!.stock;
}

test('a damaged net comes back, one unit sellable, and is refunded with a credit note', { tag: '@phone' }, async ({ page, request, baseURL }, testInfo) => {
  const products = (await (await request.get('/api/user/products/')).json()) as { title: string; in_stock: boolean }[];
  const netIndex = products.filter((product) => product.in_stock).findIndex((product) => /net/i.test(product.title) && !/kit|hooks/i.test(product.title));
  const customer = await signUp(request);
  const order = await paidOrder(request, customer, { address: PUNE, productIndex: netIndex, quantity: 2 });
  const headers = { authorization: `Bearer ${await backOfficeToken(request, testInfo, 'returns')}` };
  const adminOrder = async () => (await (await request.get(`/api/admin/orders/${order.id}/`, { headers })).json()) as { version: number; booking: { awb: string } | null; items: { product: number; variant: number }[]; credit_notes: unknown[]; returns?: AdminReturn[] };
  const booked = await request.post(`/api/admin/orders/${order.id}/book-shipment/`, { headers, data: { version: (await adminOrder()).version } });
  expect(booked.status(), await booked.text()).toBe(200);
  const awb = (await adminOrder()).booking!.awb;
  for (const status of ['picked_up', 'out_for_delivery', 'delivered']) await moveParcel(request, baseURL!, awb, status);
  const [line] = (await adminOrder()).items;
  const stockBefore = await stockOf(request, headers, line!.product, line!.variant);

  // The shopper asks to return both nets, damaged in transit, with two photos.
  await loginViaApi(page, customer, '/orders');
  const openOrder = () => page.getByRole('article', { name: `Order #${order.id}` }).getByRole('link', { name: `View Details Order #${order.id}` }).click();
  await openOrder();
  await page.getByRole('button', { name: 'Return items' }).click();
  const form = page.getByRole('region', { name: 'Return items' });
  await form.getByText('It arrived damaged').click();
  await expect(form.getByRole('radio', { name: 'It arrived damaged' })).toBeChecked();
  const quantity = form.getByRole('textbox', { name: /^How many of/ });
  await quantity.fill('2');
  await quantity.blur();
  await form.locator('input[type="file"]').setInputFiles([PHOTO, PHOTO]);
  await expect(form.getByRole('img', { name: 'Photo 2 of the item' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'return-request-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await saveScreenshot(page, testInfo, 'return-request-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await form.getByRole('button', { name: 'Ask for a return' }).click();
  const requested = page.getByRole('region', { name: 'Return requested' });
  await expect(requested).toContainText('2 ×');
  await saveScreenshot(page, testInfo, 'return-requested-375', { fullPage: false });

  // Staff approve it from the back-office's returns; the courier is booked to collect it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToBackOffice(page, request, testInfo, { path: '/admin/orders/returns', journey: 'returns' });
  await expect(page.getByRole('heading', { name: 'Returns', level: 1 })).toBeVisible();
  await saveScreenshot(page, testInfo, 'admin-returns-1280');
  const returnId = (await adminOrder()).returns![0]!.id;
  await page.getByRole('row', { name: new RegExp(`Return #${returnId}`) }).click();
  await expect(page.getByRole('heading', { name: `Return #${returnId}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Shopper’s photo 2' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'admin-return-1280');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Return approved')).toBeVisible();
  const pickupAwb = await expect
    .poll(async () => (await adminOrder()).returns![0]!.pickup?.awb ?? null, { timeout: 30_000 })
    .not.toBeNull()
    .then(async () => (await adminOrder()).returns![0]!.pickup!.awb!);
  for (const status of ['picked_up', 'in_transit']) await moveParcel(request, baseURL!, pickupAwb, status);

  // It came back: one net sellable, one damaged; the refund goes back with its credit note.
  await page.reload();
  const receipt = page.getByRole('region', { name: 'What came back' });
  await receipt.getByRole('textbox', { name: /: sellable$/ }).fill('1');
  await receipt.getByRole('textbox', { name: /: damaged$/ }).fill('1');
  await receipt.getByRole('button', { name: 'Record the receipt' }).click();
  await expect(page.getByText('Receipt recorded; sellable units are back on sale')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await saveScreenshot(page, testInfo, 'admin-return-received-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('region', { name: 'Resolve' }).getByRole('button', { name: /^Refund / }).click();
  await expect(page.getByRole('region', { name: 'Resolve' })).toContainText(/Refunded ₹[\d,]+, credit note /);
  await saveScreenshot(page, testInfo, 'admin-return-refunded-1280');

  expect(await stockOf(request, headers, line!.product, line!.variant)).toBe(stockBefore + 1);
  expect((await adminOrder()).credit_notes).toHaveLength(1);
  await page.goto('/orders');
  await openOrder();
  await expect(page.getByRole('region', { name: 'Return refunded' })).toContainText('refunded (credit note');
});
