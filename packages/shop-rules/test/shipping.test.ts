import { describe, expect, it } from 'vitest';
import { orderTotalPaise, shippingFeePaise } from '../src/shipping';

describe('shipping fee', () => {
  it('is free on every order today', () => {
    for (const subtotal of [0, 1, 129900, 10_000_000]) expect(shippingFeePaise(subtotal)).toBe(0);
  });

  it('is added to the goods to make the total', () => {
    expect(orderTotalPaise(129900)).toBe(129900 + shippingFeePaise(129900));
    expect(orderTotalPaise(0)).toBe(0);
  });
});
