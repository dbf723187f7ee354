import type { Dispatch } from '@reduxjs/toolkit';
import { shopApi } from '@shop/api-client';
import { notifySessionChanged } from './sessionEvents';
import { clearStoredSession } from './sessionStorage';

/**
 * Forgets the customer on this device, whatever ended the session (Logout, the token's expiry, the
 * API refusing the token): the token and the profile record go, the page hears of it, and the API
 * cache is emptied, so the profile, addresses, wishlist and orders of this customer do not outlive
 * the session (public lists simply load again). The cart is the device's, not the account's, and stays.
 */
export function endSession(dispatch: Dispatch): void {
  clearStoredSession();
  notifySessionChanged();
  dispatch(shopApi.util.resetApiState());
}
