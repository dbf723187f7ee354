/**
 * Paying an accepted quotation by bank transfer or UPI (decision 053, "Paying by transfer"): what the buyer is told
 * to pay into and with which remark, on the acceptance's answer, its mail and the proforma invoice alike.
 */
import type { Schema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { isPossibleId, type Database, type Transaction } from '../../db/database';
import { orders, quotes } from '../../db/schema';
import { NotFoundError, ORDER_NOT_FOUND } from '../../errors';
import { proformaDocument, type TaxDocument, type TransferRequest } from '../../invoices';
import type { SellerConfig } from '../../kernel';
import { bankDetails } from '../../orders';

/** Short enough for a NEFT or UPI remark, and names both papers the buyer's accounts department holds. */
const paymentReference = (orderId: number, quoteNumber: string) => `Order ${orderId} ${quoteNumber}`;

/** Where to pay the order, as the bank details stand now (the owner may correct them before the buyer pays). */
export async function transferRequestOf(db: Database | Transaction, order: { id: number; transferPayBy: Date }, quoteNumber: string): Promise<TransferRequest> {
  const details = await bankDetails(db);
  return {
    accountName: details.account_name,
    accountNumber: details.account_number,
    ifsc: details.ifsc,
    upiId: details.upi_id,
    reference: paymentReference(order.id, quoteNumber),
    payBy: order.transferPayBy,
  };
}

/** The acceptance's answer's `bank_transfer`. */
export function transferInstructions(request: TransferRequest, orderId: number, amountPaise: number): Schema<'BankTransferInstructions'> {
  return {
    account_name: request.accountName,
    account_number: request.accountNumber,
    ifsc: request.ifsc,
    upi_id: request.upiId,
    amount_paise: amountPaise,
    reference: request.reference,
    pay_by: request.payBy.toISOString(),
    proforma_url: `/api/user/orders/${orderId}/proforma/`,
  };
}

/** The proforma invoice of the customer's own order awaiting a transfer; any other order is not found or refused. */
export async function proformaOf(db: Database, seller: SellerConfig, orderId: number, ownerId: number, now: Date): Promise<TaxDocument> {
  if (!isPossibleId(orderId)) throw new NotFoundError(ORDER_NOT_FOUND);
  const [row] = await db
    .select({ id: orders.id, userId: orders.userId, transferPayBy: orders.transferPayBy, quoteNumber: quotes.number })
    .from(orders)
    .leftJoin(quotes, eq(quotes.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!row || row.userId !== ownerId) throw new NotFoundError(ORDER_NOT_FOUND);
  // An order of another method has no transfer to ask for: proformaDocument refuses it with its reason.
  const request = row.transferPayBy && row.quoteNumber ? await transferRequestOf(db, { id: row.id, transferPayBy: row.transferPayBy }, row.quoteNumber) : null;
  return proformaDocument(db, seller, orderId, request, ownerId, now);
}
