/**
 * The cart's copy in a cookie, which the storefront writes beside localStorage whenever it saves the cart and the
 * API reads to render the cart page with its lines (decision 075). It names only which lines and how many, and the
 * coupon: the server reads each line's title, picture and price from the catalogue, as the page shows them anyway.
 * The cookie is written by the shopper's browser, so the server takes nothing from it that does not parse exactly.
 *
 * `c1~12x2-12.31x1-15x3~SPIKE10`: the format's version, the lines (a product's id, its variant's after a dot when the
 * line names one, `x` and the quantity) joined by `-`, and the coupon's code when one is kept. Every character is one a
 * cookie's value may hold as it is (RFC 6265's cookie-octet), so it is written without encoding.
 */

/** The cookie's name. */
export const CART_COOKIE = 'cart';

/** A year: the cart in localStorage does not expire either. */
export const CART_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The longest value written. Browsers keep at least 4,096 bytes per cookie, name and attributes included, and a
 * larger header would be sent with every request: a cart that does not fit is left to the browser, as before.
 */
export const CART_COOKIE_MAX_LENGTH = 3500;

/** The contract's limits on a cart (CheckoutItems): what the server would refuse to price is not rendered either. */
export const CART_COOKIE_MAX_LINES = 50;
export const CART_COOKIE_MAX_QUANTITY = 100;
const MAX_ID = 2147483647;

const VERSION = 'c1';
const LINE = /^([1-9]\d{0,9})(?:\.([1-9]\d{0,9}))?x([1-9]\d{0,2})$/;
/** The contract's CouponCode, as the shop keeps a code it said yes to. */
const COUPON = /^[A-Za-z0-9][A-Za-z0-9_-]{2,19}$/;

/** One line of the cart as the cookie has it: which product, which variant (null for its default), how many. */
export interface CookieCartLine {
  id: number;
  variant: number | null;
  quantity: number;
}

/** The cart as the cookie has it: at least one line, at most one per product and variant. */
export interface CookieCart {
  lines: CookieCartLine[];
  coupon: string | null;
}

/**
 * The cookie's value for a cart, or null when there should be no cookie: an empty cart, a line or coupon the contract
 * would refuse (a quantity above 100, a code the shop never wrote), or more than fits.
 */
export function encodeCartCookie({ lines, coupon }: CookieCart): string | null {
  if (lines.length === 0 || lines.length > CART_COOKIE_MAX_LINES) return null;
  if (coupon !== null && !COUPON.test(coupon)) return null;
  if (!lines.every(isWithinLimits)) return null;
  const keys = new Set(lines.map(({ id, variant }) => `${id}.${variant}`));
  if (keys.size !== lines.length) return null;
  const encodedLines = lines.map(({ id, variant, quantity }) => `${variant === null ? id : `${id}.${variant}`}x${quantity}`).join('-');
  const value = `${VERSION}~${encodedLines}${coupon === null ? '' : `~${coupon}`}`;
  return value.length <= CART_COOKIE_MAX_LENGTH ? value : null;
}

/** The cart in a cookie's value, or undefined for anything the storefront would not have written. */
export function decodeCartCookie(value: string): CookieCart | undefined {
  if (value.length > CART_COOKIE_MAX_LENGTH) return undefined;
  const [version, encodedLines, coupon, ...rest] = value.split('~');
  if (version !== VERSION || encodedLines === undefined || rest.length > 0) return undefined;
  if (coupon !== undefined && !COUPON.test(coupon)) return undefined;
  const parts = encodedLines.split('-');
  if (parts.length > CART_COOKIE_MAX_LINES) return undefined;
  const lines: CookieCartLine[] = [];
  const keys = new Set<string>();
  for (const part of parts) {
    const match = LINE.exec(part);
    if (!match) return undefined;
    const line = { id: Number(match[1]), variant: match[2] === undefined ? null : Number(match[2]), quantity: Number(match[3]) };
    const key = `${line.id}.${line.variant}`;
    if (!isWithinLimits(line) || keys.has(key)) return undefined;
    keys.add(key);
    lines.push(line);
  }
  return { lines, coupon: coupon ?? null };
}

/**
 * The cart in a request's Cookie header, or undefined when it holds none or one that does not parse. Two cookies of
 * the name (one set for another path) are no cart either: which one the browser meant cannot be told.
 */
export function cartInCookieHeader(header: string | undefined): CookieCart | undefined {
  if (header === undefined || header.length > 16 * 1024) return undefined;
  const prefix = `${CART_COOKIE}=`;
  const values = header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(prefix))
    .map((pair) => pair.slice(prefix.length));
  return values.length === 1 ? decodeCartCookie(values[0]!) : undefined;
}

function isWithinLimits({ id, variant, quantity }: CookieCartLine): boolean {
  return (
    Number.isInteger(id) &&
    id >= 1 &&
    id <= MAX_ID &&
    (variant === null || (Number.isInteger(variant) && variant >= 1 && variant <= MAX_ID)) &&
    Number.isInteger(quantity) &&
    quantity >= 1 &&
    quantity <= CART_COOKIE_MAX_QUANTITY
  );
}
