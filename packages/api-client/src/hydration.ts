/**
 * Handing the server's API cache to the browser: the storefront renders a public page on the server with
 * the answers it fetched there, and the browser's store starts from the same answers, so hydration
 * renders what the HTML shows and no query is sent again for it.
 *
 * Only settled queries travel (answers and error answers, which the page shows too) with the tags they
 * provide; never mutations, subscriptions or the middleware's own state. The server renders as a
 * signed-out visitor, so nothing personal is in them.
 */
import type { CombinedState, EndpointDefinitions } from '@reduxjs/toolkit/query';
import { baseApi as shopApi } from './baseApi';

type ApiState = CombinedState<EndpointDefinitions, string, 'shopApi'>;

/** What `dehydrateShopApi` returns: plain JSON, ready to be written into the page. */
export interface ShopApiSnapshot {
  queries: ApiState['queries'];
  mutations: ApiState['mutations'];
  provided: ApiState['provided'];
}

/** The settled queries of a store's `shopApi` slice. */
export function dehydrateShopApi(state: { shopApi: ApiState }): ShopApiSnapshot {
  const { queries, provided } = state.shopApi;
  const settled = Object.entries(queries).filter(([, entry]) => entry?.status === 'fulfilled' || entry?.status === 'rejected');
  return { queries: Object.fromEntries(settled), mutations: {}, provided };
}

/**
 * The browser's `shopApi` slice as it starts, holding the server's answers: the store is created with it
 * (`preloadedState`). Sent through the reducers instead (RTK Query's rehydration action), every answer was
 * copied and frozen by Immer in one of the page's first tasks, about 5 ms of a fast desktop's main thread
 * and several times that on a phone. The rest of the slice (subscriptions, the middleware's own state) is
 * the browser's, as the reducer starts it.
 */
export function hydratedShopApiState(snapshot: ShopApiSnapshot): ReturnType<typeof shopApi.reducer> {
  const start = shopApi.reducer(undefined, { type: 'shopApi/start' });
  return { ...start, queries: snapshot.queries, provided: snapshot.provided };
}
