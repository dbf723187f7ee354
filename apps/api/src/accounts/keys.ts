/**
 * The keys of sign-up and sign-in, all from the one server secret (src/jwt-secret.ts): the secret signs
 * session tokens, and an HKDF-derived sub-key hashes one-time codes, so neither use can stand in for the other.
 */
import { hkdfSync } from 'node:crypto';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { resolveJwtSecret } from '../jwt-secret';

export interface AccountKeys {
  /** HS256 key of session tokens. */
  session: Uint8Array;
  /** HMAC-SHA256 key of stored one-time codes. */
  otp: Buffer;
}

export function deriveAccountKeys(secret: Uint8Array): AccountKeys {
  return { session: secret, otp: Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), 'birdshield one-time codes v1', 32)) };
}

/**
 * Resolves the keys on first use and keeps them: the secret may live in the database (generated once
 * and shared by every instance), and the server should start without a query. A failed read is retried
 * on the next call.
 */
export function lazyAccountKeys(db: Database, config: Pick<Config, 'jwtSecret'>): () => Promise<AccountKeys> {
  let keys: Promise<AccountKeys> | undefined;
  return () =>
    (keys ??= resolveJwtSecret(db, config)
      .then(deriveAccountKeys)
      .catch((error: unknown) => {
        keys = undefined;
        throw error;
      }));
}
