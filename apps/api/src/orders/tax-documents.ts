/**
 * The tax documents an order page links to: the invoice's number, every credit note against it, and a paid survey
 * fee's invoice when the order took that fee off its goods (decision 062).
 * Credit notes are listed from their own table, not through refunds, because the note that reverses a
 * cash-on-delivery invoice for a parcel that came back uncollected has no refund.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Schema } from '@shop/contracts';
import type { Database } from '../db/database';
import { creditNotes, invoices, orders, orderSurveyCredits } from '../db/schema';
import { indianDate } from '../kernel';

export interface OrderTaxDocuments {
  invoiceNumber: string | null;
  creditNotes: Schema<'CreditNoteReference'>[];
  surveyCredit: Schema<'OrderSurveyCredit'> | null;
}

/** Each order's documents, in three queries whatever the number of orders; an order without an invoice has none. */
export async function taxDocumentsOf(db: Database, orderIds: number[]): Promise<Map<number, OrderTaxDocuments>> {
  const found = new Map<number, OrderTaxDocuments>(orderIds.map((id) => [id, { invoiceNumber: null, creditNotes: [], surveyCredit: null }]));
  if (orderIds.length === 0) return found;
  const [invoiceRows, noteRows, creditRows] = await Promise.all([
    db.select({ orderId: invoices.orderId, number: invoices.number }).from(invoices).where(inArray(invoices.orderId, orderIds)),
    db
      .select({ orderId: invoices.orderId, id: creditNotes.id, number: creditNotes.number, issuedAt: creditNotes.issuedAt })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(inArray(invoices.orderId, orderIds))
      .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id)),
    db
      .select({ orderId: orderSurveyCredits.orderId, bookingId: orderSurveyCredits.bookingId, invoiceNumber: invoices.number, amountPaise: orders.surveyCreditPaise })
      .from(orderSurveyCredits)
      .innerJoin(orders, eq(orders.id, orderSurveyCredits.orderId))
      .leftJoin(invoices, eq(invoices.bookingId, orderSurveyCredits.bookingId))
      .where(inArray(orderSurveyCredits.orderId, orderIds)),
  ]);
  for (const row of invoiceRows) found.get(row.orderId!)!.invoiceNumber = row.number;
  for (const row of noteRows) found.get(row.orderId!)!.creditNotes.push({ id: row.id, number: row.number, issued_on: indianDate(row.issuedAt) });
  for (const row of creditRows) found.get(row.orderId)!.surveyCredit = { booking_id: row.bookingId, invoice_number: row.invoiceNumber, amount_paise: row.amountPaise };
  return found;
}
