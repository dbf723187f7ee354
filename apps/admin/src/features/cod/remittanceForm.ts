import type { CodLedger, CodRemittanceCreate } from '@shop/api-client/admin';
import type { ServerProblem } from '../forms/serverProblem';

type OutstandingOrder = CodLedger['outstanding']['orders'][number];

/** What the owner fills in for a courier's remittance. */
export interface RemittanceForm {
  /** Paise as typed; null while the field holds no amount. */
  amountPaise: number | null;
  /** `yyyy-mm-dd`. */
  remittedOn: string;
  reference: string;
}

export interface RemittanceWords {
  /** The summary's sentence above the fields' own messages. */
  check: string;
  amountMissing: string;
  amountMismatch: (total: string) => string;
  dayMissing: string;
  dayInFuture: string;
  referenceMissing: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in India's calendar, where the shop's bank and the server count days. */
export function indianToday(now: Date = new Date()): string {
  // en-CA writes the ISO order, yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function selectedTotal(orders: readonly OutstandingOrder[]): number {
  return orders.reduce((sum, order) => sum + order.total_paise, 0);
}

/**
 * The remittance to record, or why not yet. The shop records only exact remittances, so an amount that is
 * not the selected orders' total is pointed out here before the server refuses it: the owner has typed what
 * the bank statement shows, and a difference means another set of orders, or a courier's deduction to settle.
 */
export function remittanceRequest(
  form: RemittanceForm,
  orders: readonly OutstandingOrder[],
  { today, formatPaise, words }: { today: string; formatPaise: (paise: number) => string; words: RemittanceWords },
): { request: CodRemittanceCreate } | { problem: ServerProblem } {
  const errors: Record<string, string[]> = {};
  const total = selectedTotal(orders);
  if (form.amountPaise === null) errors.amount_paise = [words.amountMissing];
  else if (form.amountPaise !== total) errors.amount_paise = [words.amountMismatch(formatPaise(total))];
  if (!DAY.test(form.remittedOn)) errors.remitted_on = [words.dayMissing];
  else if (form.remittedOn > today) errors.remitted_on = [words.dayInFuture];
  const reference = form.reference.trim();
  if (reference === '') errors.reference = [words.referenceMissing];
  if (Object.keys(errors).length > 0) return { problem: { detail: words.check, errors } };
  return { request: { amount_paise: total, remitted_on: form.remittedOn, reference, order_ids: orders.map((order) => order.id) } };
}
