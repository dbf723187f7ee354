/**
 * The way out of marketing mail (the cart's reminder): every such mail carries a link, and the one-click
 * `List-Unsubscribe` headers of RFC 8058, that withdraw offers on every channel without signing in. Order
 * updates are not offers and go on.
 *
 * The link's token is the customer's id and an HMAC of it under a key of its own (accounts/keys.ts): nothing is
 * stored, so a link in a mail sent years ago still works, and nobody can make one for another customer. It
 * only ever withdraws, so holding someone's link lets one do them no harm beyond what they asked for.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction';
import { NotFoundError, problem } from '../errors';
import type { RateLimitRule } from '../rate-limit';
import { withdrawOffers } from './consent';

/** The storefront's page the mail's link opens: it says what stopping means and asks for one press. */
const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';
/** What a mail client posts to for a one-click unsubscribe (RFC 8058), and what the storefront's page calls. */
const UNSUBSCRIBE_API_PATH = '/api/user/offer-unsubscribe';

/** Key: client IP. Unsubscribing is harmless to repeat, but nobody should try tokens by the thousand. */
export const UNSUBSCRIBES_PER_CLIENT: RateLimitRule = {
  bucket: 'offer_unsubscribe_ip',
  limit: 30,
  windowSeconds: 60 * 60,
  detail: 'Too many tries. Please try again later.',
};

const LINK_NOT_FOUND = problem('unsubscribe_link_not_found', 'This link is not known. Open the latest e-mail from us, or choose what we send you in your account.');

/** 128 bits of the HMAC: plenty against guessing, and the link stays short enough for any mail client. */
const SIGNATURE_BYTES = 16;

function signature(key: Buffer, userId: number): Buffer {
  return createHmac('sha256', key).update(`offers\n${userId}`).digest().subarray(0, SIGNATURE_BYTES);
}

export function offerUnsubscribeToken(key: Buffer, userId: number): string {
  return `${userId}.${signature(key, userId).toString('base64url')}`;
}

/** The customer a token names, or null for anything the shop did not sign. */
function readOfferUnsubscribeToken(key: Buffer, token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  if (userId > 2 ** 31 - 1) return null;
  const given = Buffer.from(match[2]!, 'base64url');
  return given.length === SIGNATURE_BYTES && timingSafeEqual(given, signature(key, userId)) ? userId : null;
}

export function offerUnsubscribeLinks(key: Buffer, userId: number, siteUrl: string): { page: string; oneClick: string } {
  const token = offerUnsubscribeToken(key, userId);
  return { page: `${siteUrl}${UNSUBSCRIBE_PAGE_PATH}/${token}`, oneClick: `${siteUrl}${UNSUBSCRIBE_API_PATH}/${token}/` };
}

/**
 * Withdraws offers on every channel for the customer the token names. Doing it again changes nothing; an
 * erased account's link answers as if done, as there is nothing left to send to.
 */
export async function unsubscribeFromOffers(db: Database, key: Buffer, token: string): Promise<void> {
  const userId = readOfferUnsubscribeToken(key, token);
  if (userId === null) throw new NotFoundError(LINK_NOT_FOUND);
  await inTransaction(db, (tx) => withdrawOffers(tx, userId));
}
