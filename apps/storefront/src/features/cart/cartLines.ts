import type { CheckoutItems } from '@shop/api-client';
import type { CartLineKey } from './cartSlice';

/** A cart line as the API is asked about it: which line, and how many. */
export type QuantityLine = CartLineKey & { quantity: number };

/**
 * A line as the API's saved cart, coupon check, quote and order take it: the variant only when the line names
 * one. Left out, the API sells the product's default, as it did before products had variants.
 */
export function lineForApi({ id, variant, quantity }: QuantityLine): CheckoutItems[number] {
  return variant === null ? { product: id, quantity } : { product: id, variant, quantity };
}

/** Which line, as text: the product's id, then its variant's after a dot ("12", "12.31"). */
export const lineKey = ({ id, variant }: CartLineKey): string => (variant === null ? String(id) : `${id}.${variant}`);

/** Lines and their quantities as text, in the order given ("12x2,12.31x1"): what a question about them is remembered by. */
export const linesKey = (lines: readonly QuantityLine[]): string => lines.map((line) => `${lineKey(line)}x${line.quantity}`).join(',');
