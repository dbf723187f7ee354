/**
 * The answer shape of India's public postal pincode lookup (api.postalpincode.in), which the
 * storefront's pincode check reads: a one-element list whose `Status` is 'Success' or 'Error'.
 * Every source (the bundled directory, an upstream lookup) answers in it, so the storefront and
 * any older client written against the public lookup read the same thing.
 */

import type { Schema } from '@shop/contracts';

export type PostalAnswer = Schema<'PincodeLookup'>;
/** One post office of an answer; every source fills in `Country`, which the contract leaves optional. */
export type PostOffice = Required<NonNullable<PostalAnswer['PostOffice']>[number]>;

export function foundAnswer(postOffices: PostOffice[]): PostalAnswer {
  return { Status: 'Success', Message: `Number of pincode(s) found:${postOffices.length}`, PostOffice: postOffices };
}

export const NOT_FOUND_ANSWER: PostalAnswer = { Status: 'Error', Message: 'No records found', PostOffice: null };

/** Reads an upstream lookup's body; anything not in the public lookup's shape is refused (null). */
export function parsePostalAnswer(body: unknown): PostalAnswer | null {
  const first = Array.isArray(body) ? (body[0] as Record<string, unknown> | undefined) : undefined;
  if (!first || (first.Status !== 'Success' && first.Status !== 'Error')) return null;
  if (first.Status === 'Error') return NOT_FOUND_ANSWER;
  if (!Array.isArray(first.PostOffice)) return null;
  const offices: PostOffice[] = [];
  for (const raw of first.PostOffice as Record<string, unknown>[]) {
    const { Name, District, State, Pincode } = raw;
    if (typeof Name !== 'string' || typeof District !== 'string' || typeof State !== 'string') return null;
    offices.push({
      Name,
      District,
      State,
      Pincode: typeof Pincode === 'string' ? Pincode : String(Pincode ?? ''),
      Country: typeof raw.Country === 'string' ? raw.Country : 'India',
    });
  }
  return offices.length > 0 ? foundAnswer(offices) : NOT_FOUND_ANSWER;
}
