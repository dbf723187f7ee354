import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../storeHooks';
import { notifyAccount } from '../../shared/toasts';
import { shellCopy } from '../../copy/shell';
import { endSession } from './endSession';
import { isGuardedPath, signInStateFor } from './guardedPaths';
import { useStoredToken } from './sessionState';
import { readToken } from './sessionStorage';
import { MAX_TIMER_MS, msUntilExpiry } from './tokenExpiry';
import { SIGNED_OUT_PATH } from './useSignOut';

/**
 * The automatic logout: while a token is stored (after a login, or from an earlier visit), a timer
 * runs until the token's `exp`; at once if that has passed or the token cannot be read. Then the
 * token and the profile record go, the info toast 'Session expired. You have been logged out.' shows,
 * and the customer lands on /signup (from a guarded page, the next login brings them back to it).
 * Call it once, in the shell.
 */
export function useSessionExpiry(): void {
  const token = useStoredToken();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Read when the timer fires, so a navigation does not restart it.
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);

  useEffect(() => {
    if (token === null) return undefined;
    let timer: number | undefined;

    const expire = () => {
      // Already ended meanwhile (Logout, another tab, a new login): nothing to do.
      if (readToken() !== token) return;
      endSession(dispatch);
      notifyAccount.info(shellCopy.sessionExpired);
      const from = here.current;
      void navigate(SIGNED_OUT_PATH, { state: isGuardedPath(from.pathname) ? signInStateFor(from) : undefined });
    };

    const check = () => {
      const remaining = msUntilExpiry(token, Date.now());
      if (remaining <= 0) expire();
      // A long session is checked again after the longest delay a timer keeps.
      else timer = window.setTimeout(check, Math.min(remaining, MAX_TIMER_MS));
    };

    check();
    return () => window.clearTimeout(timer);
  }, [token, dispatch, navigate]);
}
