/** Public catalogue calls: products, categories and published reviews. */
import type { FastifyInstance } from 'fastify';
import { listCategories } from '../../catalog/categories';
import { FacetsKept, listProductPage, type ProductPageRequest } from '../../catalog/product-pages';
import { getProduct, listProducts } from '../../catalog/products';
import { listPublishedReviews } from '../../catalog/reviews';
import type { Database } from '../../db/database';
import { InvalidInputError } from '../../errors';
import { registerOperation } from '../contract';

/** The list's query string as the contract's validation leaves it (lists always arrays). */
interface ProductListQuery {
  query?: string;
  limit?: number;
  offset?: number;
  category?: string[];
  material?: string[];
  rating?: number[];
  min_price?: number;
  max_price?: number;
  bestseller?: boolean;
  sort?: ProductPageRequest['sort'];
}

/** Any of these asks for a page; without them the answer stays the plain array older clients read. */
const PAGING_PARAMETERS = ['limit', 'offset', 'category', 'material', 'rating', 'min_price', 'max_price', 'bestseller', 'sort'] as const;

const DEFAULT_PAGE_SIZE = 24;

function pageRequest(query: ProductListQuery): ProductPageRequest {
  if (query.min_price !== undefined && query.max_price !== undefined && query.max_price < query.min_price) {
    throw new InvalidInputError({ max_price: ['Must not be below min_price.'] });
  }
  return {
    query: query.query,
    bestsellersOnly: query.bestseller === true,
    filters: {
      categories: [...new Set(query.category ?? [])],
      materials: [...new Set(query.material ?? [])],
      ratings: [...new Set(query.rating ?? [])],
      price: { min: query.min_price, max: query.max_price },
    },
    sort: query.sort ?? 'default',
    limit: query.limit ?? DEFAULT_PAGE_SIZE,
    offset: query.offset ?? 0,
  };
}

export function registerCatalogRoutes(app: FastifyInstance, db: Database): void {
  const facetsKept = new FacetsKept();
  registerOperation(app, 'listProducts', async (request) => {
    const query = request.query;
    if (PAGING_PARAMETERS.some((name) => query[name] !== undefined)) {
      // Kept facets only for an answer built for a known public data version (decision 020); a request
      // that builds without one (a failed shared build it waited for) counts afresh.
      const version = request.sharedAnswerVersion;
      return listProductPage(db, pageRequest(query), version === undefined ? undefined : facetsKept.forVersion(version));
    }
    return listProducts(db, { query: query.query });
  });

  registerOperation(app, 'getProduct', async (request) => getProduct(db, request.params.slugOrId));

  registerOperation(app, 'listCategories', async () => listCategories(db));

  registerOperation(app, 'listProductReviews', async (request) =>
    listPublishedReviews(db, request.query.product_id),
  );
}
