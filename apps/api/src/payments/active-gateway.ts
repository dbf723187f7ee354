/** The payment provider the configuration chooses: Razorpay with keys, otherwise the offline demo. */
import type { Database } from '../db/database';
import { createDemoGateway } from './demo-gateway';
import type { PaymentGateway } from './gateway';
import { createRazorpayGateway } from './razorpay-gateway';
import type { PaymentSettings } from './settings';

/** Resolved on first use (the demo's secret lives in the database) and kept; a failed read is retried. */
export function lazyPaymentGateway(db: Database, config: PaymentSettings): () => Promise<PaymentGateway> {
  if (config.razorpay) {
    const razorpay = createRazorpayGateway(config.razorpay);
    return async () => razorpay;
  }
  let demo: Promise<PaymentGateway> | undefined;
  return () =>
    (demo ??= createDemoGateway(db).catch((error: unknown) => {
      demo = undefined;
      throw error;
    }));
}
