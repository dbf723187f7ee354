import { ADMIN_SIGN_IN_PATH } from '@shop/rules/adminPaths';

/**
 * Where the sign-in sends a staff member afterwards: back to the page that sent them away, if that is
 * a page of this app. Anything else (another site, the sign-in page itself) goes to the home.
 */
export const SIGN_IN_PATH = ADMIN_SIGN_IN_PATH;
export const HOME_PATH = '/';

/** What the guard puts in the history state of /sign-in. */
export interface SignInState {
  from?: { pathname: string; search?: string; hash?: string };
}

export function returnPathAfterSignIn(state: unknown): string {
  const from = (state as SignInState | null | undefined)?.from;
  if (!from || typeof from.pathname !== 'string') return HOME_PATH;
  const { pathname, search = '', hash = '' } = from;
  // Router paths of this app only: one leading slash (not `//host`), and never back to sign-in.
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname.startsWith('/\\')) return HOME_PATH;
  if (pathname === SIGN_IN_PATH || pathname.startsWith(`${SIGN_IN_PATH}/`)) return HOME_PATH;
  const safeSearch = typeof search === 'string' && (search === '' || search.startsWith('?')) ? search : '';
  const safeHash = typeof hash === 'string' && (hash === '' || hash.startsWith('#')) ? hash : '';
  return `${pathname}${safeSearch}${safeHash}`;
}
