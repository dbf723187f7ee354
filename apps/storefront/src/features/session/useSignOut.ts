import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../storeHooks';
import { endSession } from './endSession';

/** Where the product brief's Logout goes, and where an ended session sends the customer. */
export const SIGNED_OUT_PATH = '/signup';

/**
 * Logout: forgets the token and the profile record (keeping the record was the earlier shop's
 * defect), empties the API cache, and goes to /signup.
 */
export function useSignOut(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    endSession(dispatch);
    void navigate(SIGNED_OUT_PATH);
  }, [dispatch, navigate]);
}
