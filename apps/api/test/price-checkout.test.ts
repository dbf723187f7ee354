/**
 * The checkout's one sum, without a database: lines at their selling prices, a coupon's discount and each
 * covered line's share (rounded to the paisa, adding up exactly), shipping free from the threshold on what the
 * goods cost after the coupon, a paid survey fee off the goods after the coupon (shared like a flat coupon, never off
 * shipping or the cash-on-delivery fee, leaving ₹1 to pay), and the cash-on-delivery fee only when paid on delivery.
 */
import { describe, expect, it } from 'vitest';
import type { SurveyCredit } from '../src/bookings';
import type { UsableCoupon } from '../src/coupons/apply-coupon';
import { InvalidInputError } from '../src/errors';
import { priceCheckout, type LineToPrice } from '../src/flows/checkout/price-checkout';

const settings = { shippingFeePaise: 9900, freeShippingFromPaise: 99900, codFeePaise: 4900 };

const line = (variantId: number, unitPricePaise: number, quantity = 1): LineToPrice => ({ variantId, unitPricePaise, quantity });

const coupon = (terms: Partial<UsableCoupon>): UsableCoupon => ({
  couponId: 1,
  code: 'MONSOON',
  description: '',
  percentOff: null,
  amountOffPaise: null,
  coveredVariantIds: new Set(),
  field: 'coupon_code',
  ...terms,
});

const surveyCredit = (amountPaise: number): SurveyCredit => ({ bookingId: 7, amountPaise, invoiceNumber: 'BSI/26-27/000012', lastDay: '2026-09-01' });

