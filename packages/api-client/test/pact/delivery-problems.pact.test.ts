import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { fieldErrors, ordersApi } from '../../src';
import { fieldErrorFields, isoDateTime, orderFields } from './shapes';
import { bearer, clientAgainst, createShopPact, EXAMPLE_TOKEN } from './shopPact';

const { eachLike, fromProviderState, integer, nullValue, regex, string } = MatchersV3;

const EMAIL = 'asha.patel@example.in';
const SIGNED_IN = ['customer {email} is signed in', { email: EMAIL }] as const;
const UNDELIVERED = ['customer {email} has an order the courier could not deliver', { email: EMAIL }] as const;
const json = { 'Content-Type': 'application/json' };
/** A parcel booked with the aggregator (the demo carrier has no tracking page), and a timeline with the courier's scans. */
const shippedOrder = () => ({
  ...orderFields({ delivery: regex('^shipped$', 'shipped') }),
  shipment: { courier: string('Demo Surface'), tracking_number: string('DEMO0000000042') },
  status_history: eachLike({ status: string('delivery_failed'), display: string('Delivery attempt failed'), at: isoDateTime() }),
});
const day = (example: string) => regex('^\\d{4}-\\d{2}-\\d{2}$', example);
const problemPath = fromProviderState('/api/user/orders/${orderId}/delivery-problem/', '/api/user/orders/42/delivery-problem/');

/** What the order page reads of a failed delivery: why, which attempt, the deadline and the days it may ask for. */
const problemFields = (status: string, answer: unknown) => ({
  id: integer(3),
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
});

describe('a delivery the courier could not make', () => {
  const pact = createShopPact();

  it('shows on the order: why, the deadline, and the days a new attempt may be asked for', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...UNDELIVERED)
      .uponReceiving('a request for an order the courier could not deliver')
      .withRequest('GET', fromProviderState('/api/user/orders/${orderId}/', '/api/user/orders/42/'), (request) => request.headers(bearer()))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...shippedOrder(),
          delivery_problem: problemFields('open', nullValue()),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(ordersApi.endpoints.getOrder.initiate({ id: 42 }));
        expect(result.data?.delivery_problem).toMatchObject({ status: 'open', reason: 'customer_unavailable', answer: null });
      }));

  it('takes the customer’s choice of another attempt on a day, with a corrected phone, and answers the order', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...UNDELIVERED)
      .uponReceiving('an answer asking for another attempt on a day')
      .withRequest('POST', problemPath, (request) =>
        request.headers({ ...json, ...bearer() }).jsonBody({ action: 'reattempt', date: fromProviderState('${reattemptDate}', '2026-12-01'), phone: '98765 43211', address_line: null }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...shippedOrder(),
          delivery_problem: problemFields('answered', {
            action: regex('^reattempt$', 'reattempt'),
            date: day('2026-12-01'),
            phone: string('9876543211'),
            address_line: nullValue(),
            answered_at: isoDateTime(),
            answered_by: regex('^customer$', 'customer'),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(
          ordersApi.endpoints.answerDeliveryProblem.initiate({ id: 42, deliveryProblemAnswer: { action: 'reattempt', date: '2026-12-01', phone: '98765 43211', address_line: null } }),
        );
        expect(result.data?.delivery_problem?.answer).toMatchObject({ action: 'reattempt', answered_by: 'customer' });
      }));

  it('refuses a day outside the days offered, naming `date`', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...UNDELIVERED)
      .uponReceiving('an answer asking for another attempt on a day already past')
      .withRequest('POST', problemPath, (request) => request.headers({ ...json, ...bearer() }).jsonBody({ action: 'reattempt', date: '2020-01-01' }))
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('date', 'date_out_of_range', 'Choose a day from 2026-12-01 to 2026-12-05.')))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(ordersApi.endpoints.answerDeliveryProblem.initiate({ id: 42, deliveryProblemAnswer: { action: 'reattempt', date: '2020-01-01' } }));
        expect(fieldErrors(result.error)).toEqual([expect.stringMatching(/^date: /)]);
      }));
});
