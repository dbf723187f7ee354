/**
 * The demo payment provider, used when no Razorpay keys are configured, so the whole purchase works
 * offline. It plays both of Razorpay's parts: it "creates" provider orders locally, and (through
 * `payDemoOrder`) stands in for Razorpay's Checkout, which signs a successful payment for the browser
 * with the key secret. The browser then completes the order through the same verification endpoint
 * as with Razorpay. Its secret is generated once and kept in the database, like the JWT secret.
 */
import { randomBytes } from 'node:crypto';
import { getOrCreateSetting } from '../db/app-settings';
import type { Database } from '../db/database';
import type { PaymentGateway } from './gateway';
import { paymentSignature, signatureMatches } from './signatures';

const DEMO_KEY_ID = 'rzp_demo_offline';

const randomId = (prefix: string) => `${prefix}_demo${randomBytes(9).toString('base64url')}`;

export interface DemoGateway extends PaymentGateway {
  /** What Razorpay's Checkout would hand the browser after the shopper paid this provider order. */
  signedPayment(providerOrderId: string): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
}

export async function createDemoGateway(db: Database): Promise<DemoGateway> {
  const secret = await getOrCreateSetting(db, 'demo_payment_secret', () => randomBytes(32).toString('base64url'));
  return {
    provider: 'demo',
    keyId: DEMO_KEY_ID,
    async createOrder() {
      return randomId('order');
    },
    paymentSignatureValid(providerOrderId, providerPaymentId, signature) {
      return signatureMatches(paymentSignature(secret, providerOrderId, providerPaymentId), signature);
    },
    // Offline there is no money to move: a refund is processed the moment it is asked for.
    async refund() {
      return { id: randomId('rfnd'), status: 'processed' };
    },
    signedPayment(providerOrderId) {
      const providerPaymentId = randomId('pay');
      return {
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: providerPaymentId,
        razorpay_signature: paymentSignature(secret, providerOrderId, providerPaymentId),
      };
    },
  };
}
