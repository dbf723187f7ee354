import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { adminApi } from '@shop/api-client/admin';

/** The back-office's Redux store: the admin API's cache, nothing else (pages keep their own state). */
export function createStore() {
  const store = configureStore({
    reducer: { [adminApi.reducerPath]: adminApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(adminApi.middleware),
  });
  // Refetch stale data when the tab regains focus or the connection comes back.
  setupListeners(store.dispatch);
  return store;
}

export type AdminStore = ReturnType<typeof createStore>;
