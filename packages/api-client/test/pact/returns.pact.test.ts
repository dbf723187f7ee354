import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { contentApi, fieldErrors, ordersApi } from '../../src';
import { fieldErrorFields, isoDateTime, orderFields } from './shapes';
import { bearer, clientAgainst, createShopPact, EXAMPLE_TOKEN } from './shopPact';

const { eachLike, fromProviderState, integer, nullValue, regex, string } = MatchersV3;

const EMAIL = 'asha.patel@example.in';
const SIGNED_IN = ['customer {email} is signed in', { email: EMAIL }] as const;
const DELIVERED = ['customer {email} has a delivered order to return from', { email: EMAIL }] as const;
const json = { 'Content-Type': 'application/json' };
/** A real PNG: the provider processes these very bytes when it verifies the pact. */
const PHOTO = fileURLToPath(new URL('./admin/fixtures/spikes-on-ledge.png', import.meta.url));
const itemId = fromProviderState('${orderItemId}', 7);
const REASONS = '^(damaged_in_transit|defective|wrong_item|not_as_described|no_longer_needed)$';

describe('returns from the order page', () => {
  const pact = createShopPact();

  it('reads the owner’s rules for the returns policy page', () =>
    pact
      .addInteraction()
      .uponReceiving('a request for the return rules')
      .withRequest('GET', '/api/user/return-rules/')
      .willRespondWith(200, (response) =>
        response.jsonBody({
          window_days: integer(7),
          replacement_reasons: eachLike(regex(REASONS, 'defective')),
          shop_fault_reasons: eachLike(regex(REASONS, 'damaged_in_transit')),
          non_returnable: [],
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(contentApi.endpoints.getReturnRules.initiate());
        expect(result.data?.window_days).toEqual(expect.any(Number));
      }));

  it('uploads a photo for a return as its own bytes', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .uponReceiving('a return photo upload')
      .withRequest('POST', '/api/user/returns/photos/', (request) => request.headers(bearer()).binaryFile('image/png', PHOTO))
      .willRespondWith(201, (response) => response.jsonBody({ id: integer(3), url: regex('^/media/uploads/[0-9a-f]{2}/[0-9a-f]{32}\\.(jpg|png)$', '/media/uploads/3f/3fa9c0d2b4e6f8a1c3e5a7b9d1f3e5a7.png') }))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(ordersApi.endpoints.uploadReturnPhoto.initiate({ body: new Blob([readFileSync(PHOTO)], { type: 'image/png' }) }));
        expect(result.data?.id).toEqual(expect.any(Number));
      }));

  it('asks to return one unit and answers the order with its return and what may still be returned', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...DELIVERED)
      .uponReceiving('a return request for one unit no longer needed')
      .withRequest('POST', fromProviderState('/api/user/orders/${orderId}/returns/', '/api/user/orders/42/returns/'), (request) =>
        request.headers({ ...json, ...bearer() }).jsonBody({ lines: [{ order_item_id: itemId, quantity: 1 }], reason: 'no_longer_needed', resolution: 'refund', note: 'Bought one too many', photo_ids: [] }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          ...orderFields({ delivery: regex('^delivered$', 'delivered'), payment: regex('^completed$', 'completed') }),
          returns: eachLike({
            id: integer(5),
            status: regex('^requested$', 'requested'),
            reason: regex(REASONS, 'no_longer_needed'),
            resolution: regex('^(refund|replacement)$', 'refund'),
            note: string('Bought one too many'),
            lines: eachLike({ order_item_id: integer(7), product_name: string('Stainless Steel Bird Spikes'), quantity: integer(1), sellable: nullValue(), damaged: nullValue() }),
            photos: [],
            requested_at: isoDateTime(),
            decided_at: nullValue(),
            decision_reason: nullValue(),
            pickup: nullValue(),
            received_at: nullValue(),
            quality_note: nullValue(),
            refund: nullValue(),
            replacement_order_id: nullValue(),
          }),
          return_offer: {
            open_until: isoDateTime(),
            lines: eachLike({ order_item_id: integer(7), product_name: string('Stainless Steel Bird Spikes'), returnable_quantity: integer(1), any_reason: true }),
            replacement_reasons: eachLike(regex(REASONS, 'defective')),
            shop_fault_reasons: eachLike(regex(REASONS, 'damaged_in_transit')),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(
          ordersApi.endpoints.requestReturn.initiate({ id: 42, returnRequest: { lines: [{ order_item_id: 7, quantity: 1 }], reason: 'no_longer_needed', resolution: 'refund', note: 'Bought one too many', photo_ids: [] } }),
        );
        expect(result.data?.returns?.[0]).toMatchObject({ status: 'requested' });
      }));

  it('refuses more units than were delivered, naming the line’s quantity', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...DELIVERED)
      .uponReceiving('a return request for more units than were delivered')
      .withRequest('POST', fromProviderState('/api/user/orders/${orderId}/returns/', '/api/user/orders/42/returns/'), (request) =>
        request.headers({ ...json, ...bearer() }).jsonBody({ lines: [{ order_item_id: itemId, quantity: 9 }], reason: 'no_longer_needed', resolution: 'refund', photo_ids: [] }),
      )
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('lines[0].quantity', 'return_exceeds_delivered', 'Only 2 of this item were delivered.', 'The return cannot be asked for.')))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(ordersApi.endpoints.requestReturn.initiate({ id: 42, returnRequest: { lines: [{ order_item_id: 7, quantity: 9 }], reason: 'no_longer_needed', resolution: 'refund', photo_ids: [] } }));
        expect(fieldErrors(result.error)).toEqual([expect.stringMatching(/^lines\[0\]\.quantity: /)]);
      }));
});
