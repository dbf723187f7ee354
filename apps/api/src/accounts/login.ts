/** Signing in: e-mail and password for a session token. */
import type { Schema } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import type { StaffRole } from '../db/tables/values';
import { UnauthorizedError, problem } from '../errors';
import { consumeRateLimit, countHit, refundRateLimit } from '../rate-limit';
import type { AccountKeys } from './keys';
import { LOGIN_SLOW_DOWN, RATE_LIMITS } from './limits';
import { hashPassword, isUsableHash, needsRehash, verifyPassword } from './password-hash';
import type { Client } from '../kernel';
import { issueSessionToken } from './session-token';
import { normaliseEmail } from '../validation';

export const LOGGED_IN = 'Login successful.';
const INVALID_CREDENTIALS = problem('invalid_credentials', 'Invalid email or password.');

/** Checked when there is no usable hash, so an unknown address takes as long as a wrong password. */
let standIn: Promise<string> | undefined;
const standInHash = () => (standIn ??= hashPassword('not a password anyone can type: no account here'));

export interface PasswordHolder {
  id: number;
  email: string;
  name: string;
  staffRole: StaffRole | null;
  sessionVersion: number;
}

/**
 * The active account whose password this is, or null. An unknown address, a demo account ('!…') or a
 * deactivated one takes as long as a wrong password, so timing tells nobody which addresses have accounts.
 * A match upgrades an old hash.
 */
export async function accountByPassword(db: Database, email: string, password: string): Promise<PasswordHolder | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, staffRole: users.staffRole, passwordHash: users.passwordHash, isActive: users.isActive, sessionVersion: users.sessionVersion })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  const usable = user !== undefined && user.isActive && isUsableHash(user.passwordHash);
  const matches = await verifyPassword(usable ? user.passwordHash : await standInHash(), password);
  if (!usable || !matches) return null;
  if (needsRehash(user.passwordHash)) {
    await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, user.id));
  }
  const { passwordHash: _hash, isActive: _active, ...holder } = user;
  return holder;
}

export async function login(db: Database, keys: AccountKeys, input: Schema<'LoginRequest'>, client: Client): Promise<{ token: string }> {
  const email = normaliseEmail(input.email);
  const { password } = input;
  // Count the try first, so parallel guesses cannot slip past the limit; a success gives it back.
  const now = new Date();
  const addressAndClient = `${email} ${client.ip}`;
  await consumeRateLimit(db, RATE_LIMITS.loginPerIp, client.ip, now);
  await consumeRateLimit(db, RATE_LIMITS.loginPerEmailAndClient, addressAndClient, now);
  // An address under attack from many clients is paced, not locked: its owner still gets in.
  if ((await countHit(db, LOGIN_SLOW_DOWN, email, now)) > LOGIN_SLOW_DOWN.after) {
    await consumeRateLimit(db, RATE_LIMITS.loginPacePerEmailAndClient, addressAndClient, now);
  }

  const user = await accountByPassword(db, email, password);
  if (!user) throw new UnauthorizedError(INVALID_CREDENTIALS, { non_field_errors: [INVALID_CREDENTIALS] });

  await refundRateLimit(db, RATE_LIMITS.loginPerIp, client.ip, now);
  await refundRateLimit(db, RATE_LIMITS.loginPerEmailAndClient, addressAndClient, now);
  await refundRateLimit(db, LOGIN_SLOW_DOWN, email, now);
  return { token: await issueSessionToken(keys.session, user) };
}
