/**
 * One page of the public catalogue, filtered and sorted in SQL, with its facet counts: the listing's only
 * engine, which the storefront's products, search and category pages render at any catalogue size
 * (docs/decisions/021-product-paging.md). The filters and sort keys are @shop/rules' listing vocabulary.
 */
import type { ProductFilters, SortKey } from '@shop/rules/listing';
import { paiseToRupees } from '@shop/rules';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Schema } from '@shop/contracts';
import type { Database } from '../db/database';
import { categories, products } from '../db/schema';
import { getActiveProductsById } from './products';
import { keepNothing, type Keep } from './kept-per-version';
import type { LanguageCode } from '@shop/rules/languages';
import { NO_MATCH_TIER, planSearch, type SearchPlan } from './search';
import { sellingPriceAt } from '../sales';
import { shopNow } from '../shop-clock';

export type ProductPageView = Schema<'ProductPage'>;

export interface ProductPageRequest {
  /** Search text; blank means every product. */
  query?: string | undefined;
  /** Only the products marked as bestsellers (the home page's 'Our Bestsellers'). */
  bestsellersOnly?: boolean;
  /** The price filter's ends in rupees, both included; an absent end is no bound. */
  filters: Omit<ProductFilters, 'priceFrom' | 'priceTo'> & { priceFrom?: number | undefined; priceTo?: number | undefined };
  sort: SortKey;
  limit: number;
  offset: number;
}

/** A price filter's end in paise: the first whole paisa at or above `rupees` (or at or below, for the top). */
function boundInPaise(rupees: number, direction: 'up' | 'down'): number {
  const paise = rupees * 100;
  const nearest = Math.round(paise);
  // 0.07 * 100 is 7.000000000000001 in floating point: that is 7 paise, not 8.
  if (Math.abs(paise - nearest) < 1e-6) return nearest;
  return direction === 'up' ? Math.ceil(paise) : Math.floor(paise);
}

/** Each sort's order, prices as they sell at `price` (a live sale's included). */
function orderOf(sort: SortKey, price: SQL<number>): SQL[] {
  switch (sort) {
    case 'default':
      return [];
    // The stored key (migration 0019) with the collation of its index, products_on_sale_title_sort_idx.
    case 'name-asc':
      return [sql`${products.titleSortKey} collate "C"`];
    case 'price-asc':
      return [asc(price)];
    case 'price-desc':
      return [desc(price)];
  }
}

/**
 * `siteUrl` makes the photos' URLs absolute (media/image-url.ts); `keep` holds what answers of the same
 * public data version share: facets, the titles' words (kept-per-version.ts).
 */
