/**
 * Handing the server's API cache to the browser: the storefront renders a public page on the server with
 * the answers it fetched there, and the browser's store starts from the same answers, so hydration
 * renders what the HTML shows and no query is sent again for it.
 *
 * Only settled queries travel (answers and error answers, which the page shows too) with the tags they
 * provide; never mutations, subscriptions or the middleware's own state. The server renders as a
 * signed-out visitor, so nothing personal is in them.
 */
import { createAction } from '@reduxjs/toolkit';
import type { CombinedState, EndpointDefinitions } from '@reduxjs/toolkit/query';

type ApiState = CombinedState<EndpointDefinitions, string, 'shopApi'>;

/** What `dehydrateShopApi` returns: plain JSON, ready to be written into the page. */
export interface ShopApiSnapshot {
  queries: ApiState['queries'];
  mutations: ApiState['mutations'];
  provided: ApiState['provided'];
}

/** Dispatched in the browser before hydrating, with the server's snapshot. */
export const shopApiHydrated = createAction<ShopApiSnapshot>('shopApi/hydrated');

/** The settled queries of a store's `shopApi` slice. */
export function dehydrateShopApi(state: { shopApi: ApiState }): ShopApiSnapshot {
  const { queries, provided } = state.shopApi;
  const settled = Object.entries(queries).filter(([, entry]) => entry?.status === 'fulfilled' || entry?.status === 'rejected');
  return { queries: Object.fromEntries(settled), mutations: {}, provided };
}
