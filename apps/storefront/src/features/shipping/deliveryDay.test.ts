import { describe, expect, it } from 'vitest';
import { deliveryDay } from './deliveryDay';

describe('deliveryDay', () => {
  it('writes the courier’s day with its weekday', () => {
    expect(deliveryDay('2025-11-27')).toBe('Thu, 27 Nov');
    expect(deliveryDay('2026-01-03')).toBe('Sat, 3 Jan');
  });

  it('writes nothing for a day it cannot read', () => {
    expect(deliveryDay('soon')).toBe('');
  });
});
