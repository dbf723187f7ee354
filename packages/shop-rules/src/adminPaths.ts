/**
 * The back-office's pages below /admin: its router mounts exactly these (apps/admin src/app/routes.tsx,
 * checked by its test), and the API answers these with the app and every other path below /admin with
 * the app's not-found page and a 404 (apps/api web/admin-app.ts).
 */

export const ADMIN_BASENAME = '/admin';
export const ADMIN_SIGN_IN_PATH = '/sign-in';

/**
 * Each section (one segment below /admin) and its pages relative to it, as React Router patterns: `''`
 * is the section's own page (its list), `:name` holds one segment.
 */
export const ADMIN_SECTION_PAGES = {
  dashboard: [''],
  orders: ['', 'tracking-updates', 'delivery-problems', 'returns', 'returns/:returnId', ':orderId'],
  cod: [''],
  customers: ['', ':customerId'],
  products: ['', 'new', ':productId', ':productId/hindi'],
  categories: ['', ':categoryId/hindi'],
  sales: ['', 'new', ':saleId', ':saleId/hindi'],
  coupons: ['', 'new', ':couponId'],
  site: ['', 'faq-topics/:key/hindi', 'faq-questions/:key/hindi', 'announcements/:key/hindi', 'banners/:key/hindi', 'cards/:key/hindi', 'pages/:key/hindi'],
  crews: ['', 'new', ':crewId'],
  services: ['', 'new', ':serviceId'],
  bookings: [''],
  settings: ['delivery', 'bank-details', 'notifications', 'returns', 'bookings'],
  reviews: [''],
  messages: ['', ':messageId'],
  complaints: ['', ':complaintId'],
  quotes: ['', ':quoteId'],
  blogs: ['', 'new', ':blogId', ':blogId/hindi'],
  gallery: ['', ':itemId/hindi'],
  'legal-pages': ['', ':slug', ':slug/hindi'],
  audit: [''],
} as const satisfies Record<string, readonly string[]>;

export type AdminSectionPath = keyof typeof ADMIN_SECTION_PAGES;

/** Whether a path below /admin (`/orders/12`, `/sign-in`, `/`; without /admin) is one of the back-office's pages. */
export function isAdminPage(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return true;
  if (`/${segments.join('/')}` === ADMIN_SIGN_IN_PATH) return true;
  const [section, ...rest] = segments;
  if (!Object.hasOwn(ADMIN_SECTION_PAGES, section!)) return false;
  return ADMIN_SECTION_PAGES[section as AdminSectionPath].some((pattern) => matches(pattern.split('/').filter(Boolean), rest));
}

function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  return pattern.length === segments.length && pattern.every((part, index) => part.startsWith(':') || part === segments[index]);
}
