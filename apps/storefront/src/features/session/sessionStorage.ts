import type { Profile } from '@shop/api-client';

/**
 * The signed-in state as the browser keeps it (the product brief's storage keys): the session
 * token under `token`, and the customer's profile record under `user-storage`. A customer is
 * signed in while a token is stored. Storage can be disabled (private mode, blocked cookies);
 * then every reader answers "signed out" instead of throwing.
 */
export const TOKEN_STORAGE_KEY = 'token';
export const USER_STORAGE_KEY = 'user-storage';

/** What the shell reads from the stored record: only the name (the whole record is kept). */
export interface StoredUser {
  name?: string;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readToken(): string | null {
  try {
    return storage()?.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/** The stored profile record, or null when there is none or it is not an object. */
export function parseStoredUser(raw: string | null | undefined): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const name = (value as Record<string, unknown>).name;
    return typeof name === 'string' ? { name } : {};
  } catch {
    return null;
  }
}

export function readStoredUser(): StoredUser | null {
  try {
    return parseStoredUser(storage()?.getItem(USER_STORAGE_KEY));
  } catch {
    return null;
  }
}

/**
 * Keeps the token of a successful login. False when the browser refuses to store it (storage
 * disabled or full): the customer cannot stay signed in then, since every call reads it from there.
 */
export function storeToken(token: string): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(TOKEN_STORAGE_KEY, token);
    return true;
  } catch {
    return false;
  }
}

/** Keeps the whole profile record, as the product brief's header does after its profile call. */
export function storeUser(profile: Profile): void {
  try {
    storage()?.setItem(USER_STORAGE_KEY, JSON.stringify(profile));
  } catch {
    // Full or disabled storage: the name still shows for this visit, from the API cache.
  }
}

/**
 * Forgets the customer on this device: the token and the profile record. (The earlier shop left the
 * record behind on logout; the product brief names that a defect.)
 */
export function clearStoredSession(): void {
  try {
    storage()?.removeItem(TOKEN_STORAGE_KEY);
    storage()?.removeItem(USER_STORAGE_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}
