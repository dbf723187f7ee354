/**
 * Back-office session tokens: HS256 JWTs under the staff key (never the shoppers' key), with `sub` (user id),
 * `jti` (the staff_sessions row) and `exp`. The token only names the session; whether it is still live is
 * the database's answer (src/staff/sessions.ts).
 */
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'birdshield-india';
const AUDIENCE = 'birdshield-back-office';
const ALGORITHM = 'HS256';

export interface StaffTokenClaims {
  userId: number;
  sessionId: string;
}

export function signStaffToken(key: Uint8Array, claims: StaffTokenClaims, issuedAt: Date, expiresAt: Date): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setJti(claims.sessionId)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

/** The claims of a genuine, unexpired staff token, or null. Never throws for a bad token. */
export async function readStaffToken(key: Uint8Array, token: string): Promise<StaffTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE, requiredClaims: ['sub', 'exp', 'jti'] });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId < 1) return null;
    return { userId, sessionId: payload.jti! };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
