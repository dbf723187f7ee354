/**
 * A new password, after the current one. Every other shop session of the account ends, since a stolen password
 * may have opened it; the session that made the change stays signed in. What else ends with them (the
 * back-office's sessions) is the caller's to say, in the same transaction: flows/change-password.ts.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { users } from '../db/schema';
import { InvalidInputError, problem } from '../errors';
import { consumeRateLimit } from '../rate-limit';
import { RATE_LIMITS } from './limits';
import { hashPassword, verifyPassword } from './password-hash';
import type { SignedIn } from './sessions';
import { validatePasswordChange } from './validate';
import { inTransaction } from '../db/transaction';

export const PASSWORD_CHANGED = 'Password changed successfully.';
const WRONG_CURRENT_PASSWORD = problem('wrong_current_password', 'Your current password is incorrect.');

/** Ends, inside the password's own transaction, whatever else the old password may have opened. */
export type EndOtherTrust = (tx: Transaction, userId: number, at: Date) => Promise<void>;

export async function changePassword(db: Database, signedIn: SignedIn, input: unknown, endOtherTrust: EndOtherTrust): Promise<void> {
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
    await endOtherTrust(tx, signedIn.userId, new Date());
  });
}
