/**
 * The shipping fee: the one place that says what delivery costs. The owner sets a flat fee and,
 * optionally, the goods' value from which an order ships free; the server charges it on every order,
 * and the cart, the checkout and the shop's promises ("Free shipping on orders of ₹999 or more") all
 * read the same rule from here, so none of them can say what the order will not do.
 */
import { formatRupees, paiseToRupees } from './money';

export interface ShippingRule {
  /** Charged on an order whose goods cost less than `freeShippingFromPaise`; 0 ships everything free. */
  shippingFeePaise: number;
  /** Goods worth at least this ship free; null when every order pays the fee. */
  freeShippingFromPaise: number | null;
}

/** A shop that has set no fee ships free: the rule before the owner saves one. */
export const FREE_SHIPPING: ShippingRule = { shippingFeePaise: 0, freeShippingFromPaise: null };

/** The fee in paise for an order whose goods cost `subtotalPaise`. */
export function shippingFeePaise(subtotalPaise: number, rule: ShippingRule): number {
  if (rule.freeShippingFromPaise !== null && subtotalPaise >= rule.freeShippingFromPaise) return 0;
  return rule.shippingFeePaise;
}

/** What the shopper pays for goods worth `subtotalPaise`, shipping included, in paise. */
export function orderTotalPaise(subtotalPaise: number, rule: ShippingRule): number {
  return subtotalPaise + shippingFeePaise(subtotalPaise, rule);
}

/**
 * How much more in goods would make the order ship free, in paise; null when nothing would (the order
 * already ships free, or the rule has no threshold).
 */
export function freeShippingShortfallPaise(subtotalPaise: number, rule: ShippingRule): number | null {
  if (shippingFeePaise(subtotalPaise, rule) === 0 || rule.freeShippingFromPaise === null) return null;
  return rule.freeShippingFromPaise - subtotalPaise;
}

/** The words of the promise: the API's are these English ones; the storefront's come from its copy, in its language. */
export interface ShippingPromiseWords {
  everyOrder: string;
  /** `amount` as the shop writes rupees: "₹999". */
  fromAmount: (amount: string) => string;
}

const ENGLISH_PROMISE: ShippingPromiseWords = {
  everyOrder: 'Free shipping on every order',
  fromAmount: (amount) => `Free shipping on orders of ${amount} or more`,
};

/**
 * The shop's promise about shipping, in one line, or null when there is nothing to promise (every order
 * pays the fee): "Free shipping on every order" or "Free shipping on orders of ₹999 or more".
 */
export function freeShippingPromise(rule: ShippingRule, words: ShippingPromiseWords = ENGLISH_PROMISE): string | null {
  if (rule.shippingFeePaise === 0) return words.everyOrder;
  if (rule.freeShippingFromPaise === null) return null;
  return words.fromAmount(formatRupees(paiseToRupees(rule.freeShippingFromPaise)));
}

/**
 * The days a failed delivery's new attempt may be asked for, every one from `earliest` to `latest` (YYYY-MM-DD,
 * both included, as the server answers them), for the pickers of the storefront and the back-office.
 */
export function reattemptDays(earliest: string, latest: string): string[] {
  const days: string[] = [];
  for (let day = Date.parse(`${earliest}T00:00:00Z`), last = Date.parse(`${latest}T00:00:00Z`); day <= last && days.length < 31; day += 86_400_000) {
    days.push(new Date(day).toISOString().slice(0, 10));
  }
  return days;
}
