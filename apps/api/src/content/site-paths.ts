/** The storefront's paths as the server links to them, and which of them crawlers are welcome on. */

/** Personal or guarded pages (and the API): robots.txt keeps crawlers out and the sitemap leaves them out. */
export const PRIVATE_PATH_PREFIXES = [
  '/account',
  '/checkout',
  '/orders',
  '/order-detail',
  '/wishlist',
  '/my-reviews',
  '/add-review',
  '/cart',
  '/signup',
  '/api/',
  // The design system's Storybook is for the shop's designers, not for search results.
  '/storybook/',
] as const;

/** The storefront's search results page: reachable, but a list of every query is no page to index. */
export const SEARCH_PATH = '/products/search';

export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATH_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
}

export const productPath = (slug: string) => `/products/${encodeURIComponent(slug)}`;
/** Categories are linked by name, as the storefront's footer does. */
export const categoryPath = (name: string) => `/category/${encodeURIComponent(name)}`;
export const blogPath = (slug: string) => `/blogs/${encodeURIComponent(slug)}`;
