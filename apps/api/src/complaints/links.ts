/**
 * The status page's secret: a ticket's number and an HMAC of it under a key of its own (accounts/keys.ts). The
 * number alone, which the shopper quotes on the phone and staff read aloud, opens nothing; nothing is stored, so
 * the link in the acknowledgement keeps working, and nobody can make one for another ticket.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** 128 bits of the HMAC: plenty against guessing, and the link stays short for any mail client. */
const SIGNATURE_BYTES = 16;

/** The storefront's status page; secret-links.ts keeps what follows it out of logs. */
const COMPLAINT_PAGE_PATH = '/complaint';

function signature(key: Buffer, number: string): Buffer {
  return createHmac('sha256', key).update(`complaint\n${number}`).digest().subarray(0, SIGNATURE_BYTES);
}

export function complaintToken(key: Buffer, number: string): string {
  return `${number}.${signature(key, number).toString('base64url')}`;
}

export function complaintLink(key: Buffer, number: string, siteUrl: string): string {
  return `${siteUrl}${COMPLAINT_PAGE_PATH}/${complaintToken(key, number)}`;
}

/** The ticket number a token names, or null for anything the shop did not sign. */
export function readComplaintToken(key: Buffer, token: string): string | null {
  const match = /^(GR-[0-9]{4}-[0-9]{5,})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const given = Buffer.from(match[2]!, 'base64url');
  return given.length === SIGNATURE_BYTES && timingSafeEqual(given, signature(key, match[1]!)) ? match[1]! : null;
}
