/**
 * Razorpay's signatures: a hex HMAC-SHA256. The payment signature covers `order_id|payment_id` under
 * the key secret; the webhook signature covers the raw request body under the webhook secret.
 * Compared in constant time, so a forger learns nothing from how long a refusal takes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

export function signatureMatches(expectedHex: string, givenHex: string | undefined): boolean {
  if (givenHex === undefined || !/^[0-9a-f]+$/i.test(givenHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex.toLowerCase(), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The signature Razorpay's Checkout hands the browser after a successful payment. */
export function paymentSignature(keySecret: string, providerOrderId: string, providerPaymentId: string): string {
  return hmacSha256Hex(keySecret, `${providerOrderId}|${providerPaymentId}`);
}
