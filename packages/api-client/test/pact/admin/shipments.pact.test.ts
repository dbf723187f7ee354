import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi, downloadShipmentLabel, errorStatus, fieldErrors } from '../../../src/admin';
import type { ShopApiError } from '../../../src/errors';
import { SAMPLE_PDF } from '../pdfBody';
import { errorFields, isoDateTime } from '../shapes';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_SIGNED_IN, staffBearer } from './adminPact';

const { boolean, eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const CUSTOMER = 'asha.patel@example.in';
const PAID = ['customer {email} has a paid order awaiting shipment', { email: CUSTOMER }] as const;
const BOOKED = ['customer {email} has an order booked with the courier aggregator', { email: CUSTOMER }] as const;
const UNMATCHED = ['the courier aggregator sent a tracking update for an AWB the shop does not know', { awb: 'SR0000099999' }] as const;

const orderPath = (suffix: string) => fromProviderState(`/api/admin/orders/\${orderId}/${suffix}`, `/api/admin/orders/42/${suffix}`);
/** The downloads send only the staff bearer: a GET of a file has no JSON body to type. */
const staffOnly = () => ({ Authorization: fromProviderState('Bearer ${staffToken}', `Bearer ${EXAMPLE_STAFF_TOKEN}`) });

/** A courier as the booking dialog lists it: name, rate, days and whether it collects cash. */
const courierFields = () => ({
  courier_id: string('delhivery-surface'),
  courier_name: string('Delhivery Surface'),
  rate_paise: integer(8900),
  estimated_days: integer(4),
  cash_on_delivery: boolean(true),
});

describe('booking parcels with the courier aggregator', () => {
  const pact = createAdminPact();

  it('lists the couriers for a paid order’s parcel, with the recommended one', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PAID)
      .uponReceiving('a request for the courier quotes of a paid order')
      .withRequest('GET', orderPath('courier-quotes/'), (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          pickup_pincode: regex('^[1-9][0-9]{5}$', '400069'),
          delivery_pincode: regex('^[1-9][0-9]{5}$', '411001'),
          parcel: {
            weight_grams: integer(1200),
            length_cm: integer(35),
            breadth_cm: integer(12),
            height_cm: integer(16),
            charged_weight_grams: integer(1344),
          },
          recommended_courier_id: string('delhivery-surface'),
          couriers: eachLike(courierFields()),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.listCourierQuotes.initiate({ id: 42 }));
        expect(result.data?.couriers[0]?.courier_name).toEqual(expect.any(String));
        expect(result.data?.recommended_courier_id).toEqual(expect.any(String));
      }));

  it('books a paid order’s parcel with the recommended courier and ships it', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PAID)
      .uponReceiving('a booking of a paid order’s parcel with the recommended courier')
      .withRequest('POST', orderPath('book-shipment/'), (request) => request.headers(staffBearer()).jsonBody({ version: fromProviderState('${orderVersion}', 2) }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          id: integer(42),
          version: integer(3),
          delivery_status: regex('^shipped$', 'shipped'),
          // The tracking page is the aggregator's to give (the demo carrier has none); the page shows one only when it is there.
          shipment: { courier: string('Delhivery Surface'), tracking_number: string('1490811234567') },
          booking: {
            carrier: regex('^(shiprocket|demo)$', 'demo'),
            status: regex('^booked$', 'booked'),
            courier_name: string('Delhivery Surface'),
            awb: string('1490811234567'),
            label_ready: boolean(true),
            pickup_scheduled_for: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-12-01'),
            booked_at: isoDateTime(),
          },
          allowed_moves: eachLike(regex('^(delivered|returned|cancelled)$', 'delivered'), 3),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.bookShipment.initiate({ id: 42, shipmentBooking: { version: 2 } }));
        expect(result.data?.delivery_status).toBe('shipped');
        expect(result.data?.booking?.label_ready).toBe(true);
      }));

  it('refuses to book with a stale version (409 naming version)', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PAID)
      .uponReceiving('a booking sent with a version someone else has changed')
      .withRequest('POST', orderPath('book-shipment/'), (request) => request.headers(staffBearer()).jsonBody({ version: 99 }))
      .willRespondWith(409, (response) => response.jsonBody({ detail: string('Someone else changed this order since you opened it.'), errors: { version: eachLike(string('Reload')) } }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.bookShipment.initiate({ id: 42, shipmentBooking: { version: 99 } }));
        expect(fieldErrors(result.error)[0]).toMatch(/^version: /);
      }));

  it('downloads the label of a booked parcel, named after its AWB', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...BOOKED)
      .uponReceiving('a staff request for the shipping label of a booked parcel')
      .withRequest('GET', orderPath('label/'), (request) => request.headers(staffOnly()))
      .willRespondWith(200, (response) =>
        response
          .headers({ 'Content-Disposition': regex('^attachment; filename="label-[A-Za-z0-9_-]+\\.pdf"$', 'attachment; filename="label-1490811234567.pdf"') })
          .binaryFile('application/pdf', SAMPLE_PDF),
      )
      .executeTest(async (mockServer) => {
        adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const file = await downloadShipmentLabel(42);
        expect(file.filename).toMatch(/^label-/);
        expect(file.blob.type).toBe('application/pdf');
      }));

  it('has no label for an order not booked with the aggregator (409)', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PAID)
      .uponReceiving('a staff request for the shipping label of an order not booked')
      .withRequest('GET', orderPath('label/'), (request) => request.headers(staffOnly()))
      .willRespondWith(409, (response) => response.jsonBody(errorFields('no_shipment_label', 'This order has no label: book its parcel with the courier aggregator first.')))
      .executeTest(async (mockServer) => {
        adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const failure = await downloadShipmentLabel(42).catch((error: unknown) => error);
        expect(errorStatus(failure as ShopApiError)).toBe(409);
      }));

  it('lists the tracking updates for AWBs the shop does not know, newest first', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...UNMATCHED)
      .uponReceiving('a request for the unmatched tracking updates')
      .withRequest('GET', '/api/admin/tracking-updates/', (request) => request.headers(staffBearer()).query({ page: '1', page_size: '25' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({ id: integer(5), received_at: isoDateTime(), awb: string('SR0000099999'), status: string('IN TRANSIT') }),
          total: integer(1),
          page: integer(1),
          page_size: integer(25),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.listUnmatchedTrackingUpdates.initiate({ page: 1, pageSize: 25 }));
        expect(result.data?.items[0]?.awb).toEqual(expect.any(String));
        expect(result.data?.total).toBeGreaterThan(0);
      }));
});
