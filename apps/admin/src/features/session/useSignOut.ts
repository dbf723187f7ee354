import { useAdminSignOutMutation } from '@shop/api-client/admin';
import { useState } from 'react';
import { endSession } from './staffSession';

/**
 * Sign out: the server revokes the session first (so the token is worthless even if it was copied),
 * then this tab forgets it. If the server cannot be reached the tab forgets it all the same and says
 * so: the session then ends by itself at its expiry.
 */
export function useSignOut(onUnreachable: () => void) {
  const [signOut] = useAdminSignOutMutation();
  const [isSigningOut, setSigningOut] = useState(false);
  const run = async () => {
    setSigningOut(true);
    const result = await signOut();
    // A 401 means the server had already ended it: the client's 401 rule has signed the tab out.
    if ('error' in result && result.error && !('status' in result.error && result.error.status === 401)) onUnreachable();
    endSession('signedOut');
    setSigningOut(false);
  };
  return { signOut: run, isSigningOut };
}
