import type { CartItem } from './cartSlice';

/** The browser-storage key the product brief names for the cart. */
export const CART_STORAGE_KEY = 'cartItems';

/**
 * Reads the stored cart, keeping only well-formed lines: storage is user-editable and may hold
 * a copy written by an older version of the shop. Lines stored before products had variants name none:
 * they are the product's default, as they were when added.
 */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isStoredLine).map(asCartItem) : [];
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

/** Where the cart's coupon is kept, beside its lines: the lines' key holds the product brief's bare array. */
export const CART_COUPON_STORAGE_KEY = 'cartCoupon';

/** The longest code the contract takes; anything longer in storage was not written by the shop. */
const COUPON_CODE_MAX_LENGTH = 40;

/** The stored coupon code, or null for none or for something that cannot be one. */
export function parseStoredCoupon(raw: string | null): string | null {
  const code = raw?.trim() ?? '';
  return code !== '' && code.length <= COUPON_CODE_MAX_LENGTH ? code : null;
}

/** Reads the cart's coupon; null where there is no storage (the server renderer, disabled storage). */
export function loadCartCoupon(storage?: Pick<Storage, 'getItem'>): string | null {
  try {
    return parseStoredCoupon((storage ?? localStorage).getItem(CART_COUPON_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Keeps the cart's coupon with its lines; none removes the entry. */
export function saveCartCoupon(code: string | null, storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage): void {
  try {
    if (code === null) storage.removeItem(CART_COUPON_STORAGE_KEY);
    else storage.setItem(CART_COUPON_STORAGE_KEY, code);
  } catch {
    // Full or disabled storage: the coupon still applies for this visit.
  }
}

/** A line as stored: by this version, or by one from before variants, which wrote neither field. */
type StoredLine = Omit<CartItem, 'variant' | 'variantLabel'> & Partial<Pick<CartItem, 'variant' | 'variantLabel'>>;

const asCartItem = ({ variant, variantLabel, ...line }: StoredLine): CartItem => ({ ...line, variant: variant ?? null, variantLabel: variantLabel ?? '' });

function isStoredLine(value: unknown): value is StoredLine {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    Number.isInteger(item.id) &&
    typeof item.title === 'string' &&
    typeof item.price === 'number' &&
    Number.isInteger(item.quantity) &&
    (item.quantity as number) >= 1 &&
    typeof item.productTotal === 'number' &&
    (item.variant == null || (Number.isInteger(item.variant) && (item.variant as number) >= 1)) &&
    (item.variantLabel === undefined || typeof item.variantLabel === 'string')
  );
}
