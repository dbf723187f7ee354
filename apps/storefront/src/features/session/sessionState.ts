import { useSyncExternalStore } from 'react';
import { subscribeToSession } from './sessionEvents';
import { readStoredUser, readToken } from './sessionStorage';

/** The stored token, kept current by storage changes in this tab and others. */
export function useStoredToken(): string | null {
  return useSyncExternalStore(subscribeToSession, readToken, () => null);
}

/** The name in the stored profile record (a string, so React can compare snapshots). */
export function useStoredName(): string | undefined {
  return useSyncExternalStore(subscribeToSession, () => readStoredUser()?.name, () => undefined);
}
