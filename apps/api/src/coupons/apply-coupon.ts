/**
 * A coupon applied to a cart: whether it can be used now, by whom and on what, and each covered line's
 * share of its discount. The cart's check, the checkout's quote and the order all ask here, so the shopper
 * is told at the cart what the order will charge. A refusal is a 400 naming the field the code came in, with
 * the reason in the shopper's words.
 *
 * - A percentage comes off each covered line (rounded to the paisa, halves up).
 * - A flat amount is shared among the covered lines in proportion to their amounts, so each line's taxable
 *   value on the invoice is reduced by its own share (money/shares.ts); it is always below the minimum order,
 *   so it never takes a line, or the order, to nothing.
 */
import type { Schema } from '@shop/contracts';
import { couponDescription, formatRupees, normaliseCouponCode, paiseToRupees } from '@shop/rules';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { coupons } from '../db/schema';
import { InvalidInputError } from '../errors';
import { shareInProportion } from '../money/shares';
import type { PricedCartLine } from '../shipping/cart-parcel';
import { shopNow } from '../shop-clock';
import { coveredCategories } from './coupon-categories';
import { couponUses } from './coupon-uses';

type CouponAnswer = Schema<'CouponDiscount'>;

export interface AppliedCoupon {
  couponId: number;
  code: string;
  discountPaise: number;
  /** Each covered line's share, by its variant; lines the coupon does not cover are absent. */
  shareOf: Map<number, number>;
  answer: CouponAnswer;
}

export interface CouponAsk {
  /** As the shopper typed it. */
  typed: string;
  lines: readonly PricedCartLine[];
  at: Date;
  /** The request's field the code came in: `code` at the cart, `coupon_code` at the checkout. */
  field: 'code' | 'coupon_code';
  /** The customer, when known: their own uses are counted against the limit per customer. */
  userId?: number;
  /** Placing an order: the coupon row is locked, so two orders cannot both take its last use. */
  lock?: boolean;
}

export async function applyCoupon(db: Database | Transaction, ask: CouponAsk): Promise<AppliedCoupon> {
  const code = normaliseCouponCode(ask.typed);
  const refuse = (reason: string) => new InvalidInputError({ [ask.field]: [reason] }, reason);
  const found = db.select().from(coupons).where(eq(coupons.code, code));
  const [coupon] = ask.lock ? await found.for('update') : await found;
  // Unknown, not started, ended and used up read alike, so guessing codes tells nothing of the owner's plans.
  const notUsable = () => refuse(`There is no coupon ${code || 'with that code'} you can use now. Check the code and try again.`);
  if (!coupon || ask.at < coupon.startsAt || ask.at >= coupon.endsAt) throw notUsable();

  if (coupon.totalLimit !== null) {
    const used = (await couponUses(db, [coupon.id])).get(coupon.id) ?? 0;
    if (used >= coupon.totalLimit) throw notUsable();
  }
  if (coupon.perCustomerLimit !== null && ask.userId !== undefined) {
    const yours = (await couponUses(db, [coupon.id], ask.userId)).get(coupon.id) ?? 0;
    if (yours >= coupon.perCustomerLimit) throw refuse(`You have already used ${code} ${timesText(coupon.perCustomerLimit)}, as often as it allows.`);
  }

  const covers = await coveredCategories(db, [coupon.id]);
  const categoryNames = covers.map((category) => category.name);
  const covered = covers.length === 0 ? ask.lines : ask.lines.filter((line) => covers.some((category) => category.categoryId === line.categoryId));
  if (covered.length === 0) throw refuse(`${code} is only for ${categoryNames.join(', ')}; nothing in your cart is from ${covers.length === 1 ? 'it' : 'them'}.`);
  const coveredPaise = covered.reduce((total, line) => total + line.lineTotalPaise, 0);
  if (coveredPaise < coupon.minOrderPaise) {
    const minimum = `${rupees(coupon.minOrderPaise)} or more`;
    const needed = covers.length === 0 ? `an order of ${minimum}` : `${minimum} of ${categoryNames.join(', ')}`;
    throw refuse(`${code} needs ${needed}: add ${rupees(coupon.minOrderPaise - coveredPaise)} more.`);
  }

  const shares =
    coupon.percentOff !== null
      ? covered.map((line) => percentOfPaise(line.lineTotalPaise, coupon.percentOff!))
      : shareInProportion(
          covered.map((line) => line.lineTotalPaise),
          coupon.amountOffPaise!,
        );
  const covering = covered.map((line, index) => ({ line, share: shares[index]! })).filter(({ share }) => share > 0);
  const shareOf = new Map(covering.map(({ line, share }) => [line.variantId, share]));
  const discountPaise = [...shareOf.values()].reduce((total, share) => total + share, 0);
  if (discountPaise === 0) throw refuse(`${code} takes nothing off these products.`);
  const description = couponDescription({ percentOff: coupon.percentOff, amountOffPaise: coupon.amountOffPaise, minOrderPaise: coupon.minOrderPaise, categoryNames });
  return {
    couponId: coupon.id,
    code,
    discountPaise,
    shareOf,
    answer: { code, description, discount_paise: discountPaise, lines: covering.map(({ line, share }) => ({ product: line.productId, variant: line.variantId, discount_paise: share })) },
  };
}

/** `percent` per cent of an amount, to the paisa, halves up, in integers. */
function percentOfPaise(amountPaise: number, percent: number): number {
  return Math.floor((amountPaise * percent * 2 + 100) / 200);
}

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
  lines: readonly PricedCartLine[],
  userId: number,
  lock = false,
): Promise<AppliedCoupon | null> {
  if (!typed?.trim()) return null;
  return applyCoupon(db, { typed, lines, at: shopNow(), field: 'coupon_code', userId, lock });
}
