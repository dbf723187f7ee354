import { describe, expect, it } from 'vitest';
import { checkoutRefusal, orderFailureMessage } from './orderFailure';

const failed = 'Failed to create order';
const because = (reason: string) => `Failed to create order: ${reason}`;

describe('the toast for an order that was not created', () => {
  it('names the products the server refused', () => {
    const error = {
      status: 400,
      data: { detail: 'Some products in your cart are out of stock.', errors: { items: ['"Bird Spikes" is out of stock.', 'Only 2 of "Bird Net" left in stock.'] } },
    };
    expect(orderFailureMessage(error, failed, because)).toBe('Failed to create order: "Bird Spikes" is out of stock. Only 2 of "Bird Net" left in stock.');
  });

  it("gives the server's detail otherwise", () => {
    const error = { status: 400, data: { detail: 'Please select a delivery address.', errors: { address: ['Choose one of your saved delivery addresses.'] } } };
    expect(orderFailureMessage(error, failed, because)).toBe('Failed to create order: Please select a delivery address.');
  });

  it('says only that it failed when there was no answer or no reason', () => {
    expect(orderFailureMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, failed, because)).toBe(failed);
    expect(orderFailureMessage({ status: 500, data: 'Internal Server Error' }, failed, because)).toBe(failed);
    expect(orderFailureMessage(undefined, failed, because)).toBe(failed);
  });
});

describe('a refused cash on delivery', () => {
  const refused = {
    status: 400,
    data: {
      detail: 'Cash on delivery is not available for this order.',
      errors: { payment_method: ['Cash on delivery is available for orders of up to ₹10,000. Please pay online, or split the order.'] },
    },
  };

  it('gives its reason in the toast', () => {
    expect(orderFailureMessage(refused, failed, because)).toBe(
      'Failed to create order: Cash on delivery is available for orders of up to ₹10,000. Please pay online, or split the order.',
    );
  });

  it('puts its reason at the payment method, and an undeliverable PIN code at the address', () => {
    expect(checkoutRefusal(refused)).toEqual({
      paymentMethod: 'Cash on delivery is available for orders of up to ₹10,000. Please pay online, or split the order.',
    });
    const undeliverable = { status: 400, data: { detail: "We can't deliver to this PIN code yet.", errors: { address: ["We can't deliver to this PIN code yet"] } } };
    expect(checkoutRefusal(undeliverable)).toEqual({ address: "We can't deliver to this PIN code yet" });
    expect(checkoutRefusal({ status: 'FETCH_ERROR', error: 'offline' })).toEqual({});
  });

  it('puts a refused WhatsApp number at the number, whichever rule refused it', () => {
    const malformed = { status: 400, data: { detail: 'Invalid request.', errors: { 'messaging.mobile': ['Enter a 10-digit mobile number.'] } } };
    expect(checkoutRefusal(malformed)).toEqual({ mobile: 'Enter a 10-digit mobile number.' });
    const missing = { status: 400, data: { detail: 'Invalid request.', errors: { mobile: ['Enter the mobile number for WhatsApp or SMS messages.'] } } };
    expect(checkoutRefusal(missing)).toEqual({ mobile: 'Enter the mobile number for WhatsApp or SMS messages.' });
  });
});

describe('a refused coupon', () => {
  const usedBefore = { status: 400, data: { detail: 'This coupon cannot be used.', errors: { coupon_code: ['You have already used this coupon.'] } } };

  it('gives its reason in the toast and at the coupon box', () => {
    expect(orderFailureMessage(usedBefore, failed, because)).toBe('Failed to create order: You have already used this coupon.');
    expect(checkoutRefusal(usedBefore)).toEqual({ coupon: 'You have already used this coupon.' });
  });
});
