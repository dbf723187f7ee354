// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { CartItem } from '../../features/cart/cartSlice';
import type { LineAtTier } from '../../features/cart/tierOfLine';
import { useShownLine } from './useShownLine';

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const LINE: CartItem = { id: 12, slug: 'spikes', title: 'Spikes', image1: '/a.webp', price: 12.1, max_price: 20, variant: null, variantLabel: '', quantity: 1, productTotal: 12.1 };
/** The server priced the line at 1 at a break: ₹11 a unit. */
const TIER: LineAtTier = { minQuantity: 1, unitPricePaise: 1100, lineTotalPaise: 1100, savingPaise: 110 };

let container: HTMLElement;
let root: Root;
let shown: ReturnType<typeof useShownLine>;

function Line({ item, onQuantityChange }: { item: CartItem; onQuantityChange: (item: CartItem, quantity: number) => void }) {
  shown = useShownLine(item, TIER, onQuantityChange);
  return null;
}

beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => act(() => root.unmount()));

const painted = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5))));

it('shows a new quantity at once, at the line price, and hands the cart only the last of quick taps after the paint', async () => {
  const onQuantityChange = vi.fn();
  act(() => root.render(<Line item={LINE} onQuantityChange={onQuantityChange} />));
  expect(shown).toMatchObject({ quantity: 1, tier: TIER, unitPrice: 11, subtotal: 11 });

  act(() => shown.changeQuantity(2));
  act(() => shown.changeQuantity(3));
  // Drawn before the cart hears of it; the break was priced at another quantity, so the line's own price stands.
  expect(shown).toMatchObject({ quantity: 3, tier: undefined, unitPrice: 12.1, subtotal: 36.3 });
  expect(onQuantityChange).not.toHaveBeenCalled();

  await painted();
  expect(onQuantityChange).toHaveBeenCalledTimes(1);
  expect(onQuantityChange).toHaveBeenCalledWith(LINE, 3);
  // The cart took it: the line shows the cart's quantity again.
  act(() => root.render(<Line item={{ ...LINE, quantity: 3, productTotal: 36.3 }} onQuantityChange={onQuantityChange} />));
  expect(shown.quantity).toBe(3);
});

it('shows the cart’s quantity when the cart did not take the change', async () => {
  act(() => root.render(<Line item={LINE} onQuantityChange={() => undefined} />));
  act(() => shown.changeQuantity(5));
  await painted();
  expect(shown.quantity).toBe(1);
});
