import { describe, expect, it } from 'vitest';
import { appliedCoupon, couponAmountRows } from './couponView';

const SPIKE10 = { code: 'SPIKE10', description: '10% off Bird Spikes on orders of ₹999 or more', discount_paise: 15_000, lines: [{ product: 12, variant: 31, discount_paise: 15_000 }] };

describe('the applied coupon', () => {
  it('is the code with what the shop says it gives and saves', () => {
    expect(appliedCoupon('SPIKE10', SPIKE10)).toEqual({
      code: 'SPIKE10',
      description: '10% off Bird Spikes on orders of ₹999 or more',
      savingText: 'You save ₹150',
    });
    expect(appliedCoupon('SPIKE10', { ...SPIKE10, discount_paise: 14_990 }, 'rsWithoutSuffix')?.savingText).toBe('You save Rs.149.90');
  });

  it('is the code alone until the shop has priced it, and none without a code', () => {
    expect(appliedCoupon('SPIKE10', undefined)).toEqual({ code: 'SPIKE10' });
    expect(appliedCoupon('SPIKE10', { ...SPIKE10, code: 'WELCOME200' })).toEqual({ code: 'SPIKE10' });
    expect(appliedCoupon(null, SPIKE10)).toBeNull();
  });
});

describe('the coupon among the amounts', () => {
  it('is named by its code and taken off', () => {
    expect(couponAmountRows('SPIKE10', 150)).toEqual([{ label: 'Coupon SPIKE10', amount: '-₹150' }]);
    expect(couponAmountRows('SPIKE10', 149.9, 'rsWithoutSuffix')).toEqual([{ label: 'Coupon SPIKE10', amount: '-Rs.149.90' }]);
  });

  it('is left out without a code or a discount', () => {
    expect(couponAmountRows(null, 150)).toEqual([]);
    expect(couponAmountRows('SPIKE10', 0)).toEqual([]);
  });
});
