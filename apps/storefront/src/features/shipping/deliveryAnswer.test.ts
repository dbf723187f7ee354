import { describe, expect, it } from 'vitest';
import { cartItemsParam, deliveryAnswer } from './deliveryAnswer';

describe('deliveryAnswer', () => {
  it('gives a promise its day, courier and cash on delivery', () => {
    expect(deliveryAnswer({ pincode: '411001', status: 'serviceable', deliver_by: '2025-11-27', courier: 'Delhivery', cash_on_delivery: true })).toEqual({
      status: 'serviceable',
      deliverBy: '2025-11-27',
      courier: 'Delhivery',
      cashOnDelivery: true,
    });
  });

  it('says no courier delivers there, or that the courier could not be asked', () => {
    expect(deliveryAnswer({ pincode: '999999', status: 'not_serviceable', deliver_by: null, courier: null, cash_on_delivery: false })).toEqual({
      status: 'not_serviceable',
    });
    expect(deliveryAnswer({ pincode: '411001', status: 'unknown', deliver_by: null, courier: null, cash_on_delivery: false })).toEqual({
      status: 'unknown',
    });
  });
});

describe('cartItemsParam', () => {
  it('writes each line as product x quantity, in the cart order', () => {
    expect(cartItemsParam([{ id: 12, quantity: 2 }, { id: 15, quantity: 1 }])).toBe('12x2,15x1');
    expect(cartItemsParam([])).toBe('');
  });
});
