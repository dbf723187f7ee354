/**
 * Staff record the bank transfer or UPI payment that reached the shop's account for an order placed to be paid so
 * (decision 053, "Paying by transfer"). Exactly the order's total (a short or long payment is settled with the
 * buyer, not papered over), on a day not in the future, with the bank's reference recorded once; then the order
 * is paid as one paid online is (settlePaidOrder: its tax invoice, its customer told). The order row is locked,
 * so of two staff recording at once the second finds it paid (409). The payment row, the order and the audit
 * entry are written in one transaction.
 */
import type { Schema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit';
import type { Database } from '../db/database';
import { orders, payments } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { ConflictError, InvalidInputError, NotFoundError, problem, type FieldProblems, type Problem } from '../errors';
import { indianDate, isUniqueViolation } from '../kernel';
import { settlePaidOrder, type SettleContext } from './settle-payment';

type TransferPaymentInput = Schema<'TransferPaymentInput'>;

const REFERENCE_TAKEN = problem('transfer_reference_taken', 'This reference is already recorded against a payment. Check the bank statement’s reference.');

export async function recordTransferPayment(db: Database, orderId: number, input: TransferPaymentInput, actorId: number, context: SettleContext, now: Date): Promise<void> {
  const reference = input.reference.trim();
  const problems: FieldProblems = {};
  if (reference.length === 0) problems.reference = [problem('reference_required', 'Enter the bank’s reference (UTR) or the UPI transaction id.')];
  if (input.received_on > indianDate(now)) problems.received_on = [problem('date_in_future', 'The day the money reached the bank cannot be in the future.')];
  if (Object.keys(problems).length > 0) throw new InvalidInputError(problems, 'The payment cannot be recorded.');

  try {
    await inTransaction(db, async (tx) => {
      const [order] = await tx
        .select({ id: orders.id, userId: orders.userId, paymentMethod: orders.paymentMethod, paymentStatus: orders.paymentStatus, deliveryStatus: orders.deliveryStatus, totalPaise: orders.totalPaise })
        .from(orders)
        .where(eq(orders.id, orderId))
        .for('update');
      if (!order) throw new NotFoundError(problem('order_not_found', 'No such order.'));
      const refusal = refusalOf(order);
      if (refusal) throw new ConflictError(refusal, { payment: [refusal] });
      if (input.amount_paise !== order.totalPaise) {
        const message = `The order’s total is ${order.totalPaise} paise, not ${input.amount_paise}. Record a payment of exactly the total, and settle a difference with the buyer.`;
        throw new InvalidInputError({ amount_paise: [problem('amount_mismatch', message)] }, 'The amount is not the order’s total.');
      }
      const [payment] = await tx
        .insert(payments)
        .values({
          orderId: order.id,
          provider: 'bank_transfer',
          providerOrderId: `order_${order.id}`,
          providerPaymentId: reference,
          amountPaise: input.amount_paise,
          status: 'captured',
          method: input.method,
          receivedOn: input.received_on,
        })
        .returning({ id: payments.id });
      await settlePaidOrder(tx, order, context);
      await recordAudit(tx, {
        actorId,
        action: 'order.transfer_payment',
        entityType: 'order',
        entityId: order.id,
        before: { payment_status: order.paymentStatus },
        after: { payment_status: 'completed', payment: payment!.id, amount_paise: input.amount_paise, received_on: input.received_on, method: input.method, reference },
      });
    });
  } catch (error) {
    // The bank's reference is the payment's id at the "provider": two payments cannot share it.
    if (isUniqueViolation(error, 'payments_provider_payment_id_key')) throw new ConflictError(REFERENCE_TAKEN, { reference: [REFERENCE_TAKEN] });
    throw error;
  }
}

/** Only an order placed to be paid by transfer, not paid yet, and not cancelled by staff, takes a transfer. */
function refusalOf(order: { paymentMethod: string; paymentStatus: string; deliveryStatus: string }): Problem | null {
  if (order.paymentMethod !== 'bank_transfer') return problem('order_not_bank_transfer', 'This order is not paid by bank transfer or UPI.');
  if (order.paymentStatus !== 'pending' && order.paymentStatus !== 'failed') return problem('payment_already_recorded', 'This order’s payment is already recorded.');
  if (order.deliveryStatus === 'cancelled') return problem('order_cancelled', 'This order was cancelled: return the money to the buyer instead of recording it.');
  return null;
}
