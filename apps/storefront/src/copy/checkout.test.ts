import { describe, expect, it } from 'vitest';
import { checkoutCopy } from './checkout';

describe('the checkout’s payment choice', () => {
  it('names no payment provider for the online option, which is offered before the server says which provider takes the payment', () => {
    expect(checkoutCopy.payment.onlineDescription).not.toMatch(/razorpay|demo/i);
    expect(checkoutCopy.payment.onlineDescription).toMatch(/^UPI, cards, netbanking and wallets/);
  });
});
