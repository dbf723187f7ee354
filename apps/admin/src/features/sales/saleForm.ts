import type { AdminSale, AdminSaleInput } from '@shop/api-client/admin';
import { discountValueFrom, type DiscountValue } from '../forms/discountValue';
import type { ServerProblem } from '../forms/serverProblem';
import { indiaTimeFromIso, isoFromIndiaTime } from './indiaTime';

/**
 * A sale as the form holds it. Both discounts keep what was typed, so switching between them loses
 * nothing; only the chosen one is sent. Times are India's wall clock, as `datetime-local` fields hold them.
 */
export interface SaleForm extends DiscountValue {
  name: string;
  startsAt: string;
  endsAt: string;
  productIds: number[];
  categoryIds: number[];
}

export interface SaleFormWords {
  check: string;
  required: string;
  notNumber: string;
  notAmount: string;
  notTime: string;
}

/** A new sale starts now (to the minute, on India's clock); its end, discount and choices are the owner's to give. */
export function newSaleForm(now: Date): SaleForm {
  return { name: '', discountKind: 'percent', percentOff: Number.NaN, amountOffPaise: null, startsAt: indiaTimeFromIso(now.toISOString()), endsAt: '', productIds: [], categoryIds: [] };
}

export function saleFormFrom(sale: AdminSale): SaleForm {
  return {
    name: sale.name,
    ...discountValueFrom(sale),
    startsAt: indiaTimeFromIso(sale.starts_at),
    endsAt: indiaTimeFromIso(sale.ends_at),
    productIds: [...sale.product_ids],
    categoryIds: [...sale.category_ids],
  };
}

/**
 * The sale to send (with the version read, to change one), or what the owner must fix first. Only a field
 * left without a usable value is pointed out here; the limits (an end after the start, an amount below every
 * price, something chosen) are the server's to enforce and explain, each under its field.
 */
export function saleInput(form: SaleForm, version: number | undefined, words: SaleFormWords): { request: AdminSaleInput } | { problem: ServerProblem } {
  const errors: Record<string, string[]> = {};
  const startsAt = isoFromIndiaTime(form.startsAt);
  const endsAt = isoFromIndiaTime(form.endsAt);
  const isPercent = form.discountKind === 'percent';
  if (form.name.trim() === '') errors.name = [words.required];
  if (isPercent && !Number.isInteger(form.percentOff)) errors.percent_off = [words.notNumber];
  if (!isPercent && form.amountOffPaise === null) errors.amount_off_paise = [words.notAmount];
  if (startsAt === null) errors.starts_at = [words.notTime];
  if (endsAt === null) errors.ends_at = [words.notTime];
  if (startsAt === null || endsAt === null || Object.keys(errors).length > 0) return { problem: { detail: words.check, errors } };
  return {
    request: {
      name: form.name.trim(),
      percent_off: isPercent ? form.percentOff : null,
      amount_off_paise: isPercent ? null : form.amountOffPaise,
      starts_at: startsAt,
      ends_at: endsAt,
      // In the order the server answers them, so a save that changes nothing sends the sale as it was read.
      product_ids: [...form.productIds].sort((a, b) => a - b),
      category_ids: [...form.categoryIds].sort((a, b) => a - b),
      ...(version === undefined ? {} : { version }),
    },
  };
}
