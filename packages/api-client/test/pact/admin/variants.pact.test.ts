import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi, errorStatus, fieldErrors, type AdminVariantInput } from '../../../src/admin';
import { fieldErrorFields } from '../shapes';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_SIGNED_IN, staffBearer } from './adminPact';

const { boolean, eachLike, fromProviderState, integer, nullValue, regex, string } = MatchersV3;

const SLUG = 'ss-bird-spikes-packs';
const TEN = { label: 'Pack of 10 (3 m)', sku: 'SS-SPIKES-10' };
const TWENTY = { label: 'Pack of 20 (6 m)', sku: 'SS-SPIKES-20' };
// The provider returns `productId`, `firstId` and `secondId`; the first is the default, both are version 1.
const SOLD_AS_TWO = [
  'product {slug} is sold as {first} (SKU {firstSku}) and {second} (SKU {secondSku})',
  { slug: SLUG, first: TEN.label, firstSku: TEN.sku, second: TWENTY.label, secondSku: TWENTY.sku },
] as const;
// The provider returns `productId` and `variantId` (version 1), the product's only variant, with no label.
const SOLD_AS_ONE_UNLABELLED = ['product {slug} is sold as one variant without a label', { slug: SLUG }] as const;

const VARIANTS_PATH = fromProviderState('/api/admin/products/${productId}/variants/', '/api/admin/products/12/variants/');

/** A variant as the back-office reads it: its label, SKU and figures, whether it is on sale or the default, the version to send back. */
const variantFields = ({ label, sku } = TEN) => ({
  id: integer(30),
  product: integer(12),
  label: string(label),
  sku: regex('^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$', sku),
  mrp_paise: integer(119900),
  price_paise: integer(89900),
  stock: integer(40),
  hsn_code: regex('^[0-9]{4,8}$', '7326'),
  weight_grams: integer(600),
  length_cm: integer(35),
  breadth_cm: integer(12),
  height_cm: integer(8),
  image_position: nullValue(),
  position: integer(1),
  retired: boolean(false),
  is_default: boolean(true),
  ever_ordered: boolean(false),
  version: integer(1),
});

/** What the variant dialog sends: the whole variant. */
const variantBody = (label: string, sku: string): AdminVariantInput => ({
  label,
  sku,
  mrp_paise: 229900,
  price_paise: 169900,
  stock: 20,
  hsn_code: '7326',
  weight_grams: 1100,
  length_cm: 35,
  breadth_cm: 20,
  height_cm: 10,
  image_position: null,
});

const FIFTY = variantBody('Pack of 50 (15 m)', 'SS-SPIKES-50');

