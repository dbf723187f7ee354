import { useSyncExternalStore } from 'react';
import { sessionSnapshot, subscribeToSession } from './staffSession';

/** The tab's staff session (token and why the last one ended), followed as it changes. */
export function useStaffSession() {
  return useSyncExternalStore(subscribeToSession, sessionSnapshot);
}
