import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { contentApi, shellApi, siteApi } from '../../src';
import { blogFields, categoryFields, faqTopicFields, galleryItemFields, isoDateTime, pageMetadataFields, productFields, siteContactFields, siteHomeFields } from './shapes';
import { clientAgainst, createShopPact } from './shopPact';

const { boolean, eachLike, integer, like, string } = MatchersV3;

/**
 * The Hindi storefront's calls (decisions 065, 067 and 068): each asks `lang=hi`, and each answer gives the Hindi staff
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
        const result = await store.dispatch(shellApi.endpoints.getProduct.initiate({ slugOrId: 'stainless-steel-bird-spikes' }));
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
        const result = await store.dispatch(shellApi.endpoints.listCategories.initiate({}));
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
        const result = await store.dispatch(shellApi.endpoints.listBlogs.initiate({ slug: 'how-bird-spikes-work' }));
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
        const result = await store.dispatch(contentApi.endpoints.getLegalPage.initiate({ slug: 'terms' }));
        expect(result.data?.untranslated_fields).toEqual(['content']);
      }));
  // The site's own content (decision 068).
  it("reads the FAQ's questions and answers in Hindi, the topics' titles still English named", () =>
    pact
      .addInteraction()
      .given("the FAQ's questions and answers are in Hindi")
      .uponReceiving('a request for the FAQ from the Hindi storefront')
      .withRequest('GET', '/api/user/site/faq/', (request) => request.query({ lang: 'hi' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          topics: eachLike({
            ...faqTopicFields(),
            untranslated_fields: eachLike(string('title')),
            entries: eachLike({
              id: string('who-we-are'),
              question: string('आप कौन हैं?'),
              answer: eachLike(string('बिना नुकसान पहुँचाए पक्षियों और बंदरों को दूर रखने वाले प्रोडक्ट्स की दुकान।')),
              on_home: boolean(true),
              untranslated_fields: [],
            }),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, undefined, 'hi');
        const result = await store.dispatch(siteApi.endpoints.getSiteFaq.initiate({}));
        expect(result.data?.topics[0]?.untranslated_fields).toContain('title');
        expect(result.data?.topics[0]?.entries[0]?.untranslated_fields).toEqual([]);
      }));

  it("reads the announcements in Hindi, the staff's messages still English named by position", () =>
    pact
      .addInteraction()
      .given('the shop has contact details and announcements')
      .uponReceiving('a request for the shell content from the Hindi storefront')
      .withRequest('GET', '/api/user/site/', (request) => request.query({ lang: 'hi' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          contact: siteContactFields(),
          announcements: eachLike(string('₹999 या उससे ज़्यादा के ऑर्डर पर मुफ़्त शिपिंग')),
          untranslated_announcements: eachLike(integer(1)),
          shipping: { fee_paise: integer(9900), free_from_paise: integer(99900) },
          sales: [],
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, undefined, 'hi');
        const result = await store.dispatch(shellApi.endpoints.getSiteShell.initiate({}));
        expect(result.data?.untranslated_announcements?.[0]).toEqual(expect.any(Number));
      }));

  it("reads the home page with its banners' and cards' texts in Hindi", () =>
    pact
      .addInteraction()
      .given("the home page's banners and cards are in Hindi")
      .uponReceiving('a request for the home page content from the Hindi storefront')
      .withRequest('GET', '/api/user/site/home/', (request) => request.query({ lang: 'hi' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...siteHomeFields(),
          banners: eachLike({
            id: string('banner-1'),
            image: string('/images/banners/banner-1.svg'),
            image_alt: string('छज्जे पर बर्ड स्पाइक्स'),
            eyebrow: string('बर्ड स्पाइक्स'),
            heading: string('छज्जों से कबूतर दूर रखें'),
            text: string('ऐसे स्पाइक्स जिन पर पक्षी उतर नहीं पाते।'),
            link: string('/products'),
            untranslated_fields: [],
          }),
          categories: eachLike(
            { id: string('card-1'), image: string('/images/categories/bird-repellants.svg'), title: string('पक्षियों से बचाव'), text: string('छज्जों के लिए स्पाइक्स।'), category: string('Bird Spikes'), untranslated_fields: [] },
            3,
          ),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, undefined, 'hi');
        const result = await store.dispatch(siteApi.endpoints.getSiteHome.initiate({}));
        expect(result.data?.banners[0]?.untranslated_fields).toEqual([]);
        expect(result.data?.categories[0]?.category).toEqual(expect.any(String));
      }));

  it("lists the gallery with the photos' captions in Hindi", () =>
    pact
      .addInteraction()
      .given("the gallery's captions are in Hindi")
      .uponReceiving('a request for the gallery from the Hindi storefront')
      .withRequest('GET', '/api/user/gallery/', (request) => request.query({ lang: 'hi' }))
      .willRespondWith(200, (response) =>
        response.jsonBody(eachLike({ id: integer(1), ...galleryItemFields(), image_title: string('खिड़की का छज्जा, मुंबई'), untranslated_fields: [] })),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, undefined, 'hi');
        const result = await store.dispatch(contentApi.endpoints.listGallery.initiate({}));
        expect(result.data?.[0]?.untranslated_fields).toEqual([]);
      }));

  it("reads the page metadata with the home page's title and description in Hindi", () =>
    pact
      .addInteraction()
      .given('the home page has its title and description in Hindi')
      .uponReceiving('a request for the page metadata from the Hindi storefront')
      .withRequest('GET', '/seo-json/seo.json', (request) => request.query({ lang: 'hi' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ '/': like({ ...pageMetadataFields(), title: string('बर्ड स्पाइक्स और बर्ड नेट ऑनलाइन | BirdShield India') }) }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, undefined, 'hi');
        const result = await store.dispatch(shellApi.endpoints.getSeoMetadata.initiate({}));
        expect(result.data?.['/']?.title).toEqual(expect.any(String));
      }));
});
