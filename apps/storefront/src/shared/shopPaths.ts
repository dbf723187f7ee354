/**
 * Storefront paths built from data, so every link to a category or a search is written one way.
 */

/** The search results page the header's search form goes to. */
export const SEARCH_PATH = '/products/search';

/** `/products/search?query={text}`, the text URL-encoded (the specification's rule). */
export function searchPath(query: string): string {
  return `${SEARCH_PATH}?query=${encodeURIComponent(query)}`;
}

/** `/category/{category_name}`: the name as a single path segment. */
export function categoryPath(categoryName: string): string {
  return `/category/${encodeURIComponent(categoryName)}`;
}
