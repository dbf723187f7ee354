import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { contentApi, errorDetail, errorStatus, fieldErrors, shellApi } from '../../src';
import { blogFields, galleryItemFields, pageMetadataFields } from './shapes';
import { clientAgainst, createShopPact } from './shopPact';

const { eachLike, like, string } = MatchersV3;

const contactMessage = {
  name: 'Asha Patel',
  email: 'asha.patel@example.in',
  subject: 'Bird nets for a balcony',
  message: 'Please quote for a 10 x 8 ft balcony net in Pune.',
};

describe('gallery, blogs, contact form and page metadata', () => {
  const pact = createShopPact();

  it('lists the gallery', () =>
    pact
      .addInteraction()
      .given('gallery items exist')
      .uponReceiving('a request for the gallery')
      .withRequest('GET', '/api/user/gallery/')
      .willRespondWith(200, (response) => response.jsonBody(eachLike(galleryItemFields())))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(contentApi.endpoints.listGallery.initiate({}));
        expect(result.data?.[0]?.image).toEqual(expect.any(String));
        expect(result.data?.[0]?.image_description).toEqual(expect.any(String));
      }));

  it('lists the blogs', () =>
    pact
      .addInteraction()
      .given('blogs exist')
      .uponReceiving('a request for all blogs')
      .withRequest('GET', '/api/user/blogs/')
      .willRespondWith(200, (response) => response.jsonBody(eachLike(blogFields())))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(shellApi.endpoints.listBlogs.initiate({}));
        expect(result.data?.[0]?.content).toEqual(expect.any(String));
        expect(Number.isNaN(Date.parse(result.data?.[0]?.created_at ?? ''))).toBe(false);
      }));

  it('finds one blog by its slug', () =>
    pact
      .addInteraction()
      .given('blog {slug} exists', { slug: 'how-bird-spikes-work' })
      .uponReceiving('a request for the blog with a slug')
      .withRequest('GET', '/api/user/blogs/', (request) => request.query({ slug: 'how-bird-spikes-work' }))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(blogFields())))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(shellApi.endpoints.listBlogs.initiate({ slug: 'how-bird-spikes-work' }));
        // The blog page reads the first element as the article.
        expect(result.data?.[0]?.slug).toEqual(expect.any(String));
        expect(result.data?.[0]?.title).toEqual(expect.any(String));
      }));

  it('sends a contact message', () =>
    pact
      .addInteraction()
      .given('the shop accepts contact messages')
      .uponReceiving('a contact form message')
      .withRequest('POST', '/api/user/contact/', (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody(like(contactMessage)),
      )
      // The storefront only looks at success or failure, so the body is not part of the contract.
      .willRespondWith(201)
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(contentApi.endpoints.sendContactMessage.initiate({ contactMessage }));
        expect(result.error).toBeUndefined();
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('rejects a contact message with a blank field, naming the field', () =>
    pact
      .addInteraction()
      .given('the shop accepts contact messages')
      .uponReceiving('a contact form message with a blank name')
      .withRequest('POST', '/api/user/contact/', (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody({ ...contactMessage, name: '' }),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody({
          detail: string('Please correct the marked fields.'),
          errors: { name: eachLike(string('This field may not be blank.')) },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(
          contentApi.endpoints.sendContactMessage.initiate({ contactMessage: { ...contactMessage, name: '' } }),
        );
        expect(errorStatus(result.error)).toBe(400);
        expect(errorDetail(result.error)).toEqual(expect.any(String));
        expect(fieldErrors(result.error)[0]).toMatch(/^name: ./);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('reads the page metadata map', () =>
    pact
      .addInteraction()
      .given('page metadata exists')
      .uponReceiving('a request for the page metadata')
      .withRequest('GET', '/seo-json/seo.json')
      // The storefront falls back to the home page's entry, so "/" must be there.
      .willRespondWith(200, (response) => response.jsonBody({ '/': like(pageMetadataFields()) }))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(shellApi.endpoints.getSeoMetadata.initiate({}));
        expect(result.data?.['/']?.title).toEqual(expect.any(String));
        expect(result.data?.['/']?.canonical_url).toEqual(expect.any(String));
      }));
});
