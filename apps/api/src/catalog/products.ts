/** The public catalogue: active products with their category and published ratings. */
import { and, asc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import { isPossibleId, type Database } from '../db/database';
import { categories, products } from '../db/schema';
import { NotFoundError } from '../errors';
import { reshapeProduct, type ProductView } from './reshape';
import { publishedRatingsOf } from './reviews';
import { findMisspeltWords, planProductSearch, searchWords } from './search';

export const PRODUCT_NOT_FOUND = 'Product not found.';

export interface ProductSearch {
  /**
   * Finds every product whose title or long description contains it, case-insensitively, and every product
   * whose title holds each of its words, forgiving small typos; best match first (see search.ts). Blank
   * means every product.
   */
  query?: string | undefined;
}

export async function listProducts(db: Database, search: ProductSearch = {}): Promise<ProductView[]> {
  const query = search.query?.trim() ?? '';
  if (query === '') return selectActiveProducts(db, undefined);
  const plan = planProductSearch(query, await findMisspeltWords(db, searchWords(query)));
  return selectActiveProducts(db, plan.where, plan.ranking);
}

/** `slugOrId` made only of digits is an id (the order pages resolve items by id); anything else a slug. */
export async function getProduct(db: Database, slugOrId: string): Promise<ProductView> {
  let condition: SQL | undefined;
  if (/^\d+$/.test(slugOrId)) {
    const id = Number(slugOrId);
    if (!isPossibleId(id)) throw new NotFoundError(PRODUCT_NOT_FOUND);
    condition = eq(products.id, id);
  } else {
    condition = eq(products.slug, slugOrId);
  }
  const [product] = await selectActiveProducts(db, condition);
  if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
  return product;
}

/** Active products among `ids`, by id, in the catalogue's shape (for lists of product cards such as the wishlist). */
export async function getActiveProductsById(db: Database, ids: readonly number[]): Promise<Map<number, ProductView>> {
  const possible = ids.filter(isPossibleId);
  if (possible.length === 0) return new Map();
  const views = await selectActiveProducts(db, inArray(products.id, possible));
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

/** Active products with their category and the ratings of their published reviews, in one query. */
async function selectActiveProducts(db: Database, condition: SQL | undefined, ranking: SQL[] = []): Promise<ProductView[]> {
  const rows = await db
    .select({ ...getTableColumns(products), categoryName: categories.name, publishedRatings: publishedRatingsOf(products.id) })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.isActive, true), condition))
    .orderBy(...ranking, asc(products.id));
  return rows.map(({ publishedRatings, ...row }) => reshapeProduct(row, publishedRatings));
}
