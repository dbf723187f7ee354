import { shellApi } from '@shop/api-client';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../storeHooks';
import { endSession } from './endSession';

/** Where the product brief's Logout goes, and where an ended session sends the customer. */
export const SIGNED_OUT_PATH = '/signup';

/**
 * Logout: ends the session on the server first (so a copied token dies with it), then forgets the token
 * and the profile record on this device (keeping the record was the earlier shop's defect), empties the
 * API cache, and goes to /signup. The device forgets the customer whatever the server answered.
 */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    await dispatch(shellApi.endpoints.logout.initiate());
    endSession(dispatch);
    void navigate(SIGNED_OUT_PATH);
  }, [dispatch, navigate]);
}
