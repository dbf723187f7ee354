/**
 * Tracking booked parcels, on both databases, with a scripted carrier: the webhook (its token, its raw body
 * stored before anything else, updates for unknown AWBs kept for staff), scans joining the timeline once
 * however often and in whatever order they come, delivered and returned moving the order and never back, the
 * customer's mail at the owner's chosen steps only, and the pull catching what the webhook missed.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { carrierWebhooks, outbox, orderStatusHistory, orders, products, shipments } from '../src/db/schema';
import { buildServer } from '../src/http/server';
import type { Logger } from '../src/logger';
import { DEFAULT_DELIVERY_SETTINGS, updateDeliverySettings } from '../src/shipping/delivery-settings';
import { pullTracking } from '../src/flows/track-shipment/pull';
import { applyStoredWebhooks, forgetOldWebhooks } from '../src/flows/track-shipment/webhook';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, testConfig, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { countRows, resetDatabase, staffSessionFor } from './support/fixtures';
import { ScriptedCarrier, scriptedWebhook, type ScriptedScan } from './support/scripted-carrier';
import { placeTestOrder } from './support/shippable-orders';

const TOKEN = 'carrier-webhook-token-for-tests';
const WEBHOOK = '/api/carrier/tracking/webhook';

/**
 * A time `minutes` after the test started, as the courier writes it. Each test starts its own clock: the
 * order is marked shipped when it is booked, and a scan a minute after the file loaded could come before that
 * on a busy machine.
 */
const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
let start = Date.now();
beforeEach(() => {
  start = Date.now();
});

const scan = (step: ScriptedScan['step'], minutes: number, detail: string | null = null): ScriptedScan => ({ step, at: at(minutes), key: `${step}@${minutes}`, detail });

