import type { Store } from '@reduxjs/toolkit';
import type { ShopState } from '../storeHooks';
import { replaceCart, selectCartItems } from './cartSlice';
import { CART_STORAGE_KEY, parseStoredCart, saveCart } from './cartStorage';

/** Keeps browser storage equal to the cart after every change, and follows changes made in other tabs. */
export function persistCart(store: Store<ShopState>): () => void {
  let saved = selectCartItems(store.getState());
  const unsubscribe = store.subscribe(() => {
    const items = selectCartItems(store.getState());
    if (items === saved) return;
    saved = items;
    saveCart(items);
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_STORAGE_KEY) return;
    saved = parseStoredCart(event.newValue);
    store.dispatch(replaceCart(saved));
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}
