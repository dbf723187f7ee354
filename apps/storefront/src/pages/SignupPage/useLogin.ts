import { useLoginMutation } from '@shop/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../features/storeHooks';
import { successWords } from '../../shared/language';
import { notifyAccount } from '../../shared/toasts';
import { signupCopy } from '../../copy/signup';
import { endSession, notifySessionChanged, returnPathAfterLogin, storeToken } from '../../features/session';
import { timings } from '../../shared/timings';
import { asShopApiError, loginErrorToasts } from './authErrors';
import { loginProblem, type LoginFields } from './signupFields';

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * The login face's submit: the product brief's checks and its 2 s pause before the request, then
 * POST /api/user/login/. On success the access token is stored under `token` (any earlier
 * customer's session and cached data are forgotten first), the shell schedules the automatic logout
 * at the token's expiry, and the customer goes home, or back to the page that sent them here.
 */
export function useLogin(): { logIn: (fields: LoginFields) => Promise<void>; isLoggingIn: boolean } {
  const [login] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { state } = useLocation();
  const [isLoggingIn, setLoggingIn] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const logIn = useCallback(
    async (fields: LoginFields) => {
      const problem = loginProblem(fields);
      if (problem) {
        notifyAccount.error(problem);
        return;
      }
      setLoggingIn(true);
      try {
        await wait(timings.loginDelayMs);
        if (!mounted.current) return;
        const answer = await login({ loginRequest: { email: fields.email.trim(), password: fields.password } }).unwrap();
        endSession(dispatch);
        if (!storeToken(answer.token.access)) {
          notifyAccount.error(signupCopy.toasts.storageBlocked);
          return;
        }
        notifySessionChanged();
        notifyAccount.success(successWords(answer.msg, signupCopy.toasts.loggedIn));
        void navigate(returnPathAfterLogin(state), { replace: true });
      } catch (thrown) {
        for (const message of loginErrorToasts(asShopApiError(thrown))) notifyAccount.error(message);
      } finally {
        if (mounted.current) setLoggingIn(false);
      }
    },
    [login, dispatch, navigate, state],
  );

  return { logIn, isLoggingIn };
}
