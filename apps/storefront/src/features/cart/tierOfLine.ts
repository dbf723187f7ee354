import type { CartPrice } from '@shop/api-client';
import type { CartItem } from './cartSlice';

/** A line the server priced at a price break: its price per unit and line total then, and what the break saved. */
export interface LineAtTier {
  minQuantity: number;
  unitPricePaise: number;
  lineTotalPaise: number;
  savingPaise: number;
}

/**
 * The price break the server's answer priced this line at, if any: the answer's line of the same product and
 * variant (a line naming no variant is the product's answer line no other line of it names), and only while it
 * was priced at the line's quantity, so a stepper's new quantity never shows the old one's price.
 */
export function tierOfLine(price: CartPrice | undefined, items: readonly CartItem[], item: CartItem): LineAtTier | undefined {
  const named = (variant: number) => items.some((other) => other.id === item.id && other.variant === variant);
  const line = price?.lines.find((each) => each.product === item.id && (item.variant === null ? !named(each.variant) : each.variant === item.variant));
  if (!line || line.quantity !== item.quantity || line.price_tier_min_quantity == null) return undefined;
  return { minQuantity: line.price_tier_min_quantity, unitPricePaise: line.unit_price_paise, lineTotalPaise: line.line_total_paise, savingPaise: line.tier_saving_paise ?? 0 };
}

/** Whether two answers priced a line alike: a line drawn again for a new answer that changed nothing of it is work lost. */
export function sameTier(a: LineAtTier | undefined, b: LineAtTier | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.minQuantity === b.minQuantity && a.unitPricePaise === b.unitPricePaise && a.lineTotalPaise === b.lineTotalPaise && a.savingPaise === b.savingPaise;
}
