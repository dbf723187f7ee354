import type { AdminCoupon, AdminCouponInput } from '@shop/api-client/admin';
import { normaliseCouponCode } from '@shop/rules';
import { discountValueFrom, type DiscountValue } from '../forms/discountValue';
import { serverProblem, type ProblemWords, type ServerProblem } from '../forms/serverProblem';
import { indiaTimeFromIso, isoFromIndiaTime } from '../sales/indiaTime';

/** The contract's rules for a coupon (contracts/openapi.yaml, `CouponCode` and `AdminCouponInput`). */
const CODE = /^[A-Z0-9][A-Z0-9_-]{2,19}$/;
const MOST_PAISE = 100_000_000;
const LEAST_AMOUNT_OFF_PAISE = 100;
export const MOST_TOTAL_USES = 1_000_000;
export const MOST_USES_PER_CUSTOMER = 1_000;

/**
 * A coupon as the form holds it. Both discounts keep what was typed, so switching between them loses
 * nothing; only the chosen one is sent. Times are India's wall clock, as `datetime-local` fields hold them.
 */
export interface CouponForm extends DiscountValue {
  code: string;
  minOrderPaise: number | null;
  startsAt: string;
  endsAt: string;
  /** NaN while the field is empty: no limit. */
  totalLimit: number;
  perCustomerLimit: number;
  categoryIds: number[];
}

export interface CouponFormWords {
  check: string;
  required: string;
  notCode: string;
  notPercent: string;
  notAmount: string;
  amountTooSmall: string;
  tooLarge: string;
  minOrderNotAboveAmount: string;
  notTime: string;
  endNotAfterStart: string;
  endPassed: string;
  notLimit: (most: number) => string;
}

/** A new coupon starts now (to the minute, on India's clock), for any order, without limits; the rest is the owner's to give. */
export function newCouponForm(now: Date): CouponForm {
  return {
    code: '',
    discountKind: 'percent',
    percentOff: Number.NaN,
    amountOffPaise: null,
    minOrderPaise: 0,
    startsAt: indiaTimeFromIso(now.toISOString()),
    endsAt: '',
    totalLimit: Number.NaN,
    perCustomerLimit: Number.NaN,
    categoryIds: [],
  };
}

export function couponFormFrom(coupon: AdminCoupon): CouponForm {
  return {
    code: coupon.code,
    ...discountValueFrom(coupon),
    minOrderPaise: coupon.min_order_paise,
    startsAt: indiaTimeFromIso(coupon.starts_at),
    endsAt: indiaTimeFromIso(coupon.ends_at),
    totalLimit: coupon.total_limit ?? Number.NaN,
    perCustomerLimit: coupon.per_customer_limit ?? Number.NaN,
    categoryIds: [...coupon.category_ids],
  };
}

/**
 * The coupon to send (with the version read, to change one), or what the owner must fix first. The server's
 * rules are checked here too, each under its field as the server would name it, so an obvious mistake is
 * pointed out before a round trip; only what needs the server's data (a code taken) is left to it.
 * `now` stands for the server's clock, which refuses an end already past.
 */
export function couponInput(form: CouponForm, version: number | undefined, now: Date, words: CouponFormWords): { request: AdminCouponInput } | { problem: ServerProblem } {
  const errors: Record<string, string[]> = {};
  const code = normaliseCouponCode(form.code);
  const isPercent = form.discountKind === 'percent';
  const amountOff = isPercent ? null : paiseWithin(form.amountOffPaise, LEAST_AMOUNT_OFF_PAISE, words);
  const minOrder = paiseWithin(form.minOrderPaise, 0, words);
  const startsAt = isoFromIndiaTime(form.startsAt);
  const endsAt = isoFromIndiaTime(form.endsAt);

  if (code === '') errors.code = [words.required];
  else if (!CODE.test(code)) errors.code = [words.notCode];
  if (isPercent && !isWholeIn(form.percentOff, 1, 90)) errors.percent_off = [words.notPercent];
  if (amountOff && 'problem' in amountOff) errors.amount_off_paise = [amountOff.problem];
  if ('problem' in minOrder) errors.min_order_paise = [minOrder.problem];
  // A flat amount must leave something to pay on the smallest order it is given on.
  else if (amountOff && 'paise' in amountOff && minOrder.paise <= amountOff.paise) errors.min_order_paise = [words.minOrderNotAboveAmount];
  if (startsAt === null) errors.starts_at = [words.notTime];
  if (endsAt === null) errors.ends_at = [words.notTime];
  else if (startsAt !== null && Date.parse(endsAt) <= Date.parse(startsAt)) errors.ends_at = [words.endNotAfterStart];
  else if (Date.parse(endsAt) <= now.getTime()) errors.ends_at = [words.endPassed];
  if (!Number.isNaN(form.totalLimit) && !isWholeIn(form.totalLimit, 1, MOST_TOTAL_USES)) errors.total_limit = [words.notLimit(MOST_TOTAL_USES)];
  if (!Number.isNaN(form.perCustomerLimit) && !isWholeIn(form.perCustomerLimit, 1, MOST_USES_PER_CUSTOMER)) {
    errors.per_customer_limit = [words.notLimit(MOST_USES_PER_CUSTOMER)];
  }

  if (startsAt === null || endsAt === null || 'problem' in minOrder || Object.keys(errors).length > 0) return { problem: { detail: words.check, errors } };
  return {
    request: {
      code,
      percent_off: isPercent ? form.percentOff : null,
      amount_off_paise: isPercent ? null : form.amountOffPaise,
      min_order_paise: minOrder.paise,
      starts_at: startsAt,
      ends_at: endsAt,
      total_limit: Number.isNaN(form.totalLimit) ? null : form.totalLimit,
      per_customer_limit: Number.isNaN(form.perCustomerLimit) ? null : form.perCustomerLimit,
      // In the order the server answers them, so a save that changes nothing sends the coupon as it was read.
      category_ids: [...form.categoryIds].sort((a, b) => a - b),
      ...(version === undefined ? {} : { version }),
    },
  };
}

/**
 * Why the server refused a save. A 409 naming `code` is another coupon's code, said at the Code field in the
 * form's words whatever the server's; a 409 naming `version` stays as it is, for SaveProblem to offer theirs.
 */
export function couponSaveProblem(error: unknown, words: ProblemWords, codeTaken: string): ServerProblem {
  const problem = serverProblem(error, words);
  const isConflict = typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;
  return isConflict && 'code' in problem.errors ? { ...problem, errors: { ...problem.errors, code: [codeTaken] } } : problem;
}

function isWholeIn(value: number, least: number, most: number): boolean {
  return Number.isInteger(value) && value >= least && value <= most;
}

/** Paise within the contract's range, or why not. MoneyField gives null for what is not an amount, and never less than 0. */
function paiseWithin(paise: number | null, least: number, words: CouponFormWords): { paise: number } | { problem: string } {
  if (paise === null) return { problem: words.notAmount };
  if (paise < least) return { problem: words.amountTooSmall };
  if (paise > MOST_PAISE) return { problem: words.tooLarge };
  return { paise };
}
