/**
 * What a line of a variant costs per unit at a moment: its selling price (a live sale's, or its own) or, when the
 * line's quantity reaches one of its price breaks and that is lower, the break's (decision 052). The queries that
 * price a cart and take an order's stock select `linePriceColumns` with the variant's row, and `priceOfLine` decides
 * with `@shop/rules`' one function, so the cart, the quote and the order charge the same.
 */
import { priceLine, type PriceTier, type PricedUnit } from '@shop/rules';
import { productVariants } from '../db/schema';
import { VARIANT_PRICE, sellingPriceAt } from '../sales';

/** Columns of a query over variants joined to their product. */
export function linePriceColumns(at: Date) {
  return {
    listPricePaise: productVariants.pricePaise,
    sellingPricePaise: sellingPriceAt(at, VARIANT_PRICE),
    priceTiers: productVariants.priceTiers,
  };
}

/** What `linePriceColumns` read. */
interface LinePriceRow {
  listPricePaise: number;
  sellingPricePaise: number;
  priceTiers: readonly PriceTier[];
}

export type { PricedUnit };

export function priceOfLine(row: LinePriceRow, quantity: number): PricedUnit {
  return priceLine({ listPricePaise: row.listPricePaise, sellingPricePaise: row.sellingPricePaise, tiers: row.priceTiers, quantity });
}
