/** Bookings as the contract shows them: to their customer, and to staff with the crew. */
import type { Schema } from '@shop/contracts';
import { freeCancelUntil } from '@shop/rules/bookingTerms';
import { paiseToRupees } from '@shop/rules/money';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { bookings, complaints, creditNotes, invoices, refunds } from '../db/schema';
import { indianDate } from '../kernel';
import { bookingSettings } from './settings';
import { feeCreditsOf } from './survey-credit';

export type BookingRow = typeof bookings.$inferSelect;

/** What a hold that ran out says until the sweep writes it down. */
export const HOLD_EXPIRED = 'The slot was held but not confirmed in time.';

/** What a booking's answer needs besides its row: the owner's cancellation hours and the fee's refund, if any. */
export interface BookingTerms {
  freeCancelHours: number;
  refund: BookingRefundRow | null;
  /** The complaint a reported problem with the finished job opened. */
  complaintNumber: string | null;
  /** The survey fee's tax invoice and its credit notes, oldest first (decision 060). */
  invoiceNumber: string | null;
  creditNotes: Schema<'CreditNoteReference'>[];
  /** The paid fee as it comes off the customer's next order (decision 062). */
  feeCredit: Schema<'BookingFeeCredit'> | null;
}

interface BookingRefundRow {
  amountPaise: number;
  status: 'pending' | 'processed' | 'failed';
  reason: string;
  processedAt: Date | null;
}

const NO_TERMS: BookingTerms = { freeCancelHours: 0, refund: null, complaintNumber: null, invoiceNumber: null, creditNotes: [], feeCredit: null };

/** A hold past its expiry is shown as what it is, cancelled, even before the sweep releases it. */
export function reshapeBooking(row: BookingRow, now: Date, terms: BookingTerms = NO_TERMS): Schema<'Booking'> {
  const expired = row.status === 'held' && row.holdExpiresAt !== null && row.holdExpiresAt.getTime() <= now.getTime();
  const live = row.status === 'confirmed' || (row.status === 'held' && !expired);
  const { refund } = terms;
  return {
    id: row.id,
    kind: row.kind,
    status: expired ? 'cancelled' : row.status,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    hold_expires_at: expired ? null : (row.holdExpiresAt?.toISOString() ?? null),
    pincode: row.pincode,
    // Empty once the customer's account was erased; only a paid survey's row outlives it.
    address: row.address ?? '',
    contact_name: row.contactName ?? '',
    contact_phone: row.contactPhone ?? '',
    contact_email: row.contactEmail ?? '',
    note: row.note,
    fee: paiseToRupees(row.feePaise),
    fee_paid: row.paidPaise === null ? null : paiseToRupees(row.paidPaise),
    paid_at: row.paidAt?.toISOString() ?? null,
    free_cancel_until: live && row.paidPaise !== null ? freeCancelUntil(row.startsAt, terms.freeCancelHours).toISOString() : null,
    refund: refund && { amount: paiseToRupees(refund.amountPaise), status: refund.status, reason: refund.reason, processed_at: refund.processedAt?.toISOString() ?? null },
    invoice_number: terms.invoiceNumber,
    credit_notes: terms.creditNotes,
    cancel_reason: expired ? HOLD_EXPIRED : row.cancelReason,
    order_id: row.orderId,
    quote_number: row.quoteNumber,
    gstin: row.buyerGstin,
    business_name: row.buyerBusinessName,
    created_at: row.createdAt.toISOString(),
    // The photos' addresses are media's: the route that answers adds them (withBookingPhotos).
    completion:
      row.completedAt === null
        ? null
        : {
            completed_at: row.completedAt.toISOString(),
            notes: row.completionNotes ?? '',
            photos: [],
            outcome: row.customerOutcome,
            answered_at: row.answeredAt?.toISOString() ?? null,
            complaint_number: terms.complaintNumber,
          },
    fee_credit: terms.feeCredit,
  };
}

export function reshapeAdminBooking(row: BookingRow & { crewName: string }, now: Date, terms: BookingTerms = NO_TERMS): Schema<'AdminBooking'> {
  return { booking: reshapeBooking(row, now, terms), crew_id: row.crewId, crew_name: row.crewName, customer_id: row.userId, payment_id: row.paymentId, version: row.version };
}

/** The terms of each booking: the settings' cancellation hours, the latest refund of its fee and its credit on an order. */
export async function termsOf(db: Database | Transaction, bookingIds: number[], now: Date): Promise<(bookingId: number) => BookingTerms> {
  const { freeCancelHours } = await bookingSettings(db);
  const rows =
    bookingIds.length === 0
      ? []
      : await db
          .select({ bookingId: refunds.bookingId, amountPaise: refunds.amountPaise, status: refunds.status, reason: refunds.reason, processedAt: refunds.processedAt })
          .from(refunds)
          .where(inArray(refunds.bookingId, bookingIds))
          .orderBy(desc(refunds.id));
  const latest = new Map<number, BookingRefundRow>();
  for (const { bookingId, ...refund } of rows) if (bookingId !== null && !latest.has(bookingId)) latest.set(bookingId, refund);
  const complaintRows =
    bookingIds.length === 0
      ? []
      : await db
          .select({ bookingId: bookings.id, number: complaints.number })
          .from(bookings)
          .innerJoin(complaints, eq(complaints.id, bookings.complaintId))
          .where(inArray(bookings.id, bookingIds));
  const complaintOf = new Map(complaintRows.map((row) => [row.bookingId, row.number]));
  const documentRows =
    bookingIds.length === 0
      ? []
      : await db
          .select({ bookingId: invoices.bookingId, invoiceNumber: invoices.number, noteId: creditNotes.id, noteNumber: creditNotes.number, noteIssuedAt: creditNotes.issuedAt })
          .from(invoices)
          .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
          .where(inArray(invoices.bookingId, bookingIds))
          .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id));
  const documents = new Map<number, { invoiceNumber: string; creditNotes: Schema<'CreditNoteReference'>[] }>();
  for (const row of documentRows) {
    const found = documents.get(row.bookingId!) ?? { invoiceNumber: row.invoiceNumber, creditNotes: [] };
    if (row.noteId !== null) found.creditNotes.push({ id: row.noteId, number: row.noteNumber!, issued_on: indianDate(row.noteIssuedAt!) });
    documents.set(row.bookingId!, found);
  }
  const feeCreditOf = await feeCreditsOf(db, bookingIds, now);
  return (bookingId) => ({
    freeCancelHours,
    refund: latest.get(bookingId) ?? null,
    complaintNumber: complaintOf.get(bookingId) ?? null,
    invoiceNumber: documents.get(bookingId)?.invoiceNumber ?? null,
    creditNotes: documents.get(bookingId)?.creditNotes ?? [],
    feeCredit: feeCreditOf(bookingId),
  });
}

/** Bookings as their customer sees them, with their terms. */
export async function bookingViews(db: Database | Transaction, rows: BookingRow[], now: Date): Promise<Schema<'Booking'>[]> {
  const terms = await termsOf(
    db,
    rows.map((row) => row.id),
    now,
  );
  return rows.map((row) => reshapeBooking(row, now, terms(row.id)));
}

/** One booking as its customer sees it. */
export async function bookingView(db: Database | Transaction, row: BookingRow, now: Date): Promise<Schema<'Booking'>> {
  const [view] = await bookingViews(db, [row], now);
  return view!;
}

