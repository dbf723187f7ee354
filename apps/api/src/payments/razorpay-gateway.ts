/**
 * Razorpay's Orders API, called with fetch. The official SDK is not used: it fixes the API host (the
 * tests point RAZORPAY_API_URL at a fake Razorpay on loopback), compares signatures with `===`, and
 * crashes on a network error with no response.
 */
import { PaymentProviderError, RefundRefusedError, type PaymentGateway, type ProviderRefund } from './gateway';
import type { RazorpayConfig } from './settings';
import { paymentSignature, signatureMatches } from './signatures';

const RAZORPAY_API_URL = 'https://api.razorpay.com';

export function createRazorpayGateway(config: RazorpayConfig): PaymentGateway {
  const root = (config.apiUrl ?? RAZORPAY_API_URL).replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  /** One call; no answer in time, or none at all, is a PaymentProviderError like a refusal. */
  const call = async (url: string, init: RequestInit): Promise<Response> => {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${config.timeoutMs} ms` : error instanceof Error ? error.message : String(error);
      throw new PaymentProviderError(`Razorpay did not answer: ${reason}`);
    }
  };

  return {
    provider: 'razorpay',
    keyId: config.keyId,

    async createOrder({ amountPaise, receipt }) {
      const response = await call(`${root}/v1/orders`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt }),
      });
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
      const response = await call(`${root}/v1/orders/${encodeURIComponent(providerOrderId)}/payments`, { headers: { authorization } });
      if (!response.ok) throw new PaymentProviderError(`Razorpay answered ${response.status} for the payments of ${providerOrderId}`);
      const body = (await response.json()) as { items?: { id: string; status: string; method?: string }[] };
      const captured = body.items?.find((payment) => payment.status === 'captured');
      return captured && { id: captured.id, method: captured.method };
    },

    // Razorpay's Refunds API; X-Refund-Idempotency makes a repeated request answer the first refund.
    async refund({ providerPaymentId, amountPaise, idempotencyKey, refundId }) {
      const response = await call(`${root}/v1/payments/${encodeURIComponent(providerPaymentId)}/refund`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', 'x-refund-idempotency': idempotencyKey },
        body: JSON.stringify({ amount: amountPaise, speed: 'normal', receipt: `refund-${refundId}`, notes: { refund_id: String(refundId) } }),
      });
      const body = (await response.json().catch(() => null)) as { id?: unknown; status?: unknown; amount?: unknown; error?: { description?: string } } | null;
      if (response.status >= 400 && response.status < 500 && response.status !== 401 && response.status !== 429) {
        throw new RefundRefusedError(body?.error?.description ?? `Razorpay answered ${response.status}`);
      }
      if (!response.ok || typeof body?.id !== 'string') throw new PaymentProviderError(`Razorpay could not take the refund (${response.status})`);
      if (body.amount !== amountPaise) throw new PaymentProviderError(`Razorpay refund ${body.id} is for ${String(body.amount)} paise instead of ${amountPaise}`);
      const status: ProviderRefund['status'] = body.status === 'processed' || body.status === 'failed' ? body.status : 'pending';
      return { id: body.id, status };
    },
  };
}
