/**
 * A new password, after the current one. Every other session of the account ends: the shop's, and the
 * back-office's with any sign-in waiting for its mailed code, since a stolen password may have opened
 * them. The shop session that made the change stays signed in.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { InvalidInputError } from '../errors';
import { endBackOfficeTrust } from '../staff/sessions';
import { consumeRateLimit } from '../rate-limit/limiter';
import { RATE_LIMITS } from './limits';
import { hashPassword, verifyPassword } from './password-hash';
import type { SignedIn } from './sessions';
import { validatePasswordChange } from './validate';
import { inTransaction } from '../db/transaction';

export const PASSWORD_CHANGED = 'Password changed successfully.';
const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';

export async function changePassword(db: Database, signedIn: SignedIn, input: unknown): Promise<void> {
  const { currentPassword, newPassword } = validatePasswordChange(input);
  await consumeRateLimit(db, RATE_LIMITS.changePassword, String(signedIn.userId));
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, signedIn.userId));
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new InvalidInputError({ current_password: [WRONG_CURRENT_PASSWORD] });
  }
  const passwordHash = await hashPassword(newPassword);
  await inTransaction(db, async (tx) => {
    // A new session version refuses every token issued before; this session is named so it stays signed in.
    await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, passwordChangedInSession: signedIn.sessionId })
      .where(eq(users.id, signedIn.userId));
    await endBackOfficeTrust(tx, signedIn.userId, new Date());
  });
}
