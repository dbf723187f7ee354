/**
 * The checkout's one sum: what each line costs at its selling price (a live sale's, read by the query that
 * priced it), a coupon's discount and each covered line's share of it, the shipping fee, a paid survey fee adjusted
 * against the goods and each line's share of it, the cash-on-delivery fee and the total. The cart's price and coupon check, the checkout's quote, the order and the delivery estimate's
 * cash-on-delivery limit all ask here, so the cart shows what the quote promises and the order charges. Later
 * papers (mails, the invoice's GST split, refunds) read what the order stored, never a sum of their own.
 *
 * - A percentage comes off each covered line (rounded to the paisa, halves up).
 * - A flat amount is shared among the covered lines in proportion to their amounts, so each line's taxable
 *   value on the invoice is reduced by its own share (money/shares.ts).
 * - Shipping, how much more would ship free and cash on delivery's limit follow what the goods cost after the coupon.
 * - Last, a paid survey's fee (decision 062) comes off the goods after the coupon, shared among the lines in
 *   proportion to what each still costs, as a flat coupon is: a discount known at the sale, so it lowers each line's
 *   taxable value. It never pays shipping or the cash-on-delivery fee, which are separate supplies, and it leaves at
 *   least ₹1 to pay, the least a payment provider takes; what an order cannot take is not kept for another.
 *
 * In all: selling price (a sale or a price break, whichever is lower) → coupon → survey credit; shipping between
 * the coupon and the credit.
 */
import { freeShippingShortfallPaise, shippingFeePaise } from '@shop/rules';
import { couponTakesNothingOff, type UsableCoupon } from '../../coupons';
import type { SurveyCredit } from '../../bookings';
import type { PaymentMethod } from '../../db/tables/values';
import { shareInProportion } from '../../money';
import type { DeliverySettings } from '../../shipping';

/** A line as the checkout priced it: one variant at its selling price. */
export interface LineToPrice {
  variantId: number;
  unitPricePaise: number;
  quantity: number;
}

type PricedLine<Line extends LineToPrice> = Line & {
  lineTotalPaise: number;
  /** The line's share of the coupon's discount; 0 for a line it does not cover. */
  discountPaise: number;
  /** The line's share of the survey credit, after its coupon share. */
  surveyCreditPaise: number;
};

export interface CheckoutPrice<Line extends LineToPrice> {
  lines: PricedLine<Line>[];
  /** The goods at their selling prices, before the coupon. */
  subtotalPaise: number;
  discountPaise: number;
  /** The survey credit taken off the goods after the coupon, and whose; 0 and null without one. */
  surveyCreditPaise: number;
  surveyCredit: SurveyCredit | null;
  shippingPaise: number;
  /** How much more in goods would ship free; null when they already do, or when no order ships free. */
  freeShippingShortfallPaise: number | null;
  /** 0 unless paid on delivery. */
  codFeePaise: number;
  totalPaise: number;
}

export interface CheckoutToPrice<Line extends LineToPrice> {
  lines: readonly Line[];
  coupon: UsableCoupon | null;
  /** The customer's paid survey fee to adjust, when they have one (a guest's cart has none). */
  surveyCredit: SurveyCredit | null;
  settings: Pick<DeliverySettings, 'shippingFeePaise' | 'freeShippingFromPaise' | 'codFeePaise'>;
  paymentMethod: PaymentMethod;
}

/** A coupon that would take nothing off these lines is refused, as the coupon's own check words it. */
export function priceCheckout<Line extends LineToPrice>({ lines, coupon, surveyCredit, settings, paymentMethod }: CheckoutToPrice<Line>): CheckoutPrice<Line> {
  const lineTotals = lines.map((line) => line.unitPricePaise * line.quantity);
  const shares = coupon ? couponShares(lines, lineTotals, coupon) : lines.map(() => 0);
  const subtotalPaise = sum(lineTotals);
  const discountPaise = sum(shares);
  if (coupon && discountPaise === 0) throw couponTakesNothingOff(coupon);
  const goodsPaise = subtotalPaise - discountPaise;
  const shippingPaise = shippingFeePaise(goodsPaise, settings);
  const { creditPaise, shares: creditShares } = surveyCreditOff(
    lineTotals.map((total, index) => total - shares[index]!),
    surveyCredit,
    shippingPaise,
  );
  const codFeePaise = paymentMethod === 'cash_on_delivery' ? settings.codFeePaise : 0;
  return {
    lines: lines.map((line, index) => ({ ...line, lineTotalPaise: lineTotals[index]!, discountPaise: shares[index]!, surveyCreditPaise: creditShares[index]! })),
    subtotalPaise,
    discountPaise,
    surveyCreditPaise: creditPaise,
    surveyCredit: creditPaise > 0 ? surveyCredit : null,
    shippingPaise,
    freeShippingShortfallPaise: freeShippingShortfallPaise(goodsPaise, settings),
    codFeePaise,
    totalPaise: goodsPaise - creditPaise + shippingPaise + codFeePaise,
  };
}

/** The least an order leaves to pay after a survey credit: ₹1, the smallest payment a provider takes. */
const LEAST_PAYABLE_PAISE = 100;

/**
 * A paid survey's fee taken off goods (decision 062), the checkout's and an accepted quotation's alike
 * (decision 069): at most the fee and the goods, leaving at least ₹1 to pay with what else the order charges
 * (`besidesPaise`: shipping), shared among the lines in proportion to what each still costs (`linePaise`, after
 * any coupon), as a flat coupon is.
 */
export function surveyCreditOff(linePaise: readonly number[], surveyCredit: SurveyCredit | null, besidesPaise: number): { creditPaise: number; shares: number[] } {
  const goodsPaise = sum(linePaise);
  const creditPaise = surveyCredit ? Math.max(0, Math.min(surveyCredit.amountPaise, goodsPaise, goodsPaise + besidesPaise - LEAST_PAYABLE_PAISE)) : 0;
  return { creditPaise, shares: shareInProportion(linePaise, creditPaise) };
}

/** Each line's share of the coupon's discount, in the lines' order; 0 for a line it does not cover. */
function couponShares(lines: readonly LineToPrice[], lineTotals: readonly number[], coupon: UsableCoupon): number[] {
  const covered = lines.flatMap((line, index) => (coupon.coveredVariantIds.has(line.variantId) ? [index] : []));
  const coveredShares =
    coupon.percentOff !== null
      ? covered.map((index) => percentOfPaise(lineTotals[index]!, coupon.percentOff!))
      : shareInProportion(
          covered.map((index) => lineTotals[index]!),
          coupon.amountOffPaise!,
        );
  const shares = lines.map(() => 0);
  covered.forEach((lineIndex, coveredIndex) => (shares[lineIndex] = coveredShares[coveredIndex]!));
  return shares;
}

/** `percent` per cent of an amount, to the paisa, halves up, in integers. */
function percentOfPaise(amountPaise: number, percent: number): number {
  return Math.floor((amountPaise * percent * 2 + 100) / 200);
}

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);
