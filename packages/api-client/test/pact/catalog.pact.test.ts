import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { reviewsApi, shellApi } from '../../src';
import { categoryFields, isoDateTime, reviewFields } from './shapes';
import { clientAgainst, createShopPact } from './shopPact';

const { eachLike, fromProviderState, string } = MatchersV3;

describe('categories and reviews', () => {
  const pact = createShopPact();

  it('lists the categories', () =>
    pact
      .addInteraction()
      .given('categories exist')
      .uponReceiving('a request for the product categories')
      .withRequest('GET', '/api/user/uploadCategory/')
      .willRespondWith(200, (response) => response.jsonBody(eachLike(categoryFields())))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(shellApi.endpoints.listCategories.initiate({}));
        expect(result.data?.[0]?.category_name).toEqual(expect.any(String));
        expect(result.data?.[0]?.id).toEqual(expect.any(Number));
      }));

  it("lists a product's published reviews", () =>
    pact
      .addInteraction()
      // The provider creates the product and returns its generated id as `productId`.
      .given('product {slug} has published reviews', { slug: 'stainless-steel-bird-spikes' })
      .uponReceiving("a request for a product's reviews")
      .withRequest('GET', '/api/user/reviews/', (request) =>
        request.query({ product_id: fromProviderState('${productId}', '12') }),
      )
      .willRespondWith(200, (response) => response.jsonBody(eachLike(reviewFields())))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(reviewsApi.endpoints.listProductReviews.initiate({ productId: 12 }));
        const review = result.data?.[0];
        expect(review?.user_name).toEqual(expect.any(String));
        expect(review?.rating).toEqual(expect.any(Number));
        expect(Number.isNaN(Date.parse(review?.created_at ?? ''))).toBe(false);
      }));

  it("lists a product's published reviews with the shop's reply under one", () =>
    pact
      .addInteraction()
      .given('product {slug} has a published review the shop answered', { slug: 'stainless-steel-bird-spikes' })
      .uponReceiving("a request for a product's reviews, one answered by the shop")
      .withRequest('GET', '/api/user/reviews/', (request) => request.query({ product_id: fromProviderState('${productId}', '12') }))
      .willRespondWith(200, (response) =>
        response.jsonBody(eachLike({ ...reviewFields(), reply: { text: string('Thank you! Use our adhesive on glazed tiles.'), replied_at: isoDateTime() } })),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(reviewsApi.endpoints.listProductReviews.initiate({ productId: 12 }));
        expect(result.data?.[0]?.reply?.text).toEqual(expect.any(String));
      }));
});
