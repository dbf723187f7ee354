import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi, errorStatus, fieldErrors } from '../../../src/admin';
import { fieldErrorFields, isoDateTime } from '../shapes';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_SIGNED_IN, staffBearer } from './adminPact';

const { boolean, eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const SLUG = 'how-bird-spikes-work';
const ARTICLE = '<h1>How bird spikes work</h1><p>Spikes stop birds from landing.</p><p><img src="/media/uploads/3f/3fa9c0d2b4e6f8a1c3e5a7b9d1f3e5a7.jpg" alt="Spikes on a ledge"></p>';
const BLOG_EXISTS = ['blog {slug} exists', { slug: SLUG }] as const;
const GALLERY_OF_TWO = ['the gallery holds exactly two pictures'] as const;
const POLICY_PAGES = ['the policy pages exist'] as const;

/** An article as the back-office reads it: hidden or published, with the version to send back. */
const adminBlogFields = () => ({
  id: integer(5),
  slug: string(SLUG),
  title: string('How bird spikes work'),
  content: string(ARTICLE),
  hidden: boolean(false),
  published_at: isoDateTime(),
  version: integer(1),
  updated_at: isoDateTime(),
});

const adminGalleryItemFields = () => ({
  id: integer(3),
  image: string('/media/gallery/temple-installation.jpg'),
  title: string('Temple installation'),
  description: string('Bird spikes fitted along the temple parapet.'),
  position: integer(1),
  version: integer(1),
});

const adminLegalPageFields = () => ({
  slug: regex('^(privacy-policy|terms|return-policy|offers)$', 'return-policy'),
  title: string('Return & Refund Policy'),
  content: string('<h2>Returns</h2><p>Request a return within 7 days of delivery.</p>'),
  version: integer(1),
  updated_at: isoDateTime(),
});

describe('the back-office site content', () => {
  const pact = createAdminPact();

  it('lists every article, unpublished ones too', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...BLOG_EXISTS)
      .uponReceiving('a request for every article')
      .withRequest('GET', '/api/admin/blogs/', (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(adminBlogFields())))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.listAdminBlogs.initiate());
        expect(result.data?.[0]?.hidden).toBe(false);
      }));

  it('reads one article to edit', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...BLOG_EXISTS)
      .uponReceiving('a request for one article as staff edit it')
      .withRequest('GET', fromProviderState('/api/admin/blogs/${blogId}/', '/api/admin/blogs/5/'), (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody(adminBlogFields()))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getAdminBlog.initiate({ blogId: 5 }));
        expect(result.data?.version).toBe(1);
      }));

  it('writes a new article with a picture', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .uponReceiving('a new article')
      .withRequest('POST', '/api/admin/blogs/', (request) => request.headers(staffBearer()).jsonBody({ slug: SLUG, content: ARTICLE, hidden: false }))
      .willRespondWith(201, (response) => response.jsonBody(adminBlogFields()))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.createAdminBlog.initiate({ adminBlogInput: { slug: SLUG, content: ARTICLE, hidden: false } }));
        expect(result.data?.title).toBe('How bird spikes work');
      }));

  it('unpublishes an article with the version it read', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...BLOG_EXISTS)
      .uponReceiving('an article saved hidden')
      .withRequest('PUT', fromProviderState('/api/admin/blogs/${blogId}/', '/api/admin/blogs/5/'), (request) =>
        request.headers(staffBearer()).jsonBody({ slug: SLUG, content: ARTICLE, hidden: true, version: 1 }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ ...adminBlogFields(), hidden: boolean(true), version: integer(2) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.updateAdminBlog.initiate({ blogId: 5, adminBlogInput: { slug: SLUG, content: ARTICLE, hidden: true, version: 1 } }),
        );
        expect(result.data?.hidden).toBe(true);
      }));

  it('is told when the article has no title', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .uponReceiving('a new article without a main heading')
      .withRequest('POST', '/api/admin/blogs/', (request) => request.headers(staffBearer()).jsonBody({ slug: SLUG, content: '<p>No heading</p>', hidden: false }))
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('content', 'article_title_missing', 'Start the article with a main heading (Heading 1): it becomes the title.')))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.createAdminBlog.initiate({ adminBlogInput: { slug: SLUG, content: '<p>No heading</p>', hidden: false } }));
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^content: ./);
      }));

  it('lists the gallery in display order', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...GALLERY_OF_TWO)
      .uponReceiving('a request for the gallery as staff keep it')
      .withRequest('GET', '/api/admin/gallery/', (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(adminGalleryItemFields(), 2)))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.listAdminGallery.initiate());
        expect(result.data).toHaveLength(2);
      }));

  it('adds an uploaded picture to the gallery', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .uponReceiving('a new gallery picture')
      .withRequest('POST', '/api/admin/gallery/', (request) =>
        request.headers(staffBearer()).jsonBody({ image: '/media/uploads/3f/3fa9c0d2b4e6f8a1c3e5a7b9d1f3e5a7.jpg', title: 'Temple installation', description: 'Spikes on the parapet.' }),
      )
      .willRespondWith(201, (response) => response.jsonBody(adminGalleryItemFields()))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.createAdminGalleryItem.initiate({
            adminGalleryItemInput: { image: '/media/uploads/3f/3fa9c0d2b4e6f8a1c3e5a7b9d1f3e5a7.jpg', title: 'Temple installation', description: 'Spikes on the parapet.' },
          }),
        );
        expect(result.data?.position).toBe(1);
      }));

  it('describes a gallery picture', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...GALLERY_OF_TWO)
      .uponReceiving('a gallery picture with new words')
      .withRequest('PUT', fromProviderState('/api/admin/gallery/${firstId}/', '/api/admin/gallery/3/'), (request) =>
        request.headers(staffBearer()).jsonBody({ title: 'Temple roof', description: 'Spikes along the ridge.', version: 1 }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ ...adminGalleryItemFields(), version: integer(2) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.updateAdminGalleryItem.initiate({ itemId: 3, adminGalleryItemUpdate: { title: 'Temple roof', description: 'Spikes along the ridge.', version: 1 } }),
        );
        expect(result.data?.version).toBe(2);
      }));

  it('reorders the gallery', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...GALLERY_OF_TWO)
      .uponReceiving('the gallery in a new order')
      .withRequest('PUT', '/api/admin/gallery/order/', (request) =>
        request.headers(staffBearer()).jsonBody({ ids: [fromProviderState('${secondId}', 4), fromProviderState('${firstId}', 3)] }),
      )
      .willRespondWith(200, (response) => response.jsonBody(eachLike(adminGalleryItemFields(), 2)))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.reorderAdminGallery.initiate({ adminCategoryOrder: { ids: [4, 3] } }));
        expect(result.data).toHaveLength(2);
      }));

  it('removes a gallery picture', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...GALLERY_OF_TWO)
      .uponReceiving('a gallery picture removed')
      .withRequest('DELETE', fromProviderState('/api/admin/gallery/${firstId}/', '/api/admin/gallery/3/'), (request) =>
        request.headers(staffBearer()).query({ version: '1' }),
      )
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.deleteAdminGalleryItem.initiate({ itemId: 3, version: 1 }));
        expect(result.error).toBeUndefined();
      }));

  it('lists the policy pages', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...POLICY_PAGES)
      .uponReceiving('a request for the policy pages')
      .withRequest('GET', '/api/admin/legal-pages/', (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(adminLegalPageFields(), 4)))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.listAdminLegalPages.initiate());
        expect(result.data).toHaveLength(4);
      }));

  it('saves the return policy', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...POLICY_PAGES)
      .uponReceiving('the return policy with new words')
      .withRequest('PUT', '/api/admin/legal-pages/return-policy/', (request) =>
        request.headers(staffBearer()).jsonBody({ title: 'Return & Refund Policy', content: '<h2>Returns</h2><p>Request a return within 10 days of delivery.</p>', version: 1 }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ ...adminLegalPageFields(), version: integer(2) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.updateAdminLegalPage.initiate({
            slug: 'return-policy',
            adminLegalPageInput: { title: 'Return & Refund Policy', content: '<h2>Returns</h2><p>Request a return within 10 days of delivery.</p>', version: 1 },
          }),
        );
        expect(result.data?.version).toBe(2);
      }));
});
