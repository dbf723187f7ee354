import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createReview, resetDatabase } from './support/fixtures';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';

describe.each(RULE_DRIVERS)('catalogue on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.database.db);
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  describe('GET /api/user/products/', () => {
    it('lists active products with the documents’ field names, prices in rupees', async () => {
      const product = await createProduct(t.database.db, {
        slug: 'stainless-steel-bird-spikes',
        title: 'Stainless Steel Bird Spikes',
        shortDesc: 'Humane spikes',
        pricePaise: 129900,
        maxPricePaise: 199950,
        categoryName: 'Bird Spikes',
        images: ['/media/products/test-product.svg', '/media/products/two.svg'],
        isBest: true,
        stock: 3,
      });
      await createReview(t.database.db, product.id, { rating: 5 });
      await createReview(t.database.db, product.id, { rating: 4 });
      await createReview(t.database.db, product.id, { rating: 4 });
      await createReview(t.database.db, product.id, { rating: 1, status: 'pending' });
      await createReview(t.database.db, product.id, { rating: 1, status: 'draft' });
      await createProduct(t.database.db, { slug: 'retired-net', isActive: false });

      for (const url of ['/api/user/products/', '/api/user/products']) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        const body = response.json();
        await expectToMatchContract('listProducts', 200, body);
        expect(body).toHaveLength(1);
        expect(body[0]).toMatchObject({
          id: product.id,
          slug: 'stainless-steel-bird-spikes',
          title: 'Stainless Steel Bird Spikes',
          short_desc: 'Humane spikes',
          shortDesc: 'Humane spikes',
          price: 1299,
          max_price: 1999.5,
          category_name: 'Bird Spikes',
          material: 'Stainless Steel',
          // Absolute, on SITE_URL: a storefront on another origin loads them as they are.
          image1: `${t.config.siteUrl}/media/products/test-product.svg`,
          image2: `${t.config.siteUrl}/media/products/two.svg`,
          image3: null,
          bullet_one: 'First highlight',
          bullet_five: 'Fifth highlight',
          isBest: true,
          // (5 + 4 + 4) / 3 = 4.33…; pending and draft reviews do not count.
          average_rating: '4.3',
          review_count: 3,
          reviews: [{ rating: 5 }, { rating: 4 }, { rating: 4 }],
          in_stock: true,
        });
      }
    });

    it('says "0.0" and in_stock false for a product without reviews or stock', async () => {
      await createProduct(t.database.db, { stock: 0 });
      const [product] = (await get('/api/user/products/')).json();
      expect(product).toMatchObject({ average_rating: '0.0', review_count: 0, reviews: [], in_stock: false });
    });

    it('searches title and long description case-insensitively, title matches first', async () => {
      await createProduct(t.database.db, { title: 'Anti Bird Net', longDesc: 'Keeps pigeons out of balconies.' });
      const titled = await createProduct(t.database.db, { title: 'Pigeon Spikes', longDesc: 'Polycarbonate base.' });
      await createProduct(t.database.db, { title: 'Monkey Spikes', longDesc: 'For rooftops.' });

      const body = (await get('/api/user/products/?query=%20PIGEON%20')).json();
      expect(body.map((p: { title: string }) => p.title)).toEqual(['Pigeon Spikes', 'Anti Bird Net']);
      expect((await get(`/api/user/products?query=pigeon`)).json()[0].id).toBe(titled.id);
      expect((await get('/api/user/products/?query=')).json()).toHaveLength(3);
      // Wildcard characters are matched literally.
      expect((await get('/api/user/products/?query=%25')).json()).toEqual([]);
    });

    it('answers 400 naming the field for an over-long query', async () => {
      const response = await get(`/api/user/products/?query=${'a'.repeat(201)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_input', detail: 'Invalid request.', errors: { query: ['Ensure this field has no more than 200 characters.'] }, error_codes: { query: ['too_long'] } });
    });
  });

  describe('GET /api/user/products/{slugOrId}/', () => {
    it('finds a product by slug and by id, with and without the trailing slash', async () => {
      const product = await createProduct(t.database.db, { slug: 'bird-net-10ft' });
      for (const url of [
        '/api/user/products/bird-net-10ft/',
        '/api/user/products/bird-net-10ft',
        `/api/user/products/${product.id}/`,
        `/api/user/products/${product.id}`,
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        await expectToMatchContract('getProduct', 200, response.json());
        expect(response.json()).toMatchObject({ id: product.id, slug: 'bird-net-10ft' });
      }
    });

    it('answers 404 with a JSON detail for an unknown slug, id, inactive product or out-of-range id', async () => {
      const hidden = await createProduct(t.database.db, { isActive: false });
      for (const url of [
        '/api/user/products/no-such-product/',
        '/api/user/products/999999/',
        `/api/user/products/${hidden.slug}/`,
        `/api/user/products/${hidden.id}`,
        '/api/user/products/99999999999999999999/',
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ code: 'product_not_found', detail: 'Product not found.' });
        await expectToMatchContract('getProduct', 404, response.json());
      }
    });
  });

  describe('GET /api/user/uploadCategory/', () => {
    it('lists categories as id, category_name and display_name, in creation order', async () => {
      const spikes = await createCategory(t.database.db, 'Bird Spikes');
      const nets = await createCategory(t.database.db, 'Bird Nets');
      for (const url of ['/api/user/uploadCategory/', '/api/user/uploadCategory']) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        await expectToMatchContract('listCategories', 200, response.json());
        expect(response.json()).toEqual([
          { id: spikes.id, category_name: 'Bird Spikes', display_name: 'Bird Spikes' },
          { id: nets.id, category_name: 'Bird Nets', display_name: 'Bird Nets' },
        ]);
      }
    });
  });

  describe('GET /api/user/reviews/?product_id=', () => {
    it('lists only published reviews of the product, newest first', async () => {
      const product = await createProduct(t.database.db, { title: 'Bird Spikes 1 m' });
      const other = await createProduct(t.database.db);
      const older = await createReview(t.database.db, product.id, {
        userName: 'Asha',
        rating: 4,
        reviewText: 'Good spikes.',
        createdAt: new Date('2025-01-01T00:00:00Z'),
      });
      const newer = await createReview(t.database.db, product.id, { userName: 'Ravi', rating: 5, createdAt: new Date('2025-02-01T00:00:00Z') });
      await createReview(t.database.db, product.id, { status: 'pending' });
      await createReview(t.database.db, product.id, { status: 'draft' });
      await createReview(t.database.db, other.id);

      for (const url of [`/api/user/reviews/?product_id=${product.id}`, `/api/user/reviews?product_id=${product.id}`]) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        const body = response.json();
        await expectToMatchContract('listProductReviews', 200, body);
        expect(body.map((r: { id: number }) => r.id)).toEqual([newer.id, older.id]);
        expect(body[1]).toEqual({
          id: older.id,
          product: product.id,
          product_title: 'Bird Spikes 1 m',
          user_name: 'Asha',
          rating: 4,
          review_text: 'Good spikes.',
          status: 'published',
          verified_purchase: true,
          rejection_reason: null,
          reply: null,
          created_at: '2025-01-01T00:00:00.000Z',
        });
      }
    });

    it('answers an empty list for a product that does not exist, and 400 for an id no product can have', async () => {
      const response = await get('/api/user/reviews/?product_id=424242');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
      // The contract bounds ids to the database's integer.
      const beyond = await get('/api/user/reviews/?product_id=99999999999999');
      expect(beyond.statusCode).toBe(400);
      expect(Object.keys(beyond.json().errors)).toEqual(['product_id']);
    });

    it('answers 400 naming product_id when it is missing or not a positive integer', async () => {
      for (const url of ['/api/user/reviews/', '/api/user/reviews/?product_id=abc', '/api/user/reviews/?product_id=0']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(400);
        expect(Object.keys(response.json().errors), url).toEqual(['product_id']);
        await expectToMatchContract('listProductReviews', 400, response.json());
      }
    });
  });
});
