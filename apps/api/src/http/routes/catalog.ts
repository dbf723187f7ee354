/** Public catalogue calls: products, categories and published reviews. */
import type { FastifyInstance } from 'fastify';
import { listCategories } from '../../catalog/categories';
import { getProduct, listProducts } from '../../catalog/products';
import { listPublishedReviews } from '../../catalog/reviews';
import type { Database } from '../../db/database';
import { registerOperation } from '../contract';

export function registerCatalogRoutes(app: FastifyInstance, db: Database): void {
  registerOperation<{ Querystring: { query?: string } }>(app, 'listProducts', async (request) =>
    listProducts(db, { query: request.query.query }),
  );

  registerOperation<{ Params: { slugOrId: string } }>(app, 'getProduct', async (request) => getProduct(db, request.params.slugOrId));

  registerOperation(app, 'listCategories', async () => listCategories(db));

  registerOperation<{ Querystring: { product_id: number } }>(app, 'listProductReviews', async (request) =>
    listPublishedReviews(db, request.query.product_id),
  );
}
