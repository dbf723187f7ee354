import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { SIGN_IN_PATH, type SignInState } from './returnPath';
import { useStaffSession } from './useStaffSession';

/**
 * The guard of every page but sign-in (a layout route): without a staff token in this tab, /sign-in
 * takes the page's place in the history and remembers it, so the sign-in comes back here. It follows
 * the token, so a session that ends on a page (a refused token, Sign out) leaves the page at once.
 * The server checks every call regardless; this spares staff a page that cannot load.
 */
export function RequireStaff() {
  const { token } = useStaffSession();
  const location = useLocation();
  if (token === null) {
    const state: SignInState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to={SIGN_IN_PATH} replace state={state} />;
  }
  return <Outlet />;
}
