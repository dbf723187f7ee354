/** A new password, after the current one; every other session of the account ends. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { InvalidInputError } from '../errors';
import { consumeRateLimit } from '../rate-limit/limiter';
import { RATE_LIMITS } from './limits';
import { hashPassword, verifyPassword } from './password-hash';
import type { SignedIn } from './sessions';
import { validatePasswordChange } from './validate';

export const PASSWORD_CHANGED = 'Password changed successfully.';
const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';

export async function changePassword(db: Database, signedIn: SignedIn, input: unknown): Promise<void> {
  const { currentPassword, newPassword } = validatePasswordChange(input);
  await consumeRateLimit(db, RATE_LIMITS.changePassword, String(signedIn.userId));
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, signedIn.userId));
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new InvalidInputError({ current_password: [WRONG_CURRENT_PASSWORD] });
  }
  // A new session version refuses every token issued before; this session is named so it stays signed in.
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(newPassword),
      sessionVersion: sql`${users.sessionVersion} + 1`,
      passwordChangedInSession: signedIn.sessionId,
    })
    .where(eq(users.id, signedIn.userId));
}
