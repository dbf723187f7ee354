/** The back-office catalogue: products (with their photos and variants), categories, sales and coupons. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createAdminCategory, createAdminProduct, createAdminVariant, deleteAdminProduct, getAdminProduct, getProductTranslation, listAdminCategories, listAdminProducts, listAdminVariants, reorderAdminCategories, reorderAdminVariants, saveProductTranslation, setAdminProductVisibility, updateAdminCategory, updateAdminProduct, updateAdminVariant, type Actor } from '../../../catalog';
import { createAdminCoupon, deleteAdminCoupon, listAdminCoupons, updateAdminCoupon } from '../../../coupons';
import type { Database } from '../../../db/database';
import { createAdminSale, deleteAdminSale, listAdminSales, updateAdminSale } from '../../../sales';
import { declarationDefaults } from '../../../site';
import { signedInStaff } from '../../authenticate';
import { registerOperation } from '../../contract';

/** Who is saving, and whether they may change prices (catalog/price-rights.ts). */
function staffActor(request: FastifyRequest): Actor {
  const { userId, role } = signedInStaff(request);
  return { id: userId, role };
}

/** `siteUrl`: photos sent back as this site's own media URLs are stored as their `/media/…` paths. */
export function registerAdminCatalogRoutes(app: FastifyInstance, db: Database, siteUrl: string): void {
  registerOperation(app, 'listAdminProducts', async (request) => {
    const q = request.query;
    return listAdminProducts(db, {
      page: q.page ?? 1,
      pageSize: q.page_size ?? 25,
      query: q.query,
      categoryId: q.category_id,
      hidden: q.hidden,
      lowStock: q.low_stock,
      incomplete: q.incomplete,
      sort: q.sort,
      order: q.order,
    }, await declarationDefaults(db));
  });

  registerOperation(app, 'createAdminProduct', async (request, reply) =>
    reply.code(201).send(await createAdminProduct(db, signedInStaff(request).userId, request.body, siteUrl, await declarationDefaults(db))),
  );

  registerOperation(app, 'getAdminProduct', async (request) => getAdminProduct(db, request.params.productId, await declarationDefaults(db)));

  registerOperation(app, 'updateAdminProduct', async (request) =>
    updateAdminProduct(db, staffActor(request), request.params.productId, request.body, siteUrl, await declarationDefaults(db)),
  );

  registerOperation(app, 'getAdminProductTranslation', async (request) => getProductTranslation(db, request.params.productId, request.params.language));

  registerOperation(app, 'saveAdminProductTranslation', async (request) =>
    saveProductTranslation(db, signedInStaff(request).userId, request.params.productId, request.params.language, request.body),
  );

  registerOperation(app, 'setAdminProductVisibility', async (request) =>
    setAdminProductVisibility(db, signedInStaff(request).userId, request.params.productId, request.body, await declarationDefaults(db)),
  );

  registerOperation(app, 'deleteAdminProduct', async (request, reply) => {
    await deleteAdminProduct(db, signedInStaff(request).userId, request.params.productId, request.query.version);
    return reply.code(204).send();
  });

  registerOperation(app, 'listAdminVariants', async (request) => listAdminVariants(db, request.params.productId));

  registerOperation(app, 'createAdminVariant', async (request, reply) =>
    reply.code(201).send(await createAdminVariant(db, signedInStaff(request).userId, request.params.productId, request.body, await declarationDefaults(db))),
  );

  registerOperation(app, 'updateAdminVariant', async (request) =>
    updateAdminVariant(db, staffActor(request), request.params.productId, request.params.variantId, request.body, await declarationDefaults(db)),
  );

  registerOperation(app, 'reorderAdminVariants', async (request) =>
    reorderAdminVariants(db, signedInStaff(request).userId, request.params.productId, request.body.ids),
  );

  registerOperation(app, 'listAdminCategories', async (request) =>
    listAdminCategories(db, { page: request.query.page ?? 1, pageSize: request.query.page_size ?? 25 }),
  );

  registerOperation(app, 'createAdminCategory', async (request, reply) =>
    reply.code(201).send(await createAdminCategory(db, signedInStaff(request).userId, request.body)),
  );

  registerOperation(app, 'reorderAdminCategories', async (request) =>
    reorderAdminCategories(db, signedInStaff(request).userId, request.body.ids),
  );

  registerOperation(app, 'updateAdminCategory', async (request) =>
    updateAdminCategory(db, signedInStaff(request).userId, request.params.categoryId, request.body),
  );

  registerOperation(app, 'listAdminSales', async () => listAdminSales(db));

  registerOperation(app, 'createAdminSale', async (request, reply) =>
    reply.code(201).send(await createAdminSale(db, signedInStaff(request).userId, request.body)),
  );

  registerOperation(app, 'updateAdminSale', async (request) => updateAdminSale(db, signedInStaff(request).userId, request.params.saleId, request.body));

  registerOperation(app, 'deleteAdminSale', async (request, reply) => {
    await deleteAdminSale(db, signedInStaff(request).userId, request.params.saleId);
    return reply.code(204).send();
  });

  registerOperation(app, 'listAdminCoupons', async () => listAdminCoupons(db));

  registerOperation(app, 'createAdminCoupon', async (request, reply) =>
    reply.code(201).send(await createAdminCoupon(db, signedInStaff(request).userId, request.body)),
  );

  registerOperation(app, 'updateAdminCoupon', async (request) =>
    updateAdminCoupon(db, signedInStaff(request).userId, request.params.couponId, request.body),
  );

  registerOperation(app, 'deleteAdminCoupon', async (request, reply) => {
    await deleteAdminCoupon(db, signedInStaff(request).userId, request.params.couponId);
    return reply.code(204).send();
  });
}
