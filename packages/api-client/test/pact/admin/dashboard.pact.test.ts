import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi, downloadOrdersCsv, fieldErrors } from '../../../src/admin';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_SIGNED_IN, staffBearer } from './adminPact';

const { atLeastLike, eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const figures = () => ({ orders: integer(1), revenue_paise: integer(179800) });

describe('the back-office dashboard', () => {
  const pact = createAdminPact();

  it('reads the figures of today, this month and the last 30 days', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given('the shop has a paid order today and a product low on stock')
      .uponReceiving('a request for the dashboard')
      .withRequest('GET', '/api/admin/dashboard/', (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          today: figures(),
          month: figures(),
          awaiting_shipment: integer(1),
          // Cash on delivery's money with the couriers, and the orders still waiting for their customer.
          cash_on_delivery: { to_collect_paise: integer(0), outstanding_paise: integer(0), outstanding_orders: integer(0), awaiting_confirmation: integer(0) },
          pending_reviews: integer(0),
          unread_messages: integer(0),
          // Complaint tickets not resolved yet, and those past the Rules' month.
          open_complaints: integer(0),
          overdue_complaints: integer(0),
          // Parcels a courier could not deliver, still waiting for an answer.
          delivery_problems: integer(0),
          // One entry per variant running low: its product's id and title, its own label and SKU.
          low_stock: {
            threshold: integer(10),
            version: integer(1),
            products: eachLike({
              id: integer(12),
              title: string('Monkey Spikes'),
              variant: integer(31),
              variant_label: string('Pack of 10 (3 m)'),
              sku: string('MONKEY-SPIKES-10'),
              stock: integer(3),
            }),
          },
          revenue_by_day: atLeastLike({ date: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-11-24'), orders: integer(1), revenue_paise: integer(179800) }, 30),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getAdminDashboard.initiate());
        expect(result.data?.revenue_by_day).toHaveLength(30);
        expect(result.data?.low_stock.products[0]?.stock).toEqual(expect.any(Number));
        expect(result.data?.low_stock.products[0]?.sku).toEqual(expect.any(String));
        expect(result.data?.cash_on_delivery.outstanding_paise).toEqual(expect.any(Number));
        expect(result.data?.overdue_complaints).toEqual(expect.any(Number));
        expect(result.data?.delivery_problems).toEqual(expect.any(Number));
      }));

  it('sets the low-stock threshold', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given('the low-stock threshold is the default')
      .uponReceiving('a new low-stock threshold')
      .withRequest('PUT', '/api/admin/dashboard/low-stock-threshold/', (request) => request.headers(staffBearer()).jsonBody({ threshold: 5, version: 1 }))
      .willRespondWith(200, (response) => response.jsonBody({ threshold: 5, version: 2 }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.setLowStockThreshold.initiate({ lowStockThresholdUpdate: { threshold: 5, version: 1 } }));
        expect(result.data).toEqual({ threshold: 5, version: 2 });
      }));

  it('refuses a threshold set with a stale version (409 naming version)', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given('the low-stock threshold is the default')
      .uponReceiving('a low-stock threshold sent with a version someone else has changed')
      .withRequest('PUT', '/api/admin/dashboard/low-stock-threshold/', (request) => request.headers(staffBearer()).jsonBody({ threshold: 5, version: 9 }))
      .willRespondWith(409, (response) => response.jsonBody({ detail: string('Someone else changed this setting since you opened it.'), errors: { version: eachLike(string('Reload')) } }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.setLowStockThreshold.initiate({ lowStockThresholdUpdate: { threshold: 5, version: 9 } }));
        expect(fieldErrors(result.error)[0]).toMatch(/^version: /);
      }));

  it('downloads the CSV of the tax documents of a day range', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given('the shop has a paid order today and a product low on stock')
      .uponReceiving('a request for the CSV of the invoices issued today')
      .withRequest('GET', '/api/admin/reports/orders.csv', (request) =>
        request
          .headers({ Authorization: fromProviderState('Bearer ${staffToken}', `Bearer ${EXAMPLE_STAFF_TOKEN}`) })
          .query({ from: fromProviderState('${today}', '2026-11-24'), to: fromProviderState('${today}', '2026-11-24') }),
      )
      // The rows depend on the day's invoices; the client only saves the file, so its type and name are the pact.
      .willRespondWith(200, (response) =>
        response.headers({
          'Content-Type': regex('^text/csv(; ?charset=utf-8)?$', 'text/csv; charset=utf-8'),
          'Content-Disposition': regex('^attachment; filename="orders-\\d{4}-\\d{2}-\\d{2}-to-\\d{4}-\\d{2}-\\d{2}\\.csv"$', 'attachment; filename="orders-2026-11-24-to-2026-11-24.csv"'),
        }),
      )
      .executeTest(async (mockServer) => {
        adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const file = await downloadOrdersCsv('2026-11-24', '2026-11-24');
        expect(file.filename).toBe('orders-2026-11-24-to-2026-11-24.csv');
        expect(file.blob.type).toMatch(/^text\/csv/);
      }));
});
