/**
 * Shiprocket's NDR action (POST ndr/{awb}/action, apidocs.shiprocket.in "NDR"): `re-attempt`, with an optional
 * `deferred_date` (YYYY-MM-DD), `phone` and `address1` for the courier, or `return` (the parcel comes back as RTO).
 * `comments` is required; the shop writes its own words there, never the customer's.
 */
import type { DeliveryAnswer } from './carrier';

export function ndrActionBody(answer: DeliveryAnswer): Record<string, string> {
  if (answer.action === 'return') return { action: 'return', comments: 'The customer asked for the parcel to be returned.' };
  return {
    action: 're-attempt',
    comments: answer.date ? `The customer asked for another attempt on ${answer.date}.` : 'The customer asked for another attempt.',
    ...(answer.date ? { deferred_date: answer.date } : {}),
    ...(answer.phone ? { phone: answer.phone } : {}),
    ...(answer.addressLine ? { address1: answer.addressLine } : {}),
  };
}
