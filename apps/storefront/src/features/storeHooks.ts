import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { CombinedState, EndpointDefinitions } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector } from 'react-redux';
import type { CartState } from './cart/cartSlice';

/**
 * The shape of the storefront's Redux state, declared here so that pages, components and features
 * read the store without importing the app that builds it (app/store.ts); the app's store must fit it.
 */
export interface ShopState {
  cart: CartState;
  /** The API cache, whichever tags' endpoints have been injected so far (each file's as a page imports it). */
  shopApi: CombinedState<EndpointDefinitions, string, 'shopApi'>;
}

export type ShopDispatch = ThunkDispatch<ShopState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<ShopDispatch>();
export const useAppSelector = useSelector.withTypes<ShopState>();
