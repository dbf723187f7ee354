/**
 * Back-office sign-in in two steps: the password proves who is asking, then a six-digit code mailed to
 * the staff address each time proves they hold its mailbox (a second factor). The browser carries an
 * opaque challenge between the steps; both it and the code are kept only as hashes.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Schema } from '@shop/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { OTP, RATE_LIMITS, accountByPassword, staffRoleOf, type AccountKeys } from '../accounts';
import type { Client } from '../kernel';
import { recordAudit } from '../audit';
import { normaliseEmail, parseOrThrow } from '../validation';
import type { Database } from '../db/database';
import { staffSignIns, users } from '../db/schema';
import { InvalidInputError, RateLimitedError, UnauthorizedError, problem } from '../errors';
import { consumeRateLimit, countHit, refundRateLimit, secondsLeftInWindow } from '../rate-limit';
import { startStaffSession } from './sessions';
import { notify } from '../notify';
import { inTransaction } from '../db/transaction';
import { generateOtp, hexDigestsEqual } from '../kernel';

const WRONG_CREDENTIALS = problem('staff_credentials_wrong', 'The e-mail or password is wrong, or this account is not the shop’s staff.');
const WRONG_CODE = problem('staff_code_wrong', 'That code is not right. Check the latest e-mail and try again.');
const CODE_ENDED = problem('staff_code_ended', 'This code has expired or was tried too often. Sign in again to get a new one.');

export interface SignInChallenge {
  challenge: string;
  expiresAt: Date;
  /** The code's mail: the caller delivers it at once to tell whether it went. */
  mailId: number;
}

export async function startStaffSignIn(db: Database, keys: AccountKeys, input: Schema<'AdminSignInStart'>, client: Client, staffEmails: readonly string[]): Promise<SignInChallenge> {
  const email = normaliseEmail(input.email);
  const { password } = input;
  const now = new Date();
  await consumeRateLimit(db, RATE_LIMITS.staffSignInPerIp, client.ip, now);
  await consumeRateLimit(db, RATE_LIMITS.staffSignInPerEmailAndClient, `${email} ${client.ip}`, now);
  const user = await accountByPassword(db, email, password);
  // One answer for every failure: the sign-in page must not tell which addresses belong to staff.
  if (!user || !staffRoleOf(user, staffEmails)) throw new UnauthorizedError(WRONG_CREDENTIALS, { non_field_errors: [WRONG_CREDENTIALS] });

  const challenge = randomBytes(32).toString('base64url');
  const code = generateOtp();
  return inTransaction(db, async (tx) => {
    const { expiresAt } = await storeSignInChallenge(tx, keys, user.id, challenge, code, now);
    const { email: mailId } = await notify(tx, { name: 'staff_sign_in_code', code, validMinutes: OTP.validSeconds / 60 }, { email: user.email }, { deliverNow: true });
    return { challenge, expiresAt, mailId: mailId! };
  });
}

/** Keeps a challenge and its code (as hashes) for step 2; valid as long as a sign-up code. */
export async function storeSignInChallenge(db: Database, keys: AccountKeys, userId: number, challenge: string, code: string, now: Date = new Date()): Promise<{ expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + OTP.validSeconds * 1000);
  const hashedChallenge = challengeHash(challenge);
  await db.insert(staffSignIns).values({ userId, challengeHash: hashedChallenge, codeHash: codeHash(keys, hashedChallenge, code), createdAt: now, expiresAt });
  return { expiresAt };
}

