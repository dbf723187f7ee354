import {
  isSortKey,
  LISTING_PARAMS,
  LISTING_VIEW_PARAMS,
  MATERIALS,
  PRICE_RANGE,
  RATINGS,
  type ProductFilters,
  type SortKey,
} from '@shop/rules/listing';

/**
 * The listing's filters and sort, as the URL holds them (LISTING_VIEW_PARAMS). Repeated keys hold several
 * choices; values that are not choices at all are ignored. Whether the choices make sense together (a
 * price range's ends in order) is the API's to say.
 */
export interface ListingState {
  filters: ProductFilters;
  sort: SortKey;
}

const unique = <T>(values: T[]) => [...new Set(values)];

/** A whole number of rupees within the slider's scale, or undefined. */
function readRupees(value: string | null): number | undefined {
  if (value === null || !/^\d{1,6}$/.test(value)) return undefined;
  const rupees = Number(value);
  return rupees >= PRICE_RANGE.min && rupees <= PRICE_RANGE.max ? rupees : undefined;
}

/**
 * Reads the listing state from the URL. With `knownCategories` (once the catalogue's
 * categories have loaded), a category that does not exist is dropped and the spelling
 * is matched without regard to case; before that, any non-empty name is kept.
 */
export function readListingParams(params: URLSearchParams, knownCategories?: readonly string[]): ListingState {
  const byLowerCase = knownCategories && new Map(knownCategories.map((name) => [name.toLowerCase(), name]));
  const categories = params
    .getAll(LISTING_PARAMS.category)
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .flatMap((name) => {
      if (!byLowerCase) return [name];
      const known = byLowerCase.get(name.toLowerCase());
      return known ? [known] : [];
    });
  const materials = params
    .getAll(LISTING_PARAMS.material)
    .filter((material) => (MATERIALS as readonly string[]).includes(material));
  const ratings = params
    .getAll(LISTING_PARAMS.rating)
    .map(Number)
    .filter((rating) => (RATINGS as readonly number[]).includes(rating))
    .sort((a, b) => b - a);
  const sort = params.get(LISTING_PARAMS.sort) ?? 'default';

  return {
    filters: {
      categories: unique(categories),
      materials: unique(materials),
      ratings: unique(ratings),
      priceFrom: readRupees(params.get(LISTING_PARAMS.priceFrom)) ?? PRICE_RANGE.min,
      priceTo: readRupees(params.get(LISTING_PARAMS.priceTo)) ?? PRICE_RANGE.max,
    },
    sort: isSortKey(sort) ? sort : 'default',
  };
}

/**
 * A copy of `params` holding `state`. Other keys (the search `query`) are kept;
 * values equal to the defaults are left out, so an untouched listing keeps a clean URL.
 */
export function writeListingParams(params: URLSearchParams, { filters, sort }: ListingState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(LISTING_VIEW_PARAMS)) next.delete(key);
  // Other filters are other results: back to their first page.
  next.delete(LISTING_PARAMS.page);
  for (const category of filters.categories) next.append(LISTING_PARAMS.category, category);
  for (const material of filters.materials) next.append(LISTING_PARAMS.material, material);
  for (const rating of filters.ratings) next.append(LISTING_PARAMS.rating, String(rating));
  if (filters.priceFrom !== PRICE_RANGE.min) next.set(LISTING_PARAMS.priceFrom, String(filters.priceFrom));
  if (filters.priceTo !== PRICE_RANGE.max) next.set(LISTING_PARAMS.priceTo, String(filters.priceTo));
  if (sort !== 'default') next.set(LISTING_PARAMS.sort, sort);
  return next;
}

