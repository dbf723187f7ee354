import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING, freeShippingPromise, freeShippingShortfallPaise, orderTotalPaise, shippingFeePaise, type ShippingRule } from '../src/shipping';

const DEMO: ShippingRule = { shippingFeePaise: 9900, freeShippingFromPaise: 99900 };

describe('shipping fee', () => {
  it('is free on every order until the owner sets a fee', () => {
    for (const subtotal of [0, 1, 129900, 10_000_000]) expect(shippingFeePaise(subtotal, FREE_SHIPPING)).toBe(0);
    expect(freeShippingShortfallPaise(100, FREE_SHIPPING)).toBeNull();
  });

  it('charges the flat fee below the threshold and nothing from it on', () => {
    expect(shippingFeePaise(99899, DEMO)).toBe(9900);
    expect(shippingFeePaise(99900, DEMO)).toBe(0);
    expect(shippingFeePaise(10_000_000, DEMO)).toBe(0);
  });

  it('charges every order when there is no threshold', () => {
    expect(shippingFeePaise(10_000_000, { shippingFeePaise: 4900, freeShippingFromPaise: null })).toBe(4900);
    expect(freeShippingShortfallPaise(100, { shippingFeePaise: 4900, freeShippingFromPaise: null })).toBeNull();
  });

  it('is added to the goods to make the total', () => {
    expect(orderTotalPaise(59900, DEMO)).toBe(69800);
    expect(orderTotalPaise(129900, DEMO)).toBe(129900);
  });

  it('says how much more in goods ships the order free, and nothing once it does', () => {
    expect(freeShippingShortfallPaise(59900, DEMO)).toBe(40000);
    expect(freeShippingShortfallPaise(99899, DEMO)).toBe(1);
    expect(freeShippingShortfallPaise(99900, DEMO)).toBeNull();
  });

  it('promises only what the rule does', () => {
    expect(freeShippingPromise(DEMO)).toBe('Free shipping on orders of ₹999 or more');
    expect(freeShippingPromise(FREE_SHIPPING)).toBe('Free shipping on every order');
    expect(freeShippingPromise({ shippingFeePaise: 4900, freeShippingFromPaise: null })).toBeNull();
  });
});
