/**
 * A coupon named at a cart: whether it can be used now, by whom and on which lines. The cart's check, the
 * checkout's quote and the order all ask here, and take its discount from the checkout's one sum
 * (flows/checkout/price-checkout.ts), so the shopper is told at the cart what the order will charge. A refusal
 * is a 400 naming the field the code came in, with the reason in the shopper's words. A flat amount is always
 * below the minimum order, so it never takes a line, or the order, to nothing.
 */
import type { Schema } from '@shop/contracts';
import { couponDescription, formatRupees, normaliseCouponCode, paiseToRupees } from '@shop/rules';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { coupons } from '../db/schema';
import { InvalidInputError, problem, type ErrorCode, type Problem } from '../errors';
import type { PricedCartLine } from '../shipping';
import { shopNow } from '../shop-clock';
import { coveredCategories } from './coupon-categories';
import { couponUses } from './coupon-uses';

type CouponAnswer = Schema<'CouponDiscount'>;

/** A coupon the lines may have: what it takes off, and which of them it covers. */
export interface UsableCoupon {
  couponId: number;
  code: string;
  description: string;
  /** Per cent off each covered line; null for an amount off. */
  percentOff: number | null;
  /** Paise off the covered lines together; null for a percentage. */
  amountOffPaise: number | null;
  coveredVariantIds: ReadonlySet<number>;
  /** The request's field the code came in, for a refusal. */
  field: CouponAsk['field'];
}

/** A line the coupon may cover, at its selling price. */
export type CouponLine = Pick<PricedCartLine, 'variantId' | 'categoryId' | 'unitPricePaise' | 'quantity'>;

export interface CouponAsk {
  /** As the shopper typed it. */
  typed: string;
  lines: readonly CouponLine[];
  at: Date;
  /** The request's field the code came in: `code` at the cart, `coupon_code` at the checkout. */
  field: 'code' | 'coupon_code';
  /** The customer, when known: their own uses are counted against the limit per customer. */
  userId?: number;
  /** Placing an order: the coupon row is locked, so two orders cannot both take its last use. */
  lock?: boolean;
}

export async function applyCoupon(db: Database | Transaction, ask: CouponAsk): Promise<UsableCoupon> {
  const code = normaliseCouponCode(ask.typed);
  const refuse = (code: ErrorCode, reason: string) => couponRefusal(ask.field, problem(code, reason));
  const found = db.select().from(coupons).where(eq(coupons.code, code));
  const [coupon] = ask.lock ? await found.for('update') : await found;
  // Unknown, not started, ended and used up read alike, so guessing codes tells nothing of the owner's plans.
  const notUsable = () => refuse('coupon_not_usable', `There is no coupon ${code || 'with that code'} you can use now. Check the code and try again.`);
  if (!coupon || ask.at < coupon.startsAt || ask.at >= coupon.endsAt) throw notUsable();

  if (coupon.totalLimit !== null) {
    const used = (await couponUses(db, [coupon.id])).get(coupon.id) ?? 0;
    if (used >= coupon.totalLimit) throw notUsable();
  }
  if (coupon.perCustomerLimit !== null && ask.userId !== undefined) {
    const yours = (await couponUses(db, [coupon.id], ask.userId)).get(coupon.id) ?? 0;
    if (yours >= coupon.perCustomerLimit) throw refuse('coupon_used_up_by_you', `You have already used ${code} ${timesText(coupon.perCustomerLimit)}, as often as it allows.`);
  }

  const covers = await coveredCategories(db, [coupon.id]);
  const categoryNames = covers.map((category) => category.name);
  const covered = covers.length === 0 ? ask.lines : ask.lines.filter((line) => covers.some((category) => category.categoryId === line.categoryId));
  if (covered.length === 0) throw refuse('coupon_not_for_cart', `${code} is only for ${categoryNames.join(', ')}; nothing in your cart is from ${covers.length === 1 ? 'it' : 'them'}.`);
  const coveredPaise = covered.reduce((total, line) => total + line.unitPricePaise * line.quantity, 0);
  if (coveredPaise < coupon.minOrderPaise) {
    const minimum = `${rupees(coupon.minOrderPaise)} or more`;
    const needed = covers.length === 0 ? `an order of ${minimum}` : `${minimum} of ${categoryNames.join(', ')}`;
    throw refuse('coupon_minimum_not_met', `${code} needs ${needed}: add ${rupees(coupon.minOrderPaise - coveredPaise)} more.`);
  }

  return {
    couponId: coupon.id,
    code,
    description: couponDescription({ percentOff: coupon.percentOff, amountOffPaise: coupon.amountOffPaise, minOrderPaise: coupon.minOrderPaise, categoryNames }),
    percentOff: coupon.percentOff,
    amountOffPaise: coupon.amountOffPaise,
    coveredVariantIds: new Set(covered.map((line) => line.variantId)),
    field: ask.field,
  };
}

/** The refusal of a coupon whose discount, shared among the lines it covers, comes to nothing. */
export function couponTakesNothingOff(coupon: Pick<UsableCoupon, 'code' | 'field'>): InvalidInputError {
  return couponRefusal(coupon.field, problem('coupon_takes_nothing_off', `${coupon.code} takes nothing off these products.`));
}

/** The coupon's answer to the shopper: its discount, and each line's share that is more than nothing. */
export function couponAnswer(
  coupon: UsableCoupon,
  priced: { discountPaise: number; lines: readonly { productId: number; variantId: number; discountPaise: number }[] },
): CouponAnswer {
  const covering = priced.lines.filter((line) => line.discountPaise > 0);
  return {
    code: coupon.code,
    description: coupon.description,
    discount_paise: priced.discountPaise,
    lines: covering.map((line) => ({ product: line.productId, variant: line.variantId, discount_paise: line.discountPaise })),
  };
}

const couponRefusal = (field: CouponAsk['field'], reason: Problem) => new InvalidInputError({ [field]: [reason] }, reason);

/** "₹1,500", "₹200.50": as the coupon's description writes amounts. */
const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

function timesText(times: number): string {
  return times === 1 ? 'once' : times === 2 ? 'twice' : `${times} times`;
}

/**
 * The coupon a checkout names, for the customer placing it, or none when the code is left out or blank.
 * `lock` when placing the order (see CouponAsk).
 */
export async function couponAtCheckout(
  db: Database | Transaction,
  typed: string | null | undefined,
  lines: readonly CouponLine[],
  userId: number,
  lock = false,
): Promise<UsableCoupon | null> {
  if (!typed?.trim()) return null;
  return applyCoupon(db, { typed, lines, at: shopNow(), field: 'coupon_code', userId, lock });
}
