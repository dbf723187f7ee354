/** Who is asking: turns a bearer token into a signed-in customer's id, or refuses it. */
import { eq, lt } from 'drizzle-orm';
import { isPossibleId, type Database } from '../db/database';
import { endedSessions, users } from '../db/schema';
import { UnauthorizedError, problem } from '../errors';
import type { AccountKeys } from './keys';
import { readSessionToken } from './session-token';

const NOT_SIGNED_IN = problem('not_signed_in', 'Authentication credentials were not provided.');
const SESSION_EXPIRED = problem('session_expired', 'Your session has expired. Please log in again.');
const SESSION_INVALID = problem('session_invalid', 'Your session is no longer valid. Please log in again.');

/** A JWT of ours is a few hundred characters; anything far longer is not one. */
const MAX_TOKEN_LENGTH = 4096;

export interface SignedIn {
  userId: number;
  /** The token's own id: a password change keeps this session and ends the others. */
  sessionId: string;
  /** When the token expires; an ended session is remembered until then. */
  expiresAt: Date;
}

/**
 * The customer of a token that is genuine, unexpired, and still current for an active account: issued under
 * the account's session version, or by the one session that last changed the password.
 */
export async function authenticateSession(db: Database, keys: AccountKeys, token: string | undefined): Promise<SignedIn> {
  if (!token) throw new UnauthorizedError(NOT_SIGNED_IN);
  if (token.length > MAX_TOKEN_LENGTH) throw new UnauthorizedError(SESSION_INVALID);
  const claims = await readSessionToken(keys.session, token);
  if (claims === 'expired') throw new UnauthorizedError(SESSION_EXPIRED);
  if (claims === 'invalid' || !isPossibleId(claims.userId)) throw new UnauthorizedError(SESSION_INVALID);
  const [user] = await db
    .select({ isActive: users.isActive, sessionVersion: users.sessionVersion, passwordChangedInSession: users.passwordChangedInSession, endedAt: endedSessions.endedAt })
    .from(users)
    .leftJoin(endedSessions, eq(endedSessions.sessionId, claims.sessionId))
    .where(eq(users.id, claims.userId));
  const current = user?.isActive && !user.endedAt && (claims.sessionVersion === user.sessionVersion || claims.sessionId === user.passwordChangedInSession);
  if (!current) throw new UnauthorizedError(SESSION_INVALID);
  return { userId: claims.userId, sessionId: claims.sessionId, expiresAt: claims.expiresAt };
}

/** Logout on the server: this token is refused from now on, wherever a copy of it is. */
export async function endSession(db: Database, session: SignedIn): Promise<void> {
  await db
    .insert(endedSessions)
    .values({ sessionId: session.sessionId, userId: session.userId, tokenExpiresAt: session.expiresAt })
    .onConflictDoNothing();
}

/** Housekeeping: an ended session's token has expired by now, so its row proves nothing any more. */
export async function forgetExpiredEndedSessions(db: Database, now: Date = new Date()): Promise<void> {
  await db.delete(endedSessions).where(lt(endedSessions.tokenExpiresAt, now));
}
