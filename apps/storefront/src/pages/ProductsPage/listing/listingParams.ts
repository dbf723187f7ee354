import {
  isSortKey,
  LISTING_PARAMS,
  LISTING_VIEW_PARAMS,
  MATERIALS,
  NO_FILTERS,
  PRICE_RANGE,
  RATINGS,
  type ProductFilters,
  type SortKey,
} from '@shop/rules/listing';

/**
 * The listing's filters and sort, as the URL holds them (LISTING_VIEW_PARAMS). Repeated keys hold several
 * choices; values that are not valid choices are ignored.
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

function readPrice(params: URLSearchParams): ProductFilters['price'] {
  const min = readRupees(params.get(LISTING_PARAMS.min)) ?? PRICE_RANGE.min;
  const max = readRupees(params.get(LISTING_PARAMS.max)) ?? PRICE_RANGE.max;
  // A range turned inside out is not a range: ignore both ends.
  return min <= max ? { min, max } : { ...NO_FILTERS.price };
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
      price: readPrice(params),
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
  if (filters.price.min !== PRICE_RANGE.min) next.set(LISTING_PARAMS.min, String(filters.price.min));
  if (filters.price.max !== PRICE_RANGE.max) next.set(LISTING_PARAMS.max, String(filters.price.max));
  if (sort !== 'default') next.set(LISTING_PARAMS.sort, sort);
  return next;
}

