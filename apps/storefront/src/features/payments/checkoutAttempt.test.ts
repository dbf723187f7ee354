import { describe, expect, it } from 'vitest';
import { CheckoutAttempts, checkoutFingerprint, orderPayload, randomKey } from './checkoutAttempt';

describe('a checkout attempt', () => {
  it('builds the order from the address, product ids, quantities and payment method alone', () => {
    expect(orderPayload(3, [{ id: 12, variant: null, quantity: 2 }, { id: 4, variant: null, quantity: 1 }])).toEqual({
      address: 3,
      items: [{ product: 12, quantity: 2 }, { product: 4, quantity: 1 }],
      payment_method: 'online',
    });
    expect(orderPayload(3, [{ id: 12, variant: null, quantity: 2 }], 'cash_on_delivery')).toMatchObject({ payment_method: 'cash_on_delivery' });
  });

  it('names the variant of a line that has one, and leaves it out for the product’s default', () => {
    expect(orderPayload(3, [{ id: 12, variant: 32, quantity: 2 }, { id: 12, variant: null, quantity: 1 }]).items).toEqual([
      { product: 12, variant: 32, quantity: 2 },
      { product: 12, quantity: 1 },
    ]);
  });

  it('makes another variant of the same product another checkout, whatever the order of the lines', () => {
    const packs = [{ id: 12, variant: 32, quantity: 1 }, { id: 12, variant: null, quantity: 1 }];
    expect(checkoutFingerprint(5, packs)).toBe(checkoutFingerprint(5, [...packs].reverse()));
    expect(checkoutFingerprint(5, [{ id: 12, variant: 31, quantity: 1 }])).not.toBe(checkoutFingerprint(5, [{ id: 12, variant: 32, quantity: 1 }]));
    expect(checkoutFingerprint(5, [{ id: 12, variant: 32, quantity: 1 }])).not.toBe(checkoutFingerprint(5, [{ id: 12, variant: null, quantity: 1 }]));
  });

  it('carries the WhatsApp or SMS updates ticked, and nothing when none is ticked', () => {
    const ticked = { mobile: '98765 43210', order_updates: ['whatsapp' as const], marketing: [] };
    expect(orderPayload(3, [{ id: 12, variant: null, quantity: 1 }], 'online', ticked)).toMatchObject({ messaging: ticked });
    expect(orderPayload(3, [{ id: 12, variant: null, quantity: 1 }], 'online', { order_updates: [], marketing: [] })).not.toHaveProperty('messaging');
  });

  it('makes another payment method, or another business billed, another attempt', () => {
    const attempts = new CheckoutAttempts();
    const cart = [{ id: 2, variant: null, quantity: 1 }];
    const online = attempts.keyFor(checkoutFingerprint(5, cart, 'online'));
    expect(attempts.keyFor(checkoutFingerprint(5, cart, 'online'))).toBe(online);
    expect(attempts.keyFor(checkoutFingerprint(5, cart, 'cash_on_delivery'))).not.toBe(online);
    const business = { gstin: '27AAPFU0939F1ZV', business_name: 'Shree Ganesh Agro Mills' };
    const billed = attempts.keyFor(checkoutFingerprint(5, cart, 'online', business));
    expect(billed).not.toBe(online);
    expect(attempts.keyFor(checkoutFingerprint(5, cart, 'online', { ...business, business_name: 'Ganesh Mills' }))).not.toBe(billed);
  });

  it('carries the coupon applied, and nothing without one', () => {
    expect(orderPayload(3, [{ id: 12, variant: null, quantity: 1 }], 'online', undefined, { coupon_code: 'SPIKE10' })).toEqual({
      address: 3,
      items: [{ product: 12, quantity: 1 }],
      payment_method: 'online',
      coupon_code: 'SPIKE10',
    });
    const business = { gstin: '27AAPFU0939F1ZV', business_name: 'Shree Ganesh Agro Mills' };
    expect(orderPayload(3, [{ id: 12, variant: null, quantity: 1 }], 'online', undefined, { ...business, coupon_code: null })).toEqual({
      address: 3,
      items: [{ product: 12, quantity: 1 }],
      payment_method: 'online',
      ...business,
    });
  });

  it('makes another coupon, or none, another checkout', () => {
    const attempts = new CheckoutAttempts();
    const cart = [{ id: 2, variant: null, quantity: 1 }];
    const without = attempts.keyFor(checkoutFingerprint(5, cart, 'online', { coupon_code: null }));
    expect(without).toBe(attempts.keyFor(checkoutFingerprint(5, cart, 'online')));
    const spike10 = attempts.keyFor(checkoutFingerprint(5, cart, 'online', { coupon_code: 'SPIKE10' }));
    expect(spike10).not.toBe(without);
    expect(attempts.keyFor(checkoutFingerprint(5, cart, 'online', { coupon_code: 'WELCOME200' }))).not.toBe(spike10);
    // The quote asks again for another coupon too.
    expect(checkoutFingerprint(5, cart, undefined, { coupon_code: 'SPIKE10' })).not.toBe(checkoutFingerprint(5, cart));
  });

  it('keeps one Idempotency-Key for retries of the same cart and address', () => {
    let counter = 0;
    const attempts = new CheckoutAttempts(() => `key-${++counter}`);
    const cart = [{ id: 2, variant: null, quantity: 1 }, { id: 1, variant: null, quantity: 3 }];
    const first = attempts.keyFor(checkoutFingerprint(5, cart));
    // Same lines in another order: the same attempt.
    expect(attempts.keyFor(checkoutFingerprint(5, [...cart].reverse()))).toBe(first);
    // Another address or quantity: a new attempt.
    const otherAddress = attempts.keyFor(checkoutFingerprint(6, cart));
    expect(otherAddress).not.toBe(first);
    expect(attempts.keyFor(checkoutFingerprint(6, [{ id: 2, variant: null, quantity: 2 }, { id: 1, variant: null, quantity: 3 }]))).not.toBe(otherAddress);
  });

  it('starts a new attempt after a failed payment, for the same cart', () => {
    const attempts = new CheckoutAttempts();
    const fingerprint = checkoutFingerprint(5, [{ id: 1, variant: null, quantity: 1 }]);
    const first = attempts.keyFor(fingerprint);
    attempts.renew();
    expect(attempts.keyFor(fingerprint)).not.toBe(first);
  });

  it('makes random keys the API accepts (at most 100 characters)', () => {
    const keys = new Set(Array.from({ length: 50 }, randomKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key.length).toBeLessThanOrEqual(100);
  });
});
