import { describe, expect, it } from 'vitest';
import { deliveryDay } from './deliveryDay';
import { deliveryDay as hindiDeliveryDay } from './deliveryDay.hi';

describe('deliveryDay', () => {
  it('writes the courier’s day with its weekday', () => {
    expect(deliveryDay('2025-11-27')).toBe('Thu, 27 Nov');
    expect(deliveryDay('2026-01-03')).toBe('Sat, 3 Jan');
  });

  it('writes nothing for a day it cannot read', () => {
    expect(deliveryDay('soon')).toBe('');
  });
});

describe('deliveryDay in the Hindi build', () => {
  it('writes the courier’s day with its Hindi weekday and month, as the pincode box does', () => {
    expect(hindiDeliveryDay('2025-11-27')).toBe('गुरु, 27 नव॰');
    expect(hindiDeliveryDay('2026-01-03')).toBe('शनि, 3 जन॰');
  });

  it('writes nothing for a day it cannot read', () => {
    expect(hindiDeliveryDay('soon')).toBe('');
  });
});
