import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi, errorStatus, fieldErrors } from '../../../src/admin';
import { errorFields, fieldErrorFields, isoDateTime } from '../shapes';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_SIGNED_IN, staffBearer } from './adminPact';

const { boolean, eachLike, fromProviderState, integer, nullValue, regex, string } = MatchersV3;

const SLUG = 'ss-bird-spikes-pack-10';
const PRODUCT_IN_SPIKES = ['product {slug} exists in category {category}', { slug: SLUG, category: 'Bird Spikes' }] as const;

/** A product as the back-office reads it: money in paise, photos with alt text, the version to send back. */
const adminProductFields = () => ({
  id: integer(12),
  title: string('Stainless Steel Bird Spikes – Pack of 10'),
  slug: string(SLUG),
  category_id: integer(1),
  category_name: string('Bird Spikes'),
  material: regex('^(Plastic|Stainless Steel)$', 'Stainless Steel'),
  mrp_paise: integer(119900),
  price_paise: integer(89900),
  stock: integer(40),
  is_bestseller: boolean(true),
  short_desc: string('Ten strips of rust-free spikes.'),
  long_desc: string('Stainless steel pins on a polycarbonate base.'),
  highlights: eachLike(string('Rust-free in monsoon air'), 5),
  keywords: string('bird spikes, pigeon'),
  hsn_code: regex('^[0-9]{4,8}$', '7326'),
  gst_rate: integer(18),
  weight_grams: integer(600),
  length_cm: integer(35),
  breadth_cm: integer(12),
  height_cm: integer(8),
  hidden: boolean(false),
  images: eachLike({ url: string('/media/products/ss-bird-spikes-pack-10-1.svg'), alt: string('Spike strips on a balcony ledge'), media_id: nullValue() }),
  version: integer(1),
  ever_ordered: boolean(false),
  parcel_estimated: boolean(false),
  created_at: isoDateTime(),
  updated_at: isoDateTime(),
});

const adminCategoryFields = (name = 'Bird Spikes') => ({
  id: integer(1),
  name: string(name),
  position: integer(1),
  hidden: boolean(false),
  product_count: integer(0),
  version: integer(1),
});

/** What the editor saves: the whole product, photos included. */
const productBody = (categoryId: unknown) => ({
  title: 'Stainless Steel Bird Spikes – Pack of 10',
  slug: SLUG,
  category_id: categoryId,
  material: 'Stainless Steel',
  mrp_paise: 119900,
  price_paise: 84900,
  stock: 60,
  is_bestseller: true,
  short_desc: 'Ten strips of rust-free spikes.',
  long_desc: 'Stainless steel pins on a polycarbonate base.',
  highlights: ['3 m of ledge', 'Rust-free', 'UV-stable base', 'Adhesive or screws', 'Humane'],
  keywords: 'bird spikes, pigeon',
  hsn_code: '7326',
  gst_rate: 18,
  weight_grams: 600,
  length_cm: 35,
  breadth_cm: 12,
  height_cm: 8,
  hidden: false,
  images: [{ url: '/media/products/ss-bird-spikes-pack-10-1.svg', alt: 'Spike strips on a balcony ledge', media_id: null }],
  // The declarations the law asks for before a product is shown; the maker named here rather than the shop's default.
  generic_name: 'Bird spikes (stainless steel)',
  country_of_origin: 'IN',
  maker: { kind: 'manufacturer', name: 'BirdShield India Private Limited', address: 'Gala 14, Shree Ganesh Industrial Estate, Vasai East, Palghar, Maharashtra 401208' },
  net_quantity: 10,
  net_quantity_unit: 'pieces',
  made_month: null,
});

/** The same body as the client types it (the pact's example has a plain number where the state fills in the id). */
const typedBody = (categoryId: number) => {
  const body = productBody(categoryId);
  return { ...body, category_id: categoryId, material: 'Stainless Steel' as const, gst_rate: 18 as const, maker: { ...body.maker, kind: 'manufacturer' as const }, net_quantity_unit: 'pieces' as const };
};

