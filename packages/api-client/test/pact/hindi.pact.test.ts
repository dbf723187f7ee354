import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { shopApi } from '../../src';
import { blogFields, categoryFields, isoDateTime, productFields } from './shapes';
import { clientAgainst, createShopPact } from './shopPact';

const { eachLike, like, string } = MatchersV3;

/**
 * The Hindi storefront's calls (decisions 065 and 067): each asks `lang=hi`, and each answer gives the Hindi staff
 * wrote, English elsewhere, and names the texts still English so that the page can mark them.
 */
describe('the shop in Hindi', () => {
  const pact = createShopPact();

  it('gets a product with its Hindi title, and the texts still English named', () =>
    pact
      .addInteraction()
      .given('product {slug} has a Hindi title', { slug: 'stainless-steel-bird-spikes' })
      .uponReceiving('a request for a product from the Hindi storefront')
      .withRequest('GET', '/api/user/products/stainless-steel-bird-spikes/', (request) => request.query({ lang: 'hi' }))
      .willRespondWith(200, (response) =>
        response.jsonBody(like({ ...productFields(), title: string('स्टेनलेस स्टील बर्ड स्पाइक्स'), untranslated_fields: eachLike(string('long_desc')) })),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, undefined, 'hi');
        const result = await store.dispatch(shopApi.endpoints.getProduct.initiate({ slugOrId: 'stainless-steel-bird-spikes' }));
        expect(result.data?.title).toEqual(expect.any(String));
        expect(result.data?.untranslated_fields).toContain('long_desc');
      }));

  it('lists the categories with their Hindi names, each keeping its English name as its key', () =>
    pact
      .addInteraction()
      .given('category {name} has a Hindi name', { name: 'Bird Spikes' })
      .uponReceiving('a request for the categories from the Hindi storefront')
      .withRequest('GET', '/api/user/uploadCategory/', (request) => request.query({ lang: 'hi' }))
      .willRespondWith(200, (response) =>
        response.jsonBody(eachLike({ ...categoryFields(), display_name: string('बर्ड स्पाइक्स'), untranslated_fields: [] })),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, undefined, 'hi');
        const result = await store.dispatch(shopApi.endpoints.listCategories.initiate({}));
        expect(result.data?.[0]?.category_name).toEqual(expect.any(String));
        expect(result.data?.[0]?.display_name).toEqual(expect.any(String));
      }));

  it('finds an article in Hindi by its slug', () =>
    pact
      .addInteraction()
      .given('blog {slug} is translated into Hindi', { slug: 'how-bird-spikes-work' })
      .uponReceiving('a request for an article from the Hindi storefront')
      .withRequest('GET', '/api/user/blogs/', (request) => request.query({ slug: 'how-bird-spikes-work', lang: 'hi' }))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          eachLike({
            ...blogFields(),
            title: string('बर्ड स्पाइक्स कैसे काम करते हैं'),
            content: string('<h1>बर्ड स्पाइक्स कैसे काम करते हैं</h1><p>कबूतर बैठ नहीं पाते।</p>'),
            untranslated_fields: [],
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, undefined, 'hi');
        const result = await store.dispatch(shopApi.endpoints.listBlogs.initiate({ slug: 'how-bird-spikes-work' }));
        expect(result.data?.[0]?.untranslated_fields).toEqual([]);
      }));

  it('reads a policy page whose title alone is in Hindi, its text named as English', () =>
    pact
      .addInteraction()
      .given('the terms have a Hindi title')
      .uponReceiving('a request for the terms from the Hindi storefront')
      .withRequest('GET', '/api/user/legal/terms/', (request) => request.query({ lang: 'hi' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          slug: 'terms',
          title: string('नियम और शर्तें'),
          content: string('<h2>Orders</h2><p>An order is accepted when it is paid.</p>'),
          updated_at: isoDateTime(),
          untranslated_fields: ['content'],
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, undefined, 'hi');
        const result = await store.dispatch(shopApi.endpoints.getLegalPage.initiate({ slug: 'terms' }));
        expect(result.data?.untranslated_fields).toEqual(['content']);
      }));
});
