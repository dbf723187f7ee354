import type { GetDeliveryEstimateApiResponse } from '@shop/api-client';
import { describe, expect, it } from 'vitest';
import { cartItemsParam, deliveryAnswer } from './deliveryAnswer';

const promise = (cashOnDelivery: Pick<GetDeliveryEstimateApiResponse, 'cash_on_delivery' | 'cash_on_delivery_reason'>): GetDeliveryEstimateApiResponse => ({
  pincode: '411001',
  status: 'serviceable',
  deliver_by: '2025-11-27',
  courier: 'Delhivery',
  cash_on_delivery_max_order_paise: 10_000_00,
  ...cashOnDelivery,
});

describe('deliveryAnswer', () => {
  it('gives a promise its day, courier and cash on delivery', () => {
    expect(deliveryAnswer(promise({ cash_on_delivery: true, cash_on_delivery_reason: null }))).toEqual({
      status: 'serviceable',
      deliverBy: '2025-11-27',
      courier: 'Delhivery',
      cashOnDelivery: true,
      noCashOnDeliveryReason: null,
    });
  });

  it('says why a promise comes without cash on delivery, with the limit in rupees', () => {
    const reasonFor = (reason: GetDeliveryEstimateApiResponse['cash_on_delivery_reason']) =>
      deliveryAnswer(promise({ cash_on_delivery: false, cash_on_delivery_reason: reason }));
    expect(reasonFor('over_limit')).toMatchObject({ cashOnDelivery: false, noCashOnDeliveryReason: 'Cash on delivery is for orders up to ₹10,000' });
    expect(reasonFor('not_serviceable')).toMatchObject({ noCashOnDeliveryReason: 'No courier collects cash at this pincode' });
    expect(reasonFor('switched_off')).toMatchObject({ noCashOnDeliveryReason: 'Cash on delivery is not offered just now' });
  });

  it('says no courier delivers there, or that the courier could not be asked', () => {
    const unanswered = { deliver_by: null, courier: null, cash_on_delivery: false, cash_on_delivery_max_order_paise: 10_000_00 };
    expect(deliveryAnswer({ pincode: '999999', status: 'not_serviceable', cash_on_delivery_reason: 'not_serviceable', ...unanswered })).toEqual({
      status: 'not_serviceable',
    });
    expect(deliveryAnswer({ pincode: '411001', status: 'unknown', cash_on_delivery_reason: 'carrier_unknown', ...unanswered })).toEqual({
      status: 'unknown',
    });
  });
});

describe('cartItemsParam', () => {
  it('writes each line as product x quantity, in the cart order', () => {
    expect(cartItemsParam([{ id: 12, quantity: 2 }, { id: 15, quantity: 1 }])).toBe('12x2,15x1');
    expect(cartItemsParam([])).toBe('');
  });

  it('names the variant a line buys after its product, so the pack chosen is the one weighed', () => {
    expect(cartItemsParam([{ id: 12, variant: 32, quantity: 2 }, { id: 15, variant: null, quantity: 1 }])).toBe('12:32x2,15x1');
  });
});
