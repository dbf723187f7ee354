import type { AdminCoupon } from '@shop/api-client/admin';
import { describe, expect, it } from 'vitest';
import { couponsCopy } from '../../copy/coupons';
import { couponFormFrom, couponInput, couponSaveProblem, newCouponForm, type CouponForm } from './couponForm';

const words = couponsCopy.editor;
const now = new Date('2026-10-15T06:30:00.000Z');

const diwali: AdminCoupon = {
  id: 8,
  code: 'DIWALI10',
  percent_off: 10,
  amount_off_paise: null,
  min_order_paise: 99900,
  starts_at: '2026-11-01T03:30:00.000Z',
  ends_at: '2026-11-30T18:29:00.000Z',
  total_limit: 100,
  per_customer_limit: 1,
  category_ids: [2],
  state: 'upcoming',
  used: 0,
  description: '10% off Bird Nets on orders of ₹999 or more',
  version: 3,
};

const filled: CouponForm = {
  code: ' flat200 ',
  discountKind: 'amount',
  percentOff: 15,
  amountOffPaise: 20000,
  minOrderPaise: 149900,
  startsAt: '2026-11-01T09:00',
  endsAt: '2026-11-30T23:59',
  totalLimit: Number.NaN,
  perCustomerLimit: Number.NaN,
  categoryIds: [4, 2],
};

describe('the coupon form', () => {
  it('starts a new coupon now on India’s clock, for any order and without limits', () => {
    expect(newCouponForm(new Date('2026-11-01T03:30:41Z'))).toEqual({
      code: '',
      discountKind: 'percent',
      percentOff: Number.NaN,
      amountOffPaise: null,
      minOrderPaise: 0,
      startsAt: '2026-11-01T09:00',
      endsAt: '',
      totalLimit: Number.NaN,
      perCustomerLimit: Number.NaN,
      categoryIds: [],
    });
  });

  it('sends a coupon read and saved unchanged as it was read, with its version', () => {
    const { id: _id, state: _state, used: _used, description: _description, ...fields } = diwali;
    expect(couponInput(couponFormFrom(diwali), diwali.version, now, words)).toEqual({ request: fields });
  });

  it('sends the code in capitals, only the discount chosen, blank limits as none, times as instants, ids in order', () => {
    expect(couponInput(filled, undefined, now, words)).toEqual({
      request: {
        code: 'FLAT200',
        percent_off: null,
        amount_off_paise: 20000,
        min_order_paise: 149900,
        starts_at: '2026-11-01T03:30:00.000Z',
        ends_at: '2026-11-30T18:29:00.000Z',
        total_limit: null,
        per_customer_limit: null,
        category_ids: [2, 4],
      },
    });
    expect(couponInput({ ...filled, discountKind: 'percent', minOrderPaise: 0 }, undefined, now, words)).toMatchObject({
      request: { percent_off: 15, amount_off_paise: null, min_order_paise: 0 },
    });
  });

  it('points out each field left without a usable value and sends nothing', () => {
    const empty: CouponForm = { ...filled, code: ' ', discountKind: 'percent', percentOff: Number.NaN, minOrderPaise: null, startsAt: '', endsAt: '2026-02-30T10:00' };
    expect(couponInput(empty, 3, now, words)).toEqual({
      problem: {
        detail: words.check,
        errors: { code: [words.required], percent_off: [words.notPercent], min_order_paise: [words.notAmount], starts_at: [words.notTime], ends_at: [words.notTime] },
      },
    });
    expect(couponInput({ ...filled, amountOffPaise: null }, 3, now, words)).toEqual({ problem: { detail: words.check, errors: { amount_off_paise: [words.notAmount] } } });
  });

  it('refuses what the server would: a bad code, a discount out of range, an amount not below the minimum, a backwards or past end, a limit out of range', () => {
    const errorsOf = (form: Partial<CouponForm>) => {
      const checked = couponInput({ ...filled, ...form }, undefined, now, words);
      return 'problem' in checked ? checked.problem.errors : {};
    };
    expect(errorsOf({ code: 'AB' })).toEqual({ code: [words.notCode] });
    expect(errorsOf({ code: '-SAVE' })).toEqual({ code: [words.notCode] });
    expect(errorsOf({ code: 'SAVE 10' })).toEqual({ code: [words.notCode] });
    expect(errorsOf({ code: 'A'.repeat(21) })).toEqual({ code: [words.notCode] });
    expect(errorsOf({ discountKind: 'percent', percentOff: 95 })).toEqual({ percent_off: [words.notPercent] });
    expect(errorsOf({ discountKind: 'percent', percentOff: 12.5 })).toEqual({ percent_off: [words.notPercent] });
    expect(errorsOf({ amountOffPaise: 50 })).toEqual({ amount_off_paise: [words.amountTooSmall] });
    expect(errorsOf({ amountOffPaise: 100_000_001 })).toEqual({ amount_off_paise: [words.tooLarge] });
    expect(errorsOf({ minOrderPaise: 20000 })).toEqual({ min_order_paise: [words.minOrderNotAboveAmount] });
    expect(errorsOf({ minOrderPaise: 0 })).toEqual({ min_order_paise: [words.minOrderNotAboveAmount] });
    expect(errorsOf({ endsAt: '2026-11-01T09:00' })).toEqual({ ends_at: [words.endNotAfterStart] });
    expect(errorsOf({ startsAt: '2026-10-01T09:00', endsAt: '2026-10-15T12:00' })).toEqual({ ends_at: [words.endPassed] });
    expect(errorsOf({ totalLimit: 0, perCustomerLimit: 1001 })).toEqual({ total_limit: [words.notLimit(1_000_000)], per_customer_limit: [words.notLimit(1000)] });
    expect(errorsOf({ totalLimit: 1, perCustomerLimit: 1000 })).toEqual({});
  });

  it('says a code taken (409 naming code) at the Code field in its own words; a stale version stays the server’s', () => {
    const taken = { status: 409, data: { detail: 'Conflict.', errors: { code: ['Code exists.'] } } };
    expect(couponSaveProblem(taken, couponsCopy, words.codeTaken)).toEqual({ detail: 'Conflict.', errors: { code: [words.codeTaken] } });
    const stale = { status: 409, data: { detail: 'Someone else changed it.', errors: { version: ['Someone else changed it.'] } } };
    expect(couponSaveProblem(stale, couponsCopy, words.codeTaken)).toEqual({ detail: 'Someone else changed it.', errors: { version: ['Someone else changed it.'] } });
    const refused = { status: 400, data: { detail: 'Check the coupon.', errors: { code: ['Not a code.'] } } };
    expect(couponSaveProblem(refused, couponsCopy, words.codeTaken)).toEqual({ detail: 'Check the coupon.', errors: { code: ['Not a code.'] } });
  });
});
