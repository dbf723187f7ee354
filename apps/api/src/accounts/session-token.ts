/**
 * Session tokens: HS256 JWTs (jose) with `sub` (user id), `iat`, `exp`, `jti` (this session) and `ver` (the
 * user's session version when it was issued). The storefront reads `exp` to log out on time; the server
 * checks `ver` and `jti` against the user on every request, so a password change ends other sessions.
 */
import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { SESSION_LIFETIME_SECONDS } from './limits';

const ISSUER = 'birdshield-india';
const ALGORITHM = 'HS256';

export interface SessionClaims {
  userId: number;
  /** The session's own id (`jti`). */
  sessionId: string;
  sessionVersion: number;
  expiresAt: Date;
}

export async function issueSessionToken(key: Uint8Array, user: { id: number; sessionVersion: number }, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ver: user.sessionVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_LIFETIME_SECONDS)
    .sign(key);
}

export type TokenProblem = 'expired' | 'invalid';

/** The claims of a genuine, unexpired token, or what is wrong with it. Never throws for a bad token. */
export async function readSessionToken(key: Uint8Array, token: string): Promise<SessionClaims | TokenProblem> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      requiredClaims: ['sub', 'iat', 'exp', 'jti', 'ver'],
    });
    const userId = Number(payload.sub);
    const sessionVersion = payload.ver;
    if (!Number.isSafeInteger(userId) || userId < 1 || typeof sessionVersion !== 'number' || !Number.isSafeInteger(sessionVersion)) return 'invalid';
    return { userId, sessionId: payload.jti!, sessionVersion, expiresAt: new Date(payload.exp! * 1000) };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return 'expired';
    if (error instanceof errors.JOSEError || error instanceof TypeError) return 'invalid';
    throw error;
  }
}
