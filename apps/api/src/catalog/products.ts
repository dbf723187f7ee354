/** The public catalogue: active products with their category and published ratings. */
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { isPossibleId, type Database } from '../db/database';
import { categories, mediaImages, productImages, products, productSlugRedirects, productVariants } from '../db/schema';
import { NotFoundError, problem } from '../errors';
import { publicDeclarations, type DeclarationDefaults } from './declarations';
import { PRODUCT_COLUMNS } from './product-columns';
import { reshapeProduct, reshapeVariants, type ProductView, type StoredPhoto, type VariantRow } from './reshape';
import { publishedRatingsOf } from './reviews';
import type { Keep } from './kept-per-version';
import { planSearch } from './search';
import type { LanguageCode } from '@shop/rules/languages';
import { translatedTextsOf } from '../translations';
import { inLanguage } from './translations';
import { VARIANT_PRICE, bestSaleAt, sellingPriceAt } from '../sales';
import { shopNow } from '../shop-clock';

export const PRODUCT_NOT_FOUND = problem('product_not_found', 'Product not found.');

export interface ProductSearch {
  /**
   * Finds every product whose title or long description contains it, case-insensitively, and every product
   * whose title holds each of its words, forgiving small typos; best match first (see search.ts). Blank
   * means every product.
   */
  query?: string | undefined;
}

/**
 * `siteUrl` makes the photos' URLs absolute (media/image-url.ts); `keep` holds what answers of the same
 * public data version share (kept-per-version.ts).
 */
export async function listProducts(db: Database, siteUrl: string, search: ProductSearch = {}, keep?: Keep, language: LanguageCode = 'en'): Promise<ProductView[]> {
  const query = search.query?.trim() ?? '';
  if (query === '') return selectActiveProducts(db, siteUrl, language, undefined);
  const plan = await planSearch(db, query, keep);
  return selectActiveProducts(db, siteUrl, language, plan.where, plan.ranking);
}

/**
 * `slugOrId` made only of digits is an id (the order pages resolve items by id); anything else a slug, the
 * current one or one the product had before staff renamed it (old links keep working; the answer carries
 * the current slug, and the page redirects to it: see page-heads.ts).
 */
export async function getProduct(db: Database, slugOrId: string, siteUrl: string, defaults?: DeclarationDefaults, language: LanguageCode = 'en'): Promise<ProductView> {
  let condition: SQL | undefined;
  if (/^\d+$/.test(slugOrId)) {
    const id = Number(slugOrId);
    if (!isPossibleId(id)) throw new NotFoundError(PRODUCT_NOT_FOUND);
    condition = eq(products.id, id);
  } else {
    const formerly = db.select({ id: productSlugRedirects.productId }).from(productSlugRedirects).where(eq(productSlugRedirects.slug, slugOrId));
    condition = or(eq(products.slug, slugOrId), inArray(products.id, formerly));
  }
  const [product] = await selectActiveProducts(db, siteUrl, language, condition);
  if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
  const variants = reshapeVariants(await liveVariantsOf(db, product.id, language), product.pictures?.length ?? 0, language);
  if (!defaults) return { ...product, variants };
  const [declared] = await db
    .select({ genericName: products.genericName, countryOfOrigin: products.countryOfOrigin, makerKind: products.makerKind, makerName: products.makerName, makerAddress: products.makerAddress })
    .from(products)
    .where(eq(products.id, product.id));
  return { ...product, variants, declarations: publicDeclarations(declared!, defaults) };
}

/** The product's variants on sale, its default first, each at the price it sells at now, labelled in `language` where staff translated it. */
function liveVariantsOf(db: Database, productId: number, language: LanguageCode): Promise<VariantRow[]> {
  return db
    .select({
      id: productVariants.id,
      label: productVariants.label,
      translated: translatedTextsOf('variant', productVariants.id, language),
      sku: productVariants.sku,
      pricePaise: sellingPriceAt(shopNow(), VARIANT_PRICE),
      regularPricePaise: productVariants.pricePaise,
      maxPricePaise: productVariants.maxPricePaise,
      stock: productVariants.stock,
      imagePosition: productVariants.imagePosition,
      netQuantity: productVariants.netQuantity,
      netQuantityUnit: productVariants.netQuantityUnit,
      madeMonth: productVariants.madeMonth,
      gtin: productVariants.gtin,
      priceTiers: productVariants.priceTiers,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.productId, productId), eq(productVariants.isRetired, false)))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

