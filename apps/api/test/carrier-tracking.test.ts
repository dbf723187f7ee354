/**
 * Shiprocket's tracking as the shop's steps: the fake Shiprocket's webhooks (posted as Shiprocket posts them)
 * and its tracking answers, read by the Shiprocket carrier. Every status the shop shows, the scans it does
 * not, India's time, and scan keys that are the same whoever reports a scan.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TrackingStep } from '../src/db/tables/values';
import { CarrierRefusedError, type Carrier } from '../src/shipping/carrier';
import { createShiprocketCarrier } from '../src/shipping/shiprocket-carrier';
import { FAKE_SHIPROCKET_USER, FakeShiprocket } from './support/fake-shiprocket';
import type { FakeTrackingStatus } from './support/fake-shiprocket-tracking';

const WEBHOOK_KEY = 'shop-webhook-key';

/** The shop's webhook as a bare server: keeps what Shiprocket posts. */
const received: { apiKey: string | undefined; contentType: string | undefined; body: string }[] = [];
const shop: Server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ apiKey: request.headers['x-api-key'] as string | undefined, contentType: request.headers['content-type'], body: Buffer.concat(chunks).toString('utf8') });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
  });
});
let webhookUrl = '';
const shiprocket = new FakeShiprocket();
let carrier: Carrier;

