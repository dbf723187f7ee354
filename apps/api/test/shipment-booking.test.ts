/**
 * Booking parcels with the courier aggregator from the back-office, through HTTP on both databases, against a
 * scripted carrier: the quotes for an order's parcel, the four booking steps in order and the order shipped as
 * the manual Ship does it (mail, timeline, audit), a booking broken off at each step and resumed without
 * repeating a step, two staff booking at once, and everything refused before the aggregator is asked.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { outbox, orderStatusHistory, shipments } from '../src/db/schema';
import type { ShipmentRequest } from '../src/shipping/carrier';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract, expectToMatchSchema } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { resetDatabase, staffSessionFor } from './support/fixtures';
import { LABEL_PDF, ScriptedCarrier, type BookingStep } from './support/scripted-carrier';
import { makeCashOnDelivery, placeTestOrder } from './support/shippable-orders';

interface AdminOrderAnswer {
  version: number;
  delivery_status: string;
  shipment: { courier: string; tracking_number: string; tracking_url: string | null } | null;
  booking: { status: string; awb: string | null; courier_name: string | null; error: string | null; label_ready: boolean } | null;
  timeline: { status: string }[];
}

const BOOKING_STEPS: BookingStep[] = ['createOrder', 'assignAwb', 'generateLabel', 'schedulePickup'];

describe.each(RULE_DRIVERS)('booking shipments on %s', (driver) => {
  const carrier = new ScriptedCarrier();
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let db: Database;
  let staffToken: string;
  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV, { carrier });
    api = client(t);
    db = t.database.db;
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await resetDatabase(db);
    carrier.reset();
    staffToken = (await staffSessionFor(db, TEST_KEYS)).token;
  });

  const book = (id: number, body: Record<string, unknown>) => api.post(`/api/admin/orders/${id}/book-shipment/`, body, staffToken);
  const adminOrder = async (id: number) => (await api.get(`/api/admin/orders/${id}/`, staffToken)).json<AdminOrderAnswer>();
  const timesCalled = (step: BookingStep) => carrier.stepsCalled().filter((called) => called === step).length;

  it('quotes the order’s stacked parcel from the pickup pincode, recommending the owner’s choice', async () => {
    const order = await placeTestOrder(t);
    const quotes = await api.get(`/api/admin/orders/${order.id}/courier-quotes/`, staffToken);
    expect(quotes.statusCode, quotes.body).toBe(200);
    await expectToMatchContract('listCourierQuotes', 200, quotes.json());
    // Two 600 g strips and a 1 kg net, stacked: 2.2 kg in 40 × 20 × 26 cm, which a courier bills as 4.16 kg.
    expect(quotes.json()).toEqual({
      pickup_pincode: '400069',
      delivery_pincode: '411001',
      parcel: { weight_grams: 2200, length_cm: 40, breadth_cm: 20, height_cm: 26, charged_weight_grams: 4160 },
      recommended_courier_id: 'xpress-lite',
      couriers: [
        { courier_id: 'bluedart-air', courier_name: 'Blue Dart Air', rate_paise: 14500, estimated_days: 2, cash_on_delivery: true },
        { courier_id: 'delhivery-surface', courier_name: 'Delhivery Surface', rate_paise: 8900, estimated_days: 5, cash_on_delivery: true },
        { courier_id: 'xpress-lite', courier_name: 'Xpress Lite', rate_paise: 6500, estimated_days: 6, cash_on_delivery: false },
      ],
    });
    expect(carrier.calls[0]?.args[0]).toMatchObject({ pickupPincode: '400069', deliveryPincode: '411001', cashOnDelivery: false, declaredValuePaise: 329700 });

    carrier.down = true;
    const down = await api.get(`/api/admin/orders/${order.id}/courier-quotes/`, staffToken);
    expect(down.statusCode).toBe(503);
    await expectToMatchContract('listCourierQuotes', 503, down.json());
    expect(down.json()).toMatchObject({ errors: { carrier: [expect.any(String)] } });
    expect((await api.get('/api/admin/orders/424242/courier-quotes/', staffToken)).statusCode).toBe(404);
    expect((await api.get(`/api/admin/orders/${order.id}/courier-quotes/`, order.token)).statusCode).toBe(403);
  });

  it('offers a cash-on-delivery order only couriers that collect cash, and refuses one not yet confirmed', async () => {
    const order = await placeTestOrder(t, { paid: false });
    await makeCashOnDelivery(db, order.id, 'awaiting');
    const unconfirmed = await api.get(`/api/admin/orders/${order.id}/courier-quotes/`, staffToken);
    expect(unconfirmed.statusCode).toBe(409);
    await expectToMatchContract('listCourierQuotes', 409, unconfirmed.json());
    expect(unconfirmed.json()).toMatchObject({ errors: { delivery_status: [expect.stringContaining('not confirmed')] } });
    expect((await book(order.id, { version: 1 })).statusCode).toBe(409);
    expect(carrier.calls).toEqual([]);

    await makeCashOnDelivery(db, order.id, 'confirmed');
    const quotes = (await api.get(`/api/admin/orders/${order.id}/courier-quotes/`, staffToken)).json<{ recommended_courier_id: string; couriers: { courier_id: string }[] }>();
    expect(quotes.couriers.map((courier) => courier.courier_id)).toEqual(['bluedart-air', 'delhivery-surface']);
    expect(quotes.recommended_courier_id).toBe('delhivery-surface');
    const booked = await book(order.id, { version: (await adminOrder(order.id)).version });
    expect(booked.statusCode, booked.body).toBe(200);
    expect((carrier.calls.find((call) => call.step === 'createOrder')?.args[0] as ShipmentRequest).cashOnDelivery).toBe(true);
  });

  it('books in four steps and ships the order with the AWB, the courier’s page, the customer’s mail and the timeline', async () => {
    const order = await placeTestOrder(t);
    expect((await adminOrder(order.id)).booking).toBeNull();
    const booked = await book(order.id, { version: 1 });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(carrier.stepsCalled()).toEqual(['quotes', ...BOOKING_STEPS]);

    const request = carrier.calls.find((call) => call.step === 'createOrder')!.args[0] as ShipmentRequest;
    expect(request).toMatchObject({
      orderId: order.id,
      pickupPincode: '400069',
      consignee: { name: 'Asha Patel', phone: '9876543210', email: order.email, city: 'Pune', pincode: '411001' },
      parcel: { weightGrams: 2200, lengthCm: 40, breadthCm: 20, heightCm: 26 },
      totalPaise: 329700,
      cashOnDelivery: false,
    });
    expect(request.items.map((item) => item.units)).toEqual([2, 1]);
    expect(carrier.calls.find((call) => call.step === 'assignAwb')?.args).toEqual([`SS-${order.id}`, 'xpress-lite']);

    const answer = booked.json<AdminOrderAnswer>();
    const awb = answer.booking!.awb!;
    await expectToMatchSchema('ShipmentBookingState', answer.booking);
    expect(answer).toMatchObject({
      delivery_status: 'shipped',
      version: 2,
      shipment: { courier: 'Xpress Lite', tracking_number: awb, tracking_url: `https://track.example.test/${awb}` },
      booking: { status: 'booked', courier_name: 'Xpress Lite', error: null, label_ready: true, pickup_scheduled_for: '2026-12-01', rate_paise: 6500, carrier: 'demo' },
    });
    expect(answer.timeline.map((entry) => entry.status)).toEqual(['pending', 'shipped']);

    const [mail] = await db.select().from(outbox).where(and(eq(outbox.recipient, order.email), eq(outbox.event, 'order_shipped')));
    expect(mail?.textBody).toContain(`Tracking number: ${awb}`);
    expect(mail?.textBody).toContain(`https://track.example.test/${awb}`);
    const seen = await api.get(`/api/user/orders/${order.id}/`, order.token);
    expect(seen.json()).toMatchObject({ shipment: { courier: 'Xpress Lite', tracking_number: awb } });

    const audit = await api.get(`/api/admin/audit/?entity_type=order&entity_id=${order.id}`, staffToken);
    expect(audit.json<{ items: { action: string }[] }>().items.map((entry) => entry.action).sort()).toEqual(['order.book_shipment', 'order.ship']);

    // The parcel has left: booking again is the conflict of any move the order cannot make.
    const again = await book(order.id, { version: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errors: { delivery_status: ['This order is already shipped.'] } });
    expect(timesCalled('createOrder')).toBe(1);
  });

  it('books with the courier staff chose, and refuses one the aggregator does not quote', async () => {
    const order = await placeTestOrder(t);
    const unknown = await book(order.id, { version: 1, courier_id: 'pigeon-post' });
    expect(unknown.statusCode).toBe(400);
    await expectToMatchContract('bookShipment', 400, unknown.json());
    expect(unknown.json()).toMatchObject({ errors: { courier_id: [expect.any(String)] } });
    expect(carrier.stepsCalled()).toEqual(['quotes']);

    const booked = await book(order.id, { version: 1, courier_id: 'bluedart-air' });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({ shipment: { courier: 'Blue Dart Air' }, booking: { rate_paise: 14500 } });
  });

  it.each(BOOKING_STEPS)('resumes a booking the aggregator broke off at %s, repeating no step that succeeded', async (failing) => {
    const order = await placeTestOrder(t);
    carrier.fail(failing, 'down');
    const broken = await book(order.id, { version: 1 });
    expect(broken.statusCode).toBe(503);
    await expectToMatchContract('bookShipment', 503, broken.json());
    expect(broken.json()).toMatchObject({ errors: { carrier: [`The aggregator did not answer ${failing}`] } });

    const waiting = await adminOrder(order.id);
    expect(waiting).toMatchObject({ delivery_status: 'pending', version: 1, booking: { status: 'booking', error: expect.stringContaining(`The aggregator did not answer ${failing}`) } });
    await expectToMatchSchema('ShipmentBookingState', waiting.booking);

    const finished = await book(order.id, { version: 1 });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json()).toMatchObject({ delivery_status: 'shipped', booking: { status: 'booked', error: null } });
    for (const step of BOOKING_STEPS) expect(timesCalled(step), step).toBe(step === failing ? 2 : 1);
  });

  it('keeps the aggregator’s refusal for staff, and books with another courier', async () => {
    const order = await placeTestOrder(t);
    carrier.fail('assignAwb', 'refused', { message: 'Pincode 411001 is not serviceable by Xpress Lite' });
    const refused = await book(order.id, { version: 1 });
    expect(refused.statusCode).toBe(409);
    await expectToMatchContract('bookShipment', 409, refused.json());
    expect(refused.json()).toMatchObject({ errors: { carrier: ['Pincode 411001 is not serviceable by Xpress Lite'] } });
    expect((await adminOrder(order.id)).booking).toMatchObject({ status: 'booking', awb: null, error: expect.stringContaining('not serviceable by Xpress Lite') });

    const booked = await book(order.id, { version: 1, courier_id: 'delhivery-surface' });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({ shipment: { courier: 'Delhivery Surface' } });
    expect(carrier.calls.filter((call) => call.step === 'assignAwb').map((call) => call.args[1])).toEqual(['xpress-lite', 'delhivery-surface']);
    expect(timesCalled('createOrder')).toBe(1);
  });

  it('lets only one of two staff book at once', async () => {
    const order = await placeTestOrder(t);
    const release = carrier.hold('createOrder');
    const first = book(order.id, { version: 1 });
    await expect.poll(() => timesCalled('createOrder')).toBe(1);
    const second = await book(order.id, { version: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ errors: { booking: [expect.stringContaining('right now')] } });
    release();
    expect((await first).statusCode).toBe(200);
    expect(timesCalled('createOrder')).toBe(1);

    // Pressed together with nothing held: one books, the other is told, and the aggregator books once.
    const other = await placeTestOrder(t);
    const answers = await Promise.all([book(other.id, { version: 1 }), book(other.id, { version: 1 })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(carrier.calls.filter((call) => call.step === 'assignAwb' && call.args[0] === `SS-${other.id}`)).toHaveLength(1);
    expect(await db.select().from(shipments).where(eq(shipments.orderId, other.id))).toHaveLength(1);
  });

  it('refuses a stale version, an unpaid order and a shipped one before asking the aggregator', async () => {
    const order = await placeTestOrder(t);
    const stale = await book(order.id, { version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errors: { version: [expect.stringContaining('Reload')] } });

    const unpaid = await placeTestOrder(t, { paid: false });
    const refused = await book(unpaid.id, { version: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errors: { delivery_status: [expect.stringContaining('payment is pending')] } });

    const shipped = await api.post(`/api/admin/orders/${order.id}/ship/`, { version: 1, courier: 'India Post', tracking_number: 'EE123456789IN' }, staffToken);
    expect(shipped.statusCode).toBe(200);
    expect((await book(order.id, { version: 2 })).statusCode).toBe(409);
    expect((await book(424242, { version: 1 })).statusCode).toBe(404);
    expect((await book(order.id, {})).statusCode).toBe(400);
    expect((await book(order.id, { version: 2, courier_id: '' })).statusCode).toBe(400);
    expect(carrier.calls).toEqual([]);
    expect(await db.select().from(shipments)).toEqual([]);
  });

  it('downloads the label of a booked parcel as a PDF named after its AWB, and refuses one without', async () => {
    const order = await placeTestOrder(t);
    const none = await api.get(`/api/admin/orders/${order.id}/label/`, staffToken);
    expect(none.statusCode).toBe(409);
    await expectToMatchContract('getShipmentLabel', 409, none.json());
    expect((await api.get('/api/admin/orders/424242/label/', staffToken)).statusCode).toBe(404);

    const awb = (await book(order.id, { version: 1 })).json<AdminOrderAnswer>().booking!.awb!;
    const label = await api.get(`/api/admin/orders/${order.id}/label/`, staffToken);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.headers['content-disposition']).toBe(`attachment; filename="label-${awb}.pdf"`);
    expect(new Uint8Array(label.rawPayload)).toEqual(LABEL_PDF);
    expect(carrier.calls.at(-1)).toEqual({ step: 'fetchLabel', args: [`https://labels.example.test/SS-${order.id}.pdf`] });

    carrier.fail('fetchLabel', 'down');
    const down = await api.get(`/api/admin/orders/${order.id}/label/`, staffToken);
    expect(down.statusCode).toBe(503);
    await expectToMatchContract('getShipmentLabel', 503, down.json());
    expect((await api.get(`/api/admin/orders/${order.id}/label/`, order.token)).statusCode).toBe(403);
  });

  it('keeps the manual Ship for parcels sent outside the integration: no booking, no label', async () => {
    const order = await placeTestOrder(t);
    const shipped = await api.post(`/api/admin/orders/${order.id}/ship/`, { version: 1, courier: 'India Post', tracking_number: 'EE123456789IN' }, staffToken);
    expect(shipped.json()).toMatchObject({ delivery_status: 'shipped', booking: null, shipment: { courier: 'India Post' } });
    expect((await api.get(`/api/admin/orders/${order.id}/label/`, staffToken)).statusCode).toBe(409);
    expect(await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id))).toHaveLength(2);
  });
});
