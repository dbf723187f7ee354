/**
 * The storefront's path table: every route a shopper can open and what kind of page it is (the
 * storefront's router is made from it, the server's page list and 404s read it), and the builders for
 * paths made from data, so every link to a product, category, article or search is written one way on
 * the server (sitemap, page heads, robots.txt) and in the browser.
 */
import { LISTING_PARAMS } from './listing';

/**
 * - `page`: a fixed page with its own page-metadata entry;
 * - `product`, `category`, `article`: a page made from one catalogue or blog record;
 * - `search`: the search results, reachable but no page to index;
 * - `personal`: open to anyone but about the visitor (cart, sign-up);
 * - `guarded`: only for a signed-in customer.
 */
export type RouteKind = 'page' | 'product' | 'category' | 'article' | 'search' | 'personal' | 'guarded';

export interface ShopRoute {
  /** React Router's pattern: `:name` holds one segment. */
  readonly path: string;
  readonly kind: RouteKind;
}

export const HOME_PATH = '/';
export const SEARCH_PATH = '/products/search';
export const SIGN_IN_PATH = '/signup';
export const RETURN_POLICY_PATH = '/return-policy';

export const SHOP_ROUTES = [
  { path: HOME_PATH, kind: 'page' },
  { path: '/products', kind: 'page' },
  { path: SEARCH_PATH, kind: 'search' },
  { path: '/products/:slug', kind: 'product' },
  { path: '/category/:categoryName', kind: 'category' },
  { path: '/gallery', kind: 'page' },
  { path: '/about', kind: 'page' },
  { path: '/contact', kind: 'page' },
  { path: '/blogs', kind: 'page' },
  // The product brief names this parameter id, but it holds the blog's slug.
  { path: '/blogs/:id', kind: 'article' },
  { path: '/privacy-policy', kind: 'page' },
  { path: '/terms', kind: 'page' },
  { path: RETURN_POLICY_PATH, kind: 'page' },
  { path: '/offers', kind: 'page' },
  { path: '/faqs', kind: 'page' },
  // Who sells here and the grievance officer, as the Consumer Protection (E-Commerce) Rules ask them shown.
  { path: '/seller-details', kind: 'page' },
  // What the shop's own crews do and charge, and whether they come to a PIN code (decision 058's services).
  { path: '/services', kind: 'page' },
  { path: SIGN_IN_PATH, kind: 'personal' },
  { path: '/cart', kind: 'personal' },
  // The link mailed to a cash-on-delivery customer: no sign-in, but one customer's order, so never rendered on
  // the server (the browser asks for it) and never indexed; its secret is the last segment.
  { path: '/confirm-order/:token', kind: 'personal' },
  // The way out of offers that marketing mail links to: no sign-in, and its secret is the last segment too.
  { path: '/unsubscribe/:token', kind: 'personal' },
  // The complaint form (signed in, or by order number and e-mail), and a complaint's status page by the secret
  // link its acknowledgement mails: the last segment is that secret.
  { path: '/complaint', kind: 'personal' },
  { path: '/complaint/:token', kind: 'personal' },
  // A request for quotation from anyone, and a quote's page by the secret in its link (`?token=`).
  { path: '/request-quote', kind: 'personal' },
  { path: '/quotes/:number', kind: 'personal' },
  // The product brief's guarded group, plus the two account pages it links from the account home.
  { path: '/account', kind: 'guarded' },
  { path: '/account/manage-account', kind: 'guarded' },
  { path: '/account/manage-address', kind: 'guarded' },
  { path: '/account/manage-payment-methods', kind: 'guarded' },
  // A site survey by the shop's fitters, booked and confirmed signed in, and the account's list of bookings.
  { path: '/book-survey', kind: 'guarded' },
  { path: '/account/bookings', kind: 'guarded' },
  { path: '/wishlist', kind: 'guarded' },
  { path: '/my-reviews', kind: 'guarded' },
  { path: '/orders', kind: 'guarded' },
  { path: '/checkout', kind: 'guarded' },
  { path: '/order-detail/:encryptedId', kind: 'guarded' },
  { path: '/account/quotes', kind: 'guarded' },
  { path: '/add-review/:orderId/:productId', kind: 'guarded' },
] as const satisfies readonly ShopRoute[];

/** A path of the table: the storefront's router maps each one to the page that draws it. */
export type ShopPath = (typeof SHOP_ROUTES)[number]['path'];

/** The pages only a signed-in customer sees; without a token the storefront sends the visitor to sign in. */
export const GUARDED_PATHS = SHOP_ROUTES.filter((route) => route.kind === 'guarded').map((route) => route.path);

/**
 * Personal or guarded pages (and the API): robots.txt keeps crawlers out and the sitemap leaves them out.
 * Each prefix covers its page and every path below it.
 */
export const PRIVATE_PATH_PREFIXES = [
  '/account',
  '/checkout',
  '/orders',
  '/order-detail',
  '/wishlist',
  '/my-reviews',
  '/add-review',
  '/cart',
  '/confirm-order',
  '/unsubscribe',
  '/complaint',
  '/request-quote',
  '/quotes/',
  '/book-survey',
  SIGN_IN_PATH,
  '/api/',
  // The design system's Storybook is for the shop's designers, not for search results.
  '/storybook/',
  // The back-office: staff pages, never in search results (its pages also say noindex).
  '/admin',
] as const;

export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATH_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
}

/**
 * Path prefixes that belong to other apps on the same server (the staff back-office at /admin), not to the
 * storefront: the server leaves them to those apps, so the storefront's "no such page" (a 404) never
 * answers them. Each prefix covers its page and every path below it.
 */
export const OTHER_APP_PATH_PREFIXES = ['/admin'] as const;

export function belongsToOtherApp(path: string): boolean {
  return OTHER_APP_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export interface RouteMatch {
  route: ShopRoute;
  /** The `:name` segments, as they are in the path (still percent-encoded). */
  params: Record<string, string>;
}

/**
 * The route of the table `pathname` opens (without its query string), or undefined when the storefront
 * has no such page. Matched as React Router matches: a trailing slash ignored, fixed segments in any
 * case, each `:name` one non-empty segment.
 */
export function matchShopRoute(pathname: string): RouteMatch | undefined {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  for (const route of SHOP_ROUTES) {
    const pattern = route.path.split('/').filter((segment) => segment !== '');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index]!;
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment;
        return true;
      }
      return part.toLowerCase() === segment.toLowerCase();
    });
    if (matches) return { route, params };
  }
  return undefined;
}

/** `/products/{slug}`: the slug as one path segment. */
export function productPath(slug: string): string {
  return `/products/${encodeURIComponent(slug)}`;
}

/** The product page keeps the shopper's choice of variant in its address: `/products/{slug}?variant=31`. */
export const VARIANT_PARAM = 'variant';

/** A product's page showing one of its variants; the default (null) needs no parameter. */
export function productVariantPath(slug: string, variant: number | null): string {
  return variant === null ? productPath(slug) : `${productPath(slug)}?${VARIANT_PARAM}=${variant}`;
}

/** `/category/{category_name}`: categories are linked by name, as one path segment. */
export function categoryPath(categoryName: string): string {
  return `/category/${encodeURIComponent(categoryName)}`;
}

/** `/blogs/{slug}`. */
export function blogPath(slug: string): string {
  return `/blogs/${encodeURIComponent(slug)}`;
}

/** `/products/search?query={text}`, the text URL-encoded (the product brief's rule). */
export function searchPath(query: string): string {
  return `${SEARCH_PATH}?${LISTING_PARAMS.query}=${encodeURIComponent(query)}`;
}
