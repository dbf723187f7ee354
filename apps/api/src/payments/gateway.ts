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