describe('the back-office catalogue', () => {
  const pact = createAdminPact();

  it('lists products searched, sorted and a page at a time', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PRODUCT_IN_SPIKES)
      .uponReceiving('a request for products matching "spikes", dearest first')
      .withRequest('GET', '/api/admin/products/', (request) =>
        request.headers(staffBearer()).query({ query: 'spikes', sort: 'price', order: 'desc', page: '1', page_size: '25' }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ items: eachLike(adminProductFields()), total: integer(1), page: integer(1), page_size: integer(25) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.listAdminProducts.initiate({ query: 'spikes', sort: 'price', order: 'desc', page: 1, pageSize: 25 }),
        );
        expect(result.data?.items[0]?.price_paise).toBe(89900);
        expect(result.data?.items[0]?.images[0]?.alt).toBeTruthy();
      }));

  it('reads one product to edit', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PRODUCT_IN_SPIKES)
      .uponReceiving('a request for one product as staff edit it')
      .withRequest('GET', fromProviderState('/api/admin/products/${productId}/', '/api/admin/products/12/'), (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody(adminProductFields()))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getAdminProduct.initiate({ productId: 12 }));
        expect(result.data?.version).toBe(1);
      }));

  it('creates a product', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given('category {name} exists', { name: 'Bird Spikes' })
      .given('the shop shows its seller details')
      .uponReceiving('a new product with one photo and its declarations')
      .withRequest('POST', '/api/admin/products/', (request) =>
        request.headers(staffBearer()).jsonBody(productBody(fromProviderState('${categoryId}', 1))),
      )
      .willRespondWith(201, (response) => response.jsonBody({ ...adminProductFields(), generic_name: string('Bird spikes (stainless steel)'), country_of_origin: string('IN'), missing_declarations: [] }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.createAdminProduct.initiate({ adminProductInput: typedBody(1) }));
        expect(result.data?.slug).toBe(SLUG);
        expect(result.data?.missing_declarations).toEqual([]);
      }));

  it('is told which declaration a product to be shown still lacks', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given('category {name} exists', { name: 'Bird Spikes' })
      .given('the shop shows its seller details')
      .uponReceiving('a new visible product without its generic name')
      .withRequest('POST', '/api/admin/products/', (request) =>
        request.headers(staffBearer()).jsonBody({ ...productBody(fromProviderState('${categoryId}', 1)), generic_name: null }),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody(fieldErrorFields('generic_name', 'declaration_required', 'Give the generic name the pack declares (e.g. "Bird spikes") before showing the product.')),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.createAdminProduct.initiate({ adminProductInput: { ...typedBody(1), generic_name: null } }));
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^generic_name: /);
      }));

  it('is told which field is wrong', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PRODUCT_IN_SPIKES)
      .uponReceiving('a new product with a slug another product has')
      .withRequest('POST', '/api/admin/products/', (request) =>
        request.headers(staffBearer()).jsonBody(productBody(fromProviderState('${categoryId}', 1))),
      )
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('slug', 'slug_taken', 'Another product already uses this address (slug). Choose another.')))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.createAdminProduct.initiate({ adminProductInput: typedBody(1) }));
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^slug: /);
      }));

  it('saves a product with the version it read', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PRODUCT_IN_SPIKES)
      .uponReceiving('a save of a product at the version read')
      .withRequest('PUT', fromProviderState('/api/admin/products/${productId}/', '/api/admin/products/12/'), (request) =>
        request.headers(staffBearer()).jsonBody({ ...productBody(fromProviderState('${categoryId}', 1)), version: 1 }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ ...adminProductFields(), price_paise: integer(84900), version: integer(2) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.updateAdminProduct.initiate({ productId: 12, adminProductInput: { ...typedBody(1), version: 1 } }),
        );
        expect(result.data?.version).toBe(2);
      }));

  it('is refused a save over someone else’s change', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PRODUCT_IN_SPIKES)
      .uponReceiving('a save of a product at a version that is no longer current')
      .withRequest('PUT', fromProviderState('/api/admin/products/${productId}/', '/api/admin/products/12/'), (request) =>
        request.headers(staffBearer()).jsonBody({ ...productBody(fromProviderState('${categoryId}', 1)), version: 7 }),
      )
      .willRespondWith(409, (response) =>
        response.jsonBody(
          fieldErrorFields(
            'version',
            'version_changed', 'Someone else changed this product since you opened it. Reload to see their changes, then make yours again.',
            'Someone else changed this product since you opened it. Reload to see their changes, then make yours again.',
          ),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.updateAdminProduct.initiate({ productId: 12, adminProductInput: { ...typedBody(1), version: 7 } }),
        );
        expect(errorStatus(result.error)).toBe(409);
        expect(fieldErrors(result.error)[0]).toMatch(/^version: /);
      }));

  it('hides a product', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PRODUCT_IN_SPIKES)
      .uponReceiving('a request to hide a product')
      .withRequest('PUT', fromProviderState('/api/admin/products/${productId}/visibility/', '/api/admin/products/12/visibility/'), (request) =>
        request.headers(staffBearer()).jsonBody({ hidden: true, version: 1 }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ ...adminProductFields(), hidden: boolean(true), version: integer(2) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.setAdminProductVisibility.initiate({ productId: 12, adminVisibilityUpdate: { hidden: true, version: 1 } }),
        );
        expect(result.data?.hidden).toBe(true);
      }));

  it('deletes a product never ordered', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PRODUCT_IN_SPIKES)
      .uponReceiving('a request to delete a product nobody ordered')
      .withRequest('DELETE', fromProviderState('/api/admin/products/${productId}/', '/api/admin/products/12/'), (request) =>
        request.headers(staffBearer()).query({ version: '1' }),
      )
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.deleteAdminProduct.initiate({ productId: 12, version: 1 }));
        expect(result.error).toBeUndefined();
      }));

  it('is refused the delete of a product that was ordered', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given('product {slug} has been ordered', { slug: SLUG })
      .uponReceiving('a request to delete a product that was ordered')
      .withRequest('DELETE', fromProviderState('/api/admin/products/${productId}/', '/api/admin/products/12/'), (request) =>
        request.headers(staffBearer()).query({ version: fromProviderState('${version}', '1') }),
      )
      .willRespondWith(409, (response) =>
        response.jsonBody(errorFields('product_ordered_not_deletable', 'This product has been ordered, so it cannot be deleted: its orders and invoices still name it. Hide it instead.')),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.deleteAdminProduct.initiate({ productId: 12, version: 1 }));
        expect(errorStatus(result.error)).toBe(409);
      }));

  it('lists categories in display order', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given('category {name} exists', { name: 'Bird Spikes' })
      .uponReceiving('a request for the categories')
      .withRequest('GET', '/api/admin/categories/', (request) => request.headers(staffBearer()).query({ page: '1', page_size: '100' }))
      .willRespondWith(200, (response) => response.jsonBody({ items: eachLike(adminCategoryFields()), total: integer(1), page: integer(1), page_size: integer(100) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.listAdminCategories.initiate({ page: 1, pageSize: 100 }));
        expect(result.data?.items[0]?.name).toBe('Bird Spikes');
      }));

  it('creates a category', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .uponReceiving('a new category')
      .withRequest('POST', '/api/admin/categories/', (request) => request.headers(staffBearer()).jsonBody({ name: 'Monkey Spikes' }))
      .willRespondWith(201, (response) => response.jsonBody(adminCategoryFields('Monkey Spikes')))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.createAdminCategory.initiate({ adminCategoryInput: { name: 'Monkey Spikes' } }));
        expect(result.data?.name).toBe('Monkey Spikes');
      }));

  it('renames and hides a category', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given('category {name} exists', { name: 'Bird Nets' })
      .uponReceiving('a rename and hide of a category at the version read')
      .withRequest('PUT', fromProviderState('/api/admin/categories/${categoryId}/', '/api/admin/categories/2/'), (request) =>
        request.headers(staffBearer()).jsonBody({ name: 'Anti-bird Nets', hidden: true, version: 1 }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ ...adminCategoryFields('Anti-bird Nets'), hidden: boolean(true), version: integer(2) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.updateAdminCategory.initiate({ categoryId: 2, adminCategoryUpdate: { name: 'Anti-bird Nets', hidden: true, version: 1 } }),
        );
        expect(result.data?.hidden).toBe(true);
      }));

  it('reorders the categories', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given('the only categories are {first} and {second}', { first: 'Bird Spikes', second: 'Bird Nets' })
      .uponReceiving('the categories in a new order')
      .withRequest('PUT', '/api/admin/categories/order/', (request) =>
        request.headers(staffBearer()).jsonBody({ ids: [fromProviderState('${secondId}', 2), fromProviderState('${firstId}', 1)] }),
      )
      .willRespondWith(200, (response) => response.jsonBody(eachLike(adminCategoryFields('Bird Nets'), 2)))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.reorderAdminCategories.initiate({ adminCategoryOrder: { ids: [2, 1] } }));
        expect(result.data?.[0]?.name).toBe('Bird Nets');
      }));
});