/** The variant an old product address sold, when it became one of its product's variants; null for a renamed product. */
export async function formerVariantOf(db: Database, slug: string): Promise<number | null> {
  const [row] = await db.select({ variantId: productSlugRedirects.variantId }).from(productSlugRedirects).where(eq(productSlugRedirects.slug, slug));
  return row?.variantId ?? null;
}

/** Active products among `ids`, by id, in the catalogue's shape (for lists of product cards such as the wishlist). */
export async function getActiveProductsById(db: Database, ids: readonly number[], siteUrl: string, language: LanguageCode = 'en'): Promise<Map<number, ProductView>> {
  const possible = ids.filter(isPossibleId);
  if (possible.length === 0) return new Map();
  const views = await selectActiveProducts(db, siteUrl, language, inArray(products.id, possible));
  return new Map(views.map((view) => [view.id, view]));
}

/** Every active product's slug and last change, for the sitemap. */
export async function listProductChanges(db: Database): Promise<{ slug: string; lastModified: Date }[]> {
  return db
    .select({ slug: products.slug, lastModified: products.updatedAt })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id));
}

/**
 * Columns written out with their table: Drizzle leaves the table off a column when a query reads one table,
 * and inside these subqueries a bare "id" or "product_id" would name the wrong table's column.
 */
const imageUrl = sql.raw('"product_images"."url"');
const imageAlt = sql.raw('"product_images"."alt"');
const imageProduct = sql.raw('"product_images"."product_id"');
const imagePosition = sql.raw('"product_images"."position"');

const imageMedia = sql.raw('"product_images"."media_id"');
const mediaId = sql.raw('"media_images"."id"');
const mediaWidth = sql.raw('"media_images"."width"');
const mediaHeight = sql.raw('"media_images"."height"');
const mediaVariants = sql.raw('"media_images"."variants"');

/**
 * A product's photos in display order, each with the upload it came from (null before uploads), as a
 * column of the caller's query: one JSON array, so a list of products stays one query.
 */
function photosOf(productId: SQL): SQL<StoredPhoto[]> {
  return sql<StoredPhoto[]>`coalesce((
    select json_agg(json_build_object(
      'url', ${imageUrl},
      'alt', ${imageAlt},
      'upload', case when ${mediaId} is null then null
                else json_build_object('width', ${mediaWidth}, 'height', ${mediaHeight}, 'variants', ${mediaVariants}) end
    ) order by ${imagePosition})
    from ${productImages} left join ${mediaImages} on ${mediaId} = ${imageMedia}
    where ${imageProduct} = ${productId}
  ), '[]'::json)`;
}

/** The URL of a product's main photo (null when it has none), as a column of the caller's query. */
export function firstImageOf(productId: SQL): SQL<string | null> {
  return sql<string | null>`(select ${imageUrl} from ${productImages} where ${imageProduct} = ${productId} order by ${imagePosition} limit 1)`;
}

/** `"product_variants"."image_position"`, qualified, for variantImageOf in a query that reads variants. */
export const VARIANT_IMAGE_POSITION = sql.raw('"product_variants"."image_position"');

/** The URL of the product's photo at `position` (a variant's own), else its main photo; null when it has none. */
export function variantImageOf(productId: SQL, position: SQL): SQL<string | null> {
  return sql<string | null>`(select ${imageUrl} from ${productImages} where ${imageProduct} = ${productId}
    order by case when ${imagePosition} = ${position} then 0 else 1 end, ${imagePosition} limit 1)`;
}

/** `"products"."id"`, qualified, for the subqueries above. */
export const PRODUCT_ID = sql.raw('"products"."id"');

/**
 * Active products with their category, photos, the ratings of their published reviews and their live sale, in one
 * query, their texts in `language` where staff translated them.
 */
async function selectActiveProducts(db: Database, siteUrl: string, language: LanguageCode, condition: SQL | undefined, ranking: SQL[] = []): Promise<ProductView[]> {
  const rows = await db
    .select({
      ...PRODUCT_COLUMNS,
      categoryName: categories.name,
      photos: photosOf(PRODUCT_ID),
      publishedRatings: publishedRatingsOf(products.id),
      sale: bestSaleAt(shopNow(), language),
      translated: translatedTextsOf('product', PRODUCT_ID, language),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.isActive, true), condition))
    .orderBy(...ranking, asc(products.id));
  return rows.map(({ publishedRatings, translated, ...row }) => inLanguage(reshapeProduct(row, publishedRatings, siteUrl), language, translated));
}
