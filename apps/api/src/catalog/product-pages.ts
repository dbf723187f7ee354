/**
 * One page of the public catalogue, filtered and sorted in SQL, with its facet counts: what the storefront
 * asks for once the catalogue is too large to filter in the browser (docs/decisions/021-product-paging.md).
 * The rules are @shop/rules' listing rules; test/product-pages.test.ts compares the two on the demo catalogue.
 */
import type { ProductFilters, SortKey } from '@shop/rules/listing';
import { paiseToRupees } from '@shop/rules';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Schema } from '@shop/contracts';
import type { Database } from '../db/database';
import { categories, products, reviews } from '../db/schema';
import { getActiveProductsById } from './products';
import { findMisspeltWords, planProductSearch, searchWords } from './search';

export type ProductPageView = Schema<'ProductPage'>;

export interface ProductPageRequest {
  /** Search text; blank means every product. */
  query?: string | undefined;
  /** Prices in rupees; an absent end is no bound. */
  filters: Omit<ProductFilters, 'price'> & { price: { min?: number | undefined; max?: number | undefined } };
  sort: SortKey;
  limit: number;
  offset: number;
}

/**
 * The whole stars each product's rating filter compares: its published ratings' mean to one decimal (as
 * reshape.ts's averageRating shows it, halves rounded up), rounded down. Products without reviews have no row.
 */
function reviewStars(db: Database) {
  return db
    .select({
      productId: reviews.productId,
      stars: sql<number>`floor(round(sum(${reviews.rating}) * 10.0 / count(*)) / 10)::int`.as('stars'),
    })
    .from(reviews)
    .where(eq(reviews.status, 'published'))
    .groupBy(reviews.productId)
    .as('review_stars');
}

/** A price filter's end in paise: the first whole paisa at or above `rupees` (or at or below, for the top). */
function boundInPaise(rupees: number, direction: 'up' | 'down'): number {
  const paise = rupees * 100;
  const nearest = Math.round(paise);
  // 0.07 * 100 is 7.000000000000001 in floating point: that is 7 paise, not 8.
  if (Math.abs(paise - nearest) < 1e-6) return nearest;
  return direction === 'up' ? Math.ceil(paise) : Math.floor(paise);
}

const ORDERS: Record<SortKey, SQL[]> = {
  default: [],
  'name-asc': [sql`title_sort_key(${products.title}) collate "C"`],
  'price-asc': [asc(products.pricePaise)],
  'price-desc': [desc(products.pricePaise)],
};

export async function listProductPage(db: Database, request: ProductPageRequest): Promise<ProductPageView> {
  const query = request.query?.trim() ?? '';
  const search = query === '' ? undefined : planProductSearch(query, await findMisspeltWords(db, searchWords(query)));
  const stars = reviewStars(db);
  const starsOf = sql<number>`coalesce(${stars.stars}, 0)`;
  const { filters } = request;
  const lowestRating = filters.ratings.length > 0 ? Math.min(...filters.ratings) : undefined;
  const { min, max } = filters.price;

  // Each filter as a condition; a filter with nothing chosen is none.
  const passes = {
    category: filters.categories.length > 0 ? inArray(categories.name, filters.categories) : undefined,
    material: filters.materials.length > 0 ? inArray(products.material, filters.materials as never[]) : undefined,
    rating: lowestRating !== undefined ? sql`${starsOf} >= ${lowestRating}` : undefined,
    price: and(
      min !== undefined ? sql`${products.pricePaise} >= ${boundInPaise(min, 'up')}` : undefined,
      max !== undefined ? sql`${products.pricePaise} <= ${boundInPaise(max, 'down')}` : undefined,
    ),
  };
  const candidates = and(eq(products.isActive, true), search?.where);
  const from = () =>
    db
      .select({ id: products.id })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(stars, eq(stars.productId, products.id));

  const [pageIds, facets] = await Promise.all([
    from()
      .where(and(candidates, passes.category, passes.material, passes.rating, passes.price))
      .orderBy(...ORDERS[request.sort], ...(search?.ranking ?? []), asc(products.id))
      .limit(request.limit)
      .offset(request.offset),
    countFacets(db, stars, starsOf, candidates, passes),
  ]);

  const views = await getActiveProductsById(
    db,
    pageIds.map(({ id }) => id),
  );
  const items = pageIds.flatMap(({ id }) => views.get(id) ?? []);
  const nextOffset = request.offset + pageIds.length;
  return {
    items,
    total: facets.total,
    offset: request.offset,
    limit: request.limit,
    next_offset: pageIds.length > 0 && nextOffset < facets.total ? nextOffset : null,
    facets: facets.counts,
  };
}

