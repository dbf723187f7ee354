type DiscountKind = 'percent' | 'amount';

/** A percentage or an amount off, as a sale and a coupon both hold it while edited. */
export interface DiscountValue {
  discountKind: DiscountKind;
  /** NaN while the field is empty. */
  percentOff: number;
  /** Null while the field holds no amount. */
  amountOffPaise: number | null;
}

/** The discount of a saved sale or coupon, as the fields edit it. */
export function discountValueFrom(saved: { percent_off: number | null; amount_off_paise: number | null }): DiscountValue {
  return { discountKind: saved.amount_off_paise === null ? 'percent' : 'amount', percentOff: saved.percent_off ?? Number.NaN, amountOffPaise: saved.amount_off_paise };
}
