/**
 * GST tax invoices and credit notes. An invoice is issued once per paid order, in the transaction that
 * marks the order paid, and never changes: it keeps its number, date, the seller's details as they were
 * and the place of supply; its lines are the order's lines, which are themselves copies made at order
 * time (price, HSN code, GST rate). A site survey's fee paid online has one too (decision 060), issued in
 * the payment's transaction: the booking names no service and loses its contact on erasure, so that invoice
 * keeps its own copy of its buyer and its one line. A credit note reverses part or all of an invoice for a refund.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { businessComplete, filledText, id, oneOf } from './columns';
import { orders } from './orders';
import { DOCUMENT_SERIES, TEXT_LIMITS, type DocumentSeries } from './values';

/** "2026-27": April 2026 to March 2027. */
const FINANCIAL_YEAR_SHAPE = `'^[0-9]{4}-[0-9]{2}$'`;

/**
 * The last number used in each numbering series per financial year. Allocation increments the row inside
 * the transaction that issues the document, holding its row lock until commit: concurrent issuers queue
 * on it and a rolled-back issue gives its number back, so each series is gap-free.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    series: text('series').$type<DocumentSeries>().notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ name: 'document_series_pkey', columns: [t.series, t.financialYear] }),
    check('document_series_series_known', oneOf(t.series, DOCUMENT_SERIES)),
    check('document_series_financial_year_shape', sql`${t.financialYear} ~ ${sql.raw(FINANCIAL_YEAR_SHAPE)}`),
    check('document_series_last_number_positive', sql`${t.lastNumber} > 0`),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    /** The order invoiced, or (with `bookingId` instead) a site survey's fee paid online. */
    orderId: integer('order_id')
      .references(() => orders.id, { onDelete: 'restrict' })
      .unique('invoices_order_id_key'),
    bookingId: integer('booking_id')
      .references(() => bookings.id, { onDelete: 'restrict' })
      .unique('invoices_booking_id_key'),
    /** e.g. `BSI/26-27/000123`: at most 16 characters, as GST rule 46 requires. */
    number: text('number').notNull().unique('invoices_number_key'),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    sellerLegalName: text('seller_legal_name').notNull(),
    sellerAddress: text('seller_address').notNull(),
    sellerState: text('seller_state').notNull(),
    sellerStateCode: text('seller_state_code').notNull(),
    sellerGstin: text('seller_gstin').notNull(),
    /** The shipping state, as the official name when the shop could place it, else as the shopper wrote it. */
    placeOfSupply: text('place_of_supply').notNull(),
    /** Its GST state code; null when no state could be placed (then the invoice charges IGST). */
    placeOfSupplyCode: text('place_of_supply_code'),
    /**
     * A survey fee's invoice only (null on an order's, which reads these from its order): the booking's contact,
     * the site's address lines and phone as they were when paid, and its one line, the survey service's name,
     * SAC code and GST rate as they stood then and the fee paid, GST included.
     */
    buyerName: text('buyer_name'),
    buyerLines: text('buyer_lines').array(),
    buyerPhone: text('buyer_phone'),
    lineDescription: text('line_description'),
    lineSacCode: text('line_sac_code'),
    lineGstRatePercent: smallint('line_gst_rate_percent'),
    lineAmountPaise: bigint('line_amount_paise', { mode: 'number' }),
    /** A survey fee's invoice to a business (decision 069): its GSTIN and registered name, a B2B supply; null for a consumer's. */
    buyerGstin: text('buyer_gstin'),
    buyerBusinessName: text('buyer_business_name'),
  },
  (t) => [
    check('invoices_of_one_thing', sql`(${t.orderId} is null) <> (${t.bookingId} is null)`),
    check(
      'invoices_booking_bill_whole',
      sql`(${t.bookingId} is null) = (${t.buyerName} is null) and (${t.bookingId} is null) = (${t.buyerLines} is null) and (${t.bookingId} is null) = (${t.buyerPhone} is null) and (${t.bookingId} is null) = (${t.lineDescription} is null) and (${t.bookingId} is null) = (${t.lineSacCode} is null) and (${t.bookingId} is null) = (${t.lineGstRatePercent} is null) and (${t.bookingId} is null) = (${t.lineAmountPaise} is null)`,
    ),
    check('invoices_buyer_business_complete', businessComplete(t.buyerGstin, t.buyerBusinessName)),
    check('invoices_buyer_business_of_booking', sql`${t.buyerGstin} is null or ${t.bookingId} is not null`),
    check('invoices_line_amount_positive', sql`${t.lineAmountPaise} is null or ${t.lineAmountPaise} > 0`),
    check('invoices_line_sac_shape', sql`${t.lineSacCode} is null or ${t.lineSacCode} ~ '^99[0-9]{4}$'`),
    unique('invoices_financial_year_sequence_key').on(t.financialYear, t.sequence),
    check('invoices_number_size', sql`char_length(${t.number}) between 1 and 16`),
    check('invoices_financial_year_shape', sql`${t.financialYear} ~ ${sql.raw(FINANCIAL_YEAR_SHAPE)}`),
    check('invoices_sequence_positive', sql`${t.sequence} > 0`),
    check('invoices_seller_state_code_shape', sql`${t.sellerStateCode} ~ '^[0-9]{2}$'`),
    check('invoices_seller_gstin_shape', sql`${t.sellerGstin} ~ '^[0-9]{2}[A-Z0-9]{13}$'`),
    check('invoices_place_of_supply_code_shape', sql`${t.placeOfSupplyCode} ~ '^[0-9]{2}$'`),
  ],
);

export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** e.g. `BCN/26-27/000007`: its own series, at most 16 characters. */
    number: text('number').notNull().unique('credit_notes_number_key'),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** What was refunded, GST-inclusive; the note splits it like the invoice's lines. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The day the refund was made (India's calendar). */
    refundedOn: date('refunded_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [
    unique('credit_notes_financial_year_sequence_key').on(t.financialYear, t.sequence),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    check('credit_notes_number_size', sql`char_length(${t.number}) between 1 and 16`),
    check('credit_notes_financial_year_shape', sql`${t.financialYear} ~ ${sql.raw(FINANCIAL_YEAR_SHAPE)}`),
    check('credit_notes_sequence_positive', sql`${t.sequence} > 0`),
    check('credit_notes_amount_positive', sql`${t.amountPaise} > 0`),
    check('credit_notes_reason_filled', filledText(t.reason, TEXT_LIMITS.subject)),
  ],
);
