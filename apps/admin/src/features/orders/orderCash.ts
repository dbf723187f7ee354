import type { AdminOrder } from '@shop/api-client/admin';
import { formatPaise } from '@shop/rules';
import { codCopy } from '../../copy/cod';
import { ordersCopy } from '../../copy/orders';
import { dayText, orderTime } from './orderText';

const copy = codCopy.order;

export interface CashLine {
  text: string;
  /** `warning` for what staff wait on (the customer's answer); the rest reads as plain facts. */
  tone: 'default' | 'warning' | 'muted';
}

/**
 * How the order is paid and, for cash on delivery, where its cash stands, as the lines beside its status:
 * the fee; the customer's confirmation (with its deadline while it is awaited); then the cash collected at
 * the door and whether the courier has remitted it, or that nothing was collected for a parcel that came back.
 * A bank transfer's order says by when the money must arrive, or that it did not.
 */
export function cashLines(order: Pick<AdminOrder, 'payment_method' | 'cod_fee_paise' | 'cash_on_delivery' | 'payment_status' | 'transfer_pay_by'>): CashLine[] {
  const method = ordersCopy.paymentMethod[order.payment_method];
  if (order.payment_method === 'bank_transfer') return transferLines(method, order);
  const cash = order.cash_on_delivery;
  if (order.payment_method !== 'cash_on_delivery' || cash === null) return [{ text: method, tone: 'default' }];
  const lines: CashLine[] = [{ text: order.cod_fee_paise > 0 ? `${method} · ${copy.fee(formatPaise(order.cod_fee_paise))}` : method, tone: 'default' }];
  if (cash.confirmation === 'awaiting') lines.push({ text: copy.confirmation.awaiting(cash.confirm_by && orderTime(cash.confirm_by)), tone: 'warning' });
  else if (cash.confirmation === 'confirmed') lines.push({ text: copy.confirmation.confirmed(cash.confirmed_at && orderTime(cash.confirmed_at)), tone: 'muted' });
  else lines.push({ text: copy.confirmation[cash.confirmation], tone: 'muted' });

  if (cash.collected_at) {
    lines.push({ text: copy.collected(orderTime(cash.collected_at)), tone: 'default' });
    lines.push(cash.remittance ? { text: copy.remitted(dayText(cash.remittance.remitted_on), cash.remittance.reference), tone: 'muted' } : { text: copy.outstanding, tone: 'warning' });
  } else if (order.payment_status === 'failed' && cash.confirmation === 'confirmed') {
    lines.push({ text: copy.notCollected, tone: 'muted' });
  } else if (cash.confirmation === 'confirmed') {
    lines.push({ text: copy.toCollect, tone: 'muted' });
  }
  return lines;
}

function transferLines(method: string, order: Pick<AdminOrder, 'payment_status' | 'transfer_pay_by'>): CashLine[] {
  const lines: CashLine[] = [{ text: method, tone: 'default' }];
  if (!order.transfer_pay_by) return lines;
  const payBy = orderTime(order.transfer_pay_by);
  if (order.payment_status === 'pending') lines.push({ text: ordersCopy.transfer.payBy(payBy), tone: 'warning' });
  else if (order.payment_status === 'failed') lines.push({ text: ordersCopy.transfer.notPaidBy(payBy), tone: 'muted' });
  return lines;
}

/**
 * What the Payments box says when the order has no payment attempt, by where the order stands: cash on
 * delivery has none until the door, and none at all for a parcel that came back or an order cancelled first.
 */
export function noPaymentText(order: Pick<AdminOrder, 'payment_method' | 'payment_status' | 'delivery_status' | 'cash_on_delivery'>): string {
  const words = ordersCopy.detail.noPayment;
  if (order.payment_method !== 'cash_on_delivery') return order.delivery_status === 'cancelled' ? words.cancelledUnpaid : words.online;
  if (order.cash_on_delivery?.collected_at) return words.cashCollected;
  if (order.delivery_status === 'returned') return words.cashReturned;
  if (order.delivery_status === 'cancelled') return words.cashCancelled;
  return words.cashToCollect;
}
