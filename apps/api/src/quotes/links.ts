/**
 * A quote page's secret: an HMAC of the quote's number under a key of its own (accounts/keys.ts). The number,
 * which the buyer reads out on the phone, opens nothing alone; nothing is stored, so the link in the first mail
 * keeps working through every revision, and nobody can make one for another quote.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** 128 bits of the HMAC: plenty against guessing, and the link stays short for any mail client. */
const SIGNATURE_BYTES = 16;

/** The storefront's quote page; secret-links.ts keeps the token that follows it out of logs. */
const QUOTE_PAGE_PATH = '/quotes';

function signature(key: Buffer, number: string): Buffer {
  return createHmac('sha256', key).update(`quote\n${number}`).digest().subarray(0, SIGNATURE_BYTES);
}

export function quoteToken(key: Buffer, number: string): string {
  return signature(key, number).toString('base64url');
}

export function quoteLink(key: Buffer, number: string, siteUrl: string): string {
  return `${siteUrl}${QUOTE_PAGE_PATH}/${number}?token=${quoteToken(key, number)}`;
}

/** Whether the token is the one the shop signed for this number. */
export function isQuoteToken(key: Buffer, number: string, token: string): boolean {
  const given = Buffer.from(token, 'base64url');
  return given.length === SIGNATURE_BYTES && timingSafeEqual(given, signature(key, number));
}
