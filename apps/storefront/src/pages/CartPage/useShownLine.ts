import { paiseToRupees } from '@shop/rules';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../../shared/afterNextPaint';
import { lineSubtotal, type CartItem } from '../../features/cart/cartSlice';
import type { LineAtTier } from '../../features/cart/tierOfLine';

/**
 * A cart line as its row or card shows it, with the quantity the shopper has just set. A stepper's new quantity is
 * drawn at once in the line alone (the quantity, and the subtotal at the line's price), and handed to the cart once
 * that frame is painted: the cart's change draws the rest of the page again (the header's count, the summary, a new
 * request for the prices), which the tap would otherwise wait for before anything showed. Taps in between go on from
 * the quantity shown, and the cart takes the last of them.
 */
export function useShownLine(item: CartItem, tier: LineAtTier | undefined, onQuantityChange: (item: CartItem, quantity: number) => void) {
  const [pending, setPending] = useState<number | null>(null);
  const latest = useRef<number | null>(null);
  const current = useRef({ item, onQuantityChange });
  useLayoutEffect(() => {
    current.current = { item, onQuantityChange };
  });
  const changeQuantity = useCallback((quantity: number) => {
    const isFirst = latest.current === null;
    latest.current = quantity;
    setPending(quantity);
    if (!isFirst) return;
    afterNextPaint(() => {
      const last = latest.current;
      latest.current = null;
      if (last !== null) current.current.onQuantityChange(current.current.item, last);
      setPending(null);
    });
  }, []);
  const quantity = pending ?? item.quantity;
  // A price break the server gave another quantity is not this one's price.
  const shownTier = quantity === item.quantity ? tier : undefined;
  return {
    quantity,
    tier: shownTier,
    unitPrice: shownTier ? paiseToRupees(shownTier.unitPricePaise) : item.price,
    subtotal: shownTier ? paiseToRupees(shownTier.lineTotalPaise) : lineSubtotal(item.price, quantity),
    changeQuantity,
  };
}
