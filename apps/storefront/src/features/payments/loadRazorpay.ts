import type { RazorpayConstructor } from './razorpayTypes';

/** Razorpay's Checkout script. Loaded only when a shopper pays with Razorpay, never with the page. */
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** What the loader needs from the browser; tests pass a fake. */
export interface ScriptHost {
  /** The constructor, once the script has defined it. */
  razorpay(): RazorpayConstructor | undefined;
  /** Adds `<script src>`; calls back once it loaded or failed; returns a function that removes it. */
  addScript(src: string, onLoad: () => void, onError: () => void): () => void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserScriptHost: ScriptHost = {
  razorpay: () => window.Razorpay,
  addScript(src, onLoad, onError) {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = onLoad;
    script.onerror = onError;
    document.head.appendChild(script);
    return () => script.remove();
  },
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

export class RazorpayUnavailableError extends Error {
  constructor(reason: string) {
    super(`Razorpay Checkout could not be loaded: ${reason}`);
    this.name = 'RazorpayUnavailableError';
  }
}

let pending: Promise<RazorpayConstructor> | undefined;

/**
 * Razorpay's Checkout constructor, loading its script on first use. Several callers share one load;
 * a failed or timed-out load (an offline machine, a blocker) rejects with RazorpayUnavailableError
 * and removes its script tag, so the next attempt tries again.
 */
export function loadRazorpay(timeoutMs: number, host: ScriptHost = browserScriptHost): Promise<RazorpayConstructor> {
  const loaded = host.razorpay();
  if (loaded) return Promise.resolve(loaded);
  if (pending) return pending;
  const attempt = new Promise<RazorpayConstructor>((resolve, reject) => {
    let settled = false;
    let failed = false;
    // Filled in once addScript returns; a failure before that removes the tag right after.
    const script: { remove?: () => void } = {};
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      host.clearTimeout(timer);
      outcome();
    };
    const fail = (reason: string) =>
      finish(() => {
        failed = true;
        script.remove?.();
        reject(new RazorpayUnavailableError(reason));
      });
    const timer = host.setTimeout(() => fail(`no answer within ${timeoutMs} ms`), timeoutMs);
    script.remove = host.addScript(
      RAZORPAY_CHECKOUT_URL,
      () => {
        const constructor = host.razorpay();
        if (constructor) finish(() => resolve(constructor));
        else fail('the script did not define Razorpay');
      },
      () => fail('the script failed to load'),
    );
    if (failed) script.remove();
  });
  pending = attempt;
  // A failed load is forgotten, so the next Proceed to Pay tries again.
  attempt.catch(() => {
    if (pending === attempt) pending = undefined;
  });
  return attempt;
}

/** Forgets a load in progress (tests only). */
export function resetRazorpayLoader(): void {
  pending = undefined;
}
