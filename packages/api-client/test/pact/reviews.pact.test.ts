import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { errorStatus, fieldErrors, reviewsApi } from '../../src';
import { fieldErrorFields, ownReviewFields, reviewFields } from './shapes';
import { bearer, clientAgainst, createShopPact, EXAMPLE_TOKEN } from './shopPact';

const { boolean, eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

const EMAIL = 'asha.patel@example.in';
const json = { 'Content-Type': 'application/json' };
const TEXT = 'Pigeons gone from the balcony within a week.';

/** The review page's review: the product brief's fields, with the ids the states made. */
const fromOrder = { user: 7, order: 42, product: 12, rating: 4, review_text: TEXT };
const fromOrderBody = {
  user: fromProviderState('${userId}', 7),
  order: fromProviderState('${orderId}', 42),
  product: fromProviderState('${productId}', 12),
  rating: 4,
  review_text: TEXT,
};

describe('reviews', () => {
  const pact = createShopPact();

  it('publishes a review of a product from a delivered order (201)', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has a delivered order of product {slug}', { email: EMAIL, slug: 'stainless-steel-bird-spikes' })
      .uponReceiving('a review of a product from a delivered order')
      .withRequest('POST', '/api/user/reviews/', (request) => request.headers({ ...json, ...bearer() }).jsonBody(fromOrderBody))
      .willRespondWith(201, (response) =>
        response.jsonBody(
          like({
            ...reviewFields(),
            product: integer(12),
            product_title: string('Stainless Steel Bird Spikes'),
            status: regex('^published$', 'published'),
            verified_purchase: boolean(true),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(reviewsApi.endpoints.createReview.initiate({ reviewCreate: fromOrder }));
        expect(result.data?.status).toBe('published');
      }));

  it('refuses a review of an order that is not delivered yet, with the reason first', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has a pending order', { email: EMAIL })
      .uponReceiving('a review of a product from an order not delivered yet')
      .withRequest('POST', '/api/user/reviews/', (request) => request.headers({ ...json, ...bearer() }).jsonBody(fromOrderBody))
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('order', 'order_not_delivered', 'You can review a product once its order is delivered.')))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(reviewsApi.endpoints.createReview.initiate({ reviewCreate: fromOrder }));
        expect(errorStatus(result.error)).toBe(400);
        // The storefront shows the first message of the list.
        expect(fieldErrors(result.error)[0]).toMatch(/^order: ./);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it("lists the customer's own reviews in every status", () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has reviewed product {slug}', { email: EMAIL, slug: 'stainless-steel-bird-spikes' })
      .uponReceiving("a request for the customer's reviews")
      .withRequest('GET', '/api/user/user-reviews/', (request) => request.headers(bearer()))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(ownReviewFields())))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(reviewsApi.endpoints.listUserReviews.initiate());
        const review = result.data?.[0];
        expect(review?.product_title).toEqual(expect.any(String));
        expect(['published', 'pending', 'draft', 'rejected']).toContain(review?.status);
        expect(review?.review_text).toEqual(expect.any(String));
      }));

  it('lists a review the shop rejected, with the reason the customer reads', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has a review the shop rejected', { email: EMAIL })
      .uponReceiving("a request for the customer's reviews, one rejected")
      .withRequest('GET', '/api/user/user-reviews/', (request) => request.headers(bearer()))
      .willRespondWith(200, (response) =>
        response.jsonBody(eachLike({ ...ownReviewFields(), status: regex('^rejected$', 'rejected'), rejection_reason: string('It names another shop’s product.') })),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(reviewsApi.endpoints.listUserReviews.initiate());
        expect(result.data?.[0]).toMatchObject({ status: 'rejected', rejection_reason: expect.any(String) });
      }));
});