const verifyInput = z.object({ challenge: z.string(), code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code.') });

export async function verifyStaffSignIn(db: Database, keys: AccountKeys, input: unknown, client: Client, staffEmails: readonly string[]) {
  const { challenge, code } = parseOrThrow(verifyInput, input);
  const now = new Date();
  await consumeRateLimit(db, RATE_LIMITS.staffSignInPerIp, client.ip, now);
  const perAccount = RATE_LIMITS.staffSignInCodesPerAccount;
  // A wrong code's count must commit, so the transaction answers what happened and the refusal comes after it.
  const outcome = await inTransaction(db, async (tx) => {
    const [pending] = await tx
      .select({ id: staffSignIns.id, challengeHash: staffSignIns.challengeHash, userId: staffSignIns.userId, codeHash: staffSignIns.codeHash, attempts: staffSignIns.attempts, email: users.email, name: users.name, staffRole: users.staffRole, isActive: users.isActive })
      .from(staffSignIns)
      .innerJoin(users, eq(users.id, staffSignIns.userId))
      .where(and(eq(staffSignIns.challengeHash, challengeHash(challenge)), isNull(staffSignIns.consumedAt), gt(staffSignIns.expiresAt, now)))
      .for('update', { of: staffSignIns });
    const role = pending?.isActive ? staffRoleOf(pending, staffEmails) : null;
    if (!pending || pending.attempts >= OTP.maxWrongAttempts || !role) return 'ended' as const;
    // Counted before the code is compared, so parallel guesses from many addresses cannot overshoot the cap.
    const tried = await countHit(tx, perAccount, String(pending.userId), now);
    if (tried > perAccount.limit) return 'locked' as const;
    if (!codeMatches(keys, pending.challengeHash, code, pending.codeHash)) {
      await tx.update(staffSignIns).set({ attempts: sql`${staffSignIns.attempts} + 1` }).where(eq(staffSignIns.id, pending.id));
      await recordAudit(tx, { actorId: pending.userId, action: 'staff.sign_in_code_wrong', entityType: 'staff', entityId: pending.userId, before: null, after: { wrong_codes_this_hour: tried } });
      if (tried === perAccount.limit) {
        await notify(tx, { name: 'staff_codes_locked', wrongCodes: perAccount.limit, secondsLocked: secondsLeftInWindow(perAccount, now) }, { email: pending.email });
        await recordAudit(tx, { actorId: pending.userId, action: 'staff.sign_in_locked', entityType: 'staff', entityId: pending.userId, before: null, after: { wrong_codes_this_hour: tried } });
      }
      return 'wrong' as const;
    }
    await tx.update(staffSignIns).set({ consumedAt: now }).where(eq(staffSignIns.id, pending.id));
    await refundRateLimit(tx, perAccount, String(pending.userId), now);
    await refundRateLimit(tx, RATE_LIMITS.staffSignInPerEmailAndClient, `${pending.email.toLowerCase()} ${client.ip}`, now);
    const session = await startStaffSession(tx, keys, pending.userId, now);
    await recordAudit(tx, { actorId: pending.userId, action: 'staff.sign_in', entityType: 'staff', entityId: pending.userId, before: null, after: { role } });
    return { token: session.token, expires_at: session.expiresAt.toISOString(), staff: { id: pending.userId, name: pending.name, email: pending.email, role } };
  });
  if (outcome === 'ended') throw new InvalidInputError({ code: [CODE_ENDED] }, CODE_ENDED);
  if (outcome === 'wrong') throw new InvalidInputError({ code: [WRONG_CODE] }, WRONG_CODE);
  if (outcome === 'locked') throw new RateLimitedError(secondsLeftInWindow(perAccount, now), problem('rate_limited', perAccount.detail));
  return outcome;
}

function challengeHash(challenge: string): string {
  return createHash('sha256').update(challenge).digest('hex');
}

/** Bound to its challenge, so a code's hash is worth nothing for another sign-in. */
function codeHash(keys: AccountKeys, hashedChallenge: string, code: string): string {
  return createHmac('sha256', keys.otp).update(`staff_sign_in\n${hashedChallenge}\n${code}`).digest('hex');
}

function codeMatches(keys: AccountKeys, hashedChallenge: string, code: string, stored: string): boolean {
  return hexDigestsEqual(stored, codeHash(keys, hashedChallenge, code));
}
