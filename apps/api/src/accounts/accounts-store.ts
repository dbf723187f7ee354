/** Queries on accounts and one-time codes shared by the sign-up steps. */
import { and, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { emailOtps, users } from '../db/schema';
import type { OtpPurpose } from '../db/tables/values';
import { OTP } from './limits';
import { problem } from '../errors';

export const ACCOUNT_EXISTS = problem('email_taken', 'An account with this email already exists.');

/** Any constant shared by all instances: the namespace of per-address advisory locks. */
const ADDRESS_LOCK_NAMESPACE = 0x0e4a11;

/**
 * Serialises sign-up work on one address (sending codes, registering) across instances until the
 * transaction ends, so "one code a minute" and "one account per address" hold under concurrency.
 */
export async function lockAddress(tx: Database, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_NAMESPACE}, hashtext(${email}))`);
}

export async function accountExists(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return row !== undefined;
}

const forAddress = (email: string, purpose: OtpPurpose) => and(sql`lower(${emailOtps.email}) = ${email}`, eq(emailOtps.purpose, purpose));

/** Seconds until the address may get another code (0: now). */
export async function secondsUntilNextCode(db: Database, email: string, purpose: OtpPurpose): Promise<number> {
  const [row] = await db
    .select({
      wait: sql<number>`ceil(extract(epoch from (${emailOtps.createdAt} + make_interval(secs => ${OTP.resendCooldownSeconds}) - now())))::int`,
    })
    .from(emailOtps)
    .where(forAddress(email, purpose))
    .orderBy(desc(emailOtps.createdAt), desc(emailOtps.id))
    .limit(1);
  return Math.max(0, row?.wait ?? 0);
}

/** A new code replaces the address's codes not yet verified; verified ones keep their sign-up window. */
export async function deleteUnverifiedCodes(db: Database, email: string, purpose: OtpPurpose): Promise<void> {
  await db.delete(emailOtps).where(and(forAddress(email, purpose), isNull(emailOtps.verifiedAt), isNull(emailOtps.consumedAt)));
}

export async function storeCode(db: Database, email: string, purpose: OtpPurpose, codeHash: string): Promise<void> {
  await db.insert(emailOtps).values({
    email,
    purpose,
    codeHash,
    expiresAt: sql`now() + make_interval(secs => ${OTP.validSeconds})`,
  });
}

/** The address's newest unused code, locked for the caller's transaction, with whether it has expired. */
export async function newestUnusedCode(tx: Database, email: string, purpose: OtpPurpose) {
  const [row] = await tx
    .select({
      id: emailOtps.id,
      codeHash: emailOtps.codeHash,
      attempts: emailOtps.attempts,
      verifiedAt: emailOtps.verifiedAt,
      expired: sql<boolean>`${emailOtps.expiresAt} <= now()`,
    })
    .from(emailOtps)
    .where(and(forAddress(email, purpose), isNull(emailOtps.consumedAt)))
    .orderBy(desc(emailOtps.createdAt), desc(emailOtps.id))
    .limit(1)
    .for('update');
  return row;
}

/** The id of a code for the address verified within the sign-up window and not yet used, if any. */
export async function verifiedCodeId(db: Database, email: string, purpose: OtpPurpose, lock = false): Promise<number | undefined> {
  const query = db
    .select({ id: emailOtps.id })
    .from(emailOtps)
    .where(
      and(
        forAddress(email, purpose),
        isNull(emailOtps.consumedAt),
        isNotNull(emailOtps.verifiedAt),
        sql`${emailOtps.verifiedAt} > now() - make_interval(secs => ${OTP.registerWithinSeconds})`,
      ),
    )
    .orderBy(desc(emailOtps.verifiedAt))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row?.id;
}

/** Housekeeping: a code is of no use a day after it was sent (it expired, or its sign-up window closed). */
export async function deleteStaleCodes(db: Database): Promise<void> {
  await db.delete(emailOtps).where(lt(emailOtps.createdAt, sql`now() - interval '1 day'`));
}
