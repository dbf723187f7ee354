/**
 * The catalogue as staff keep it: every product, hidden ones too, with its photos, tax codes and version.
 * Every write runs in one transaction with its audit entry, checks the version the editor read, and
 * leaves the shopper API answering the change at once (nothing caches the catalogue).
 */
import type { Schema } from '@shop/contracts';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { assertVersion, recordAudit } from '../audit';
import type { Database, Transaction } from '../db/database';
import { categories, mediaImages, orderItems, productImages, products, productSlugRedirects, productVariants } from '../db/schema';
import { ConflictError, InvalidInputError, NotFoundError, problem, type FieldProblems } from '../errors';
import { isUniqueViolation } from '../kernel';
import { declarationColumns, packColumns, validateProduct, type ProductInput } from './admin-validate';
import { lacksDeclarations, makerOf, MISSING_MESSAGES, missingDeclarations, type DeclarationDefaults } from './declarations';
import { assertMayChangePrices, type Actor } from './price-rights';
import { PRODUCT_COLUMNS, type StoredProduct } from './product-columns';
import { escapeLike } from './search';
import { assertGtinFree, gtinColumn, gtinRaceAsInvalid } from './variant-gtin';
import { insertProducts, ofDefaultVariant } from './variants';
import { inTransaction } from '../db/transaction';

export type AdminProductView = Schema<'AdminProduct'>;
type ImageRow = typeof productImages.$inferSelect;

const ADMIN_PRODUCT_NOT_FOUND = problem('product_not_found', 'No such product.');
/** At or below this many units a product counts as low on stock in the back-office list. */
const LOW_STOCK_THRESHOLD = 10;
const SLUG_TAKEN = problem('slug_taken', 'Another product already uses this address (slug). Choose another.');
const NO_SUCH_CATEGORY = problem('category_not_found', 'No such category.');
const NO_SUCH_UPLOAD = problem('upload_not_found', 'No such uploaded photo; upload it again.');
/**
 * The parcel products without one were given when parcels came in (migration 0022_product_package), for staff to
 * correct. Only its figures mark it: a product still weighed and measured exactly so has had no real ones saved.
 */
const ESTIMATED_PARCEL = { weightGrams: 1000, lengthCm: 35, breadthCm: 25, heightCm: 10 } as const;

const ORDERED_CANNOT_BE_DELETED =
  problem('product_ordered_not_deletable', 'This product has been ordered, so it cannot be deleted: its orders and invoices still name it. Hide it instead.');

export interface AdminProductFilter {
  page: number;
  pageSize: number;
  query?: string | undefined;
  categoryId?: number | undefined;
  hidden?: boolean | undefined;
  lowStock?: boolean | undefined;
  /** Only products still lacking a declaration. */
  incomplete?: boolean | undefined;
  sort?: 'title' | 'price' | 'stock' | 'updated_at' | 'created_at' | undefined;
  order?: 'asc' | 'desc' | undefined;
}

const SORT_COLUMNS = {
  title: products.title,
  price: products.pricePaise,
  stock: products.stock,
  updated_at: products.updatedAt,
  created_at: products.createdAt,
} as const;

