import type { CartItem } from './cartSlice';

/** The browser-storage key the product brief names for the cart. */
export const CART_STORAGE_KEY = 'cartItems';

/**
 * Reads the stored cart, keeping only well-formed lines: storage is user-editable and may hold
 * a copy written by an older version of the shop.
 */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isCartItem) : [];
  } catch {
    return [];
  }
}

export function loadCart(storage: Pick<Storage, 'getItem'> = localStorage): CartItem[] {
  try {
    return parseStoredCart(storage.getItem(CART_STORAGE_KEY));
  } catch {
    return []; // storage disabled (private mode, blocked cookies)
  }
}

/** Writes the cart as it is now, after every change: never a copy that lags behind. */
export function saveCart(items: CartItem[], storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Full or disabled storage: the cart still works for this visit.
  }
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    Number.isInteger(item.id) &&
    typeof item.title === 'string' &&
    typeof item.price === 'number' &&
    Number.isInteger(item.quantity) &&
    (item.quantity as number) >= 1 &&
    typeof item.productTotal === 'number'
  );
}
