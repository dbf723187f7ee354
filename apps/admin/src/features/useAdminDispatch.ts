import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { adminApi } from '@shop/api-client/admin';
import { useDispatch } from 'react-redux';

/**
 * The store's dispatch, typed for the admin API's thunks (an endpoint's `initiate`, `util.upsertQueryData`),
 * for the few places that work the cache by hand. The store holds the admin API's state only (app/store.ts).
 */
export const useAdminDispatch = useDispatch.withTypes<ThunkDispatch<{ [adminApi.reducerPath]: ReturnType<typeof adminApi.reducer> }, unknown, UnknownAction>>();