export async function listAdminProducts(db: Database, filter: AdminProductFilter, defaults: DeclarationDefaults): Promise<Schema<'AdminProductPage'>> {
  const conditions: SQL[] = [];
  const query = filter.query?.trim();
  if (query) {
    const pattern = `%${escapeLike(query)}%`;
    conditions.push(or(ilike(products.title, pattern), ilike(products.slug, pattern))!);
  }
  if (filter.categoryId !== undefined) conditions.push(eq(products.categoryId, filter.categoryId));
  if (filter.hidden !== undefined) conditions.push(eq(products.isActive, !filter.hidden));
  // Any of its variants on sale running low, as the dashboard lists them.
  if (filter.lowStock) {
    conditions.push(sql`exists (select 1 from ${productVariants} where "product_variants"."product_id" = "products"."id" and not "product_variants"."is_retired" and "product_variants"."stock" <= ${LOW_STOCK_THRESHOLD})`);
  }
  if (filter.incomplete) conditions.push(lacksDeclarations(defaults));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const column = SORT_COLUMNS[filter.sort ?? 'title'];
  const direction = filter.order === 'desc' ? desc : asc;

  const [rows, totals] = await Promise.all([
    selectProducts(db)
      .where(where)
      .orderBy(direction(column), direction(products.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(products).where(where),
  ]);
  const images = await imagesOf(db, rows.map((row) => row.product.id));
  return {
    items: rows.map((row) => reshapeAdminProduct(row, images.get(row.product.id) ?? [], defaults)),
    total: totals[0]?.total ?? 0,
    page: filter.page,
    page_size: filter.pageSize,
  };
}

export async function getAdminProduct(db: Database | Transaction, productId: number, defaults: DeclarationDefaults): Promise<AdminProductView> {
  const [row] = await selectProducts(db).where(eq(products.id, productId));
  if (!row) throw new NotFoundError(ADMIN_PRODUCT_NOT_FOUND);
  const images = await imagesOf(db, [productId]);
  return reshapeAdminProduct(row, images.get(productId) ?? [], defaults);
}

/** Visible products still lacking a declaration, for the dashboard. */
export async function countIncompleteDeclarations(db: Database, defaults: DeclarationDefaults): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(and(eq(products.isActive, true), lacksDeclarations(defaults)));
  return row?.n ?? 0;
}

const LACKS_DECLARATIONS = 'This product lacks declarations the law asks the shop to show: complete them, or keep the product hidden.';

/**
 * A save may leave a product visible only with its declarations complete. A product that was on sale before
 * declarations keeps selling while staff complete it (the dashboard lists it), but no save may take away a
 * declaration it had, and a hidden one is shown again only when complete. Names each field newly missing.
 */
export function assertMayShow(before: AdminProductView | null, after: AdminProductView): void {
  if (after.hidden) return;
  const tolerated = new Set(before && !before.hidden ? before.missing_declarations : []);
  const fresh = after.missing_declarations.filter((field) => !tolerated.has(field));
  if (fresh.length === 0) return;
  throw new InvalidInputError(Object.fromEntries(fresh.map((field) => [field, [problem('declaration_required', MISSING_MESSAGES[field] ?? 'Required before the product is shown.')]])), LACKS_DECLARATIONS);
}

/** `siteUrl`: photos sent as this site's own media URLs are stored as their paths (media/image-url.ts). */
export async function createAdminProduct(db: Database, actorId: number, body: unknown, siteUrl: string, defaults: DeclarationDefaults): Promise<AdminProductView> {
  const input = validateProduct(body, siteUrl);
  return slugRaceAsInvalid(inTransaction(db, async (tx) => {
    await assertCategoryExists(tx, input.categoryId);
    await assertSlugFree(tx, input.slug, undefined);
    await assertGtinFree(tx, input.gtin, undefined);
    const [created] = await insertProducts(tx, [{ ...productColumns(input), ...declarationColumns(input.declarations), ...variantFigures(input), version: 1 }]);
    const productId = created!.id;
    // A product saved without its pack's declarations or barcode (hidden, or refused below) has nothing to write there.
    const pack = { ...packColumns(input.pack), ...gtinColumn(input.gtin) };
    if (Object.keys(pack).length > 0) await tx.update(productVariants).set(pack).where(eq(productVariants.productId, productId));
    await replaceImages(tx, productId, input);
    await takeSlug(tx, input.slug);
    const after = await getAdminProduct(tx, productId, defaults);
    assertMayShow(null, after);
    await recordAudit(tx, { actorId, action: 'product.create', entityType: 'product', entityId: productId, before: null, after });
    return after;
  }));
}

// Orders move a product's version too (orders/stock.ts), so the refusal names them: a stale stock figure
// would otherwise undo a sale.
const PRODUCT_CHANGED =
  'This product changed since you opened it: someone else saved it, or an order took or returned stock. Reload to see its current stock and details, then make your changes again.';

export async function updateAdminProduct(db: Database, actor: Actor, productId: number, body: unknown, siteUrl: string, defaults: DeclarationDefaults): Promise<AdminProductView> {
  const actorId = actor.id;
  const input = validateProduct(body, siteUrl);
  if (input.version === undefined) throw new InvalidInputError({ version: [problem('version_required', 'Send the version of the product you edited.')] });
  const sentVersion = input.version;
  return slugRaceAsInvalid(inTransaction(db, async (tx) => {
    const current = await lockProduct(tx, productId);
    assertVersion(current.version, sentVersion, 'product', PRODUCT_CHANGED);
    await assertCategoryExists(tx, input.categoryId);
    await assertSlugFree(tx, input.slug, productId);
    const defaultVariant = ofDefaultVariant<number>(productId, 'id');
    // The form's barcode number is the default variant's, which may keep its own.
    const [defaultRow] = await tx.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.id, defaultVariant));
    await assertGtinFree(tx, input.gtin, defaultRow?.id);
    const before = await getAdminProduct(tx, productId, defaults);
    assertMayChangePrices(actor, before, input);
    if (current.slug !== input.slug) {
      // The old address keeps working (a permanent redirect) for links, bookmarks and search engines.
      await tx
        .insert(productSlugRedirects)
        .values({ slug: current.slug, productId })
        .onConflictDoUpdate({ target: productSlugRedirects.slug, set: { productId } });
      await takeSlug(tx, input.slug);
    }
    // The form's price, stock, tax code and parcel are the default variant's; the product row copies them
    // (moving its version on), so the product is written after, to one version past the one the editor read.
    await tx
      .update(productVariants)
      .set({ ...variantFigures(input), ...packColumns(input.pack), ...gtinColumn(input.gtin), version: sql`${productVariants.version} + 1` })
      .where(eq(productVariants.id, defaultVariant));
    await tx
      .update(products)
      .set({ ...productColumns(input), ...declarationColumns(input.declarations), version: current.version + 1 })
      .where(eq(products.id, productId));
    await replaceImages(tx, productId, input);
    const after = await getAdminProduct(tx, productId, defaults);
    assertMayShow(before, after);
    await recordAudit(tx, { actorId, action: 'product.update', entityType: 'product', entityId: productId, before, after });
    return after;
  }));
}

