/** The back-office catalogue: products (with their photos) and categories. */
import type { FastifyInstance } from 'fastify';
import { createAdminCategory, listAdminCategories, reorderAdminCategories, updateAdminCategory } from '../../../catalog/admin-categories';
import {
  createAdminProduct,
  deleteAdminProduct,
  getAdminProduct,
  listAdminProducts,
  setAdminProductVisibility,
  updateAdminProduct,
  type AdminProductFilter,
} from '../../../catalog/admin-products';
import type { Database } from '../../../db/database';
import { signedInStaff } from '../../authenticate';
import { registerOperation } from '../../contract';

interface ProductListQuery {
  page?: number;
  page_size?: number;
  query?: string;
  category_id?: number;
  hidden?: boolean;
  low_stock?: boolean;
  sort?: AdminProductFilter['sort'];
  order?: AdminProductFilter['order'];
}

type ProductParams = { productId: number };
type CategoryParams = { categoryId: number };

export function registerAdminCatalogRoutes(app: FastifyInstance, db: Database): void {
  registerOperation<{ Querystring: ProductListQuery }>(app, 'listAdminProducts', async (request) => {
    const q = request.query;
    return listAdminProducts(db, {
      page: q.page ?? 1,
      pageSize: q.page_size ?? 25,
      query: q.query,
      categoryId: q.category_id,
      hidden: q.hidden,
      lowStock: q.low_stock,
      sort: q.sort,
      order: q.order,
    });
  });

  registerOperation(app, 'createAdminProduct', async (request, reply) =>
    reply.code(201).send(await createAdminProduct(db, signedInStaff(request).userId, request.body)),
  );

  registerOperation<{ Params: ProductParams }>(app, 'getAdminProduct', async (request) => getAdminProduct(db, request.params.productId));

  registerOperation<{ Params: ProductParams }>(app, 'updateAdminProduct', async (request) =>
    updateAdminProduct(db, signedInStaff(request).userId, request.params.productId, request.body),
  );

  registerOperation<{ Params: ProductParams; Body: { hidden: boolean; version: number } }>(app, 'setAdminProductVisibility', async (request) =>
    setAdminProductVisibility(db, signedInStaff(request).userId, request.params.productId, request.body),
  );

  registerOperation<{ Params: ProductParams; Querystring: { version: number } }>(app, 'deleteAdminProduct', async (request, reply) => {
    await deleteAdminProduct(db, signedInStaff(request).userId, request.params.productId, request.query.version);
    return reply.code(204).send();
  });

  registerOperation<{ Querystring: { page?: number; page_size?: number } }>(app, 'listAdminCategories', async (request) =>
    listAdminCategories(db, { page: request.query.page ?? 1, pageSize: request.query.page_size ?? 25 }),
  );

  registerOperation(app, 'createAdminCategory', async (request, reply) =>
    reply.code(201).send(await createAdminCategory(db, signedInStaff(request).userId, request.body)),
  );

  registerOperation<{ Body: { ids: number[] } }>(app, 'reorderAdminCategories', async (request) =>
    reorderAdminCategories(db, signedInStaff(request).userId, request.body.ids),
  );

  registerOperation<{ Params: CategoryParams; Body: { name: string; hidden: boolean; version: number } }>(app, 'updateAdminCategory', async (request) =>
    updateAdminCategory(db, signedInStaff(request).userId, request.params.categoryId, request.body),
  );
}
