/**
 * A customer's new password ends every other session of the account: the shop's (accounts), and the
 * back-office's with any sign-in waiting for its mailed code (staff), all in one transaction, since a stolen
 * password may have opened any of them.
 */
import { changePassword as setNewPassword, type SignedIn } from '../accounts';
import type { Database } from '../db/database';
import { endBackOfficeTrust } from '../staff';

export function changePassword(db: Database, signedIn: SignedIn, input: unknown): Promise<void> {
  return setNewPassword(db, signedIn, input, (tx, userId, at) => endBackOfficeTrust(tx, userId, at));
}
