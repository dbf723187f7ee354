import type { Store } from '@reduxjs/toolkit';
import type { ShopState } from '../storeHooks';
import { keepCartCookie } from './cartCookie';
import { replaceCart, selectCartCouponCode, selectCartItems, setCouponCode } from './cartSlice';
import { CART_COUPON_STORAGE_KEY, CART_STORAGE_KEY, loadCart, loadCartCoupon, parseStoredCart, parseStoredCoupon, saveCart, saveCartCoupon } from './cartStorage';

/**
 * Keeps browser storage equal to the cart, its lines and its coupon, after every change, and follows changes
 * made in other tabs. The cookie copy the server renders the cart page from (cartCookie.ts) follows storage: it is
 * written from storage as the page starts (a cart kept before the copy existed, or a copy another tab left stale),
 * and again with every change.
 */
export function persistCart(store: Store<ShopState>): () => void {
  let saved = selectCartItems(store.getState());
  let savedCoupon = selectCartCouponCode(store.getState());
  keepCartCookie(loadCart(), loadCartCoupon());
  const unsubscribe = store.subscribe(() => {
    const items = selectCartItems(store.getState());
    const coupon = selectCartCouponCode(store.getState());
    if (items === saved && coupon === savedCoupon) return;
    if (items !== saved) {
      saved = items;
      saveCart(items);
    }
    if (coupon !== savedCoupon) {
      savedCoupon = coupon;
      saveCartCoupon(coupon);
    }
    keepCartCookie(items, coupon);
  });
  const onStorage = (event: StorageEvent) => {
    // The other tab wrote the cookie with its storage: the two stay equal.
    if (event.key === CART_STORAGE_KEY) {
      saved = parseStoredCart(event.newValue);
      store.dispatch(replaceCart(saved));
    } else if (event.key === CART_COUPON_STORAGE_KEY) {
      savedCoupon = parseStoredCoupon(event.newValue);
      store.dispatch(setCouponCode(savedCoupon));
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}
