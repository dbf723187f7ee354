import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi, fieldErrors } from '../../../src/admin';
import { fieldErrorFields, isoDateTime } from '../shapes';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_SIGNED_IN, staffBearer } from './adminPact';

const { eachLike, fromProviderState, integer, nullValue, regex, string } = MatchersV3;

const CUSTOMER = 'asha.patel@example.in';
const REQUESTED = ['customer {email} asked to return part of an order', { email: CUSTOMER }] as const;
const APPROVED = ['customer {email} has an approved return', { email: CUSTOMER }] as const;
const RECEIVED = ['customer {email} has a return received and checked', { email: CUSTOMER }] as const;
const STATUSES = '^(requested|approved|rejected|received|quality_failed|refunded|replaced)$';
const json = { 'Content-Type': 'application/json' };
const returnPath = (tail: string) => fromProviderState(`/api/admin/returns/\${returnId}/${tail}`, `/api/admin/returns/5/${tail}`);
const version = fromProviderState('${version}', 1);

/** A return as the list and its page show it: the order, the customer, the lines, what a refund would give back. */
const returnFields = (status: string, received: { sellable: unknown; damaged: unknown } = { sellable: nullValue(), damaged: nullValue() }, refund: unknown = nullValue()) => ({
  id: integer(5),
  version: integer(1),
  order_id: integer(42),
  customer_name: string('Asha Patel'),
  payment_method: regex('^(online|cash_on_delivery)$', 'online'),
  status: regex(STATUSES, status),
  reason: regex('^(damaged_in_transit|defective|wrong_item|not_as_described|no_longer_needed)$', 'no_longer_needed'),
  resolution: regex('^(refund|replacement)$', 'refund'),
  note: nullValue(),
  lines: eachLike({ order_item_id: integer(7), product_name: string('Stainless Steel Bird Spikes'), quantity: integer(1), ...received }),
  photos: [],
  requested_at: isoDateTime(),
  decision_reason: nullValue(),
  received_at: status === 'requested' || status === 'approved' ? nullValue() : isoDateTime(),
  quality_note: nullValue(),
  refund,
  replacement_order_id: nullValue(),
  pickup_error: nullValue(),
  refund_paise: integer(129900),
  shop_at_fault: false,
});

describe('returns in the back-office', () => {
  const pact = createAdminPact();

  it('lists the requested ones, oldest first, with the count of each status', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...REQUESTED)
      .uponReceiving('a request for the requested returns')
      .withRequest('GET', '/api/admin/returns/', (request) => request.query({ status: 'requested', page: '1', page_size: '25' }).headers(staffBearer()))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike(returnFields('requested')),
          total: integer(1),
          page: integer(1),
          page_size: integer(25),
          counts: { requested: integer(1), approved: integer(0), rejected: integer(0), received: integer(0), quality_failed: integer(0), refunded: integer(0), replaced: integer(0) },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.listReturns.initiate({ status: 'requested', page: 1, pageSize: 25 }));
        expect(result.data?.items[0]).toMatchObject({ status: 'requested' });
      }));

  it('reads one return', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...REQUESTED)
      .uponReceiving('a request for one return')
      .withRequest('GET', returnPath(''), (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody(returnFields('requested')))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getAdminReturn.initiate({ id: 5 }));
        expect(result.data?.status).toBe('requested');
      }));

  it('approves a return for the customer to send', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...REQUESTED)
      .uponReceiving('an approval of a return the customer sends')
      .withRequest('POST', returnPath('decision/'), (request) => request.headers({ ...json, ...staffBearer() }).jsonBody({ version, decision: 'approve', pickup: 'self' }))
      .willRespondWith(200, (response) => response.jsonBody({ ...returnFields('approved'), decided_at: isoDateTime(), pickup: { method: 'self', status: nullValue(), courier_name: nullValue(), awb: nullValue(), pickup_date: nullValue(), picked_up_at: nullValue(), arrived_at: nullValue() } }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.decideReturn.initiate({ id: 5, returnDecision: { version: 1, decision: 'approve', pickup: 'self' } }));
        expect(result.data?.pickup?.method).toBe('self');
      }));

  it('refuses a rejection without a reason, naming `reason`', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...REQUESTED)
      .uponReceiving('a rejection of a return without a reason')
      .withRequest('POST', returnPath('decision/'), (request) => request.headers({ ...json, ...staffBearer() }).jsonBody({ version, decision: 'reject' }))
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('reason', 'reason_required', 'Say why, in words the customer will read.', 'The return cannot be decided.')))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.decideReturn.initiate({ id: 5, returnDecision: { version: 1, decision: 'reject' } }));
        expect(fieldErrors(result.error)).toEqual([expect.stringMatching(/^reason: /)]);
      }));

  it('records what came back', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...APPROVED)
      .uponReceiving('a receipt of an approved return, its unit sellable')
      .withRequest('POST', returnPath('receipt/'), (request) =>
        request.headers({ ...json, ...staffBearer() }).jsonBody({ version, quality: 'passed', lines: [{ order_item_id: fromProviderState('${orderItemId}', 7), sellable: 1, damaged: 0 }] }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ ...returnFields('received', { sellable: integer(1), damaged: integer(0) }), decided_at: isoDateTime() }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.receiveReturn.initiate({ id: 5, returnReceipt: { version: 1, quality: 'passed', lines: [{ order_item_id: 7, sellable: 1, damaged: 0 }] } }));
        expect(result.data?.status).toBe('received');
      }));

  it('refunds a received return, with its credit note', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...RECEIVED)
      .uponReceiving('a refund of a received return')
      .withRequest('POST', returnPath('resolution/'), (request) => request.headers({ ...json, ...staffBearer() }).jsonBody({ version }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...returnFields('refunded', { sellable: integer(1), damaged: integer(0) }, { amount_paise: integer(129900), status: regex('^(pending|processed|failed)$', 'processed'), credit_note_number: string('CN/2026-27/00001') }),
          decided_at: isoDateTime(),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.resolveReturn.initiate({ id: 5, returnResolution: { version: 1 } }));
        expect(result.data?.refund?.amount_paise).toEqual(expect.any(Number));
      }));

  it('reads and saves the owner’s return settings', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .uponReceiving('a save of the return settings')
      .withRequest('PUT', '/api/admin/settings/returns/', (request) =>
        request.headers({ ...json, ...staffBearer() }).jsonBody({ version: 1, window_days: 10, replacement_reasons: ['damaged_in_transit', 'defective'], non_returnable_category_ids: [], non_returnable_product_ids: [] }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ version: integer(2), window_days: integer(10), replacement_reasons: eachLike(regex('^(damaged_in_transit|defective)$', 'defective')), non_returnable_category_ids: [], non_returnable_product_ids: [] }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.updateReturnSettings.initiate({ returnSettingsUpdate: { version: 1, window_days: 10, replacement_reasons: ['damaged_in_transit', 'defective'], non_returnable_category_ids: [], non_returnable_product_ids: [] } }),
        );
        expect(result.data?.window_days).toBe(10);
      }));

  it('reads the owner’s return settings', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .uponReceiving('a request for the return settings')
      .withRequest('GET', '/api/admin/settings/returns/', (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody({ version: integer(1), window_days: integer(7), replacement_reasons: eachLike(regex('^(damaged_in_transit|defective)$', 'defective')), non_returnable_category_ids: [], non_returnable_product_ids: [] }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getReturnSettings.initiate());
        expect(result.data?.window_days).toEqual(expect.any(Number));
      }));
});