beforeAll(async () => {
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/shipping/shiprocket/webhook`;
  await shiprocket.start();
  carrier = createShiprocketCarrier({ apiUrl: shiprocket.url, ...FAKE_SHIPROCKET_USER, timeoutMs: 1000, pickupLocation: 'Primary' });
});
afterAll(async () => {
  await shiprocket.stop();
  shop.closeAllConnections();
  await new Promise((resolve) => shop.close(resolve));
});
beforeEach(() => {
  shiprocket.reset();
  received.length = 0;
});

const AWB = '19041424751540';
const at = (iso: string) => new Date(iso);
const send = (status: FakeTrackingStatus, when: string, awb = AWB) => shiprocket.sendTrackingWebhook({ url: webhookUrl, apiKey: WEBHOOK_KEY, awb, status, at: at(when) });
const lastWebhook = () => carrier.readWebhook(received.at(-1)!.body);

describe('a tracking webhook', () => {
  it('is posted as JSON with the shop’s key, and each status reaches the shop’s step', async () => {
    const steps: [FakeTrackingStatus, TrackingStep][] = [
      ['picked_up', 'picked_up'],
      ['in_transit', 'in_transit'],
      ['out_for_delivery', 'out_for_delivery'],
      ['undelivered', 'delivery_failed'],
      ['delivered', 'delivered'],
      ['rto_initiated', 'rto_initiated'],
      ['rto_delivered', 'rto_delivered'],
    ];
    for (const [index, [status, step]] of steps.entries()) {
      const answer = await send(status, `2026-11-30T0${index}:00:00Z`);
      expect(answer).toEqual({ status: 200, body: '{"received":true}' });
      expect(received.at(-1)).toMatchObject({ apiKey: WEBHOOK_KEY, contentType: 'application/json' });
      const update = lastWebhook()!;
      expect(update.awb).toBe(AWB);
      expect(update.scans.at(-1), status).toMatchObject({ step, at: at(`2026-11-30T0${index}:00:00Z`) });
      expect(update.scans).toHaveLength(index + 1);
    }
    expect(lastWebhook()!.courierStatus).toBe('RTO DELIVERED');
  });

  it('reads Shiprocket’s own sample: times in India, the courier’s words and place, scans the shop does not show', () => {
    const update = carrier.readWebhook(
      JSON.stringify({
        awb: 19041424751540,
        courier_name: 'Delhivery Surface',
        current_status: 'IN TRANSIT',
        current_status_id: 20,
        shipment_status: 'IN TRANSIT',
        shipment_status_id: 18,
        current_timestamp: '23 05 2023 11:43:52',
        order_id: '1373900_150876814',
        scans: [
          { date: '2023-05-19 15:32:17', status: 'X-PPOM', activity: 'In Transit - Shipment picked up', location: 'Chomu_SamodRd_D (Rajasthan)', 'sr-status': '42', 'sr-status-label': 'PICKED UP' },
          { date: '2023-05-19 11:59:16', status: 'X-UCI', activity: 'Manifested - Manifest uploaded', location: 'Chomu_SamodRd_D (Rajasthan)', 'sr-status': '5', 'sr-status-label': 'MANIFEST GENERATED' },
          { date: '2023-05-20 09:00:00', status: 'DRC', activity: 'Pending Manifest Data Received', location: 'NA', 'sr-status': 'NA', 'sr-status-label': 'NA' },
          { date: '2023-05-21T10:00:00Z', status: 'IT', activity: 'Reached hub', location: 'Pune', 'sr-status': 'NA', 'sr-status-label': 'IN TRANSIT' },
          { date: 'not a date', 'sr-status': '7', 'sr-status-label': 'DELIVERED' },
        ],
      }),
    );
    expect(update).toEqual({
      awb: '19041424751540',
      courierStatus: 'IN TRANSIT',
      scans: [
        { step: null, detail: 'Manifested - Manifest uploaded, Chomu_SamodRd_D (Rajasthan)', at: at('2023-05-19T06:29:16Z'), key: '2023-05-19T06:29:16.000Z 5' },
        { step: 'picked_up', detail: 'In Transit - Shipment picked up, Chomu_SamodRd_D (Rajasthan)', at: at('2023-05-19T10:02:17Z'), key: '2023-05-19T10:02:17.000Z 42' },
        { step: null, detail: 'Pending Manifest Data Received', at: at('2023-05-20T03:30:00Z'), key: '2023-05-20T03:30:00.000Z DRC' },
        // No code: the label decides. The time carries its own zone.
        { step: 'in_transit', detail: 'Reached hub, Pune', at: at('2023-05-21T10:00:00Z'), key: '2023-05-21T10:00:00.000Z IN TRANSIT' },
      ],
    });
  });

  it('without scans, stands for its current status at its current_timestamp, read by the shipment code', () => {
    // current_status_id is the order table's (20: in transit); the shipment table's 20 is a pickup exception.
    const update = carrier.readWebhook(JSON.stringify({ awb: AWB, current_status: 'IN TRANSIT', current_status_id: 20, shipment_status: 'IN TRANSIT', shipment_status_id: 18, current_timestamp: '23 05 2023 11:43:52' }));
    expect(update!.scans).toEqual([{ step: 'in_transit', detail: 'IN TRANSIT', at: at('2023-05-23T06:13:52Z'), key: '2023-05-23T06:13:52.000Z 18' }]);
  });

  it('is nothing for Shiprocket’s test ping, and refused when it cannot be read', () => {
    expect(carrier.readWebhook('{}')).toBeNull();
    expect(carrier.readWebhook(JSON.stringify({ awb: '', current_status: 'NA' }))).toBeNull();
    expect(() => carrier.readWebhook('awb=1904')).toThrow(CarrierRefusedError);
    expect(() => carrier.readWebhook('[1,2]')).toThrow(CarrierRefusedError);
  });
});

describe('tracking by AWB', () => {
  it('answers every scan so far, keyed as the webhooks keyed them, whatever order and however often they came', async () => {
    await send('picked_up', '2026-11-30T05:00:00Z');
    await send('delivered', '2026-12-02T06:00:00Z');
    // Late and repeated: an earlier scan after a later one, the same scan twice.
    await send('in_transit', '2026-12-01T04:00:00Z');
    await send('in_transit', '2026-12-01T04:00:00Z');
    const pushed = received.map((delivery) => carrier.readWebhook(delivery.body)!);
    const tracked = await carrier.track({ awb: AWB, bookedAt: at('2026-11-30T00:00:00Z') });
    expect(shiprocket.callsTo(`/v1/external/courier/track/awb/${AWB}`)).toHaveLength(1);
    expect(tracked.courierStatus).toBe('DELIVERED');
    expect(tracked.scans.map((scan) => scan.step)).toEqual(['picked_up', 'in_transit', 'delivered']);
    const trackedKeys = tracked.scans.map((scan) => scan.key);
    expect(new Set(pushed.flatMap((update) => update.scans.map((scan) => scan.key)))).toEqual(new Set(trackedKeys));
    expect(pushed.at(-1)!.scans).toEqual(tracked.scans);
  });

  it('answers no scans for an AWB Shiprocket has none of yet', async () => {
    expect(await carrier.track({ awb: '19041424000099', bookedAt: new Date() })).toEqual({ awb: '19041424000099', courierStatus: null, scans: [] });
  });
});

describe('the fake’s own call for journeys in another process', () => {
  it('moves a parcel and posts the webhook to the shop, with the key it was given and only with it', async () => {
    const forJourneys = await new FakeShiprocket({ url: webhookUrl, apiKey: WEBHOOK_KEY }).start();
    try {
      const move = (apiKey: string) => fetch(`${forJourneys.url}/_fake/parcels/${AWB}/out_for_delivery?at=2026-12-01T03:00:00Z`, { method: 'POST', headers: { 'x-api-key': apiKey } });
      expect((await move('wrong')).status).toBe(401);
      const answer = await move(WEBHOOK_KEY);
      expect(await answer.json()).toEqual({ status: 200, body: '{"received":true}' });
      expect(lastWebhook()!.scans).toMatchObject([{ step: 'out_for_delivery', at: at('2026-12-01T03:00:00Z') }]);
    } finally {
      await forJourneys.stop();
    }
  });
});