describe('Admin ↔ ShopAPI pact: a product’s variants', () => {
  const pact = createAdminPact();

  it('lists the variants, the default first', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SOLD_AS_TWO)
      .uponReceiving('a request for the variants of a product')
      .withRequest('GET', VARIANTS_PATH, (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(variantFields(), 2)))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.listAdminVariants.initiate({ productId: 12 }));
        expect(result.data?.[0]?.is_default).toBe(true);
        expect(result.data?.[0]?.sku).toBe(TEN.sku);
      }));

  it('adds a variant', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SOLD_AS_TWO)
      .uponReceiving('a new variant of a product whose variants all have labels')
      .withRequest('POST', VARIANTS_PATH, (request) => request.headers(staffBearer()).jsonBody(FIFTY))
      .willRespondWith(201, (response) =>
        response.jsonBody({ ...variantFields({ label: FIFTY.label, sku: FIFTY.sku }), price_paise: integer(169900), position: integer(3), is_default: boolean(false) }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.createAdminVariant.initiate({ productId: 12, adminVariantInput: FIFTY }));
        expect(result.data?.sku).toBe(FIFTY.sku);
        expect(result.data?.is_default).toBe(false);
      }));

  it('is refused a second variant while the first has no label, naming label', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SOLD_AS_ONE_UNLABELLED)
      .uponReceiving('a second variant of a product whose only variant has no label')
      .withRequest('POST', VARIANTS_PATH, (request) => request.headers(staffBearer()).jsonBody(variantBody(TWENTY.label, TWENTY.sku)))
      .willRespondWith(400, (response) =>
        response.jsonBody(
          fieldErrorFields('label', 'first_variant_label_needed', 'This product’s current variant has no label yet: give it one first (edit it), so shoppers can tell the two apart.'),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.createAdminVariant.initiate({ productId: 12, adminVariantInput: variantBody(TWENTY.label, TWENTY.sku) }));
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^label: /);
      }));

  it('is refused a SKU another variant has, in any case, naming sku', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SOLD_AS_TWO)
      .uponReceiving('a new variant with a SKU another variant has')
      .withRequest('POST', VARIANTS_PATH, (request) => request.headers(staffBearer()).jsonBody({ ...FIFTY, sku: 'ss-spikes-20' }))
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('sku', 'sku_taken', 'Another variant already has this SKU. Choose another.')))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.createAdminVariant.initiate({ productId: 12, adminVariantInput: { ...FIFTY, sku: 'ss-spikes-20' } }));
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^sku: /);
      }));

  it('saves a variant with the version it read', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SOLD_AS_TWO)
      .uponReceiving('a save of a variant at the version read')
      .withRequest('PUT', fromProviderState('/api/admin/products/${productId}/variants/${secondId}/', '/api/admin/products/12/variants/31/'), (request) =>
        request.headers(staffBearer()).jsonBody({ ...variantBody(TWENTY.label, TWENTY.sku), stock: 60, retired: false, version: 1 }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ ...variantFields(TWENTY), stock: integer(60), position: integer(2), is_default: boolean(false), version: integer(2) }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.updateAdminVariant.initiate({
            productId: 12,
            variantId: 31,
            adminVariantUpdate: { ...variantBody(TWENTY.label, TWENTY.sku), stock: 60, retired: false, version: 1 },
          }),
        );
        expect(result.data?.stock).toBe(60);
        expect(result.data?.version).toBe(2);
      }));

  it('is refused a save over someone else’s change (409 naming version)', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SOLD_AS_TWO)
      .uponReceiving('a save of a variant at a version that is no longer current')
      .withRequest('PUT', fromProviderState('/api/admin/products/${productId}/variants/${secondId}/', '/api/admin/products/12/variants/31/'), (request) =>
        request.headers(staffBearer()).jsonBody({ ...variantBody(TWENTY.label, TWENTY.sku), retired: false, version: 7 }),
      )
      .willRespondWith(409, (response) =>
        response.jsonBody(
          fieldErrorFields(
            'version',
            'version_changed', 'This variant changed since you opened it: someone else saved it, or an order took or returned stock. Reload and make your changes again.',
            'This variant changed since you opened it: someone else saved it, or an order took or returned stock. Reload and make your changes again.',
          ),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.updateAdminVariant.initiate({
            productId: 12,
            variantId: 31,
            adminVariantUpdate: { ...variantBody(TWENTY.label, TWENTY.sku), retired: false, version: 7 },
          }),
        );
        expect(errorStatus(result.error)).toBe(409);
        expect(fieldErrors(result.error)[0]).toMatch(/^version: /);
      }));

  it('is refused the retirement of the last variant on sale, naming retired', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SOLD_AS_ONE_UNLABELLED)
      .uponReceiving('the retirement of a product’s only variant')
      .withRequest('PUT', fromProviderState('/api/admin/products/${productId}/variants/${variantId}/', '/api/admin/products/12/variants/30/'), (request) =>
        request.headers(staffBearer()).jsonBody({ ...variantBody('', 'SS-BIRD-SPIKES-PACKS'), retired: true, version: 1 }),
      )
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('retired', 'last_live_variant', 'A product keeps at least one variant on sale; hide the product instead.')))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.updateAdminVariant.initiate({
            productId: 12,
            variantId: 30,
            adminVariantUpdate: { ...variantBody('', 'SS-BIRD-SPIKES-PACKS'), retired: true, version: 1 },
          }),
        );
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^retired: /);
      }));

  it('reorders the variants on sale', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SOLD_AS_TWO)
      .uponReceiving('the variants of a product in a new order')
      .withRequest('PUT', fromProviderState('/api/admin/products/${productId}/variants/order/', '/api/admin/products/12/variants/order/'), (request) =>
        request.headers(staffBearer()).jsonBody({ ids: [fromProviderState('${secondId}', 31), fromProviderState('${firstId}', 30)] }),
      )
      .willRespondWith(200, (response) => response.jsonBody(eachLike(variantFields(TWENTY), 2)))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.reorderAdminVariants.initiate({ productId: 12, adminCategoryOrder: { ids: [31, 30] } }));
        expect(result.data?.[0]?.sku).toBe(TWENTY.sku);
        expect(result.data?.[0]?.is_default).toBe(true);
      }));
});