export async function setAdminProductVisibility(
  db: Database,
  actorId: number,
  productId: number,
  change: { hidden: boolean; version: number },
  defaults: DeclarationDefaults,
): Promise<AdminProductView> {
  return inTransaction(db, async (tx) => {
    const current = await lockProduct(tx, productId);
    assertVersion(current.version, change.version, 'product');
    const before = await getAdminProduct(tx, productId, defaults);
    if (!change.hidden && before.images.length === 0) {
      throw new InvalidInputError({ hidden: [problem('product_photo_required', 'A visible product needs at least one photo; add one first.')] }, 'This product has no photo yet.');
    }
    await tx
      .update(products)
      .set({ isActive: !change.hidden, version: current.version + 1 })
      .where(eq(products.id, productId));
    const after = await getAdminProduct(tx, productId, defaults);
    assertMayShow(before, after);
    const action = change.hidden ? 'product.hide' : 'product.show';
    await recordAudit(tx, { actorId, action, entityType: 'product', entityId: productId, before, after });
    return after;
  });
}

/** Only a product that was never ordered; its photos, redirects, reviews and wishlist entries go with it. */
export async function deleteAdminProduct(db: Database, actorId: number, productId: number, version: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const current = await lockProduct(tx, productId);
    assertVersion(current.version, version, 'product');
    const before = await getAdminProduct(tx, productId, NO_DEFAULTS);
    if (before.ever_ordered) throw new ConflictError(ORDERED_CANNOT_BE_DELETED, { non_field_errors: [ORDERED_CANNOT_BE_DELETED] });
    await tx.delete(products).where(eq(products.id, productId));
    await recordAudit(tx, { actorId, action: 'product.delete', entityType: 'product', entityId: productId, before, after: null });
  });
}

