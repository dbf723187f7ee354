/**
 * Payments' public face: the payment provider port (Razorpay, or the offline demo) as the configuration
 * chooses it, its errors, and the signatures Razorpay's and WhatsApp's webhooks are checked with, as the rest of
 * the API uses them. Everything else in this folder is its own business.
 */
export { lazyPaymentGateway } from './active-gateway';
export type { DemoGateway } from './demo-gateway';
export { PaymentProviderError, RefundRefusedError } from './gateway';
export type { PaymentGateway } from './gateway';
export type { RazorpayConfig } from './settings';
export { hmacSha256Hex, signatureMatches } from './signatures';
