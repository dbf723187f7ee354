/**
 * Staff sessions: started by the back-office sign-in (password and a mailed code), at most 8 hours long,
 * and ended on the server by signing out or by losing the staff role. Every admin request checks its
 * session row, so a revoked token stops working at once on every instance.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { staffRoleOf, type AccountKeys } from '../accounts';
import { isPossibleId, type Database, type Transaction } from '../db/database';
import { staffSessions, staffSignIns, users } from '../db/schema';
import type { StaffRole } from '../db/tables/values';
import { UnauthorizedError, problem } from '../errors';
import { readStaffToken, signStaffToken } from './session-token';

/** A working day: long enough for a packing shift, short enough that a forgotten tab does not stay signed in. */
export const STAFF_SESSION_LIFETIME_SECONDS = 8 * 60 * 60;

const SESSION_ENDED = problem('staff_session_ended', 'Your back-office session has ended. Please sign in again.');
const NOT_SIGNED_IN = problem('not_signed_in', 'Authentication credentials were not provided.');

export interface SignedInStaff {
  userId: number;
  sessionId: string;
  /** Read from the account on every request, so a changed role counts from the next request on. */
  role: StaffRole;
}

export interface StartedStaffSession {
  token: string;
  expiresAt: Date;
}

export async function startStaffSession(db: Database, keys: AccountKeys, userId: number, now: Date = new Date()): Promise<StartedStaffSession> {
  const sessionId = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_LIFETIME_SECONDS * 1000);
  await db.insert(staffSessions).values({ id: sessionId, userId, createdAt: now, expiresAt });
  return { token: await signStaffToken(keys.staffSession, { userId, sessionId }, now, expiresAt), expiresAt };
}

/**
 * The staff member of a live back-office token, or null when the token is not a staff token at all (the
 * caller then decides between 401 and 403). A staff token whose session has ended is refused with 401.
 */
export async function authenticateStaffToken(
  db: Database,
  keys: AccountKeys,
  token: string,
  staffEmails: readonly string[],
  now: Date = new Date(),
): Promise<SignedInStaff | null> {
  const claims = await readStaffToken(keys.staffSession, token);
  if (!claims || !isPossibleId(claims.userId)) return null;
  const [row] = await db
    .select({ email: users.email, staffRole: users.staffRole, isActive: users.isActive })
    .from(staffSessions)
    .innerJoin(users, eq(users.id, staffSessions.userId))
    .where(and(eq(staffSessions.id, claims.sessionId), eq(staffSessions.userId, claims.userId), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now)));
  const role = row?.isActive ? staffRoleOf(row, staffEmails) : null;
  if (!role) throw new UnauthorizedError(SESSION_ENDED);
  return { ...claims, role };
}

export function missingStaffToken(): UnauthorizedError {
  return new UnauthorizedError(NOT_SIGNED_IN);
}

/** When the session ends on its own. */
export async function staffSessionExpiry(db: Database, sessionId: string): Promise<Date> {
  const [row] = await db.select({ expiresAt: staffSessions.expiresAt }).from(staffSessions).where(eq(staffSessions.id, sessionId));
  if (!row) throw new UnauthorizedError(SESSION_ENDED);
  return row.expiresAt;
}

export async function revokeStaffSession(db: Database, sessionId: string, now: Date = new Date()): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/**
 * Ends every live session of one person (their staff role was taken away, they were deactivated, or
 * their password changed), but `keep`: the back-office session that made the change.
 */
export async function revokeAllStaffSessions(db: Database | Transaction, userId: number, now: Date = new Date(), keep?: string): Promise<number> {
  const ended = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.userId, userId), isNull(staffSessions.revokedAt), keep === undefined ? undefined : ne(staffSessions.id, keep)))
    .returning({ id: staffSessions.id });
  return ended.length;
}

/**
 * Ends everything that vouches for a person in the back-office when their password stops being the one
 * trusted: live sessions (but `keep`) and sign-ins waiting for their mailed code, whose password step
 * may have been the thief's.
 */
export async function endBackOfficeTrust(tx: Transaction, userId: number, now: Date, keep?: string): Promise<void> {
  await revokeAllStaffSessions(tx, userId, now, keep);
  await tx.update(staffSignIns).set({ consumedAt: now }).where(and(eq(staffSignIns.userId, userId), isNull(staffSignIns.consumedAt)));
}
