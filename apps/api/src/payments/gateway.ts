/**
 * What the shop needs from a payment provider, whichever it is: Razorpay (real money, when keys are
 * configured) or the demo provider (offline, signs like Razorpay). The order flow only sees this.
 */
import type { PaymentProvider } from '../db/tables/values';

interface ProviderOrderRequest {
  amountPaise: number;
  /** Our order id, shown in the provider's dashboard. */
  receipt: string;
}

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** Public: the payment widget opens with it. */
  readonly keyId: string;
  /** Creates the provider's order for the amount and answers its id (`order_…`). */
  createOrder(request: ProviderOrderRequest): Promise<string>;
  /** Whether the browser's `razorpay_signature` proves this payment of this provider order. */
  paymentSignatureValid(providerOrderId: string, providerPaymentId: string, signature: string | undefined): boolean;
  /**
   * Asks the provider whether a payment of this order was captured, for orders whose outcome never
   * reached us. Providers without a server (the demo) have nothing to ask.
   */
  capturedPaymentOf?(providerOrderId: string): Promise<{ id: string; method?: string | undefined } | undefined>;
  /**
   * Sends money of a captured payment back. The same idempotency key always answers the same refund,
   * so a retry after a lost answer never refunds twice.
   */
  refund(request: RefundRequest): Promise<ProviderRefund>;
}

export interface RefundRequest {
  providerPaymentId: string;
  amountPaise: number;
  idempotencyKey: string;
  /** Our refund id, echoed back in the provider's webhooks. */
  refundId: number;
}

export interface ProviderRefund {
  id: string;
  /** Razorpay processes most refunds later and says so by webhook; the demo processes at once. */
  status: 'pending' | 'processed' | 'failed';
}

/** The provider answered and will not make this refund (e.g. more than the payment has left): asking again will not help. */
export class RefundRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`The payment provider refused the refund: ${reason}`);
    this.name = 'RefundRefusedError';
  }
}

/** The provider could not be reached or refused: the shopper is told to try again, nothing is charged. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly detail = 'The payment service is not reachable just now. Please try again in a moment.',
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