function selectProducts(db: Database | Transaction) {
  return db
    .select({
      product: PRODUCT_COLUMNS,
      categoryName: categories.name,
      // Qualified by hand: inside the subquery a bare "product_id" or "id" could name order_items' own.
      everOrdered: sql<boolean>`exists (select 1 from ${orderItems} where "order_items"."product_id" = "products"."id")`,
      // The form edits the default variant; the product row's stock is all its live variants'.
      defaultStock: ofDefaultVariant<number>(sql.raw('"products"."id"'), 'stock'),
      defaultNetQuantity: ofDefaultVariant<string | null>(sql.raw('"products"."id"'), 'net_quantity'),
      defaultNetQuantityUnit: ofDefaultVariant<ProductInput['pack']['netQuantityUnit']>(sql.raw('"products"."id"'), 'net_quantity_unit'),
      defaultMadeMonth: ofDefaultVariant<string | null>(sql.raw('"products"."id"'), 'made_month'),
      defaultGtin: ofDefaultVariant<string | null>(sql.raw('"products"."id"'), 'gtin'),
      everyPackDeclared: sql<boolean>`not exists (select 1 from ${productVariants} where "product_variants"."product_id" = "products"."id" and not "product_variants"."is_retired" and "product_variants"."net_quantity" is null)`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

async function imagesOf(db: Database | Transaction, productIds: number[]): Promise<Map<number, ImageRow[]>> {
  const byProduct = new Map<number, ImageRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(row);
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** A deleted product's audit entry needs no judgement of its declarations. */
const NO_DEFAULTS: DeclarationDefaults = { maker: null, consumerCare: null };

type SelectedProduct = Awaited<ReturnType<ReturnType<typeof selectProducts>['execute']>>[number];

function reshapeAdminProduct(row: SelectedProduct, images: readonly ImageRow[], defaults: DeclarationDefaults): AdminProductView {
  const p = row.product;
  const ownMaker = makerOf(p, { maker: null, consumerCare: null });
  return {
    id: p.id,
    title: p.title,
    slug: p.slug,
    category_id: p.categoryId,
    category_name: row.categoryName,
    material: p.material,
    mrp_paise: p.maxPricePaise,
    price_paise: p.pricePaise,
    stock: row.defaultStock ?? p.stock,
    is_bestseller: p.isBest,
    short_desc: p.shortDesc,
    long_desc: p.longDesc,
    highlights: [p.bulletOne, p.bulletTwo, p.bulletThree, p.bulletFour, p.bulletFive],
    keywords: p.keywords,
    hsn_code: p.hsnCode,
    gst_rate: p.gstRatePercent as AdminProductView['gst_rate'],
    weight_grams: p.weightGrams,
    length_cm: p.lengthCm,
    breadth_cm: p.breadthCm,
    height_cm: p.heightCm,
    hidden: !p.isActive,
    images: images.map((image) => ({ url: image.url, alt: image.alt, media_id: image.mediaId })),
    version: p.version,
    ever_ordered: row.everOrdered,
    generic_name: p.genericName,
    country_of_origin: p.countryOfOrigin,
    maker: ownMaker,
    // A numeric read through a subquery comes back as text on both drivers.
    net_quantity: row.defaultNetQuantity === null ? null : Number(row.defaultNetQuantity),
    net_quantity_unit: row.defaultNetQuantityUnit,
    made_month: row.defaultMadeMonth,
    gtin: row.defaultGtin,
    missing_declarations: missingDeclarations(p, row.everyPackDeclared, defaults),
    parcel_estimated:
      p.weightGrams === ESTIMATED_PARCEL.weightGrams &&
      p.lengthCm === ESTIMATED_PARCEL.lengthCm &&
      p.breadthCm === ESTIMATED_PARCEL.breadthCm &&
      p.heightCm === ESTIMATED_PARCEL.heightCm,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** The product's own columns from the form; its figures are variantFigures'. */
function productColumns(input: ProductInput) {
  const [bulletOne, bulletTwo, bulletThree, bulletFour, bulletFive] = input.highlights;
  return {
    title: input.title,
    slug: input.slug,
    categoryId: input.categoryId,
    material: input.material,
    isBest: input.isBest,
    shortDesc: input.shortDesc,
    longDesc: input.longDesc,
    bulletOne,
    bulletTwo,
    bulletThree,
    bulletFour,
    bulletFive,
    keywords: input.keywords,
    gstRatePercent: input.gstRatePercent,
    isActive: input.isActive,
  };
}

/** The form's price, stock, tax code and parcel: its default variant's. */
function variantFigures(input: ProductInput) {
  return {
    maxPricePaise: input.maxPricePaise,
    pricePaise: input.pricePaise,
    stock: input.stock,
    hsnCode: input.hsnCode,
    weightGrams: input.weightGrams,
    lengthCm: input.lengthCm,
    breadthCm: input.breadthCm,
    heightCm: input.heightCm,
  };
}

/** The row, locked until the transaction ends, so two saves of one product take turns. */
async function lockProduct(tx: Transaction, productId: number): Promise<StoredProduct> {
  const [row] = await tx.select(PRODUCT_COLUMNS).from(products).where(eq(products.id, productId)).for('update');
  if (!row) throw new NotFoundError(ADMIN_PRODUCT_NOT_FOUND);
  return row;
}

async function assertCategoryExists(tx: Transaction, categoryId: number): Promise<void> {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw new InvalidInputError({ category_id: [NO_SUCH_CATEGORY] });
}

/** A photo may name the upload it came from; one that does not exist (deleted, or made up) is the editor's mistake. */
async function assertUploadsExist(tx: Transaction, input: ProductInput): Promise<void> {
  const named = input.images.map((image) => image.mediaId).filter((id): id is number => id !== null);
  if (named.length === 0) return;
  const found = new Set((await tx.select({ id: mediaImages.id }).from(mediaImages).where(inArray(mediaImages.id, named))).map((row) => row.id));
  const errors: FieldProblems = {};
  input.images.forEach((image, index) => {
    if (image.mediaId !== null && !found.has(image.mediaId)) errors[`images.${index}.media_id`] = [NO_SUCH_UPLOAD];
  });
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
}

async function assertSlugFree(tx: Transaction, slug: string, productId: number | undefined): Promise<void> {
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), productId === undefined ? undefined : ne(products.id, productId)));
  if (taken) throw new InvalidInputError({ slug: [SLUG_TAKEN] });
}

/** A live slug wins over an old one: a redirect with this slug (to this or another product) ends. */
async function takeSlug(tx: Transaction, slug: string): Promise<void> {
  await tx.delete(productSlugRedirects).where(eq(productSlugRedirects.slug, slug));
}

/**
 * Two saves that claim the same free slug (or barcode number) at once both pass assertSlugFree; the unique key
 * stops the second, which gets the same answer as if it had come later.
 */
async function slugRaceAsInvalid<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error, 'products_slug_key')) throw new InvalidInputError({ slug: [SLUG_TAKEN] });
    throw gtinRaceAsInvalid(error);
  }
}

/** The photo list sent replaces the stored one, in its order. */
async function replaceImages(tx: Transaction, productId: number, input: ProductInput): Promise<void> {
  await assertUploadsExist(tx, input);
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  if (input.images.length === 0) return;
  await tx
    .insert(productImages)
    .values(input.images.map((image, index) => ({ productId, position: index + 1, url: image.url, alt: image.alt, mediaId: image.mediaId })));
}