describe.each(RULE_DRIVERS)('tracking on %s', (driver) => {
  const carrier = new ScriptedCarrier();
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let db: Database;
  let staff: { id: number; token: string };
  beforeAll(async () => {
    t = await startTestApp(driver, { ...ACCOUNT_ENV, CARRIER_WEBHOOK_TOKEN: TOKEN }, { carrier });
    api = client(t);
    db = t.database.db;
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await resetDatabase(db);
    carrier.reset();
    const session = await staffSessionFor(db, TEST_KEYS);
    staff = { id: session.user.id, token: session.token };
  });

  /** Posts as the aggregator does; `key` null sends no key at all. */
  const post = (payload: string, key: string | null = TOKEN) =>
    t.app.inject({ method: 'POST', url: WEBHOOK, headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'x-api-key': key }) }, payload });

  /** A paid order booked through the back-office: shipped, with its AWB. */
  async function bookedOrder() {
    const order = await placeTestOrder(t);
    const booked = await api.post(`/api/admin/orders/${order.id}/book-shipment/`, { version: 1 }, staff.token);
    expect(booked.statusCode, booked.body).toBe(200);
    return { ...order, awb: booked.json<{ booking: { awb: string } }>().booking.awb };
  }

  const timeline = async (orderId: number) =>
    (await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(orderStatusHistory.at, orderStatusHistory.id)).map((row) => ({
      status: row.status,
      detail: row.detail,
    }));
  const statusOf = async (orderId: number) => (await db.select({ status: orders.deliveryStatus }).from(orders).where(eq(orders.id, orderId)))[0]!.status;
  const mailsTo = async (email: string) =>
    (await db.select({ kind: outbox.event }).from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.id)).map((mail) => mail.kind);
  const logged = () => {
    const lines: { level: string; message: string }[] = [];
    const logger: Logger = {
      info: (_details, message) => lines.push({ level: 'info', message }),
      warn: (_details, message) => lines.push({ level: 'warn', message }),
      error: (_details, message) => lines.push({ level: 'error', message }),
    };
    return { lines, context: { siteUrl: t.config.siteUrl, seller: t.config.seller, logger } };
  };

  it('refuses a wrong or missing key with 401 and stores nothing; without a token configured there is no webhook', async () => {
    const { awb } = await bookedOrder();
    const body = scriptedWebhook(awb, [scan('picked_up', 1)]);
    for (const key of [null, '', 'carrier-webhook-token-for-test', `${TOKEN}x`]) {
      const refused = await post(body, key);
      expect(refused.statusCode, String(key)).toBe(401);
      await expectToMatchContract('carrierTrackingWebhook', 401, refused.json());
      expect(refused.json()).toMatchObject({ errors: { 'x-api-key': [expect.any(String)] } });
    }
    expect(await countRows(db, carrierWebhooks)).toBe(0);

    const unconfigured = await buildServer({ config: testConfig(ACCOUNT_ENV), db, carrier });
    try {
      const absent = await unconfigured.inject({ method: 'POST', url: WEBHOOK, headers: { 'content-type': 'application/json', 'x-api-key': TOKEN }, payload: body });
      expect(absent.statusCode).toBe(404);
      await expectToMatchContract('carrierTrackingWebhook', 404, absent.json());
    } finally {
      await unconfigured.close();
    }
    expect(await countRows(db, carrierWebhooks)).toBe(0);
  });

  it('keeps an update for an AWB the shop does not know, as received, for staff to review', async () => {
    const body = scriptedWebhook('SR0000099999', [scan('in_transit', 1, 'Arrived at hub, Nagpur')], 'IN TRANSIT');
    const kept = await post(body);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toEqual({ status: 'unknown_awb' });
    const [stored] = await db.select().from(carrierWebhooks);
    expect(stored).toMatchObject({ carrier: 'demo', awb: 'SR0000099999', status: 'IN TRANSIT', rawBody: body, outcome: 'unknown_awb' });

    const listed = await api.get('/api/admin/tracking-updates/?page=1&page_size=10', staff.token);
    expect(listed.statusCode, listed.body).toBe(200);
    await expectToMatchContract('listUnmatchedTrackingUpdates', 200, listed.json());
    expect(listed.json()).toEqual({
      items: [{ id: stored!.id, received_at: stored!.receivedAt.toISOString(), awb: 'SR0000099999', status: 'IN TRANSIT', detail: 'Arrived at hub, Nagpur' }],
      total: 1,
      page: 1,
      page_size: 10,
    });
    expect((await api.get('/api/admin/tracking-updates/?page_size=101', staff.token)).statusCode).toBe(400);
    expect((await api.get('/api/admin/tracking-updates/')).statusCode).toBe(401);
  });

  it('adds a scan to the timeline once, however often it comes, also twice at once', async () => {
    const { id, awb, email } = await bookedOrder();
    const pickedUp = scriptedWebhook(awb, [scan('picked_up', 1, 'Picked up, Mumbai')]);
    expect((await post(pickedUp)).json()).toEqual({ status: 'applied' });
    expect((await post(pickedUp)).json()).toEqual({ status: 'duplicate' });

    const inTransit = scriptedWebhook(awb, [scan('picked_up', 1, 'Picked up, Mumbai'), scan('in_transit', 30, 'Arrived at hub, Pune')]);
    const answers = await Promise.all([post(inTransit), post(inTransit)]);
    expect(answers.map((answer) => answer.json<{ status: string }>().status).sort()).toEqual(['applied', 'duplicate']);

    expect(await timeline(id)).toEqual([
      { status: 'pending', detail: null },
      { status: 'shipped', detail: null },
      { status: 'picked_up', detail: 'Picked up, Mumbai' },
      { status: 'in_transit', detail: 'Arrived at hub, Pune' },
    ]);
    // A body sent again is stored once.
    expect(await countRows(db, carrierWebhooks)).toBe(2);
    expect(await mailsTo(email)).toEqual(['order_confirmation', 'order_shipped']);
    const order = await api.get(`/api/admin/orders/${id}/`, staff.token);
    expect(order.json()).toMatchObject({ delivery_status: 'shipped', booking: { last_tracked_at: expect.any(String) } });
    expect(order.json<{ timeline: { status: string; at: string }[] }>().timeline.at(-1)).toEqual({ status: 'in_transit', at: at(30), detail: 'Arrived at hub, Pune' });
  });

  it('moves the order to delivered at the scan’s time, and a late older scan never moves it back', async () => {
    const { id, awb, email } = await bookedOrder();
    await post(scriptedWebhook(awb, [scan('out_for_delivery', 60, 'Out for delivery, Pune')]));
    expect((await post(scriptedWebhook(awb, [scan('delivered', 90, 'Delivered to Asha')]))).json()).toEqual({ status: 'applied' });
    expect(await statusOf(id)).toBe('delivered');
    const [delivered] = await db.select().from(orderStatusHistory).where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.status, 'delivered')));
    expect(delivered).toMatchObject({ at: new Date(at(90)), detail: 'Delivered to Asha' });

    // A scan from before delivery, reported late: on the timeline in its place, the order where it was.
    expect((await post(scriptedWebhook(awb, [scan('in_transit', 30, 'Arrived at hub, Pune')]))).json()).toEqual({ status: 'applied' });
    expect((await post(scriptedWebhook(awb, [scan('delivered', 90, 'Delivered to Asha')]))).json()).toEqual({ status: 'duplicate' });
    expect(await statusOf(id)).toBe('delivered');
    expect((await timeline(id)).map((entry) => entry.status)).toEqual(['pending', 'shipped', 'in_transit', 'out_for_delivery', 'delivered']);
    expect(await mailsTo(email)).toEqual(['order_confirmation', 'order_shipped', 'tracking_out_for_delivery', 'order_delivered']);
  });

  it('takes a scan that comes while the booking is still asking for the pickup, and the booking still finishes', async () => {
    const order = await placeTestOrder(t);
    const release = carrier.hold('schedulePickup');
    const booking = api.post(`/api/admin/orders/${order.id}/book-shipment/`, { version: 1 }, staff.token);
    await expect.poll(() => carrier.stepsCalled().includes('schedulePickup')).toBe(true);
    const [{ awb }] = (await db.select({ awb: shipments.awb }).from(shipments).where(eq(shipments.orderId, order.id))) as [{ awb: string }];
    expect((await post(scriptedWebhook(awb, [scan('picked_up', 1, 'Picked up, Mumbai')]))).json()).toEqual({ status: 'applied' });
    release();
    const booked = await booking;
    expect(booked.statusCode, booked.body).toBe(200);
    expect((await timeline(order.id)).map((entry) => entry.status).sort()).toEqual(['pending', 'picked_up', 'shipped']);
  });

  it('leaves an order staff already marked delivered as it is when the courier’s delivered scan comes', async () => {
    const { id, awb } = await bookedOrder();
    expect((await api.post(`/api/admin/orders/${id}/deliver/`, { version: 2 }, staff.token)).statusCode).toBe(200);
    expect((await post(scriptedWebhook(awb, [scan('delivered', 90, 'Delivered')]))).json()).toEqual({ status: 'duplicate' });
    expect((await timeline(id)).filter((entry) => entry.status === 'delivered')).toHaveLength(1);
  });

  it('brings a refused parcel back: return to origin mails the customer, back at the shop returns the order and its stock', async () => {
    const { id, awb, email, productIds } = await bookedOrder();
    const stock = async () => (await db.select({ stock: products.stock }).from(products).where(eq(products.id, productIds[0]!)))[0]!.stock;
    expect(await stock()).toBe(8);
    await post(scriptedWebhook(awb, [scan('delivery_failed', 60, 'Customer refused'), scan('rto_initiated', 120, 'Return to origin')]));
    expect(await statusOf(id)).toBe('shipped');
    await post(scriptedWebhook(awb, [scan('rto_delivered', 1000, 'Delivered back to the shipper')]));
    expect(await statusOf(id)).toBe('returned');
    expect(await stock()).toBe(10);
    expect((await timeline(id)).map((entry) => entry.status)).toEqual(['pending', 'shipped', 'delivery_failed', 'rto_initiated', 'returned']);
    // One mail for the update that carried two steps: its latest news.
    expect(await mailsTo(email)).toEqual(['order_confirmation', 'order_shipped', 'tracking_rto_initiated', 'order_returned']);
  });

  it('mails the customer only at the steps the owner chose', async () => {
    const { awb, email } = await bookedOrder();
    await post(scriptedWebhook(awb, [scan('picked_up', 1)]));
    await post(scriptedWebhook(awb, [scan('in_transit', 30)]));
    expect(await mailsTo(email)).toEqual(['order_confirmation', 'order_shipped']);

    await updateDeliverySettings(db, { ...DEFAULT_DELIVERY_SETTINGS, trackingMailSteps: ['in_transit'], version: 1 }, staff.id);
    await post(scriptedWebhook(awb, [scan('in_transit', 45, 'Arrived at hub, Satara')]));
    await post(scriptedWebhook(awb, [scan('out_for_delivery', 60)]));
    expect(await mailsTo(email)).toEqual(['order_confirmation', 'order_shipped', 'tracking_in_transit']);
    const [mail] = await db.select().from(outbox).where(eq(outbox.event, 'tracking_in_transit'));
    expect(mail?.textBody).toContain('Arrived at hub, Satara');
    expect(mail?.textBody).toContain(awb);
  });

  it('leaves out scans dated outside the parcel’s journey: year 0 and 9999 are ignored with the reason, and later news still mails', async () => {
    const { id, awb, email } = await bookedOrder();
    const dated = (step: ScriptedScan['step'], when: string): ScriptedScan => ({ step, at: when, key: `${step}@${when}`, detail: null });
    for (const update of [[dated('picked_up', '0000-01-01T00:00:00.000Z')], [dated('in_transit', '9999-12-31T00:00:00.000Z')], [dated('in_transit', at(-3 * 24 * 60))]]) {
      const answer = await post(scriptedWebhook(awb, update));
      expect(answer.statusCode, update[0]!.at).toBe(200);
      expect(answer.json(), update[0]!.at).toEqual({ status: 'ignored' });
    }
    const stored = await db.select({ outcome: carrierWebhooks.outcome, reason: carrierWebhooks.reason }).from(carrierWebhooks);
    expect(stored).toEqual(Array(3).fill({ outcome: 'ignored', reason: expect.stringMatching(/outside the parcel’s journey/) }));

    expect((await post(scriptedWebhook(awb, [scan('out_for_delivery', 60, 'Out for delivery, Pune')]))).json()).toEqual({ status: 'applied' });
    expect(await mailsTo(email)).toContain('tracking_out_for_delivery');
    expect((await timeline(id)).map((entry) => entry.status)).toEqual(['pending', 'shipped', 'out_for_delivery']);
  });

  it('ignores, with the reason, an update the database will never take, at once or when housekeeping retries it, and retries the rest', async () => {
    const { id, awb } = await bookedOrder();
    const hopeless = await post(scriptedWebhook(awb, [{ step: 'teleported' as ScriptedScan['step'], at: at(1), key: 'odd', detail: null }]));
    expect(hopeless.json()).toEqual({ status: 'ignored' });
    // Stored while the reader was down, the same kind of update waits for housekeeping, which gives up on it and applies the next.
    carrier.readerBroken = true;
    expect((await post(scriptedWebhook(awb, [{ step: 'teleported' as ScriptedScan['step'], at: at(2), key: 'odder', detail: null }]))).json()).toEqual({ status: 'pending' });
    expect((await post(scriptedWebhook(awb, [scan('picked_up', 3)]))).json()).toEqual({ status: 'pending' });
    carrier.readerBroken = false;
    await db.update(carrierWebhooks).set({ receivedAt: sql`now() - interval '10 minutes'` });
    const { context } = logged();
    await applyStoredWebhooks(db, carrier, context);
    const rows = await db.select({ outcome: carrierWebhooks.outcome, reason: carrierWebhooks.reason }).from(carrierWebhooks).orderBy(carrierWebhooks.id);
    expect(rows).toEqual([
      { outcome: 'ignored', reason: expect.stringMatching(/^Could not be applied: /) },
      { outcome: 'ignored', reason: expect.stringMatching(/^Could not be applied: /) },
      { outcome: 'applied', reason: null },
    ]);
    expect((await timeline(id)).map((entry) => entry.status)).toEqual(['pending', 'shipped', 'picked_up']);
  });

  it('forgets stored updates after 90 days', async () => {
    const { awb } = await bookedOrder();
    await post(scriptedWebhook(awb, [scan('picked_up', 1)]));
    await post(scriptedWebhook('SR0000099999', [scan('in_transit', 2)]));
    await db.update(carrierWebhooks).set({ receivedAt: sql`now() - interval '91 days'` }).where(eq(carrierWebhooks.awb, 'SR0000099999'));
    await forgetOldWebhooks(db);
    expect((await db.select({ awb: carrierWebhooks.awb }).from(carrierWebhooks)).map((row) => row.awb)).toEqual([awb]);
  });

  it('refuses a body that is not JSON (nothing kept) or not a tracking update (kept, ignored), and acknowledges a ping', async () => {
    const notJson = await post('awb=123&status=delivered');
    expect(notJson.statusCode).toBe(400);
    await expectToMatchContract('carrierTrackingWebhook', 400, notJson.json());
    expect(await countRows(db, carrierWebhooks)).toBe(0);

    const notAnUpdate = await post('{"shipment": "somewhere"}');
    expect(notAnUpdate.statusCode).toBe(400);
    expect(notAnUpdate.json()).toMatchObject({ errors: { body: ['No AWB or scans in the update'] } });
    const ping = await post('{"event": "ping"}');
    expect(ping.statusCode).toBe(200);
    expect(ping.json()).toEqual({ status: 'ignored' });
    expect((await db.select({ outcome: carrierWebhooks.outcome, awb: carrierWebhooks.awb }).from(carrierWebhooks).orderBy(carrierWebhooks.id))).toEqual([
      { outcome: 'ignored', awb: null },
      { outcome: 'ignored', awb: null },
    ]);
  });

  it('keeps an update the carrier failed to read, and applies it once later', async () => {
    const { id, awb } = await bookedOrder();
    carrier.readerBroken = true;
    const kept = await post(scriptedWebhook(awb, [scan('picked_up', 1, 'Picked up, Mumbai')]));
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ status: 'pending' });
    expect((await db.select({ outcome: carrierWebhooks.outcome }).from(carrierWebhooks))[0]?.outcome).toBeNull();

    // Housekeeping leaves it to its own request for a few minutes, then reads and applies it, once.
    const { lines, context } = logged();
    await applyStoredWebhooks(db, carrier, context);
    await db.update(carrierWebhooks).set({ receivedAt: sql`now() - interval '10 minutes'` });
    await applyStoredWebhooks(db, carrier, context);
    expect(lines).toEqual([{ level: 'error', message: 'A stored tracking update could not be applied' }]);
    carrier.readerBroken = false;
    await applyStoredWebhooks(db, carrier, context);
    await applyStoredWebhooks(db, carrier, context);
    expect((await db.select({ outcome: carrierWebhooks.outcome }).from(carrierWebhooks))[0]?.outcome).toBe('applied');
    expect((await timeline(id)).map((entry) => entry.status)).toEqual(['pending', 'shipped', 'picked_up']);
  });

  it('pulls what the webhook missed, asks again only after a silence, and waits out an aggregator that is down', async () => {
    const first = await bookedOrder();
    const second = await bookedOrder();
    carrier.scans.set(first.awb, [scan('picked_up', 1), scan('out_for_delivery', 60, 'Out for delivery, Pune')]);
    const { lines, context } = logged();

    carrier.down = true;
    expect(await pullTracking(db, carrier, context, { silentForMinutes: 30 })).toEqual({ asked: 1 });
    expect(lines).toEqual([{ level: 'warn', message: expect.stringContaining('did not answer the tracking pull') }]);
    expect(await timeline(first.id)).toHaveLength(2);

    carrier.down = false;
    expect(await pullTracking(db, carrier, context, { silentForMinutes: 30 })).toEqual({ asked: 2 });
    expect((await timeline(first.id)).map((entry) => entry.status)).toEqual(['pending', 'shipped', 'picked_up', 'out_for_delivery']);
    expect(await mailsTo(first.email)).toContain('tracking_out_for_delivery');
    expect(await timeline(second.id)).toHaveLength(2);

    // Both were heard of just now; a parcel silent for longer is asked again, the longest silent first.
    expect(await pullTracking(db, carrier, context, { silentForMinutes: 30 })).toEqual({ asked: 0 });
    await db.update(shipments).set({ lastTrackedAt: sql`now() - interval '2 hours'` }).where(eq(shipments.orderId, second.id));
    carrier.calls.length = 0;
    expect(await pullTracking(db, carrier, context, { silentForMinutes: 30, batchSize: 5 })).toEqual({ asked: 1 });
    expect(carrier.calls).toEqual([{ step: 'track', args: [{ awb: second.awb, bookedAt: expect.any(Date), answers: [] }] }]);

    // A parcel whose tracking fails in the adapter is logged, and the pull goes on to the next.
    await db.update(shipments).set({ lastTrackedAt: null }).where(like(shipments.awb, '%'));
    carrier.brokenTracks.add(first.awb);
    carrier.scans.set(second.awb, [scan('picked_up', 80)]);
    lines.length = 0;
    expect(await pullTracking(db, carrier, context, { silentForMinutes: 30 })).toEqual({ asked: 2 });
    expect(lines).toEqual([{ level: 'error', message: expect.stringContaining('the pull goes on') }]);
    expect((await timeline(second.id)).map((entry) => entry.status)).toContain('picked_up');
    carrier.brokenTracks.clear();

    // A delivered parcel is no longer asked about.
    carrier.scans.set(second.awb, [scan('delivered', 90)]);
    await db.update(shipments).set({ lastTrackedAt: null }).where(like(shipments.awb, '%'));
    await pullTracking(db, carrier, context, { silentForMinutes: 30 });
    expect(await statusOf(second.id)).toBe('delivered');
    carrier.calls.length = 0;
    await db.update(shipments).set({ lastTrackedAt: null }).where(like(shipments.awb, '%'));
    await pullTracking(db, carrier, context, { silentForMinutes: 30 });
    expect(carrier.calls.map((call) => (call.args[0] as { awb: string }).awb)).toEqual([first.awb]);
  });
});
