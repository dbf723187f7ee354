import type { OrderCreated } from '@shop/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRazorpay, RAZORPAY_CHECKOUT_URL, RazorpayUnavailableError, resetRazorpayLoader, type ScriptHost } from './loadRazorpay';
import { openRazorpayCheckout, type PaymentOutcomeHandlers } from './razorpayCheckout';
import type { RazorpayConstructor, RazorpayFailureResponse, RazorpayOptions, RazorpaySuccessResponse } from './razorpayTypes';

/** A fake `window.Razorpay`: records the options and lets the test play the widget's part. */
function fakeRazorpay() {
  const opened: { options: RazorpayOptions; failed?: (response: RazorpayFailureResponse) => void }[] = [];
  class FakeRazorpay {
    private readonly entry: (typeof opened)[number];
    constructor(options: RazorpayOptions) {
      this.entry = { options };
      opened.push(this.entry);
    }
    on(_event: 'payment.failed', listener: (response: RazorpayFailureResponse) => void) {
      this.entry.failed = listener;
    }
    open() {}
  }
  return { Razorpay: FakeRazorpay as unknown as RazorpayConstructor, opened };
}

/** A page whose script tags load or fail when the test says. */
function fakeHost() {
  let defined: RazorpayConstructor | undefined;
  const scripts: { src: string; load: () => void; error: () => void; removed: boolean }[] = [];
  const timers: (() => void)[] = [];
  const host: ScriptHost = {
    razorpay: () => defined,
    addScript(src, load, error) {
      const script = { src, load, error, removed: false };
      scripts.push(script);
      return () => {
        script.removed = true;
      };
    },
    setTimeout: (callback) => timers.push(callback),
    clearTimeout: vi.fn(),
  };
  return {
    host,
    scripts,
    timers,
    define: (constructor: RazorpayConstructor) => {
      defined = constructor;
    },
  };
}

const order: OrderCreated = {
  id: 42,
  key: 'rzp_test_abc',
  razorpay_amount: 259800,
  razorpay_order_id: 'order_Q1w2e3',
  currency: 'INR',
  provider: 'razorpay',
  payment_method: 'online',
  confirm_by: null,
};

describe('loading Razorpay Checkout', () => {
  afterEach(resetRazorpayLoader);

  it('adds the script once, on demand, and resolves with window.Razorpay', async () => {
    const page = fakeHost();
    const first = loadRazorpay(10_000, page.host);
    const second = loadRazorpay(10_000, page.host);
    expect(page.scripts.map((script) => script.src)).toEqual([RAZORPAY_CHECKOUT_URL]);
    const { Razorpay } = fakeRazorpay();
    page.define(Razorpay);
    page.scripts[0]!.load();
    await expect(first).resolves.toBe(Razorpay);
    await expect(second).resolves.toBe(Razorpay);
    // Loaded: no second script.
    await expect(loadRazorpay(10_000, page.host)).resolves.toBe(Razorpay);
    expect(page.scripts).toHaveLength(1);
  });

  it('rejects when the script cannot load (offline), removes the tag, and tries again next time', async () => {
    const page = fakeHost();
    const attempt = loadRazorpay(10_000, page.host);
    page.scripts[0]!.error();
    await expect(attempt).rejects.toBeInstanceOf(RazorpayUnavailableError);
    expect(page.scripts[0]!.removed).toBe(true);

    const retry = loadRazorpay(10_000, page.host);
    expect(page.scripts).toHaveLength(2);
    page.define(fakeRazorpay().Razorpay);
    page.scripts[1]!.load();
    await expect(retry).resolves.toBeDefined();
  });

  it('rejects when the script loads without defining Razorpay, or never answers', async () => {
    const page = fakeHost();
    const empty = loadRazorpay(10_000, page.host);
    page.scripts[0]!.load();
    await expect(empty).rejects.toThrow(/did not define Razorpay/);

    const hanging = loadRazorpay(10_000, page.host);
    page.timers.at(-1)!();
    await expect(hanging).rejects.toThrow(/no answer within 10000 ms/);
    expect(page.scripts[1]!.removed).toBe(true);
  });
});

describe('opening Razorpay Checkout', () => {
  const handlers = () => ({
    onPaid: vi.fn<PaymentOutcomeHandlers['onPaid']>(),
    onFailed: vi.fn<PaymentOutcomeHandlers['onFailed']>(),
    onDismiss: vi.fn<PaymentOutcomeHandlers['onDismiss']>(),
  });

  it("passes the order's key, amount in paise, INR, provider order id, the shop's name and the prefill", () => {
    const { Razorpay, opened } = fakeRazorpay();
    openRazorpayCheckout(Razorpay, order, { name: 'Priya Sharma', email: 'priya@example.in', contact: '' }, { shopName: 'BirdShield India' }, handlers());
    expect(opened[0]!.options).toMatchObject({
      key: 'rzp_test_abc',
      amount: 259800,
      currency: 'INR',
      order_id: 'order_Q1w2e3',
      name: 'BirdShield India',
      prefill: { name: 'Priya Sharma', email: 'priya@example.in' },
    });
    expect(opened[0]!.options.prefill).not.toHaveProperty('contact');
  });

  it("forwards the handler's signed result, and a failure as razorpay_error", () => {
    const { Razorpay, opened } = fakeRazorpay();
    const on = handlers();
    openRazorpayCheckout(Razorpay, order, {}, { shopName: 'BirdShield India' }, on);
    const paid: RazorpaySuccessResponse = { razorpay_payment_id: 'pay_9', razorpay_order_id: 'order_Q1w2e3', razorpay_signature: 'f00d' };
    opened[0]!.options.handler(paid);
    expect(on.onPaid).toHaveBeenCalledWith(paid);

    opened[0]!.failed!({ error: { code: 'BAD_REQUEST_ERROR', description: 'Payment declined by the bank', metadata: { order_id: 'order_Q1w2e3', payment_id: 'pay_8' } } });
    expect(on.onFailed).toHaveBeenCalledWith({
      razorpay_order_id: 'order_Q1w2e3',
      razorpay_payment_id: 'pay_8',
      razorpay_error: { code: 'BAD_REQUEST_ERROR', description: 'Payment declined by the bank' },
    });

    opened[0]!.options.modal!.ondismiss!();
    expect(on.onDismiss).toHaveBeenCalled();
  });

  it('fills in a failure without details and keeps within the contract limits', () => {
    const { Razorpay, opened } = fakeRazorpay();
    const on = handlers();
    openRazorpayCheckout(Razorpay, order, {}, { shopName: 'BirdShield India' }, on);
    opened[0]!.failed!({ error: { description: 'x'.repeat(900) } });
    const report = on.onFailed.mock.calls[0]![0];
    expect(report.razorpay_error?.code).toBe('PAYMENT_FAILED');
    expect(report.razorpay_error?.description).toHaveLength(500);
    expect(report).not.toHaveProperty('razorpay_payment_id');
  });
});
