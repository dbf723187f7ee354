/**
 * What a server-rendered page hands to the browser: the API answers it was rendered with, React
 * Router's loader data and the query string it was rendered for. Written as a JSON data block
 * (`<script type="application/json">`), which the Content-Security-Policy does not govern, so no inline
 * script is needed (docs/decisions/015).
 */
import type { ShopApiSnapshot } from '@shop/api-client';
import type { HydrationState } from 'react-router-dom';
import type { CartItem } from '../features/cart/cartSlice';
import { PAGE_STATE_ELEMENT_ID } from '../shared/servedPage';

export interface PageState {
  api: ShopApiSnapshot;
  router: HydrationState;
  /** The query string the page was rendered with, which the address may not match (shared/servedSearch). */
  search: string;
  /**
   * The cart a personal page was rendered with (the cart page, from the cart's cookie: decision 075), which the browser
   * starts from so that it hydrates the lines it finds; none on a public page, which is rendered with an empty cart.
   */
  cart?: { items: CartItem[]; couponCode: string | null };
}

/**
 * JSON safe inside a script element: `<` is escaped (no `</script>` or `<!--` can end or change it),
 * and so are `>`, `&` and the line separators U+2028/U+2029, which some parsers take for line ends.
 */
export function serialisePageState(state: PageState): string {
  return JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The page state the server wrote into this document, or undefined when the browser renders the page itself. */
export function readPageState(document: Document): PageState | undefined {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageState) : undefined;
}
