import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { shopApi } from '@shop/api-client';
import { cartReducer } from '../features/cart/cartSlice';
import { loadCart, loadCartCoupon } from '../features/cart/cartStorage';
import { logProfileFailures } from '../features/session/logProfileFailures';
import { signOutOnUnauthorized } from '../features/session/signOutOnUnauthorized';

/**
 * The storefront's Redux store: the API cache and the one client-side cart; a failed profile call is
 * logged, and a personal call the API answers 401 signs the customer out. The cart's coupon is read from
 * storage at once, even for a served page whose lines join later: no page the server renders shows it.
 */
export function createStore({ cartItems = loadCart(), couponCode = loadCartCoupon() } = {}) {
  const store = configureStore({
    reducer: { [shopApi.reducerPath]: shopApi.reducer, cart: cartReducer },
    preloadedState: { cart: { items: cartItems, couponCode } },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(shopApi.middleware, logProfileFailures(), signOutOnUnauthorized()),
  });
  // Refetch stale data when the tab regains focus or the connection comes back.
  setupListeners(store.dispatch);
  return store;
}
