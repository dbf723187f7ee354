import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { signInStateFor } from './guardedPaths';
import { useStoredSession } from './sessionState';
import { SIGNED_OUT_PATH } from './useSignOut';

/**
 * The guard of the signed-in pages (a layout route in the router): with a stored token the page
 * shows; without one, /signup takes its place in the history, carrying the page to return to after
 * login. It follows the token, so a session that ends on the page (another tab's Logout, a token the
 * API refused) leaves it too. The server checks every call regardless; this only spares the
 * customer a page that cannot load. A page the server rendered (the checkout, from the cart's cookie) is hydrated as
 * it was served, not knowing the session, and is left once the session is read when there is none.
 */
export function RequireSignIn() {
  const { token, isKnown } = useStoredSession();
  const location = useLocation();
  if (token === null && isKnown) return <Navigate to={SIGNED_OUT_PATH} replace state={signInStateFor(location)} />;
  return <Outlet />;
}
