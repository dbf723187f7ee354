import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { asProductList, asProductPage, catalogApi, errorDetail, errorStatus, shellApi } from '../../src';
import { errorFields, isoDateTime, productFields, productPageFields } from './shapes';
import { clientAgainst, createShopPact } from './shopPact';

const { boolean, eachLike, equal, fromProviderState, integer, like, nullValue, number, regex, string } = MatchersV3;

/** The listing's page size (the storefront's products, search and category pages). */
const PAGE_SIZE = 24;

/** The home page's bestsellers: every one of them in one page. */
const BESTSELLERS_LIMIT = 200;

const SLUG = 'stainless-steel-bird-spikes';
const TITLE = 'Stainless Steel Bird Spikes';

describe('products', () => {
  const pact = createShopPact();

  it('lists all products', () =>
    pact
      .addInteraction()
      .given('products exist')
      .uponReceiving('a request for all products')
      .withRequest('GET', '/api/user/products/')
      .willRespondWith(200, (response) => response.jsonBody(eachLike(productFields())))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(catalogApi.endpoints.listProducts.initiate({}));
        const first = asProductList(result.data)?.[0];
        expect(first?.title).toEqual(expect.any(String));
        expect(first?.price).toEqual(expect.any(Number));
        expect(Number(first?.average_rating)).not.toBeNaN();
        expect(typeof first?.isBest).toBe('boolean');
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('searches products by title', () =>
    pact
      .addInteraction()
      .given('product with title {title} exists', { title: TITLE })
      .uponReceiving('a search for products matching "bird spikes"')
      .withRequest('GET', '/api/user/products/', (request) => request.query({ query: 'bird spikes' }))
      .willRespondWith(200, (response) =>
        // Every hit names the search text, whatever the case. (Pact regexes must match the whole value.)
        response.jsonBody(eachLike({ ...productFields(), title: regex('(?i).*bird spikes.*', TITLE) })),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(catalogApi.endpoints.listProducts.initiate({ query: 'bird spikes' }));
        expect(asProductList(result.data)?.[0]?.title.toLowerCase()).toContain('bird spikes');
      }));

  it("answers the listing's first page, within the price slider's range, with its total and facets", () =>
    pact
      .addInteraction()
      .given('products exist')
      .uponReceiving('a request for the first page of products')
      .withRequest('GET', '/api/user/products/', (request) => request.query({ limit: String(PAGE_SIZE), price_to: '50000' }))
      .willRespondWith(200, (response) => response.jsonBody(productPageFields()))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(catalogApi.endpoints.listProducts.initiate({ limit: PAGE_SIZE, priceTo: 50000 }));
        const page = asProductPage(result.data);
        if (!page) throw new Error('expected a page');
        expect(page.items[0]?.title).toEqual(expect.any(String));
        expect(page.total).toBeGreaterThanOrEqual(page.items.length);
        expect(page.facets.categories[0]?.name).toEqual(expect.any(String));
      }));

  it('answers a filtered, sorted page with facet counts for those filters', () =>
    pact
      .addInteraction()
      .given('products exist')
      .uponReceiving('a request for a filtered page of products, cheapest first')
      .withRequest('GET', '/api/user/products/', (request) =>
        request.query({
          limit: String(PAGE_SIZE),
          category: ['Bird Spikes', 'Bird Nets'],
          material: 'Stainless Steel',
          rating: '4',
          price_from: '500',
          price_to: '5000',
          sort: 'price-asc',
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody(productPageFields()))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(
          catalogApi.endpoints.listProducts.initiate({
            limit: PAGE_SIZE,
            category: ['Bird Spikes', 'Bird Nets'],
            material: ['Stainless Steel'],
            rating: [4],
            priceFrom: 500,
            priceTo: 5000,
            sort: 'price-asc',
          }),
        );
        const page = asProductPage(result.data);
        if (!page) throw new Error('expected a page');
        expect(page.items[0]?.material).toBe('Stainless Steel');
        expect(page.facets.categories[0]?.count).toEqual(expect.any(Number));
        expect(page.facets.ratings.map(({ rating }) => rating)).toEqual([4, 3, 2, 1]);
      }));

  it("answers the home page's bestsellers as a page of only those products", () =>
    pact
      .addInteraction()
      .given('products exist')
      .uponReceiving('a request for the bestsellers')
      .withRequest('GET', '/api/user/products/', (request) => request.query({ bestseller: 'true', limit: String(BESTSELLERS_LIMIT) }))
      .willRespondWith(200, (response) => response.jsonBody({ ...productPageFields(), items: eachLike({ ...productFields(), isBest: equal(true) }) }))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(catalogApi.endpoints.listProducts.initiate({ bestseller: true, limit: BESTSELLERS_LIMIT }));
        const page = asProductPage(result.data);
        if (!page) throw new Error('expected a page');
        expect(page.items.every((product) => product.isBest)).toBe(true);
      }));

  it('answers 400 naming the field for a page size out of bounds, without the global alert', () =>
    pact
      .addInteraction()
      .given('products exist')
      .uponReceiving('a request for a page of products larger than allowed')
      .withRequest('GET', '/api/user/products/', (request) => request.query({ limit: '500' }))
      .willRespondWith(400, (response) => response.jsonBody({ ...errorFields('invalid_input', 'Invalid request.'), errors: like({ limit: eachLike('must be <= 200') }) }))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(catalogApi.endpoints.listProducts.initiate({ limit: 500 }));
        expect(errorStatus(result.error)).toBe(400);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('gets one product by its slug', () =>
    pact
      .addInteraction()
      .given('product {slug} exists', { slug: SLUG })
      .uponReceiving('a request for a product by its slug')
      .withRequest('GET', `/api/user/products/${SLUG}/`)
      .willRespondWith(200, (response) => response.jsonBody(like(productFields())))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(shellApi.endpoints.getProduct.initiate({ slugOrId: SLUG }));
        expect(result.data?.slug).toEqual(expect.any(String));
        expect(result.data?.image1).toEqual(expect.any(String));
        expect(result.data?.bullet_five).toEqual(expect.any(String));
        expect(result.data?.max_price).toEqual(expect.any(Number));
      }));

  it('gets a product in a live sale: the sale price, the sale and its real end', () =>
    pact
      .addInteraction()
      .given('product {slug} is in the live sale {name}', { slug: SLUG, name: 'Monsoon sale' })
      .uponReceiving('a request for a product in a live sale')
      .withRequest('GET', `/api/user/products/${SLUG}/`)
      .willRespondWith(200, (response) =>
        response.jsonBody(
          like({ ...productFields(), price: number(1039.2), sale: { id: integer(3), name: string('Monsoon sale'), ends_at: isoDateTime('2026-12-08T00:00:00.000Z'), regular_price: number(1299) } }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(shellApi.endpoints.getProduct.initiate({ slugOrId: SLUG }));
        expect(result.data?.sale?.name).toBe('Monsoon sale');
        expect(result.data?.sale?.regular_price).toBeGreaterThan(result.data?.price ?? Infinity);
      }));

  it('gets a product sold in packs: each variant with its own price, stock and photo, the default first', () =>
    pact
      .addInteraction()
      .given('product {slug} comes in packs of 10 and 20', { slug: SLUG })
      .uponReceiving('a request for a product sold in two packs')
      .withRequest('GET', `/api/user/products/${SLUG}/`)
      .willRespondWith(200, (response) =>
        response.jsonBody(
          like({
            ...productFields(),
            variants: [
              {
                id: fromProviderState('${defaultVariantId}', 31),
                label: string('Pack of 10 (3 m)'),
                sku: string('STAINLESS-STEEL-BIRD-SPIKES'),
                price: number(1299),
                regular_price: number(1299),
                max_price: number(1999),
                in_stock: boolean(true),
                picture: nullValue(),
              },
              {
                id: fromProviderState('${variantId}', 32),
                label: string('Pack of 20 (6 m)'),
                sku: string('STAINLESS-STEEL-BIRD-SPIKES-20'),
                price: number(2199),
                regular_price: number(2199),
                max_price: number(2999),
                in_stock: boolean(true),
                picture: integer(1),
              },
            ],
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(shellApi.endpoints.getProduct.initiate({ slugOrId: SLUG }));
        expect(result.data?.variants?.map((variant) => variant.label)).toEqual(['Pack of 10 (3 m)', 'Pack of 20 (6 m)']);
        expect(result.data?.variants?.[1]?.picture).toBe(1);
      }));

  it('gets a product whose pack costs less per pack from a quantity: the variant’s tiers as the page’s table shows them', () =>
    pact
      .addInteraction()
      .given('product {slug} costs 10 percent less per pack from {quantity} packs', { slug: SLUG, quantity: '10' })
      .uponReceiving('a request for a product with price breaks by quantity')
      .withRequest('GET', `/api/user/products/${SLUG}/`)
      .willRespondWith(200, (response) =>
        response.jsonBody(
          like({
            ...productFields(),
            variants: eachLike({
              id: fromProviderState('${variantId}', 31),
              price: number(1299),
              regular_price: number(1299),
              price_tiers: eachLike({ min_quantity: integer(10), price: number(1169.1), saving_percent: integer(10) }),
            }),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(shellApi.endpoints.getProduct.initiate({ slugOrId: SLUG }));
        expect(result.data?.variants?.[0]?.price_tiers).toEqual([{ min_quantity: 10, price: 1169.1, saving_percent: 10 }]);
      }));

  it('gets one product by its numeric id', () =>
    pact
      .addInteraction()
      // `id` is only an example: the provider creates the product and returns the id it got.
      .given('product with id {id} exists', { id: 12 })
      .uponReceiving('a request for a product by its id')
      .withRequest('GET', fromProviderState('/api/user/products/${id}/', '/api/user/products/12/'))
      .willRespondWith(200, (response) =>
        response.jsonBody(like({ ...productFields(), id: fromProviderState('${id}', 12) })),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(shellApi.endpoints.getProduct.initiate({ slugOrId: '12' }));
        expect(result.data?.id).toBe(12);
        expect(result.data?.title).toEqual(expect.any(String));
      }));

  it('answers 404 with a detail for an unknown slug, without the global alert', () =>
    pact
      .addInteraction()
      .given('no product {slug}', { slug: 'no-such-spikes' })
      .uponReceiving('a request for a product that does not exist')
      .withRequest('GET', '/api/user/products/no-such-spikes/')
      .willRespondWith(404, (response) => response.jsonBody(errorFields('product_not_found', 'No such product.')))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(shellApi.endpoints.getProduct.initiate({ slugOrId: 'no-such-spikes' }));
        expect(result.isError).toBe(true);
        expect(errorStatus(result.error)).toBe(404);
        expect(errorDetail(result.error)).toEqual(expect.any(String));
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('answers the product list without the trailing slash too', () =>
    pact
      .addInteraction()
      .given('products exist')
      .uponReceiving('a request for all products without the trailing slash')
      .withRequest('GET', '/api/user/products')
      .willRespondWith(200, (response) => response.jsonBody(eachLike(productFields())))
      .executeTest(async (mockServer) => {
        // The generated client always writes the slash; older clients of the same API do not.
        const response = await fetch(`${mockServer.url}/api/user/products`);
        expect(response.status).toBe(200);
        const products = (await response.json()) as { slug: unknown }[];
        expect(products[0]?.slug).toEqual(expect.any(String));
      }));
});
