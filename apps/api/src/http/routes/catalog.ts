/** Public catalogue calls: products, categories and published reviews. */
import type { operations } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { KeptPerVersion, getProduct, listCategories, listProductPage, listProducts, listPublishedReviews, type ProductPageRequest } from '../../catalog';
import type { Database } from '../../db/database';
import { InvalidInputError, problem } from '../../errors';
import { declarationDefaults } from '../../site';
import { registerOperation } from '../contract';
import { requestLanguage } from '../request-language';

/** The list's query string as the contract's validation leaves it (lists always arrays). */
type ProductListQuery = NonNullable<operations['listProducts']['parameters']['query']>;

/** Anything but `query` asks for a page; without them the answer stays the plain array older clients read. */
const PAGING_PARAMETERS = ['limit', 'offset', 'category', 'material', 'rating', 'price_from', 'price_to', 'min_price', 'max_price', 'bestseller', 'sort'] as const;

const DEFAULT_PAGE_SIZE = 24;

/**
 * The one place the price filter's ends are checked against each other (the contract cannot say it).
 * `min_price`/`max_price` are their older names, still sent by older clients.
 */
function priceRange(query: ProductListQuery): { priceFrom?: number | undefined; priceTo?: number | undefined } {
  const priceFrom = query.price_from ?? query.min_price;
  const priceTo = query.price_to ?? query.max_price;
  if (priceFrom !== undefined && priceTo !== undefined && priceTo < priceFrom) {
    // The error names the parameters as the request spelt them.
    const fromName = query.price_from !== undefined ? 'price_from' : 'min_price';
    const toName = query.price_to !== undefined ? 'price_to' : 'max_price';
    throw new InvalidInputError({ [toName]: [problem('range_backwards', `Must not be below ${fromName}.`)] });
  }
  return { priceFrom, priceTo };
}

function pageRequest(query: ProductListQuery): ProductPageRequest {
  return {
    query: query.query,
    bestsellersOnly: query.bestseller === true,
    filters: {
      categories: [...new Set(query.category ?? [])],
      materials: [...new Set(query.material ?? [])],
      ratings: [...new Set(query.rating ?? [])],
      ...priceRange(query),
    },
    sort: query.sort ?? 'default',
    limit: query.limit ?? DEFAULT_PAGE_SIZE,
    offset: query.offset ?? 0,
  };
}

/** `siteUrl`: the public origin the answers' image URLs are made absolute with (media/image-url.ts). */
export function registerCatalogRoutes(app: FastifyInstance, db: Database, siteUrl: string): void {
  const keptPerVersion = new KeptPerVersion();
  registerOperation(app, 'listProducts', async (request) => {
    const query = request.query;
    // Kept parts only for an answer built for a known public data version (decision 020); a request that
    // builds without one (a failed shared build it waited for) works them out afresh.
    const version = request.sharedAnswerVersion;
    const keep = version === undefined ? undefined : keptPerVersion.forVersion(version);
    const language = requestLanguage(request).code;
    if (PAGING_PARAMETERS.some((name) => query[name] !== undefined)) return listProductPage(db, pageRequest(query), siteUrl, keep, language);
    return listProducts(db, siteUrl, { query: query.query }, keep, language);
  });

  registerOperation(app, 'getProduct', async (request) =>
    getProduct(db, request.params.slugOrId, siteUrl, await declarationDefaults(db), requestLanguage(request).code),
  );

  registerOperation(app, 'listCategories', async (request) => listCategories(db, requestLanguage(request).code));

  registerOperation(app, 'listProductReviews', async (request) =>
    listPublishedReviews(db, request.query.product_id),
  );
}