export async function listProductPage(db: Database, request: ProductPageRequest, siteUrl: string, keep: Keep = keepNothing, language: LanguageCode = 'en'): Promise<ProductPageView> {
  const query = request.query?.trim() ?? '';
  const search = query === '' ? undefined : await planSearch(db, query, keep);
  const { filters } = request;
  const lowestRating = filters.ratings.length > 0 ? Math.min(...filters.ratings) : undefined;
  const { priceFrom, priceTo } = filters;
  // Sorted, filtered and ranged by the prices shoppers pay now (the kept answer's version moves with each sale).
  const price = sellingPriceAt(shopNow());

  // Each filter as a condition; a filter with nothing chosen is none.
  const passes = {
    // By id, so no query joins categories for a filter: the page's ids come from products alone.
    category:
      filters.categories.length > 0
        ? inArray(products.categoryId, db.select({ id: categories.id }).from(categories).where(inArray(categories.name, filters.categories)))
        : undefined,
    material: filters.materials.length > 0 ? inArray(products.material, filters.materials as never[]) : undefined,
    rating: lowestRating !== undefined ? sql`${products.ratingStars} >= ${lowestRating}` : undefined,
    price: and(
      priceFrom !== undefined ? sql`${price} >= ${boundInPaise(priceFrom, 'up')}` : undefined,
      priceTo !== undefined ? sql`${price} <= ${boundInPaise(priceTo, 'down')}` : undefined,
    ),
  };
  const candidates = and(eq(products.isActive, true), request.bestsellersOnly ? eq(products.isBest, true) : undefined, search?.where);
  // Facets depend on the search and the filters, not on the page or the order: every page of one listing
  // shares them, so they are counted once per listing and public data version (decision 021).
  const facetsKey = JSON.stringify(['facets', query, request.bestsellersOnly === true, [...filters.categories].sort(), [...filters.materials].sort(), lowestRating ?? null, priceFrom ?? null, priceTo ?? null]);
  const countThem = () => countFacets(db, candidates, passes, price);

  const shown = and(candidates, passes.category, passes.material, passes.rating, passes.price);
  const [pageIds, facets] = await Promise.all([
    search && request.sort === 'default'
      ? rankedPage(db, search, shown, request)
      : db
          .select({ id: products.id })
          .from(products)
          .where(shown)
          .orderBy(...orderOf(request.sort, price), ...(search?.ranking ?? []), asc(products.id))
          .limit(request.limit)
          .offset(request.offset),
    keep(facetsKey, countThem),
  ]);

  const views = await getActiveProductsById(
    db,
    pageIds.map(({ id }) => id),
    siteUrl,
    language,
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

/**
 * A page of search results in the ranking's order, ranking closely only the tiers the page reaches: the
 * first `offset + limit` results all lie in tiers up to that of the last of them, so the later tiers'
 * candidates need no trigram comparison (a search for "adhesive" finds 365 titles and 4,317 descriptions;
 * its first page compares 365). The same order as ranking every candidate.
 */
function rankedPage(db: Database, search: SearchPlan, shown: SQL | undefined, request: ProductPageRequest) {
  const found = db.$with('found').as(db.select({ id: products.id, title: products.title, tier: sql<number>`${search.tier}`.as('tier') }).from(products).where(shown));
  const lastTierOnPage = db
    .select({ tier: found.tier })
    .from(found)
    .orderBy(found.tier)
    .limit(1)
    .offset(request.offset + request.limit - 1);
  return db
    .with(found)
    .select({ id: found.id })
    .from(found)
    .where(sql`${found.tier} <= coalesce((${lastTierOnPage}), ${NO_MATCH_TIER})`)
    .orderBy(found.tier, ...search.closeness(found.title), asc(found.id))
    .limit(request.limit)
    .offset(request.offset);
}

/** A listing's total and facet counts. */
interface Facets {
  total: number;
  counts: ProductPageView['facets'];
}

type Passes = Record<'category' | 'material' | 'rating' | 'price', SQL | undefined>;

/** A condition as a boolean column: true when there is no condition. */
const holds = (condition: SQL | undefined) => condition ?? sql`true`;

/**
 * Total and facets in one pass over the candidates (grouping sets): each facet counts the products that
 * pass every other filter, so a count says what ticking that box as well would give.
 */
async function countFacets(db: Database, candidates: SQL | undefined, passes: Passes, price: SQL<number>): Promise<Facets> {
  const rows = db
    .select({
      category: sql<string>`${categories.name}`.as('category'),
      categoryPosition: sql<number>`${categories.position}`.as('category_position'),
      categoryId: sql<number>`${categories.id}`.as('category_id'),
      material: sql<string>`${products.material}`.as('material'),
      stars: sql<number>`${products.ratingStars}`.as('stars'),
      pricePaise: sql<number>`${price}`.as('price_paise'),
      categoryOk: sql<boolean>`${holds(passes.category)}`.as('category_ok'),
      materialOk: sql<boolean>`${holds(passes.material)}`.as('material_ok'),
      ratingOk: sql<boolean>`${holds(passes.rating)}`.as('rating_ok'),
      priceOk: sql<boolean>`${holds(passes.price)}`.as('price_ok'),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
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
      // Prices are bigint: postgres-js reads them as text unless told.
      lowestPaise: sql<number | null>`min(${rows.pricePaise}) filter (where ${rows.categoryOk} and ${rows.materialOk} and ${rows.ratingOk})`.mapWith(Number),
      highestPaise: sql<number | null>`max(${rows.pricePaise}) filter (where ${rows.categoryOk} and ${rows.materialOk} and ${rows.ratingOk})`.mapWith(Number),
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
