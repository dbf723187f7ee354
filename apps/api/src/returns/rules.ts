/**
 * The return rules that are the shop's and not the owner's to set: which reasons are the shop's fault (returnable
 * whatever a product's flag, the shipping fee refunded too), when the window closes, and what a unit was paid.
 */
import type { ReturnReason } from '../db/tables/values';
import { indianDate } from '../kernel';

/** Goods that arrived damaged, do not work, or are not what was ordered: the shop's fault. */
export const SHOP_FAULT_REASONS: readonly ReturnReason[] = ['damaged_in_transit', 'defective', 'wrong_item'];

export function isShopFault(reason: ReturnReason): boolean {
  return SHOP_FAULT_REASONS.includes(reason);
}

/** The window closes at the end of the `days`th day after delivery, on India's calendar (midnight in India). */
export function windowClosesAt(deliveredAt: Date, days: number): Date {
  const [year, month, day] = indianDate(deliveredAt).split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
  return new Date(Date.parse(`${last}T23:59:59.999+05:30`));
}

/**
 * What the customer paid for `units` of a line: its total less what came off it at the sale (its share of the coupon,
 * and of a survey fee adjusted against the order), spread evenly over its
 * units (the last paisa of a line that does not divide evenly goes with the last unit).
 */
export function paidForUnits(line: { lineTotalPaise: number; discountPaise: number; quantity: number }, units: number): number {
  if (units >= line.quantity) return line.lineTotalPaise - line.discountPaise;
  return Math.floor(((line.lineTotalPaise - line.discountPaise) * units) / line.quantity);
}
