/**
 * Razorpay's Orders API, called with fetch. The official SDK is not used: it fixes the API host (the
 * tests point RAZORPAY_API_URL at a fake Razorpay on loopback), compares signatures with `===`, and
 * crashes on a network error with no response. This is the one call the shop needs.
 */
import type { RazorpayConfig } from '../config';
import { PaymentProviderError, type PaymentGateway } from './gateway';
import { paymentSignature, signatureMatches } from './signatures';

const RAZORPAY_API_URL = 'https://api.razorpay.com';
const TIMEOUT_MS = 10_000;

export function createRazorpayGateway(config: RazorpayConfig): PaymentGateway {
  const root = (config.apiUrl ?? RAZORPAY_API_URL).replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  return {
    provider: 'razorpay',
    keyId: config.keyId,

    async createOrder({ amountPaise, receipt }) {
      let response: Response;
      try {
        response = await fetch(`${root}/v1/orders`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new PaymentProviderError(`Razorpay did not answer: ${error instanceof Error ? error.message : String(error)}`);
      }
      const body = (await response.json().catch(() => null)) as { id?: unknown; amount?: unknown; error?: { description?: string } } | null;
      if (!response.ok || typeof body?.id !== 'string') {
        throw new PaymentProviderError(`Razorpay refused the order (${response.status}): ${body?.error?.description ?? 'no description'}`);
      }
      if (body.amount !== amountPaise) {
        throw new PaymentProviderError(`Razorpay created order ${body.id} for ${String(body.amount)} paise instead of ${amountPaise}`);
      }
      return body.id;
    },

    paymentSignatureValid(providerOrderId, providerPaymentId, signature) {
      return signatureMatches(paymentSignature(config.keySecret, providerOrderId, providerPaymentId), signature);
    },

    async capturedPaymentOf(providerOrderId) {
      const response = await fetch(`${root}/v1/orders/${encodeURIComponent(providerOrderId)}/payments`, {
        headers: { authorization },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new PaymentProviderError(`Razorpay answered ${response.status} for the payments of ${providerOrderId}`);
      const body = (await response.json()) as { items?: { id: string; status: string; method?: string }[] };
      const captured = body.items?.find((payment) => payment.status === 'captured');
      return captured && { id: captured.id, method: captured.method };
    },
  };
}
