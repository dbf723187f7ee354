/**
 * The keys that stand for a customer or a staff member, all from the one server secret (jwt-secret.ts): the
 * secret signs shoppers' session tokens, and HKDF-derived sub-keys sign staff session tokens, hash one-time codes
 * (e-mail's and those that prove a mobile number) and sign the links that stop offers and open a complaint or a quote, so no use can stand in for another.
 */
import { hkdfSync } from 'node:crypto';
import type { Database } from '../db/database';
import { resolveJwtSecret } from './jwt-secret';
import type { AccountSettings } from './settings';

export interface AccountKeys {
  /** HS256 key of session tokens. */
  session: Uint8Array;
  /** HS256 key of back-office session tokens: a shopper's token can never pass for a staff one. */
  staffSession: Uint8Array;
  /** HMAC-SHA256 key of stored one-time codes. */
  otp: Buffer;
  /** HMAC-SHA256 key of stored codes that prove a mobile number. */
  numberCode: Buffer;
  /** HMAC-SHA256 key of the links in marketing mail that stop offers without signing in. */
  offerUnsubscribe: Buffer;
  /** HMAC-SHA256 key of a complaint's status page links. */
  complaintLinks: Buffer;
  /** HMAC-SHA256 key of a quote's page links. */
  quoteLinks: Buffer;
}

export function deriveAccountKeys(secret: Uint8Array): AccountKeys {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), purpose, 32));
  return {
    session: secret,
    staffSession: derive('birdshield staff sessions v1'),
    otp: derive('birdshield one-time codes v1'),
    numberCode: derive('birdshield number codes v1'),
    offerUnsubscribe: derive('birdshield offer unsubscribe v1'),
    complaintLinks: derive('birdshield complaint links v1'),
    quoteLinks: derive('birdshield quote links v1'),
  };
}

/**
 * Resolves the keys on first use and keeps them: the secret may live in the database (generated once
 * and shared by every instance), and the server should start without a query. A failed read is retried
 * on the next call.
 */
export function lazyAccountKeys(db: Database, config: AccountSettings): () => Promise<AccountKeys> {
  let keys: Promise<AccountKeys> | undefined;
  return () =>
    (keys ??= resolveJwtSecret(db, config)
      .then(deriveAccountKeys)
      .catch((error: unknown) => {
        keys = undefined;
        throw error;
      }));
}
