import type { APIRequestContext } from '@playwright/test';
import { FAKE_KEYS, type FakeRefund } from '../../apps/api/test/support/fake-razorpay';
import { expect } from '../fixtures';
import { fakeRazorpayPort } from '../ports';

/**
 * The fake Razorpay of the PostgreSQL shop as the journeys reach it (postgres/serveOnPostgres.ts starts
 * the API tests' own fake, apps/api/test/support/fake-razorpay.ts, beside that shop): on loopback, at
 * its port derived from E2E_PORT, with the key pair the shop uses.
 */

async function callFake(request: APIRequestContext, method: 'GET' | 'POST', path: string): Promise<unknown> {
  const answer = await request.fetch(`http://127.0.0.1:${fakeRazorpayPort()}${path}`, {
    method,
    headers: { authorization: `Basic ${Buffer.from(`${FAKE_KEYS.keyId}:${FAKE_KEYS.keySecret}`).toString('base64')}` },
  });
  expect(answer.status(), `${method} ${path} at the fake Razorpay: ${await answer.text()}`).toBe(200);
  return answer.json();
}

export interface CheckoutResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** What Razorpay's Checkout hands the shopper's browser after they pay the Razorpay order: a captured payment, signed. */
export async function payAtRazorpay(request: APIRequestContext, razorpayOrderId: string): Promise<CheckoutResult> {
  return (await callFake(request, 'POST', `/_fake/orders/${encodeURIComponent(razorpayOrderId)}/payments`)) as CheckoutResult;
}

/** The payment's refunds, as Razorpay's Refunds API lists them. */
export async function refundsAtRazorpay(request: APIRequestContext, paymentId: string): Promise<FakeRefund[]> {
  return ((await callFake(request, 'GET', `/v1/payments/${encodeURIComponent(paymentId)}/refunds`)) as { items: FakeRefund[] }).items;
}

/** Razorpay settles the refund and posts the signed `refund.processed` or `refund.failed` to the shop; answers the shop's reply. */
export async function settleAtRazorpay(request: APIRequestContext, refundId: string, outcome: 'processed' | 'failed'): Promise<{ status: number; body: unknown }> {
  return (await callFake(request, 'POST', `/_fake/refunds/${encodeURIComponent(refundId)}/${outcome}`)) as { status: number; body: unknown };
}
