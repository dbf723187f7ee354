import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi, fieldErrors } from '../../../src/admin';
import { isoDateTime } from '../shapes';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_SIGNED_IN, staffBearer } from './adminPact';

const { eachLike, fromProviderState, integer, nullValue, regex, string, boolean } = MatchersV3;

const AWAITING = ['a review of product {slug} awaits moderation', { slug: 'ss-bird-spikes-pack-10' }] as const;
const REASON = 'It names another shop’s product.';
const REPLY = 'Thank you! Fix the spikes with our clear adhesive.';

/** One review as the moderation queue shows it; status, version, reason and reply pinned per interaction. */
const reviewFields = ({ status = regex('^(published|pending|draft|rejected)$', 'pending'), version = integer(1), reason = nullValue() as unknown, reply = nullValue() as unknown } = {}) => ({
  id: integer(9),
  version,
  product: { id: integer(12), title: string('Stainless Steel Bird Spikes – Pack of 10'), slug: string('ss-bird-spikes-pack-10') },
  customer: { id: integer(7), name: string('Meena Iyer'), email: string('meena.iyer@example.in') },
  rating: integer(2),
  review_text: string('Works as described; the pigeons have moved on.'),
  status,
  verified_purchase: boolean(false),
  rejection_reason: reason,
  reply,
  created_at: isoDateTime(),
  updated_at: isoDateTime(),
});

const reviewPath = (suffix: string) => fromProviderState(`/api/admin/reviews/\${reviewId}/${suffix}`, `/api/admin/reviews/9/${suffix}`);
const sentVersion = () => fromProviderState('${reviewVersion}', 1);

describe('the back-office review moderation', () => {
  const pact = createAdminPact();

  it('lists the reviews awaiting moderation, with the counts per status', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...AWAITING)
      .uponReceiving('a request for the pending reviews')
      .withRequest('GET', '/api/admin/reviews/', (request) => request.headers(staffBearer()).query({ status: 'pending', page: '1', page_size: '25' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike(reviewFields({ status: regex('^pending$', 'pending') })),
          total: integer(1),
          page: integer(1),
          page_size: integer(25),
          counts: { published: integer(0), pending: integer(1), draft: integer(0), rejected: integer(0) },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.listAdminReviews.initiate({ status: 'pending', page: 1, pageSize: 25 }));
        expect(result.data?.items[0]?.status).toBe('pending');
        expect(result.data?.counts.pending).toBeGreaterThan(0);
      }));

  it('publishes a pending review', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...AWAITING)
      .uponReceiving('a publication of a pending review')
      .withRequest('POST', reviewPath('publish/'), (request) => request.headers(staffBearer()).jsonBody({ version: sentVersion() }))
      .willRespondWith(200, (response) => response.jsonBody(reviewFields({ status: regex('^published$', 'published'), version: integer(2) })))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.publishReview.initiate({ reviewId: 9, recordVersion: { version: 1 } }));
        expect(result.data?.status).toBe('published');
      }));

  it('refuses a decision on a review someone changed since (409 naming version)', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...AWAITING)
      .uponReceiving('a publication sent with a stale version')
      .withRequest('POST', reviewPath('publish/'), (request) => request.headers(staffBearer()).jsonBody({ version: 99 }))
      .willRespondWith(409, (response) => response.jsonBody({ detail: string('Someone else changed this review since you opened it.'), errors: { version: eachLike(string('Reload')) } }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.publishReview.initiate({ reviewId: 9, recordVersion: { version: 99 } }));
        expect(fieldErrors(result.error)[0]).toMatch(/^version: /);
      }));

  it('rejects a review with the reason the customer will read', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...AWAITING)
      .uponReceiving('a rejection of a pending review with a reason')
      .withRequest('POST', reviewPath('reject/'), (request) => request.headers(staffBearer()).jsonBody({ version: sentVersion(), reason: REASON }))
      .willRespondWith(200, (response) => response.jsonBody(reviewFields({ status: regex('^rejected$', 'rejected'), version: integer(2), reason: string(REASON) })))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.rejectReview.initiate({ reviewId: 9, reviewRejection: { version: 1, reason: REASON } }));
        expect(result.data).toMatchObject({ status: 'rejected', rejection_reason: REASON });
      }));

  it('refuses a rejection without a reason (400 naming reason)', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...AWAITING)
      .uponReceiving('a rejection with a blank reason')
      .withRequest('POST', reviewPath('reject/'), (request) => request.headers(staffBearer()).jsonBody({ version: sentVersion(), reason: '   ' }))
      .willRespondWith(400, (response) => response.jsonBody({ detail: string('Please correct the reason.'), errors: { reason: eachLike(string('Tell the customer why the review is not published.')) } }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.rejectReview.initiate({ reviewId: 9, reviewRejection: { version: 1, reason: '   ' } }));
        expect(fieldErrors(result.error)[0]).toMatch(/^reason: /);
      }));

  it('answers a review in public', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...AWAITING)
      .uponReceiving('a public reply to a review')
      .withRequest('PUT', reviewPath('reply/'), (request) => request.headers(staffBearer()).jsonBody({ version: sentVersion(), text: REPLY }))
      .willRespondWith(200, (response) => response.jsonBody(reviewFields({ version: integer(2), reply: { text: string(REPLY), replied_at: isoDateTime() } })))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.replyToReview.initiate({ reviewId: 9, reviewReplyInput: { version: 1, text: REPLY } }));
        expect(result.data?.reply?.text).toBe(REPLY);
      }));
});
