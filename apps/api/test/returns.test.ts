/**
 * Returns and replacements, with a scripted carrier: the shopper asks within the window with photos; every bad
 * input is refused naming its field with nothing written; staff decide once (of two at once, one wins); the
 * reverse pickup is booked by its job and followed to the shop; the receipt puts only sellable units back on sale;
 * a refund goes through the refunds engine with its credit note and the shipping fee where the shop was at fault;
 * a replacement is an order at ₹0 with its stock taken; a failed quality check is told to the shopper.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { auditLog, orderItems, orders, orderStatusHistory, outbox, productVariants, returnPhotos, returns } from '../src/db/schema';
import { bookReturnPickup } from '../src/flows/return-requests/book-pickup';
import { trackReturnPickups } from '../src/flows/return-requests/track-pickups';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createSiteSeller, createUser, resetDatabase, sessionTokenFor, staffSessionFor } from './support/fixtures';
import { ScriptedCarrier } from './support/scripted-carrier';
import { placeTestOrder } from './support/shippable-orders';

const quiet = { warn: () => undefined };
const DAY = 24 * 3600_000;

async function photoBytes(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#c33' } }).jpeg().toBuffer();
}

describe.each(RULE_DRIVERS)('returns on %s', (driver) => {
  const carrier = new ScriptedCarrier();
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let db: Database;
  let staff: { id: number; token: string };
  let mediaDir: string;
  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'returns-media-'));
    t = await startTestApp(driver, { ...ACCOUNT_ENV, MEDIA_DIR: mediaDir }, { carrier });
    api = client(t);
    db = t.database.db;
  });
  afterAll(async () => {
    await t?.close();
    await rm(mediaDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await resetDatabase(db);
    carrier.reset();
    const session = await staffSessionFor(db, TEST_KEYS);
    staff = { id: session.user.id, token: session.token };
  });

  /** A paid order (two spike strips at ₹899, one net at ₹1,499), delivered `daysAgo` days ago. */
  async function deliveredOrder(daysAgo = 1) {
    const order = await placeTestOrder(t);
    await db.update(orders).set({ deliveryStatus: 'delivered' }).where(eq(orders.id, order.id));
    await db.insert(orderStatusHistory).values({ orderId: order.id, status: 'delivered', at: new Date(Date.now() - daysAgo * DAY) });
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
    return { ...order, spikes: items[0]!, net: items[1]! };
  }

  async function uploadPhoto(token: string) {
    const answer = await t.app.inject({ method: 'POST', url: '/api/user/returns/photos/', headers: { 'content-type': 'image/jpeg', authorization: `Bearer ${token}` }, payload: await photoBytes() });
    expect(answer.statusCode, answer.body).toBe(201);
    await expectToMatchContract('uploadReturnPhoto', 201, answer.json());
    return answer.json<{ id: number; url: string }>();
  }

  const ask = (orderId: number, body: unknown, token: string) => api.post(`/api/user/orders/${orderId}/returns/`, body, token);
  const stockOf = async (variantId: number) => (await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;

  const pickupContext = () => ({ siteUrl: 'https://shop.test', seller: t.config.seller, pickupPincode: '122051', shopEmail: 'shop@example.test' });

  it('takes a damaged net with photos, books the pickup, follows it home, puts back only what is sellable, and refunds with the shipping fee and a credit note', async () => {
    await createSiteSeller(db);
    const order = await deliveredOrder();
    const offered = await api.get(`/api/user/orders/${order.id}/`, order.token);
    await expectToMatchContract('getOrder', 200, offered.json());
    expect(offered.json()).toMatchObject({ returns: [], return_offer: { lines: [{ order_item_id: order.spikes.id, returnable_quantity: 2, any_reason: true }, { order_item_id: order.net.id, returnable_quantity: 1 }] } });

    const photos = [await uploadPhoto(order.token), await uploadPhoto(order.token)];
    const asked = await ask(order.id, { lines: [{ order_item_id: order.spikes.id, quantity: 2 }], reason: 'damaged_in_transit', resolution: 'refund', note: 'Box crushed', photo_ids: photos.map((photo) => photo.id) }, order.token);
    expect(asked.statusCode, asked.body).toBe(201);
    await expectToMatchContract('requestReturn', 201, asked.json());
    const [made] = asked.json<{ returns: { id: number; status: string; photos: unknown[] }[] }>().returns;
    expect(made).toMatchObject({ status: 'requested', photos: [{ id: photos[0]!.id }, { id: photos[1]!.id }] });

    // The customer's data export lists the return with its photos by id and date, never the pictures' addresses.
    const [owner] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, order.id));
    const exported = await api.get(`/api/admin/customers/${owner!.userId}/export/`, staff.token);
    expect(exported.statusCode, exported.body).toBe(200);
    await expectToMatchContract('exportCustomerData', 200, exported.json());
    expect(exported.json()).toMatchObject({
      returns: [{ id: made!.id, order_id: order.id, status: 'requested', reason: 'damaged_in_transit', resolution: 'refund', note: 'Box crushed', photos: [{ id: photos[0]!.id, uploaded_at: expect.any(String) }, { id: photos[1]!.id }] }],
    });
    expect(exported.body).not.toContain(photos[0]!.url);

    const listed = await api.get('/api/admin/returns/', staff.token);
    await expectToMatchContract('listReturns', 200, listed.json());
    // Two strips at ₹899 and, the shop being at fault, the order's shipping fee.
    const [shipping] = await db.select({ shippingPaise: orders.shippingPaise }).from(orders).where(eq(orders.id, order.id));
    expect(listed.json()).toMatchObject({ total: 1, counts: { requested: 1 }, items: [{ id: made!.id, order_id: order.id, customer_name: 'Asha Patel', refund_paise: 2 * 89900 + shipping!.shippingPaise, shop_at_fault: true }] });
    expect((await api.get('/api/admin/dashboard/', staff.token)).json()).toMatchObject({ returns_requested: 1, returns_to_receive: 0 });

    const approved = await api.post(`/api/admin/returns/${made!.id}/decision/`, { version: 1, decision: 'approve' }, staff.token);
    expect(approved.statusCode, approved.body).toBe(200);
    await expectToMatchContract('decideReturn', 200, approved.json());
    expect(approved.json()).toMatchObject({ status: 'approved', pickup: { method: 'carrier', status: 'booking' } });

    await bookReturnPickup(db, carrier, made!.id, pickupContext(), quiet);
    const [request] = carrier.calls.filter((call) => call.step === 'createReturnOrder').map((call) => call.args[0] as { returnId: number; shipment: { items: { units: number }[]; cashOnDelivery: boolean } });
    // The courier calls the shop at the seller's customer care.
    expect(request).toMatchObject({ returnId: made!.id, shipment: { items: [{ units: 2 }], cashOnDelivery: false }, returnTo: { phone: '+91 98765 43210' } });
    // A retried job books nothing twice.
    await bookReturnPickup(db, carrier, made!.id, pickupContext(), quiet);
    expect(carrier.stepsCalled().filter((step) => step === 'createReturnOrder')).toHaveLength(1);
    const booked = (await api.get(`/api/admin/returns/${made!.id}/`, staff.token)).json<{ pickup: { awb: string; status: string }; version: number }>();
    expect(booked.pickup).toMatchObject({ status: 'booked', awb: expect.stringMatching(/^7791/) });

    carrier.scans.set(booked.pickup.awb, [
      { step: 'picked_up', at: new Date().toISOString(), key: 'p', detail: 'Picked up' },
      { step: 'delivered', at: new Date().toISOString(), key: 'd', detail: 'Delivered to the shop' },
    ]);
    expect(await trackReturnPickups(db, carrier, quiet)).toBe(1);
    const timeline = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(timeline.filter((entry) => entry.detail?.startsWith('Return:')).map((entry) => entry.status)).toEqual(['picked_up', 'in_transit']);

    const before = await stockOf(order.spikes.variantId!);
    const received = await api.post(`/api/admin/returns/${made!.id}/receipt/`, { version: booked.version, quality: 'passed', lines: [{ order_item_id: order.spikes.id, sellable: 1, damaged: 1 }] }, staff.token);
    expect(received.statusCode, received.body).toBe(200);
    await expectToMatchContract('receiveReturn', 200, received.json());
    expect(await stockOf(order.spikes.variantId!)).toBe(before + 1);

    const resolved = await api.post(`/api/admin/returns/${made!.id}/resolution/`, { version: received.json<{ version: number }>().version }, staff.token);
    expect(resolved.statusCode, resolved.body).toBe(200);
    await expectToMatchContract('resolveReturn', 200, resolved.json());
    expect(resolved.json()).toMatchObject({ status: 'refunded', refund: { amount_paise: 2 * 89900 + shipping!.shippingPaise, status: 'processed', credit_note_number: expect.any(String) } });

    const mails = await db.select({ event: outbox.event }).from(outbox).where(and(eq(outbox.recipient, order.email), eq(outbox.channel, 'email')));
    expect(mails.map((mail) => mail.event).filter((event) => event === 'return_update')).toHaveLength(5);
    const audited = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityType, 'return'));
    expect(audited.map((entry) => entry.action)).toEqual(['return.approve', 'return.receive', 'return.refund']);
  });

  it('refuses to book a pickup while the seller’s details give the courier no phone to call, and tells staff where to add one', async () => {
    const order = await deliveredOrder();
    const asked = await ask(order.id, { lines: [{ order_item_id: order.spikes.id, quantity: 1 }], reason: 'no_longer_needed', resolution: 'refund', photo_ids: [] }, order.token);
    expect(asked.statusCode, asked.body).toBe(201);
    const [made] = asked.json<{ returns: { id: number }[] }>().returns;
    expect((await api.post(`/api/admin/returns/${made!.id}/decision/`, { version: 1, decision: 'approve' }, staff.token)).statusCode).toBe(200);
    await bookReturnPickup(db, carrier, made!.id, pickupContext(), quiet);
    expect(carrier.stepsCalled()).toEqual([]);
    const refused = await api.get(`/api/admin/returns/${made!.id}/`, staff.token);
    await expectToMatchContract('getAdminReturn', 200, refused.json());
    expect(refused.json()).toMatchObject({ pickup: { status: 'refused', awb: null }, pickup_error: expect.stringMatching(/customer-care phone.*Seller details/) });
  });

  it('refuses bad requests naming the field, and writes nothing', async () => {
    const order = await deliveredOrder();
    const other = await createUser(db, { name: 'Ravi', email: 'ravi@example.test' });
    const photo = await uploadPhoto(await sessionTokenFor(TEST_KEYS, other));
    const line = { order_item_id: order.spikes.id, quantity: 1 };
    const cases: [unknown, number, string][] = [
      [{ lines: [{ order_item_id: 999999, quantity: 1 }], reason: 'no_longer_needed', resolution: 'refund', photo_ids: [] }, 400, 'lines[0].order_item_id'],
      [{ lines: [{ ...line, quantity: 3 }], reason: 'no_longer_needed', resolution: 'refund', photo_ids: [] }, 400, 'lines[0].quantity'],
      [{ lines: [line], reason: 'no_longer_needed', resolution: 'replacement', photo_ids: [] }, 400, 'resolution'],
      [{ lines: [line], reason: 'defective', resolution: 'refund', photo_ids: [] }, 400, 'photo_ids'],
      [{ lines: [line], reason: 'defective', resolution: 'refund', photo_ids: [photo.id] }, 400, 'photo_ids'],
    ];
    for (const [body, status, field] of cases) {
      const refused = await ask(order.id, body, order.token);
      expect(refused.statusCode, refused.body).toBe(status);
      expect(Object.keys(refused.json<{ errors: object }>().errors)).toContain(field);
    }
    // Another customer's order is not found.
    expect((await ask(order.id, { lines: [line], reason: 'no_longer_needed', resolution: 'refund', photo_ids: [] }, await sessionTokenFor(TEST_KEYS, other))).statusCode).toBe(404);
    expect(await db.select().from(returns)).toEqual([]);
    expect((await db.select().from(returnPhotos).where(eq(returnPhotos.id, photo.id)))[0]!.returnId).toBeNull();

    // The same units twice: the second is refused; outside the window, too.
    expect((await ask(order.id, { lines: [{ ...line, quantity: 2 }], reason: 'no_longer_needed', resolution: 'refund', photo_ids: [] }, order.token)).statusCode).toBe(201);
    const again = await ask(order.id, { lines: [line], reason: 'no_longer_needed', resolution: 'refund', photo_ids: [] }, order.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errors: { 'lines[0].quantity': [expect.stringContaining('already')] } });
    const late = await deliveredOrder(9);
    const closed = await ask(late.id, { lines: [{ order_item_id: late.net.id, quantity: 1 }], reason: 'defective', resolution: 'refund', photo_ids: [] }, late.token);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ errors: { lines: [expect.stringContaining('closed')] } });
  });

  it('keeps a non-returnable product to the shop’s fault, as the policy page’s rules say', async () => {
    const order = await deliveredOrder();
    const settings = await api.put('/api/admin/settings/returns/', { version: 1, window_days: 7, replacement_reasons: ['defective'], non_returnable_category_ids: [], non_returnable_product_ids: [order.net.productId] }, staff.token);
    expect(settings.statusCode, settings.body).toBe(200);
    const rules = await api.get('/api/user/return-rules/');
    await expectToMatchContract('getReturnRules', 200, rules.json());
    expect(rules.json()).toMatchObject({ window_days: 7, replacement_reasons: ['defective'], non_returnable: [{ kind: 'product' }] });
    const unwanted = await ask(order.id, { lines: [{ order_item_id: order.net.id, quantity: 1 }], reason: 'no_longer_needed', resolution: 'refund', photo_ids: [] }, order.token);
    expect(unwanted.statusCode).toBe(400);
    expect(unwanted.json()).toMatchObject({ errors: { 'lines[0].order_item_id': [expect.stringContaining('only if it arrived damaged')] } });
    const photo = await uploadPhoto(order.token);
    expect((await ask(order.id, { lines: [{ order_item_id: order.net.id, quantity: 1 }], reason: 'wrong_item', resolution: 'refund', photo_ids: [photo.id] }, order.token)).statusCode).toBe(201);
  });

  it('lets one of two staff decide at once; a rejection says why; a failed quality check is told', async () => {
    const order = await deliveredOrder();
    const asked = await ask(order.id, { lines: [{ order_item_id: order.spikes.id, quantity: 1 }], reason: 'no_longer_needed', resolution: 'refund', photo_ids: [] }, order.token);
    const id = asked.json<{ returns: { id: number }[] }>().returns[0]!.id;
    expect((await api.post(`/api/admin/returns/${id}/decision/`, { version: 1, decision: 'reject' }, staff.token)).json()).toMatchObject({ errors: { reason: expect.any(Array) } });
    const both = await Promise.all([
      api.post(`/api/admin/returns/${id}/decision/`, { version: 1, decision: 'approve', pickup: 'self' }, staff.token),
      api.post(`/api/admin/returns/${id}/decision/`, { version: 1, decision: 'reject', reason: 'Used' }, staff.token),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({ errors: { version: expect.any(Array) } });
    const won = both.find((answer) => answer.statusCode === 200)!.json<{ status: string; version: number }>();
    if (won.status === 'rejected') return;
    const before = await stockOf(order.spikes.variantId!);
    const failed = await api.post(`/api/admin/returns/${id}/receipt/`, { version: won.version, quality: 'failed', note: 'Installed and cut', lines: [{ order_item_id: order.spikes.id, sellable: 1, damaged: 0 }] }, staff.token);
    expect(failed.json()).toMatchObject({ status: 'quality_failed', quality_note: 'Installed and cut' });
    expect(await stockOf(order.spikes.variantId!)).toBe(before);
    const [mail] = await db.select({ text: outbox.textBody }).from(outbox).where(and(eq(outbox.recipient, order.email), eq(outbox.event, 'return_update'))).orderBy(outbox.id).limit(1).offset(2);
    expect(mail!.text).toContain('Installed and cut');
  });

  it('replaces a defective pack with an order at ₹0, its stock taken, linked to the original', async () => {
    const order = await deliveredOrder();
    const photo = await uploadPhoto(order.token);
    const asked = await ask(order.id, { lines: [{ order_item_id: order.net.id, quantity: 1 }], reason: 'defective', resolution: 'replacement', photo_ids: [photo.id] }, order.token);
    const id = asked.json<{ returns: { id: number }[] }>().returns[0]!.id;
    const approved = (await api.post(`/api/admin/returns/${id}/decision/`, { version: 1, decision: 'approve', pickup: 'self' }, staff.token)).json<{ version: number }>();
    const received = (await api.post(`/api/admin/returns/${id}/receipt/`, { version: approved.version, quality: 'passed', lines: [{ order_item_id: order.net.id, sellable: 0, damaged: 1 }] }, staff.token)).json<{ version: number }>();
    const before = await stockOf(order.net.variantId!);
    const replaced = await api.post(`/api/admin/returns/${id}/resolution/`, { version: received.version }, staff.token);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const { replacement_order_id: replacement } = replaced.json<{ replacement_order_id: number }>();
    expect(replaced.json()).toMatchObject({ status: 'replaced', refund: null });
    expect(await stockOf(order.net.variantId!)).toBe(before - 1);
    const page = await api.get(`/api/admin/orders/${replacement}/`, staff.token);
    await expectToMatchContract('getAdminOrder', 200, page.json());
    expect(page.json()).toMatchObject({ total_paise: 0, payment_status: 'completed', delivery_status: 'pending', replaces_order_id: order.id, items: [{ quantity: 1 }] });
    // The same resolution again is refused, naming the version.
    expect((await api.post(`/api/admin/returns/${id}/resolution/`, { version: received.version }, staff.token)).statusCode).toBe(409);
  });
});
