import { useGetProfileQuery } from '@shop/api-client';
import { useEffect } from 'react';
import { logNoToken } from './profileLog';
import { useStoredToken } from './sessionState';
import { storeUser } from './sessionStorage';

/**
 * The header's profile call (GET /api/user/profile/): sent when a token is stored, never without one;
 * the answer is kept as the user record under `user-storage`; failures are only logged (by the
 * store, see logProfileFailures).
 * Call it once, in the header; other parts read the result through `useSession`.
 */
export function useProfileSync(): void {
  const token = useStoredToken();
  const { data } = useGetProfileQuery(undefined, { skip: token === null });

  useEffect(() => {
    if (token === null) logNoToken();
  }, [token]);

  useEffect(() => {
    if (data) storeUser(data);
  }, [data]);
}
