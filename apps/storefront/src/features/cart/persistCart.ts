import type { Store } from '@reduxjs/toolkit';
import type { ShopState } from '../storeHooks';
import { replaceCart, selectCartCouponCode, selectCartItems, setCouponCode } from './cartSlice';
import { CART_COUPON_STORAGE_KEY, CART_STORAGE_KEY, parseStoredCart, parseStoredCoupon, saveCart, saveCartCoupon } from './cartStorage';

/**
 * Keeps browser storage equal to the cart, its lines and its coupon, after every change, and follows changes
 * made in other tabs.
 */
export function persistCart(store: Store<ShopState>): () => void {
  let saved = selectCartItems(store.getState());
  let savedCoupon = selectCartCouponCode(store.getState());
  const unsubscribe = store.subscribe(() => {
    const items = selectCartItems(store.getState());
    const coupon = selectCartCouponCode(store.getState());
    if (items !== saved) {
      saved = items;
      saveCart(items);
    }
    if (coupon !== savedCoupon) {
      savedCoupon = coupon;
      saveCartCoupon(coupon);
    }
  });
  const onStorage = (event: StorageEvent) => {
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
