import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { shellApi, type ShopApiError } from '@shop/api-client';
import { logProfileFailure } from './profileLog';

/**
 * Store middleware: logs each failed profile call (the product brief's log lines; nothing is
 * shown). At the store rather than in a component, so the line is written even when the failure
 * ends the session at once (a refused token) and no component renders the error.
 */
export function logProfileFailures(): Middleware {
  return () => (next) => (action) => {
    if (isRejectedWithValue(action) && shellApi.endpoints.getProfile.matchRejected(action)) {
      logProfileFailure(action.payload as ShopApiError);
    }
    return next(action);
  };
}
