import type { CartItem } from '../../features/cart/cartSlice';
import { sameTier, type LineAtTier } from '../../features/cart/tierOfLine';

interface LineProps {
  item: CartItem;
  tier: LineAtTier | undefined;
}

/**
 * Whether a cart line's row or card would be drawn the same: its item (the store keeps an unchanged line's object),
 * its price break by value (each answer makes new objects) and everything else by identity.
 */
export function sameLine<Props extends LineProps>(previous: Props, next: Props): boolean {
  const keys = Object.keys(next) as (keyof Props)[];
  return (
    keys.length === Object.keys(previous).length &&
    keys.every((key) => (key === 'tier' ? sameTier(previous.tier, next.tier) : Object.is(previous[key], next[key])))
  );
}
