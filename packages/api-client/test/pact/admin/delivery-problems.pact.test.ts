import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi, errorStatus, fieldErrors } from '../../../src/admin';
import { fieldErrorFields, isoDateTime } from '../shapes';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_SIGNED_IN, staffBearer } from './adminPact';

const { eachLike, fromProviderState, integer, nullValue, regex, string } = MatchersV3;

const CUSTOMER = 'asha.patel@example.in';
const UNDELIVERED = ['customer {email} has an order the courier could not deliver', { email: CUSTOMER }] as const;
const day = (example: string) => regex('^\\d{4}-\\d{2}-\\d{2}$', example);

/** A problem as the list and the order page show it: the order, the customer, the parcel, and where the answer stands. */
const problemFields = (status: string, answer: unknown, carrierStatus: unknown) => ({
  id: integer(3),
  order_id: integer(42),
  status: regex('^(open|answered|expired)$', status),
  reason: regex('^(customer_unavailable|refused|address_incomplete|phone_unreachable|other)$', 'customer_unavailable'),
  courier_words: string('Consignee not available'),
  attempt: integer(1),
  max_attempts: integer(3),
  reported_at: isoDateTime(),
  answer_by: isoDateTime(),
  earliest_date: day('2026-12-01'),
  latest_date: day('2026-12-05'),
  answer,
  customer_name: string('Asha Patel'),
  city: string('Pune'),
  payment_method: regex('^(online|cash_on_delivery)$', 'online'),
  courier_name: string('Demo Surface'),
  awb: string('DEMO0000000042'),
  carrier_status: carrierStatus,
  carrier_error: nullValue(),
});

describe('delivery problems in the back-office', () => {
  const pact = createAdminPact();

  it('lists the open ones, soonest deadline first, with the count of each status', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...UNDELIVERED)
      .uponReceiving('a request for the open delivery problems')
      .withRequest('GET', '/api/admin/delivery-problems/', (request) => request.query({ status: 'open', page: '1', page_size: '25' }).headers(staffBearer()))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike(problemFields('open', nullValue(), nullValue())),
          total: integer(1),
          page: integer(1),
          page_size: integer(25),
          counts: { open: integer(1), answered: integer(0), expired: integer(0) },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.listDeliveryProblems.initiate({ status: 'open', page: 1, pageSize: 25 }));
        expect(result.data?.items[0]).toMatchObject({ status: 'open', answer: null });
        expect(result.data?.counts.open).toEqual(expect.any(Number));
      }));

  it('answers for the customer after a call: another attempt', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...UNDELIVERED)
      .uponReceiving('a staff answer asking for another attempt')
      .withRequest('POST', fromProviderState('/api/admin/orders/${orderId}/delivery-problem/', '/api/admin/orders/42/delivery-problem/'), (request) =>
        request.headers(staffBearer()).jsonBody({ action: 'reattempt', address_line: 'Flat 4, behind the temple' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          problemFields(
            'answered',
            {
              action: regex('^reattempt$', 'reattempt'),
              date: nullValue(),
              phone: nullValue(),
              address_line: string('Flat 4, behind the temple'),
              answered_at: isoDateTime(),
              answered_by: regex('^staff$', 'staff'),
            },
            regex('^(pending|sent|refused)$', 'pending'),
          ),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.adminAnswerDeliveryProblem.initiate({ id: 42, deliveryProblemAnswer: { action: 'reattempt', address_line: 'Flat 4, behind the temple' } }),
        );
        expect(result.data?.answer).toMatchObject({ action: 'reattempt', answered_by: 'staff' });
      }));

  it('refuses a phone number that is not a mobile, naming `phone`', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...UNDELIVERED)
      .uponReceiving('a staff answer with a malformed phone')
      .withRequest('POST', fromProviderState('/api/admin/orders/${orderId}/delivery-problem/', '/api/admin/orders/42/delivery-problem/'), (request) =>
        request.headers(staffBearer()).jsonBody({ action: 'reattempt', phone: '12345' }),
      )
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('phone', 'mobile_invalid', 'Enter a valid 10-digit Indian mobile number.')))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.adminAnswerDeliveryProblem.initiate({ id: 42, deliveryProblemAnswer: { action: 'reattempt', phone: '12345' } }));
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)).toEqual([expect.stringMatching(/^phone: /)]);
      }));
});
