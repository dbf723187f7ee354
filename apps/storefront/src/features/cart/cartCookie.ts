import { CART_COOKIE, CART_COOKIE_MAX_AGE_SECONDS, encodeCartCookie } from '@shop/rules/cartCookie';
import type { CartItem } from './cartSlice';

/** Where the cookie is written: the document, or a stand-in in tests. */
interface CookieJar {
  cookie: string;
  location: Pick<Location, 'protocol'>;
}

/**
 * Keeps the cookie copy of the cart beside localStorage (decision 075): which lines, how many and the coupon, so the
 * server can render the cart page with its lines. localStorage stays the cart (the product brief's `cartItems`, which
 * other tabs follow); the cookie only lets the first paint show it. An empty cart, or one the cookie cannot carry
 * (a line beyond the contract's limits), deletes it, and the server sends the page for the browser to draw.
 */
export function keepCartCookie(items: readonly CartItem[], coupon: string | null, jar: CookieJar = document): void {
  const value = encodeCartCookie({ lines: items.map(({ id, variant, quantity }) => ({ id, variant, quantity })), coupon });
  const secure = jar.location.protocol === 'https:' ? '; Secure' : '';
  try {
    jar.cookie =
      value === null
        ? `${CART_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0${secure}`
        : `${CART_COOKIE}=${value}; Path=/; SameSite=Lax; Max-Age=${CART_COOKIE_MAX_AGE_SECONDS}${secure}`;
  } catch {
    // Cookies blocked (a sandboxed frame): the cart page is drawn by the browser, as it was before the copy.
  }
}
