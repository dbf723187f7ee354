/**
 * The part of Razorpay's Checkout (https://checkout.razorpay.com/v1/checkout.js) the shop uses,
 * typed from Razorpay's documentation ("Integrate Standard Checkout": options, handler, events).
 */

/** What Checkout hands the page after a successful payment; the server verifies the signature. */
export interface RazorpaySuccessResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** The `payment.failed` event's payload. */
export interface RazorpayFailureResponse {
  error: {
    code?: string;
    description?: string;
    source?: string;
    step?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
}

export interface RazorpayOptions {
  key: string;
  /** In paise. */
  amount: number;
  currency: 'INR';
  order_id: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  notes?: Record<string, string>;
  theme?: { color?: string };
  handler: (response: RazorpaySuccessResponse) => void;
  modal?: { ondismiss?: () => void; confirm_close?: boolean };
}

export interface RazorpayInstance {
  open(): void;
  close?(): void;
  on(event: 'payment.failed', listener: (response: RazorpayFailureResponse) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    /** Defined by Razorpay's Checkout script once it has loaded. */
    Razorpay?: RazorpayConstructor;
  }
}
