/**
 * The demo carrier of `npm start`: a booking made from the order id (the same however often it is asked),
 * a real 4 × 6 inch label, the next working day's pickup, and a parcel that moves along on a clock, following
 * the shop's answer to a failed attempt.
 */
import { describe, expect, it } from 'vitest';
import { CarrierRefusedError } from '../src/shipping/carrier';
import { chooseCarrier } from '../src/shipping/choose-carrier';
import { createDemoCarrier } from '../src/shipping/demo-carrier';
import { FAKE_SHIPROCKET_USER } from './support/fake-shiprocket';
import { pdfText } from './support/pdf-text';
import { ASSIGNED, DEMO_RETURN_TO, shipmentRequest } from './support/shipments';

/** Saturday 28 November 2026, 10:00 in India. */
const SATURDAY_MORNING_IST = Date.parse('2026-11-28T04:30:00Z');
const MINUTE = 60_000;

describe('the demo carrier', () => {
  it('books from the order id: the same order and AWB however often it is asked, the courier named by its id', async () => {
    const carrier = createDemoCarrier({ returnTo: DEMO_RETURN_TO, stepMinutes: 10 });
    const order = await carrier.createOrder(shipmentRequest());
    expect(order).toEqual({ carrierOrderId: 'DEMO-ORDER-42', carrierShipmentId: 'DEMO-SHIPMENT-42' });
    expect(await carrier.createOrder(shipmentRequest())).toEqual(order);
    const assigned = await carrier.assignAwb(order.carrierShipmentId, 'demo-express');
    expect(assigned).toEqual({ awb: 'DEMO0000000042', courierId: 'demo-express', courierName: 'Demo Express (air)', ratePaise: null, trackingUrl: null });
    expect(await createDemoCarrier({ returnTo: DEMO_RETURN_TO, stepMinutes: 10 }).assignAwb(order.carrierShipmentId, 'demo-express')).toEqual(assigned);
    await expect(carrier.assignAwb(order.carrierShipmentId, '12')).rejects.toThrow(new CarrierRefusedError('The demo carrier has no courier 12'));
    await expect(carrier.assignAwb('19041424751540', 'demo-surface')).rejects.toBeInstanceOf(CarrierRefusedError);
  });

  it('draws a 4 × 6 inch label: the AWB, the courier, the consignee, what to collect and where it comes from', async () => {
    const carrier = createDemoCarrier({ returnTo: DEMO_RETURN_TO, stepMinutes: 10 });
    const { labelUrl } = await carrier.generateLabel('DEMO-SHIPMENT-42', shipmentRequest(), ASSIGNED);
    expect(labelUrl.startsWith('data:application/pdf;base64,')).toBe(true);
    const pdf = await carrier.fetchLabel(labelUrl);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(Buffer.from(pdf).toString('latin1')).toContain('/MediaBox [0 0 288 432]');
    const text = await pdfText(pdf);
    for (const words of [
      'DEMO0000000042',
      // The courier the AWB was assigned with.
      'Demo Surface',
      'Asha Patel',
      '12 MG Road',
      'Near Trinity Metro',
      'Bengaluru, Karnataka',
      'PIN 560001',
      '+91 98765 43210',
      'COLLECT Rs.1,799',
      'Order 42',
      // Who sends it and takes it back if undelivered: the seller by name and address.
      'FROM (RETURN TO)',
      'BirdShield India (demo seller)',
      '101 Demo Industrial Estate, Andheri East, Mumbai 400069',
      'PIN 400069',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('PREPAID');
    const prepaid = await pdfText(await carrier.fetchLabel((await carrier.generateLabel('DEMO-SHIPMENT-42', shipmentRequest({ cashOnDelivery: false }), ASSIGNED)).labelUrl));
    expect(prepaid).toContain('PREPAID');
    expect(prepaid).not.toContain('COLLECT');
    // Drawn again, the same file.
    expect((await carrier.generateLabel('DEMO-SHIPMENT-42', shipmentRequest(), ASSIGNED)).labelUrl).toBe(labelUrl);
  });

  it('fetches only its own data: labels, and labels only its own shipments', async () => {
    const carrier = createDemoCarrier({ returnTo: DEMO_RETURN_TO, stepMinutes: 10 });
    await expect(carrier.fetchLabel('https://labels.example.com/label.pdf')).rejects.toBeInstanceOf(CarrierRefusedError);
    await expect(carrier.generateLabel('SHIPMENT-42', shipmentRequest(), ASSIGNED)).rejects.toBeInstanceOf(CarrierRefusedError);
  });

  it('schedules the pickup for the next working day in India', async () => {
    const onSaturday = createDemoCarrier({ returnTo: DEMO_RETURN_TO, stepMinutes: 10, now: () => SATURDAY_MORNING_IST });
    expect(await onSaturday.schedulePickup('DEMO-SHIPMENT-42')).toEqual({ pickupDate: '2026-11-30' });
    // Thursday 26 November, 23:00 in India (17:30 UTC): Friday.
    const onThursdayNight = createDemoCarrier({ returnTo: DEMO_RETURN_TO, stepMinutes: 10, now: () => Date.parse('2026-11-26T17:30:00Z') });
    expect(await onThursdayNight.schedulePickup('DEMO-SHIPMENT-42')).toEqual({ pickupDate: '2026-11-27' });
    const onFriday = createDemoCarrier({ returnTo: DEMO_RETURN_TO, stepMinutes: 10, now: () => Date.parse('2026-11-27T04:30:00Z') });
    expect(await onFriday.schedulePickup('DEMO-SHIPMENT-42')).toEqual({ pickupDate: '2026-11-28' });
  });

  it('moves a parcel one step every few minutes after booking, with the same scans each time it is asked', async () => {
    const bookedAt = new Date(SATURDAY_MORNING_IST);
    let now = SATURDAY_MORNING_IST + 9 * MINUTE;
    const carrier = createDemoCarrier({ returnTo: DEMO_RETURN_TO, stepMinutes: 10, now: () => now });
    const parcel = { awb: 'DEMO0000000042', bookedAt };
    expect(await carrier.track(parcel)).toEqual({ awb: 'DEMO0000000042', courierStatus: null, scans: [] });
    now = SATURDAY_MORNING_IST + 10 * MINUTE;
    const pickedUp = await carrier.track(parcel);
    expect(pickedUp.scans).toEqual([{ step: 'picked_up', detail: 'Picked up from the shop', at: new Date(SATURDAY_MORNING_IST + 10 * MINUTE), key: '2026-11-28T04:40:00.000Z picked_up' }]);
    now = SATURDAY_MORNING_IST + 35 * MINUTE;
    expect((await carrier.track(parcel)).scans.map((scan) => scan.step)).toEqual(['picked_up', 'in_transit', 'out_for_delivery']);
    now = SATURDAY_MORNING_IST + 24 * 60 * MINUTE;
    const delivered = await carrier.track(parcel);
    expect(delivered.scans.map((scan) => scan.step)).toEqual(['picked_up', 'in_transit', 'out_for_delivery', 'delivered']);
    expect(delivered.scans[0]).toEqual(pickedUp.scans[0]);
    expect(delivered.courierStatus).toBe('Delivered');
    // A shorter step, as DEMO_CARRIER_STEP_MINUTES sets it.
    const quick = createDemoCarrier({ returnTo: DEMO_RETURN_TO, stepMinutes: 1, now: () => SATURDAY_MORNING_IST + 4 * MINUTE });
    expect((await quick.track(parcel)).scans.at(-1)!.step).toBe('delivered');
    await expect(carrier.track({ awb: '19041424751540', bookedAt })).rejects.toBeInstanceOf(CarrierRefusedError);
  });

  it('finds nobody home at one parcel in five, and follows the shop’s answer: delivered on the day asked for, or back to the shop', async () => {
    const bookedAt = new Date(SATURDAY_MORNING_IST);
    let now = SATURDAY_MORNING_IST + 45 * MINUTE;
    const carrier = createDemoCarrier({ returnTo: DEMO_RETURN_TO, stepMinutes: 10, now: () => now });
    const parcel = { awb: 'DEMO0000000045', bookedAt };
    const steps = async (answers: Parameters<typeof carrier.track>[0]['answers'] = []) => (await carrier.track({ ...parcel, answers })).scans.map((scan) => scan.step);
    expect(await steps()).toEqual(['picked_up', 'in_transit', 'out_for_delivery', 'delivery_failed']);
    await carrier.answerDeliveryProblem({ awb: parcel.awb, action: 'reattempt', date: '2026-11-30', phone: null, addressLine: null });

    const reattempt = [{ action: 'reattempt' as const, date: '2026-11-30', at: new Date(SATURDAY_MORNING_IST + 50 * MINUTE) }];
    now = Date.parse('2026-11-30T03:29:00Z');
    expect(await steps(reattempt)).toEqual(['picked_up', 'in_transit', 'out_for_delivery', 'delivery_failed']);
    now = Date.parse('2026-11-30T03:40:00Z');
    const delivered = await carrier.track({ ...parcel, answers: reattempt });
    expect(delivered.scans.slice(-2)).toMatchObject([
      { step: 'out_for_delivery', at: new Date('2026-11-30T03:30:00Z') },
      { step: 'delivered', at: new Date('2026-11-30T03:40:00Z') },
    ]);

    const back = [{ action: 'return' as const, date: null, at: new Date(SATURDAY_MORNING_IST + 50 * MINUTE) }];
    expect((await steps(back)).slice(-2)).toEqual(['rto_initiated', 'rto_delivered']);
    // Unanswered: two more attempts, then it comes back.
    expect(await steps()).toEqual(['picked_up', 'in_transit', 'out_for_delivery', 'delivery_failed', 'out_for_delivery', 'delivery_failed', 'out_for_delivery', 'delivery_failed', 'rto_initiated', 'rto_delivered']);
  });

  it('books a reverse pickup from the return id and brings it to the shop on its clock', async () => {
    let now = SATURDAY_MORNING_IST;
    const carrier = createDemoCarrier({ returnTo: DEMO_RETURN_TO, stepMinutes: 10, now: () => now });
    const request = { returnId: 7, shipment: shipmentRequest({ cashOnDelivery: false }), returnTo: { ...DEMO_RETURN_TO, city: 'Gurgaon', state: 'Haryana', pincode: '122051', email: 'shop@example.test', phone: '+91 98765 43210' }, qualityCheck: false };
    const order = await carrier.createReturnOrder(request);
    expect(order).toEqual({ carrierOrderId: 'DEMO-RETURN-ORDER-7', carrierShipmentId: 'DEMO-RETURN-7' });
    const assigned = await carrier.assignReturnAwb(order.carrierShipmentId);
    expect(assigned).toMatchObject({ awb: 'DEMR0000000007', courierName: 'Demo Surface' });
    await expect(carrier.assignReturnAwb('DEMO-SHIPMENT-42')).rejects.toBeInstanceOf(CarrierRefusedError);
    const bookedAt = new Date(now);
    now += 25 * MINUTE;
    expect((await carrier.track({ awb: assigned.awb, bookedAt })).scans.map((scan) => scan.step)).toEqual(['picked_up', 'in_transit']);
    now += 10 * MINUTE;
    expect((await carrier.track({ awb: assigned.awb, bookedAt })).scans.map((scan) => scan.detail)).toEqual(['Picked up from the customer', 'In transit', 'Delivered to the shop']);
  });

  it('sends no webhooks', () => {
    expect(createDemoCarrier({ returnTo: DEMO_RETURN_TO, stepMinutes: 10 }).readWebhook('{"awb":"DEMO0000000042"}')).toBeNull();
  });
});

describe('choosing the carrier', () => {
  it('is Shiprocket with its API user, the demo without', () => {
    const shiprocket = { apiUrl: 'http://127.0.0.1:1', ...FAKE_SHIPROCKET_USER, timeoutMs: 1000, pickupLocation: 'Primary' };
    expect(chooseCarrier(shiprocket, { returnTo: DEMO_RETURN_TO, stepMinutes: 10 }).name).toBe('shiprocket');
    expect(chooseCarrier(undefined, { returnTo: DEMO_RETURN_TO, stepMinutes: 10 }).name).toBe('demo');
  });
});
