import { useGetProfileQuery } from '@shop/api-client';
import { useStoredToken } from './sessionState';

/**
 * The signed-in customer's profile (GET /api/user/profile/), for the account pages: the same cached
 * call the header makes, never sent without a token. `profile` is undefined until it has loaded.
 */
export function useProfile() {
  const token = useStoredToken();
  const query = useGetProfileQuery(undefined, { skip: token === null });
  return { profile: token === null ? undefined : query.data, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}
