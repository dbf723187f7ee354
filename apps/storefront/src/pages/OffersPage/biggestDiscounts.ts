import type { Product } from '@shop/api-client';
import { percentOff } from '@shop/rules';

/** A product with the discount its card shows. */
export interface DiscountedProduct {
  product: Product;
  /** round((max_price - price) / max_price × 100), as the product card's badge shows it. */
  percentOff: number;
}

/**
 * The products discounted the most on their M.R.P., biggest first, at most `limit` of them. Only
 * products actually below their M.R.P. count, at their everyday price: a product on sale is listed with
 * its sale and its end ('On sale now'), not here, where the prices are said to be everyday ones. Products
 * with the same discount keep the catalogue's order (the sort is stable), so the grid does not reshuffle
 * between visits.
 */
export function biggestDiscounts(products: readonly Product[], limit: number): DiscountedProduct[] {
  return products
    .filter((product) => product.sale === null)
    .map((product) => ({ product, percentOff: percentOff(product.price, product.max_price) }))
    .filter((entry) => entry.percentOff > 0)
    .sort((a, b) => b.percentOff - a.percentOff)
    .slice(0, Math.max(0, limit));
}