type Passes = Record<'category' | 'material' | 'rating' | 'price', SQL | undefined>;

/** A condition as a boolean column: true when there is no condition. */
const holds = (condition: SQL | undefined) => condition ?? sql`true`;

/**
 * Total and facets in one pass over the candidates (grouping sets): each facet counts the products that
 * pass every other filter, so a count says what ticking that box as well would give.
 */
async function countFacets(
  db: Database,
  stars: ReturnType<typeof reviewStars>,
  starsOf: SQL<number>,
  candidates: SQL | undefined,
  passes: Passes,
): Promise<{ total: number; counts: ProductPageView['facets'] }> {
  const rows = db
    .select({
      category: sql<string>`${categories.name}`.as('category'),
      categoryPosition: sql<number>`${categories.position}`.as('category_position'),
      categoryId: sql<number>`${categories.id}`.as('category_id'),
      material: sql<string>`${products.material}`.as('material'),
      stars: sql<number>`${starsOf}`.as('stars'),
      pricePaise: sql<number>`${products.pricePaise}`.as('price_paise'),
      categoryOk: sql<boolean>`${holds(passes.category)}`.as('category_ok'),
      materialOk: sql<boolean>`${holds(passes.material)}`.as('material_ok'),
      ratingOk: sql<boolean>`${holds(passes.rating)}`.as('rating_ok'),
      priceOk: sql<boolean>`${holds(passes.price)}`.as('price_ok'),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(stars, eq(stars.productId, products.id))
    .where(candidates)
    .as('candidates');

  const count = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const groups = await db
    .select({
      byCategory: sql<number>`grouping(${rows.category})`.mapWith(Number),
      byMaterial: sql<number>`grouping(${rows.material})`.mapWith(Number),
      byStars: sql<number>`grouping(${rows.stars})`.mapWith(Number),
      category: rows.category,
      categoryPosition: rows.categoryPosition,
      categoryId: rows.categoryId,
      material: rows.material,
      stars: rows.stars,
      categoryCount: count(sql`${rows.materialOk} and ${rows.ratingOk} and ${rows.priceOk}`),
      materialCount: count(sql`${rows.categoryOk} and ${rows.ratingOk} and ${rows.priceOk}`),
      starsCount: count(sql`${rows.categoryOk} and ${rows.materialOk} and ${rows.priceOk}`),
      total: count(sql`${rows.categoryOk} and ${rows.materialOk} and ${rows.ratingOk} and ${rows.priceOk}`),
      lowestPaise: sql<number | null>`min(${rows.pricePaise}) filter (where ${rows.categoryOk} and ${rows.materialOk} and ${rows.ratingOk})`,
      highestPaise: sql<number | null>`max(${rows.pricePaise}) filter (where ${rows.categoryOk} and ${rows.materialOk} and ${rows.ratingOk})`,
    })
    .from(rows)
    .groupBy(
      sql`grouping sets ((${rows.category}, ${rows.categoryPosition}, ${rows.categoryId}), (${rows.material}), (${rows.stars}), ())`,
    );

  // grouping(x) is 0 in the grouping set that groups by x, 1 elsewhere.
  const byCategory = groups.filter((group) => group.byCategory === 0);
  const byMaterial = groups.filter((group) => group.byMaterial === 0);
  const byStars = groups.filter((group) => group.byStars === 0);
  const overall = groups.find((group) => group.byCategory + group.byMaterial + group.byStars === 3);
  const lowest = overall?.lowestPaise ?? null;
  const highest = overall?.highestPaise ?? null;
  return {
    total: overall?.total ?? 0,
    counts: {
      categories: byCategory
        .sort((a, b) => a.categoryPosition - b.categoryPosition || a.categoryId - b.categoryId)
        .map((group) => ({ name: group.category, count: group.categoryCount })),
      materials: byMaterial.sort((a, b) => (a.material < b.material ? -1 : 1)).map((group) => ({ name: group.material, count: group.materialCount })),
      ratings: [4, 3, 2, 1].map((rating) => ({
        rating,
        count: byStars.filter((group) => group.stars >= rating).reduce((sum, group) => sum + group.starsCount, 0),
      })),
      price: lowest === null || highest === null ? null : { min: paiseToRupees(Number(lowest)), max: paiseToRupees(Number(highest)) },
    },
  };
}
