import { shellApi, type Product } from '@shop/api-client';
import type { CookieCart } from '@shop/rules/cartCookie';
import type { ShopDispatch } from '../storeHooks';
import { addToCart, setCouponCode, type CartItem, type LineRefresh } from './cartSlice';
import { productArg } from './useCurrentCartLines';

/**
 * The cart the server renders the cart page with, from its cookie copy (decision 075): each line made from its product's
 * answer as Add To Cart makes it, so its title, picture, price and the variant's label are the catalogue's now, in the
 * page's language. The answers are asked as the page asks them in the browser (useCurrentCartLines), so the browser
 * starts with them and asks for none again. False, with nothing added, when a line's product or variant is not
 * sold: the browser then draws the page from the stored cart, as it does without the cookie.
 */
export async function fillServedCart(dispatch: ShopDispatch, cart: CookieCart): Promise<boolean> {
  const ids = [...new Set(cart.lines.map((line) => line.id))];
  const answers = await Promise.all(ids.map((id) => dispatch(shellApi.endpoints.getProduct.initiate(productArg(id)))));
  const products = new Map<number, Product>();
  for (const [index, answer] of answers.entries()) if (answer.data) products.set(ids[index]!, answer.data);
  const additions = [];
  for (const line of cart.lines) {
    const product = products.get(line.id);
    const variant = line.variant === null ? undefined : product?.variants?.find((offered) => offered.id === line.variant);
    if (!product || (line.variant !== null && !variant)) return false;
    additions.push(addToCart({ product, ...(variant ? { variant } : {}), quantity: line.quantity }));
  }
  for (const addition of additions) dispatch(addition);
  dispatch(setCouponCode(cart.coupon));
  return true;
}

/** What a served line says of its product now, which the stored line it stands for takes when the stored cart joins. */
export function refreshOf({ id, variant, slug, title, variantLabel, price, max_price }: CartItem): LineRefresh {
  return { id, variant, slug, title, variantLabel, price, max_price };
}
