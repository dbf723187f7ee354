/**
 * The Shiprocket carrier's booking against the fake Shiprocket on loopback: what it sends (fields, rupees,
 * kilograms), one order however often a booking is retried, the AWB, the label, the pickup, its token, and
 * how Shiprocket's failures reach the shop (CarrierUnavailableError to try later, CarrierRefusedError with
 * Shiprocket's words for staff).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CarrierRefusedError, CarrierUnavailableError, type Carrier } from '../src/shipping/carrier';
import { createShiprocketCarrier } from '../src/shipping/shiprocket-carrier';
import { FAKE_SHIPROCKET_USER, FakeShiprocket, type FakeCourier } from './support/fake-shiprocket';
import { pdfText } from './support/pdf-text';
import { ASSIGNED, shipmentRequest } from './support/shipments';

const shiprocket = new FakeShiprocket();
const SURFACE: FakeCourier = { courier_company_id: 12, courier_name: 'Delhivery Surface', rate: 72.5, estimated_delivery_days: '4', etd: 'Dec 03, 2026', cod: 1 };

function shiprocketCarrier(overrides: { apiUrl?: string; timeoutMs?: number; pickupLocation?: string } = {}): Carrier {
  return createShiprocketCarrier({ apiUrl: shiprocket.url, ...FAKE_SHIPROCKET_USER, timeoutMs: 1000, pickupLocation: 'Primary', ...overrides });
}

beforeAll(async () => {
  await shiprocket.start();
});
afterAll(async () => {
  await shiprocket.stop();
});
beforeEach(() => {
  shiprocket.reset();
  shiprocket.couriers.set('560001', [SURFACE]);
});

const ORDERS = '/v1/external/orders';
const CREATE = '/v1/external/orders/create/adhoc';
const ASSIGN = '/v1/external/courier/assign/awb';

describe('creating the order', () => {
  it('sends the consignee as the billing address, rupees, centimetres and kilograms, in India’s time', async () => {
    const made = await shiprocketCarrier().createOrder(shipmentRequest());
    const [order] = shiprocket.orders.values();
    expect(made).toEqual({ carrierOrderId: String(order!.id), carrierShipmentId: String(order!.shipmentId) });
    expect(shiprocket.callsTo(CREATE)[0]!.body).toEqual({
      order_id: '42',
      order_date: '2026-11-28 10:00',
      pickup_location: 'Primary',
      billing_customer_name: 'Asha Patel',
      billing_address: '12 MG Road',
      billing_address_2: 'Near Trinity Metro',
      billing_city: 'Bengaluru',
      billing_pincode: '560001',
      billing_state: 'Karnataka',
      billing_country: 'India',
      billing_email: 'asha.patel@example.in',
      billing_phone: '9876543210',
      shipping_is_billing: true,
      order_items: [{ name: 'Stainless steel bird spikes (1 m)', sku: 'BS-SS-1M', units: 2, selling_price: 899.5, hsn: '7326' }],
      payment_method: 'COD',
      sub_total: 1799,
      length: 35,
      breadth: 12,
      height: 16,
      weight: 1.2,
    });
    await shiprocketCarrier().createOrder(shipmentRequest({ orderId: 43, cashOnDelivery: false, consignee: { ...shipmentRequest().consignee, addressLine2: null } }));
    expect(shiprocket.callsTo(CREATE)[1]!.body).toMatchObject({ order_id: '43', payment_method: 'Prepaid', billing_address_2: '' });
  });

  it('answers the order Shiprocket already has for a repeated booking, without creating another', async () => {
    const carrier = shiprocketCarrier();
    const first = await carrier.createOrder(shipmentRequest());
    // Another order whose id contains 42: Shiprocket's search matches it too.
    await carrier.createOrder(shipmentRequest({ orderId: 421 }));
    expect(await carrier.createOrder(shipmentRequest())).toEqual(first);
    expect(await shiprocketCarrier().createOrder(shipmentRequest())).toEqual(first);
    expect(shiprocket.orders.size).toBe(2);
    expect(shiprocket.callsTo(CREATE)).toHaveLength(2);
    expect(shiprocket.callsTo(ORDERS).map((call) => call.query)).toEqual([{ search: '42' }, { search: '421' }, { search: '42' }, { search: '42' }]);
  });

  it('refuses to book an order Shiprocket has cancelled under the same id', async () => {
    await shiprocketCarrier().createOrder(shipmentRequest());
    [...shiprocket.orders.values()][0]!.status = 'CANCELED';
    await expect(shiprocketCarrier().createOrder(shipmentRequest())).rejects.toThrow(new CarrierRefusedError("Shiprocket's order for order 42 is cancelled there; it cannot be shipped under the same order id"));
  });

  it('passes on what Shiprocket refuses, field by field, for staff', async () => {
    const noEmail = shipmentRequest({ consignee: { ...shipmentRequest().consignee, email: '' } });
    await expect(shiprocketCarrier().createOrder(noEmail)).rejects.toThrow(new CarrierRefusedError('Oops! Invalid Data. billing_email: The billing email field is required.'));
    await expect(shiprocketCarrier({ pickupLocation: 'Warehouse 2' }).createOrder(shipmentRequest())).rejects.toThrow(
      new CarrierRefusedError('Wrong Pickup location entered. Please choose one location from data given'),
    );
    shiprocket.refusals.set('create-order', 'Order Id is already in cancelled state');
    await expect(shiprocketCarrier().createOrder(shipmentRequest())).rejects.toThrow(new CarrierRefusedError('Order Id is already in cancelled state'));
    expect(shiprocket.orders.size).toBe(0);
  });
});

describe('the AWB', () => {
  it('is asked for the shipment and courier by number, with the courier’s name and Shiprocket’s tracking page', async () => {
    const carrier = shiprocketCarrier();
    const { carrierShipmentId } = await carrier.createOrder(shipmentRequest());
    const assigned = await carrier.assignAwb(carrierShipmentId, '12');
    expect(shiprocket.callsTo('/v1/external/courier/assign/awb')[0]!.body).toEqual({ shipment_id: Number(carrierShipmentId), courier_id: 12 });
    const [order] = shiprocket.orders.values();
    expect(assigned).toEqual({ awb: order!.awb, courierId: '12', courierName: 'Delhivery Surface', ratePaise: null, trackingUrl: `https://shiprocket.co/tracking/${order!.awb}` });
  });

  it('is refused in Shiprocket’s words when the courier cannot take the parcel, though the answer is HTTP 200', async () => {
    const carrier = shiprocketCarrier();
    const { carrierShipmentId } = await carrier.createOrder(shipmentRequest());
    await expect(carrier.assignAwb(carrierShipmentId, '99')).rejects.toThrow(new CarrierRefusedError('Selected courier is not serviceable for this shipment'));
    shiprocket.refusals.set('assign-awb', 'Pincode not serviceable by this courier');
    await expect(carrier.assignAwb(carrierShipmentId, '12')).rejects.toThrow(new CarrierRefusedError('Pincode not serviceable by this courier'));
    await expect(carrier.assignAwb('not-a-number', '12')).rejects.toBeInstanceOf(CarrierRefusedError);
  });

  it('resumes a booking Shiprocket broke off after the order, with the same order', async () => {
    const carrier = shiprocketCarrier();
    const order = await carrier.createOrder(shipmentRequest());
    shiprocket.stepsDown.add('assign-awb');
    await expect(carrier.assignAwb(order.carrierShipmentId, '12')).rejects.toBeInstanceOf(CarrierUnavailableError);
    shiprocket.stepsDown.clear();
    // The shop kept the order; asking again answers it, then the AWB comes.
    expect(await carrier.createOrder(shipmentRequest())).toEqual(order);
    expect((await carrier.assignAwb(order.carrierShipmentId, '12')).awb).toMatch(/^\d+$/);
    expect(shiprocket.orders.size).toBe(1);
  });

  it('is looked up before it is asked for, so an assignment whose answer was lost is not made twice', async () => {
    const carrier = shiprocketCarrier();
    const { carrierShipmentId } = await carrier.createOrder(shipmentRequest());
    shiprocket.lostAnswers.add('assign-awb');
    await expect(carrier.assignAwb(carrierShipmentId, '12')).rejects.toBeInstanceOf(CarrierUnavailableError);
    shiprocket.lostAnswers.clear();
    // Shiprocket acted on the request whose answer never came.
    const [order] = shiprocket.orders.values();
    expect(order!.awb).toMatch(/^\d+$/);
    expect(await carrier.assignAwb(carrierShipmentId, '12')).toEqual({
      awb: order!.awb,
      courierId: '12',
      courierName: 'Delhivery Surface',
      ratePaise: null,
      trackingUrl: `https://shiprocket.co/tracking/${order!.awb}`,
    });
    expect(shiprocket.callsTo(ASSIGN)).toHaveLength(1);
    expect(shiprocket.callsTo(`/v1/external/shipments/${carrierShipmentId}`)).toHaveLength(2);
  });
});

describe('the label and the pickup', () => {
  it('makes the label, and fetches its PDF from where Shiprocket keeps it', async () => {
    const carrier = shiprocketCarrier();
    const { carrierShipmentId } = await carrier.createOrder(shipmentRequest());
    const { awb } = await carrier.assignAwb(carrierShipmentId, '12');
    const { labelUrl } = await carrier.generateLabel(carrierShipmentId, shipmentRequest(), ASSIGNED);
    expect(shiprocket.callsTo('/v1/external/courier/generate/label')[0]!.body).toEqual({ shipment_id: [Number(carrierShipmentId)] });
    expect(labelUrl.startsWith(`${shiprocket.url}/labels/`)).toBe(true);
    const pdf = await carrier.fetchLabel(labelUrl);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(await pdfText(pdf)).toContain(awb);
    // The label's storage is not Shiprocket's API: the shop's token does not go there.
    expect(shiprocket.calls.at(-1)!.authorization).toBeUndefined();
  });

  it('says why no label was made', async () => {
    const carrier = shiprocketCarrier();
    const { carrierShipmentId } = await carrier.createOrder(shipmentRequest());
    await expect(carrier.generateLabel(carrierShipmentId, shipmentRequest(), ASSIGNED)).rejects.toThrow(new CarrierRefusedError('No valid shipment ids to print label'));
  });

  it('fetches labels over https or from the API’s own host only, never from another address', async () => {
    const carrier = shiprocketCarrier();
    for (const url of ['http://169.254.169.254/latest/meta-data/', 'http://127.0.0.1:1/label.pdf', 'file:///etc/passwd', 'ftp://labels.example.com/label.pdf', 'not a url']) {
      await expect(carrier.fetchLabel(url), url).rejects.toBeInstanceOf(CarrierRefusedError);
    }
    expect(shiprocket.calls).toHaveLength(0);
    await expect(carrier.fetchLabel(`${shiprocket.url}/labels/shipping-label-1-2.pdf`)).rejects.toThrow(new CarrierRefusedError('The label could not be fetched (HTTP 404)'));
  });

  it('answers the pickup day in India’s calendar, and no day when the parcel is already queued', async () => {
    const carrier = shiprocketCarrier();
    const { carrierShipmentId } = await carrier.createOrder(shipmentRequest());
    await carrier.assignAwb(carrierShipmentId, '12');
    // 27 November 20:00 UTC is already 28 November, 01:30, in India.
    shiprocket.now = () => new Date('2026-11-27T20:00:00Z');
    expect(await carrier.schedulePickup(carrierShipmentId)).toEqual({ pickupDate: '2026-11-28' });
    expect(shiprocket.callsTo('/v1/external/courier/generate/pickup')[0]!.body).toEqual({ shipment_id: [Number(carrierShipmentId)] });
    expect(await carrier.schedulePickup(carrierShipmentId)).toEqual({ pickupDate: null });
    shiprocket.refusals.set('generate-pickup', 'Invalid shipment id');
    await expect(carrier.schedulePickup(carrierShipmentId)).rejects.toThrow(new CarrierRefusedError('Invalid shipment id'));
  });
});

describe('the token and failures', () => {
  it('logs in once, keeps the token, and logs in again once when Shiprocket no longer accepts it', async () => {
    const carrier = shiprocketCarrier();
    const { carrierShipmentId } = await carrier.createOrder(shipmentRequest());
    expect(shiprocket.callsTo('/v1/external/auth/login')).toHaveLength(1);
    expect(shiprocket.callsTo('/v1/external/auth/login')[0]!.body).toEqual(FAKE_SHIPROCKET_USER);
    shiprocket.revokeTokens();
    await carrier.assignAwb(carrierShipmentId, '12');
    expect(shiprocket.callsTo('/v1/external/auth/login')).toHaveLength(2);
    const [refused, accepted] = shiprocket.callsTo(`/v1/external/shipments/${carrierShipmentId}`);
    expect(refused!.authorization).toBe(shiprocket.callsTo(CREATE)[0]!.authorization);
    expect(accepted!.authorization).not.toBe(refused!.authorization);
    expect(shiprocket.orders.size).toBe(1);
  });

  it('is unavailable, not refused, while Shiprocket is down, refuses the shop’s user, or does not answer', async () => {
    const carrier = shiprocketCarrier();
    const { carrierShipmentId } = await carrier.createOrder(shipmentRequest());
    shiprocket.behaviour = 'down';
    const steps: (() => Promise<unknown>)[] = [
      () => carrier.createOrder(shipmentRequest()),
      () => carrier.assignAwb(carrierShipmentId, '12'),
      () => carrier.generateLabel(carrierShipmentId, shipmentRequest(), ASSIGNED),
      () => carrier.schedulePickup(carrierShipmentId),
      () => carrier.track({ awb: '19041424000001', bookedAt: new Date() }),
    ];
    for (const step of steps) await expect(step()).rejects.toBeInstanceOf(CarrierUnavailableError);
    shiprocket.behaviour = 'normal';
    shiprocket.revokeTokens();
    shiprocket.refusals.set('login', 'Invalid email and password combination');
    await expect(carrier.assignAwb(carrierShipmentId, '12')).rejects.toThrow(new CarrierUnavailableError("Shiprocket refused the shop's API user (HTTP 400)"));
  });

  it('gives up on a Shiprocket that is not there or answers too slowly', async () => {
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const slow = shiprocketCarrier({ apiUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, timeoutMs: 200 });
      await expect(slow.createOrder(shipmentRequest())).rejects.toBeInstanceOf(CarrierUnavailableError);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
    const closedPort = shiprocketCarrier({ apiUrl: 'http://127.0.0.1:1' });
    await expect(closedPort.createOrder(shipmentRequest())).rejects.toBeInstanceOf(CarrierUnavailableError);
  });
});
