import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { errorStatus, fieldErrors, shellApi } from '../../src';
import { fieldErrorFields } from './shapes';
import { bearer, clientAgainst, createShopPact, EXAMPLE_TOKEN } from './shopPact';

const { eachLike, fromProviderState, integer } = MatchersV3;

const EMAIL = 'asha.patel@example.in';
const json = { 'Content-Type': 'application/json' };

describe('the cart kept for its reminder', () => {
  const pact = createShopPact();

  it('keeps the cart as it now is', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('product with id {id} exists', { id: 12 })
      .uponReceiving('the cart saved after a change')
      .withRequest('PUT', '/api/user/cart/', (request) =>
        request.headers({ ...json, ...bearer() }).jsonBody({ items: [{ product: fromProviderState('${id}', 12), quantity: 2 }] }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ items: eachLike({ product: fromProviderState('${id}', 12), quantity: integer(2) }) }))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(shellApi.endpoints.saveCart.initiate({ savedCart: { items: [{ product: 12, quantity: 2 }] } }));
        expect(result.data?.items).toEqual([{ product: 12, quantity: 2 }]);
      }));

  it('forgets an emptied cart', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .uponReceiving('an emptied cart saved')
      .withRequest('PUT', '/api/user/cart/', (request) => request.headers({ ...json, ...bearer() }).jsonBody({ items: [] }))
      .willRespondWith(200, (response) => response.jsonBody({ items: [] }))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(shellApi.endpoints.saveCart.initiate({ savedCart: { items: [] } }));
        expect(result.data?.items).toEqual([]);
      }));

  it('refuses a product on two lines, naming items (400)', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('product with id {id} exists', { id: 12 })
      .uponReceiving('a cart with a product on two lines')
      .withRequest('PUT', '/api/user/cart/', (request) =>
        request.headers({ ...json, ...bearer() }).jsonBody({
          items: [
            { product: fromProviderState('${id}', 12), quantity: 1 },
            { product: fromProviderState('${id}', 12), quantity: 1 },
          ],
        }),
      )
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('items', 'one_line_per_variant', 'Each product may appear once; send its total quantity on one line.')))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const twice = { product: 12, quantity: 1 };
        const result = await store.dispatch(shellApi.endpoints.saveCart.initiate({ savedCart: { items: [twice, twice] } }));
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)).toEqual([expect.stringMatching(/^items: /)]);
      }));
});
