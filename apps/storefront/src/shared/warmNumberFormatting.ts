import { SHOP_LOCALE } from '@shop/rules';

/**
 * Loads the browser's number data for the shop's locale. A page's first number formatter waits for it (about 30 ms on
 * a laptop, ten times that on a phone); later ones take a fraction of a millisecond. Called while a part that
 * formats numbers (react-aria's slider) is on its way over the network, so that drawing it does not wait as well. On
 * a page the server rendered, its loader has had the data loaded on a thread of its own already (decision 081) and
 * this costs nothing; it is for a visit that began on a page the browser drew itself (a signed-in page).
 */
export function warmNumberFormatting(): void {
  new Intl.NumberFormat(SHOP_LOCALE).format(0);
}
