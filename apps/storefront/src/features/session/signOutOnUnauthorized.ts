import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { shopPath } from '../../shared/shopPath';
import { notifyAccount } from '../../shared/toasts';
import { shellCopy } from '../../copy/shell';
import { endSession } from './endSession';
import { isGuardedPath } from './guardedPaths';
import { isRefusedToken } from './refusedToken';
import { readToken } from './sessionStorage';

/**
 * Store middleware: when a personal call answers 401 while a token is stored, the customer is
 * signed out cleanly (token, profile record and API cache gone). On a guarded page they are told
 * why ('Session expired. You have been logged out.') and the guard sends them to /signup, and back
 * after the next login. On a public page it happens quietly: the header simply shows them signed
 * out (the product brief shows no message for a failed profile call).
 *
 * Deferred by a task, so that the caller of the failed call (awaiting its result) runs first.
 */
export function signOutOnUnauthorized(): Middleware {
  return (store) => (next) => (action) => {
    const result = next(action);
    if (isRejectedWithValue(action) && isRefusedToken(action) && readToken() !== null) {
      window.setTimeout(() => {
        // Signed out meanwhile, by this rule for a parallel call or otherwise: once is enough.
        if (readToken() === null) return;
        endSession(store.dispatch);
        if (isGuardedPath(shopPath(window.location.pathname))) notifyAccount.info(shellCopy.sessionExpired);
      }, 0);
    }
    return result;
  };
}