describe('priceCheckout', () => {
  it('adds up lines at their sale prices and charges shipping below the threshold', () => {
    // 449.50 is a sale price (₹499 less 10 %, rounded to the paisa by the query that priced it).
    const price = priceCheckout({ lines: [line(1, 44950, 2), line(2, 5000)], coupon: null, surveyCredit: null, settings, paymentMethod: 'online' });
    expect(price.lines.map(({ lineTotalPaise, discountPaise }) => ({ lineTotalPaise, discountPaise }))).toEqual([
      { lineTotalPaise: 89900, discountPaise: 0 },
      { lineTotalPaise: 5000, discountPaise: 0 },
    ]);
    expect(price).toMatchObject({ subtotalPaise: 94900, discountPaise: 0, shippingPaise: 9900, codFeePaise: 0, totalPaise: 104800 });
  });

  it('ships free from the threshold, weighed on the goods after the coupon, and says how much more would', () => {
    const lines = [line(1, 99900)];
    expect(priceCheckout({ lines, coupon: null, surveyCredit: null, settings, paymentMethod: 'online' })).toMatchObject({ shippingPaise: 0, freeShippingShortfallPaise: null, totalPaise: 99900 });
    const discounted = priceCheckout({ lines, coupon: coupon({ amountOffPaise: 100, coveredVariantIds: new Set([1]) }), surveyCredit: null, settings, paymentMethod: 'online' });
    expect(discounted).toMatchObject({ subtotalPaise: 99900, discountPaise: 100, shippingPaise: 9900, freeShippingShortfallPaise: 100, totalPaise: 109700 });
  });

  it('takes a percentage off each covered line, halves up, and leaves the others alone', () => {
    const lines = [line(1, 333, 3), line(2, 1005), line(3, 5000)];
    const price = priceCheckout({ lines, coupon: coupon({ percentOff: 10, coveredVariantIds: new Set([1, 2]) }), surveyCredit: null, settings, paymentMethod: 'online' });
    // 10 % of 999 is 99.9 → 100; of 1005 is 100.5 → 101 (half up).
    expect(price.lines.map((priced) => priced.discountPaise)).toEqual([100, 101, 0]);
    expect(price).toMatchObject({ subtotalPaise: 7004, discountPaise: 201, shippingPaise: 9900, totalPaise: 16703 });
  });

  it('shares a flat amount among the covered lines in proportion, the odd paise to the largest remainders', () => {
    const lines = [line(1, 10000), line(2, 10000), line(3, 10000), line(4, 700)];
    const price = priceCheckout({ lines, coupon: coupon({ amountOffPaise: 1000, coveredVariantIds: new Set([1, 2, 3]) }), surveyCredit: null, settings, paymentMethod: 'online' });
    // ₹10 over three equal lines: 3.33 each and the paisa left to the first.
    expect(price.lines.map((priced) => priced.discountPaise)).toEqual([334, 333, 333, 0]);
    expect(price).toMatchObject({ subtotalPaise: 30700, discountPaise: 1000, shippingPaise: 9900, totalPaise: 39600 });
  });

  it('adds the cash-on-delivery fee only when paid on delivery', () => {
    const lines = [line(1, 120000)];
    expect(priceCheckout({ lines, coupon: null, surveyCredit: null, settings, paymentMethod: 'cash_on_delivery' })).toMatchObject({ shippingPaise: 0, codFeePaise: 4900, totalPaise: 124900 });
    expect(priceCheckout({ lines, coupon: null, surveyCredit: null, settings, paymentMethod: 'online' })).toMatchObject({ codFeePaise: 0, totalPaise: 120000 });
  });

  it('refuses a coupon that takes nothing off, naming the field its code came in', () => {
    const refusal = (() => {
      try {
        priceCheckout({ lines: [line(1, 50)], coupon: coupon({ percentOff: 0, coveredVariantIds: new Set([1]), field: 'code' }), surveyCredit: null, settings, paymentMethod: 'online' });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(InvalidInputError);
    expect((refusal as InvalidInputError).fieldErrors).toEqual({ code: ['MONSOON takes nothing off these products.'] });
  });

  it('takes a survey fee off the goods after the coupon, shared by what each line still costs, before neither shipping nor the cash-on-delivery fee', () => {
    const lines = [line(1, 30000), line(2, 10000, 2)];
    const price = priceCheckout({ lines, coupon: coupon({ amountOffPaise: 10000, coveredVariantIds: new Set([1]) }), surveyCredit: surveyCredit(50000), settings, paymentMethod: 'cash_on_delivery' });
    // Goods after the coupon: 200 + 200. Shipping follows those (₹400, below the threshold), not the credit.
    expect(price.lines.map(({ discountPaise, surveyCreditPaise }) => ({ discountPaise, surveyCreditPaise }))).toEqual([
      { discountPaise: 10000, surveyCreditPaise: 20000 },
      { discountPaise: 0, surveyCreditPaise: 20000 },
    ]);
    // The ₹500 fee is more than the goods: it takes them to nothing, and shipping and the fee are still paid.
    expect(price).toMatchObject({ subtotalPaise: 50000, discountPaise: 10000, surveyCreditPaise: 40000, shippingPaise: 9900, codFeePaise: 4900, totalPaise: 9900 + 4900 });
    expect(price.surveyCredit?.bookingId).toBe(7);
  });

  it('takes the whole fee off goods that cost more, the odd paise to the largest remainders', () => {
    const price = priceCheckout({ lines: [line(1, 100000), line(2, 50001)], coupon: null, surveyCredit: surveyCredit(49900), settings, paymentMethod: 'online' });
    expect(price.lines.map((priced) => priced.surveyCreditPaise)).toEqual([33266, 16634]);
    expect(price).toMatchObject({ subtotalPaise: 150001, surveyCreditPaise: 49900, shippingPaise: 0, totalPaise: 100101 });
  });

  it('leaves the fee unused when nothing above ₹1 is left to take it off', () => {
    const price = priceCheckout({ lines: [line(1, 100)], coupon: null, surveyCredit: surveyCredit(49900), settings: { ...settings, shippingFeePaise: 0 }, paymentMethod: 'online' });
    expect(price).toMatchObject({ surveyCreditPaise: 0, surveyCredit: null, totalPaise: 100 });
  });
});
