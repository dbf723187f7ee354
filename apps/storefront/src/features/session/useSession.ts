import { useGetProfileQuery } from '@shop/api-client';
import { useStoredSession } from './sessionState';

export interface Session {
  /** The product brief's rule: signed in while a token is stored. */
  isSignedIn: boolean;
  /** The customer's name: from the profile call, or the stored record until it answers. */
  name: string | undefined;
}

/**
 * The signed-in state for any part of the page. It shares the header's profile call (one request,
 * cached) and sends none without a token.
 */
export function useSession(): Session {
  const { token, name: storedName } = useStoredSession();
  const { data } = useGetProfileQuery(undefined, { skip: token === null });
  if (token === null) return { isSignedIn: false, name: undefined };
  return { isSignedIn: true, name: data?.name || storedName || undefined };
}
