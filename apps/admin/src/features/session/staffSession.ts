/**
 * The staff session in this tab: the token from the sign-in, kept in sessionStorage under
 * `adminToken` (not localStorage: a staff session ends with the tab, and another tab signs in on its
 * own), and why the last session ended, for the sign-in page to say.
 *
 * A small external store, so React components follow it (useSyncExternalStore) and code outside
 * React (the API client's 401 rule) can end the session.
 */
const ADMIN_TOKEN_KEY = 'adminToken';

/** Why the staff member is on the sign-in page without having asked to be. */
export type SessionEndReason = 'sessionEnded' | 'signedOut';

interface SessionState {
  token: string | null;
  endedBecause: SessionEndReason | null;
}

const listeners = new Set<() => void>();
let state: SessionState = { token: readStoredToken(), endedBecause: null };

function readStoredToken(): string | null {
  try {
    return window.sessionStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    // Storage blocked (a privacy setting): the session lives in memory for this page only.
    return null;
  }
}

function writeStoredToken(token: string | null): void {
  try {
    if (token === null) window.sessionStorage.removeItem(ADMIN_TOKEN_KEY);
    else window.sessionStorage.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // As above: memory only.
  }
}

function update(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function sessionSnapshot(): SessionState {
  return state;
}

/** The token the API client sends. */
export function staffToken(): string | null {
  return state.token;
}

export function startSession(token: string): void {
  writeStoredToken(token);
  update({ token, endedBecause: null });
}

/** Forgets the token; `reason` is what the sign-in page tells the staff member. */
export function endSession(reason: SessionEndReason): void {
  if (state.token === null) return;
  writeStoredToken(null);
  update({ token: null, endedBecause: reason });
}
