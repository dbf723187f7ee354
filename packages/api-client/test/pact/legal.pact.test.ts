import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { contentApi, errorStatus } from '../../src';
import { isoDateTime } from './shapes';
import { clientAgainst, createShopPact } from './shopPact';

const { string } = MatchersV3;

describe('the policy pages', () => {
  const pact = createShopPact();

  it('reads the return policy', () =>
    pact
      .addInteraction()
      .given('the policy pages exist')
      .uponReceiving('a request for the return policy')
      .withRequest('GET', '/api/user/legal/return-policy/')
      .willRespondWith(200, (response) =>
        response.jsonBody({
          slug: 'return-policy',
          title: string('Return & Refund Policy'),
          content: string('<h2>Returns</h2><p>Request a return within 7 days of delivery.</p>'),
          updated_at: isoDateTime(),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(contentApi.endpoints.getLegalPage.initiate({ slug: 'return-policy' }));
        expect(result.data?.title).toEqual(expect.any(String));
        expect(result.data?.content).toEqual(expect.any(String));
      }));

  it('is told when the page is missing', () =>
    pact
      .addInteraction()
      .given('the policy pages are missing')
      .uponReceiving('a request for a policy page that has no row')
      .withRequest('GET', '/api/user/legal/offers/')
      .willRespondWith(404)
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(contentApi.endpoints.getLegalPage.initiate({ slug: 'offers' }));
        expect(errorStatus(result.error)).toBe(404);
      }));
});
