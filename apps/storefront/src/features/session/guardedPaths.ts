import { GUARDED_PATHS, HOME_PATH, SIGN_IN_PATH } from '@shop/rules';
import { matchPath } from 'react-router-dom';

/**
 * The pages only a signed-in customer sees are @shop/rules' `GUARDED_PATHS` (the route table's guarded
 * kind), which the router's RequireSignIn group is made from. Without a token, RequireSignIn sends the
 * visitor to /signup and the login brings them back.
 */

export function isGuardedPath(pathname: string): boolean {
  return GUARDED_PATHS.some((pattern) => matchPath(pattern, pathname) !== null);
}

/** What the way to /signup carries in the history entry's state: where to go back after login. */
export interface SignInState {
  from: string;
}

export function signInStateFor({ pathname, search = '', hash = '' }: { pathname: string; search?: string; hash?: string }): SignInState {
  return { from: `${pathname}${search}${hash}` };
}


/**
 * Where a successful login goes: back to the page that sent the customer to /signup (a guarded page,
 * or the product whose wishlist heart they pressed), else home. Only a path on this site is
 * followed: never another origin (`//host`, `/\host`), never /signup itself.
 */
export function returnPathAfterLogin(state: unknown): string {
  if (typeof state !== 'object' || state === null) return HOME_PATH;
  const from = (state as Record<string, unknown>).from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return HOME_PATH;
  const pathname = from.split(/[?#]/, 1)[0] ?? '';
  if (pathname.replace(/\/+$/, '') === SIGN_IN_PATH) return HOME_PATH;
  return from;
}
