/**
 * Provider states of the storefront's pacts, as named fixtures with parameters. Each handler builds
 * its data with the fixtures of src/testing on a database the verifier has just emptied, and returns
 * the ids the consumer asked for with `fromProviderState`.
 */
import type { Database } from '../../src/db/database';
import {
  createBlog,
  createCategory,
  createGalleryItem,
  createPageMetadata,
  createProduct,
  createReview,
  type ProductOverrides,
} from '../../src/testing/fixtures';

type Params = Record<string, unknown> | undefined;
type StateHandler = (params?: unknown) => Promise<Record<string, number> | undefined>;

/**
 * The pacts pin one shape for the nullable images: a second picture, no third to fifth.
 * Every product a state creates has that shape.
 */
function createPactProduct(db: Database, overrides: ProductOverrides = {}) {
  return createProduct(db, {
    image2: '/media/products/test-product-side.svg',
    image3: null,
    image4: null,
    image5: null,
    isBest: true,
    ...overrides,
  });
}

/** A required string parameter of a state; a missing one is a broken pact, said plainly. */
function param(params: unknown, name: string): string {
  const value = (params as Params)?.[name];
  if (typeof value !== 'string' || value === '') throw new Error(`provider state parameter "${name}" is missing`);
  return value;
}

export function stateHandlers(db: Database): Record<string, StateHandler> {
  return {
    'products exist': async () => {
      const spikes = await createPactProduct(db, { slug: 'stainless-steel-bird-spikes', title: 'Stainless Steel Bird Spikes' });
      await createReview(db, spikes.id, { rating: 5 });
      await createReview(db, spikes.id, { rating: 4 });
      await createPactProduct(db, { slug: 'anti-bird-net', title: 'Anti Bird Net', categoryName: 'Bird Nets', material: 'Plastic', isBest: false });
      return undefined;
    },

    'product with title {title} exists': async (params) => {
      await createPactProduct(db, { title: param(params, 'title') });
      return undefined;
    },

    'product {slug} exists': async (params) => {
      const product = await createPactProduct(db, { slug: param(params, 'slug') });
      await createReview(db, product.id, { rating: 4 });
      return undefined;
    },

    // The consumer's `id` is only an example; the real one is whatever the database gave.
    'product with id {id} exists': async () => {
      const product = await createPactProduct(db);
      return { id: product.id };
    },

    'no product {slug}': async (params) => {
      // Other products exist; just not this one.
      const slug = param(params, 'slug');
      const other = await createPactProduct(db);
      if (other.slug === slug) throw new Error(`fixture product unexpectedly took the slug ${slug}`);
      return undefined;
    },

    'product {slug} has published reviews': async (params) => {
      const product = await createPactProduct(db, { slug: param(params, 'slug') });
      await createReview(db, product.id, { rating: 5, userName: 'Ravi Kumar' });
      await createReview(db, product.id, { rating: 4, userName: 'Meena Iyer' });
      return { productId: product.id };
    },

    'categories exist': async () => {
      for (const name of ['Bird Spikes', 'Bird Nets', 'Accessories', 'Monkey Spikes']) await createCategory(db, name);
      return undefined;
    },

    'gallery items exist': async () => {
      await createGalleryItem(db);
      await createGalleryItem(db);
      return undefined;
    },

    'blogs exist': async () => {
      await createBlog(db);
      await createBlog(db);
      return undefined;
    },

    'blog {slug} exists': async (params) => {
      await createBlog(db, { slug: param(params, 'slug') });
      await createBlog(db);
      return undefined;
    },

    // An empty database has no contact messages, so no rate limit has been reached.
    'the shop accepts contact messages': async () => undefined,

    'page metadata exists': async () => {
      await createPageMetadata(db, { path: '/' });
      await createPageMetadata(db, { path: '/products', title: 'Products | BirdShield India' });
      return undefined;
    },
  };
}
