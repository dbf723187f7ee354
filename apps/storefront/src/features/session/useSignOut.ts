import { shopApi } from '@shop/api-client';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/store';
import { notifySessionChanged } from './sessionEvents';
import { clearStoredSession } from './sessionStorage';

/** Where the specification's Logout goes. */
export const SIGNED_OUT_PATH = '/signup';

/**
 * Logout: forgets the token and the profile record, empties the API cache (the profile, orders,
 * addresses and wishlist of this customer must not outlive the session; public lists simply load
 * again), and goes to /signup. The cart is the device's, not the account's, and stays.
 */
export function useSignOut(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    clearStoredSession();
    notifySessionChanged();
    dispatch(shopApi.util.resetApiState());
    void navigate(SIGNED_OUT_PATH);
  }, [dispatch, navigate]);
}
