import { describe, expect, it } from 'vitest';
import { couponDescription, normaliseCouponCode } from '../src/coupons';

describe('couponDescription', () => {
  it('says what a coupon takes off, on what and from which order', () => {
    expect(couponDescription({ percentOff: 10, amountOffPaise: null, minOrderPaise: 0, categoryNames: [] })).toBe('10% off');
    expect(couponDescription({ percentOff: null, amountOffPaise: 20000, minOrderPaise: 99900, categoryNames: [] })).toBe('₹200 off on orders of ₹999 or more');
    expect(couponDescription({ percentOff: 15, amountOffPaise: null, minOrderPaise: 150050, categoryNames: ['Bird Nets'] })).toBe('15% off Bird Nets on orders of ₹1,500.50 or more');
    expect(couponDescription({ percentOff: 5, amountOffPaise: null, minOrderPaise: 0, categoryNames: ['Bird Nets', 'Bird Spikes', 'Accessories'] })).toBe('5% off Bird Nets, Bird Spikes and Accessories');
  });
});

describe('normaliseCouponCode', () => {
  it('compares codes as typed in any case, with spaces around them', () => {
    expect(normaliseCouponCode('  spike10 ')).toBe('SPIKE10');
    expect(normaliseCouponCode('Diwali-2026')).toBe('DIWALI-2026');
  });
});
