import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { hydratedShopApiState, shopApi, type ShopApiSnapshot } from '@shop/api-client';
import { cartReducer, type CartItem } from '../features/cart/cartSlice';
import { loadCart, loadCartCoupon } from '../features/cart/cartStorage';
import { logProfileFailures } from '../features/session/logProfileFailures';
import { signOutOnUnauthorized } from '../features/session/signOutOnUnauthorized';

const reducer = combineReducers({ [shopApi.reducerPath]: shopApi.reducer, cart: cartReducer });

/**
 * The storefront's Redux store: the API cache and the one client-side cart; a failed profile call is
 * logged, and a personal call the API answers 401 signs the customer out. The cart's coupon is read from
 * storage at once, even for a served page whose lines join later: no page the server renders shows it.
 * A page the server rendered starts from the answers it was rendered with (`served`).
 */
export function createStore({
  cartItems = loadCart(),
  couponCode = loadCartCoupon(),
  served,
}: { cartItems?: CartItem[]; couponCode?: string | null; served?: ShopApiSnapshot } = {}) {
  const preloadedState: Partial<ReturnType<typeof reducer>> = { cart: { items: cartItems, couponCode } };
  if (served) preloadedState[shopApi.reducerPath] = hydratedShopApiState(served);
  const store = configureStore({
    reducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(shopApi.middleware, logProfileFailures(), signOutOnUnauthorized()),
  });
  // Refetch stale data when the tab regains focus or the connection comes back.
  setupListeners(store.dispatch);
  return store;
}
