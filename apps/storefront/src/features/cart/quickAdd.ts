import { shellApi, type Product } from '@shop/api-client';
import type { ShopDispatch } from '../storeHooks';
import { addToCart } from './cartSlice';

/**
 * A card's quick add: one of the product's default pack. Lists carry no packs, so the product is read
 * (as the cart reads it to keep prices current, and from the same cache) and the line names its default
 * variant, the first the answer lists, with its label: the cart then shows "Pack of 10 (3 m)" beside the
 * title, and the same pack added later from the product page joins this line instead of starting another.
 * A product that cannot be read now is added without its pack, which the server still prices as the default.
 */
export async function quickAdd(dispatch: ShopDispatch, product: Product): Promise<void> {
  const read = dispatch(shellApi.endpoints.getProduct.initiate({ slugOrId: String(product.id) }, { subscribe: false }));
  const detail = await read.unwrap().catch(() => undefined);
  const variant = detail?.variants?.[0];
  dispatch(addToCart({ product, variant }));
}
