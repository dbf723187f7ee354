import { describe, expect, it } from 'vitest';
import { cashOnDeliveryOffer, checkoutAmounts, methodOffered } from './checkoutQuote';

const delivery = {
  pincode: '411001',
  status: 'serviceable',
  deliver_by: '2025-11-27',
  courier: 'Demo Surface',
  cash_on_delivery: true,
  cash_on_delivery_reason: null,
  cash_on_delivery_max_order_paise: 10_000_00,
} as const;
const offered = {
  subtotal_paise: 129_900,
  discount_paise: 0,
  coupon: null,
  shipping_paise: 0,
  delivery,
  cash_on_delivery: { available: true, fee_paise: 4_900, reason: null, max_order_paise: 1_000_000 },
};
const overLimit = {
  ...offered,
  subtotal_paise: 1_200_000,
  cash_on_delivery: { available: false, fee_paise: 4_900, reason: 'over_limit', max_order_paise: 1_000_000 },
} as const;
/** The cart's price before the quote: one line, no coupon, shipped free. */
const cartPrice = {
  lines: [{ product: 12, variant: 31, quantity: 1, unit_price_paise: 129_900, line_total_paise: 129_900, discount_paise: 0 }],
  subtotal_paise: 129_900,
  discount_paise: 0,
  coupon: null,
  shipping_paise: 0,
  free_shipping_shortfall_paise: null,
  total_paise: 129_900,
};

describe('the checkout quote', () => {
  it('offers cash on delivery with its fee in rupees, or refuses it with the reason and the limit', () => {
    expect(cashOnDeliveryOffer(offered)).toEqual({ isAvailable: true, fee: 49 });
    expect(cashOnDeliveryOffer(overLimit)).toEqual({ isAvailable: false, reason: 'over_limit', limit: 10_000 });
  });

  it('goes online when cash on delivery is chosen but not offered', () => {
    expect(methodOffered('cash_on_delivery', cashOnDeliveryOffer(offered))).toBe('cash_on_delivery');
    expect(methodOffered('cash_on_delivery', cashOnDeliveryOffer(overLimit))).toBe('online');
    expect(methodOffered('cash_on_delivery', undefined)).toBe('online');
    expect(methodOffered('online', cashOnDeliveryOffer(offered))).toBe('online');
  });

  it("adds the fee to the server's amounts only when paying on delivery", () => {
    expect(checkoutAmounts(offered, cartPrice, 'online')).toEqual({ subtotal: 1299, discount: 0, surveyCredit: null, shipping: 0, codFee: 0, total: 1299 });
    expect(checkoutAmounts(offered, cartPrice, 'cash_on_delivery')).toEqual({ subtotal: 1299, discount: 0, surveyCredit: null, shipping: 0, codFee: 49, total: 1348 });
  });

  it("takes the quote's coupon discount off the goods, with the shipping the server charged on what is left", () => {
    const coupon = { code: 'SPIKE10', description: '10% off', discount_paise: 12_990, lines: [{ product: 12, variant: 31, discount_paise: 12_990 }] };
    const discounted = { ...offered, discount_paise: 12_990, coupon, shipping_paise: 9_900 };
    // The cart's price without the coupon gives way to the quote's.
    expect(checkoutAmounts(discounted, cartPrice, 'online')).toEqual({ subtotal: 1299, discount: 129.9, surveyCredit: null, shipping: 99, codFee: 0, total: 1268.1 });
    expect(checkoutAmounts(discounted, cartPrice, 'cash_on_delivery')).toEqual({ subtotal: 1299, discount: 129.9, surveyCredit: null, shipping: 99, codFee: 49, total: 1317.1 });
  });

  it("shows the cart's price until there is a quote, in rupees to the paisa, and nothing before either", () => {
    // 30% off ₹1,198 of clips leaves ₹838.60, under ₹999: the server charged ₹99 shipping on it.
    const withCoupon = { ...cartPrice, subtotal_paise: 119_800, discount_paise: 35_940, shipping_paise: 9_900, free_shipping_shortfall_paise: 16_040, total_paise: 93_760 };
    expect(checkoutAmounts(undefined, withCoupon, 'cash_on_delivery')).toEqual({ subtotal: 1198, discount: 359.4, surveyCredit: null, shipping: 99, codFee: 0, total: 937.6 });
    expect(checkoutAmounts(undefined, undefined, 'online')).toBeUndefined();
  });

  it("takes the customer's survey fee off the goods after the coupon, never off the cash on delivery fee, and nothing when an older server names none", () => {
    const survey_credit = { booking_id: 12, invoice_number: 'BSI/26-27/000042', amount_paise: 49_900, last_day: '2026-08-31' };
    const credited = { ...offered, discount_paise: 12_990, survey_credit };
    expect(checkoutAmounts(credited, cartPrice, 'cash_on_delivery')).toEqual({
      subtotal: 1299,
      discount: 129.9,
      surveyCredit: { amount: 499, surveyId: 12, invoiceNumber: 'BSI/26-27/000042' },
      shipping: 0,
      codFee: 49,
      total: 719.1,
    });
    expect(checkoutAmounts({ ...offered, survey_credit: null }, cartPrice, 'online')).toMatchObject({ surveyCredit: null, total: 1299 });
  });
});
