import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from './sessionStorage';

/**
 * Tells the page when the stored session changes, so the header follows a sign-in or sign-out
 * without a reload: in this tab through `notifySessionChanged()` (the browser sends no storage event
 * to the tab that wrote), in other tabs through the browser's storage event.
 */
const listeners = new Set<() => void>();

export function notifySessionChanged(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` after every change of the token or the record (the session's provider, the cart's hand-over). */
export function subscribeToSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.key === null || event.key === TOKEN_STORAGE_KEY || event.key === USER_STORAGE_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
