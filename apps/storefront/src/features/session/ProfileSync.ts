import { useGetProfileQuery } from '@shop/api-client';
import { useEffect } from 'react';
import { dataOnly } from '../../shared/dataOnly';
import { logNoToken } from './profileLog';
import { useStoredSession } from './sessionState';
import { storeUser } from './sessionStorage';

/**
 * The header's profile call (GET /api/user/profile/): sent when a token is stored, never without one;
 * the answer is kept as the user record under `user-storage`; failures are only logged (by the
 * store, see logProfileFailures).
 * Rendered once, in the header; other parts read the result through `useSession`. A part that draws nothing, and
 * that hears only the answer, not the request's steps: as a hook of the header's own, each step (sent,
 * answered) drew the whole header again, at once, in a task a phone could not interrupt.
 */
export function ProfileSync(): null {
  const { token, isKnown } = useStoredSession();
  const { data } = useGetProfileQuery(undefined, { skip: token === null, selectFromResult: dataOnly });

  useEffect(() => {
    if (isKnown && token === null) logNoToken();
  }, [isKnown, token]);

  useEffect(() => {
    if (data) storeUser(data);
  }, [data]);
  return null;
}
