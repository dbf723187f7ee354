import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { shellApi, siteApi } from '../../src';
import { clientAgainst, createShopPact } from './shopPact';
import { faqTopicFields, isoDateTime, siteContactFields, siteHomeFields } from './shapes';

const { eachLike, integer, nullValue, string } = MatchersV3;

describe('the shell content', () => {
  const pact = createShopPact();

  it('reads the contact details, the announcements and the shipping rule every page shows, in one call', () =>
    pact
      .addInteraction()
      .given('the shop has contact details and announcements')
      .uponReceiving('a request for the shell content')
      .withRequest('GET', '/api/user/site/')
      .willRespondWith(200, (response) =>
        response.jsonBody({
          contact: siteContactFields(),
          announcements: eachLike(string('Free shipping on orders of ₹999 or more')),
          shipping: { fee_paise: integer(9900), free_from_paise: integer(99900) },
          // No sale is live.
          sales: [],
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(shellApi.endpoints.getSiteShell.initiate({}));
        expect(result.data?.contact?.phones[0]).toEqual(expect.any(String));
        expect(result.data?.announcements[0]).toEqual(expect.any(String));
        expect(result.data?.shipping.free_from_paise).toEqual(expect.any(Number));
      }));
});

describe('the shell content during a sale', () => {
  const pact = createShopPact();

  it('names each live sale with its real end, first among the announcements', () =>
    pact
      .addInteraction()
      .given('the shop has contact details and announcements')
      .given('product {slug} is in the live sale {name}', { slug: 'stainless-steel-bird-spikes', name: 'Monsoon sale' })
      .uponReceiving('a request for the shell content during a sale')
      .withRequest('GET', '/api/user/site/')
      .willRespondWith(200, (response) =>
        response.jsonBody({
          contact: siteContactFields(),
          announcements: eachLike(string('Monsoon sale: 20% off until 8 Dec, 5:30 am')),
          shipping: { fee_paise: integer(9900), free_from_paise: integer(99900) },
          sales: eachLike({ id: integer(3), name: string('Monsoon sale'), percent_off: integer(20), amount_off_paise: nullValue(), ends_at: isoDateTime('2026-12-08T00:00:00.000Z') }),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(shellApi.endpoints.getSiteShell.initiate({}));
        expect(result.data?.sales[0]?.name).toBe('Monsoon sale');
        expect(result.data?.announcements[0]).toContain('Monsoon sale');
      }));
});

describe('the questions and answers', () => {
  const pact = createShopPact();

  it('reads every topic, question and answer, marked for the home page or not, in one call', () =>
    pact
      .addInteraction()
      .given('the shop has questions and answers')
      .uponReceiving('a request for the questions and answers')
      .withRequest('GET', '/api/user/site/faq/')
      .willRespondWith(200, (response) => response.jsonBody({ topics: eachLike(faqTopicFields()) }))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(siteApi.endpoints.getSiteFaq.initiate({}));
        expect(result.data?.topics[0]?.entries[0]?.question).toEqual(expect.any(String));
        expect(result.data?.topics[0]?.entries[0]?.on_home).toEqual(expect.any(Boolean));
      }));
});

describe('the home page content', () => {
  const pact = createShopPact();

  it('reads the banners, the three category cards and the client logos in one call', () =>
    pact
      .addInteraction()
      .given('the shop has home page content')
      .uponReceiving('a request for the home page content')
      .withRequest('GET', '/api/user/site/home/')
      .willRespondWith(200, (response) => response.jsonBody(siteHomeFields()))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(siteApi.endpoints.getSiteHome.initiate({}));
        expect(result.data?.banners[0]?.heading).toEqual(expect.any(String));
        expect(result.data?.categories).toHaveLength(3);
        expect(result.data?.clients[0]?.name).toEqual(expect.any(String));
      }));
});
