import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { errorDetail, errorStatus, wishlistApi } from '../../src';
import { errorFields, wishlistEntryFields } from './shapes';
import { bearer, clientAgainst, createShopPact, EXAMPLE_TOKEN } from './shopPact';

const { boolean, eachLike, fromProviderState, like } = MatchersV3;

const EMAIL = 'asha.patel@example.in';
const SLUG = 'stainless-steel-bird-spikes';
const json = { 'Content-Type': 'application/json' };

describe('the wishlist', () => {
  const pact = createShopPact();

  it('lists the wishlist with each product as a card', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has product {slug} on the wishlist', { email: EMAIL, slug: SLUG })
      .uponReceiving('a request for the wishlist')
      .withRequest('GET', '/api/user/wishlist/', (request) => request.headers(bearer()))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(wishlistEntryFields())))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(wishlistApi.endpoints.listWishlist.initiate());
        const card = result.data?.[0]?.product_details;
        expect(card?.title).toEqual(expect.any(String));
        expect(card?.image1).toEqual(expect.any(String));
        expect(card?.price).toEqual(expect.any(Number));
      }));

  it('adds a product (201)', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('product with id {id} exists', { id: 12 })
      .uponReceiving('a product added to the wishlist')
      .withRequest('POST', '/api/user/wishlist/', (request) =>
        request.headers({ ...json, ...bearer() }).jsonBody({ product: fromProviderState('${id}', 12) }),
      )
      .willRespondWith(201, (response) => response.jsonBody(like({ ...wishlistEntryFields(), product: fromProviderState('${id}', 12) })))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(wishlistApi.endpoints.addToWishlist.initiate({ wishlistAdd: { product: 12 } }));
        expect(result.data?.product).toBe(12);
      }));

  it('answers 404 for a product that does not exist', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .uponReceiving('an unknown product added to the wishlist')
      .withRequest('POST', '/api/user/wishlist/', (request) => request.headers({ ...json, ...bearer() }).jsonBody({ product: 999999 }))
      .willRespondWith(404, (response) => response.jsonBody(errorFields('product_not_found', 'Product not found.')))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(wishlistApi.endpoints.addToWishlist.initiate({ wishlistAdd: { product: 999999 } }));
        expect(errorStatus(result.error)).toBe(404);
        expect(errorDetail(result.error)).toEqual(expect.any(String));
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('tells whether a product is on the wishlist', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has product {slug} on the wishlist', { email: EMAIL, slug: SLUG })
      .uponReceiving('a check whether a product is on the wishlist')
      .withRequest('GET', fromProviderState('/api/user/wishlist/${productId}/', '/api/user/wishlist/12/'), (request) =>
        request.headers(bearer()),
      )
      .willRespondWith(200, (response) => response.jsonBody({ is_wishlisted: boolean(true) }))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(wishlistApi.endpoints.checkWishlist.initiate({ productId: 12 }));
        expect(typeof result.data?.is_wishlisted).toBe('boolean');
      }));

  it('removes a product (204)', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has product {slug} on the wishlist', { email: EMAIL, slug: SLUG })
      .uponReceiving('a product removed from the wishlist')
      .withRequest('DELETE', fromProviderState('/api/user/wishlist/${productId}/', '/api/user/wishlist/12/'), (request) =>
        request.headers(bearer()),
      )
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(wishlistApi.endpoints.removeFromWishlist.initiate({ productId: 12 }));
        expect(result.error).toBeUndefined();
      }));

  it('answers 404 when removing a product that is not on the wishlist', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('product with id {id} exists', { id: 12 })
      .uponReceiving('a removal of a product that is not on the wishlist')
      .withRequest('DELETE', fromProviderState('/api/user/wishlist/${id}/', '/api/user/wishlist/12/'), (request) => request.headers(bearer()))
      .willRespondWith(404, (response) => response.jsonBody(errorFields('not_on_wishlist', 'This product is not on your wishlist.')))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(wishlistApi.endpoints.removeFromWishlist.initiate({ productId: 12 }));
        expect(errorStatus(result.error)).toBe(404);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));
});

