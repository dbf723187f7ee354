/** Razorpay's keys and address, as the configuration sets them (src/config.ts). */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  apiUrl: string | undefined;
  /** How long one call to Razorpay may take before the shopper is told to try again. */
  timeoutMs: number;
}

/** The payment provider, as the configuration sets it (src/config.ts). */
export interface PaymentSettings {
  /** Absent means the demo payment provider. */
  razorpay: RazorpayConfig | undefined;
}
