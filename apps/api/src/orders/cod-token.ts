/**
 * The secret of a cash-on-delivery confirmation link: 32 random bytes, URL-safe. Only its SHA-256 is kept,
 * so a copy of the database confirms nothing; 256 bits cannot be guessed, whatever the rate limit allows.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newConfirmationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashConfirmationToken(token) };
}

export function hashConfirmationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
