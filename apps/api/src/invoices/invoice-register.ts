/**
 * The accountant's register of tax documents issued in a range of days (India time): one row per invoice
 * and a negative row per credit note, with the same figures the PDFs print (decision 017), in rupees with
 * two decimals, as CSV.
 */
import { and, asc, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { creditNotes, invoices, orderItems, orders } from '../db/schema';
import type { PaymentMethod } from '../db/tables/values';
import { InvalidInputError, problem } from '../errors';
import { creditLines, orderChargeLines, supplyKind, taxFigures, type TaxFigures } from './gst';
import { surveyFeeChargeLines } from './invoices';
import { indianDate } from '../kernel';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A financial year and a day of slack; longer exports are split by the accountant anyway. */
const MAX_RANGE_DAYS = 366;
const BACKWARDS = problem('date_range_backwards', 'The last day is before the first day.');
const TOO_LONG = problem('date_range_too_long', `Choose at most ${MAX_RANGE_DAYS} days.`);

// What each document is of: an order, or (the last column, so the accountant's sheets that read the others by their
// place still read them) a site survey's booking whose fee was paid online (decision 060).
const REGISTER_HEADER = ['Document', 'Number', 'Date', 'Order', 'Customer', 'Buyer GSTIN', 'Place of supply', 'Payment method', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Total', 'Booking'];

/** How the accountant reads the payment method: a cash-on-delivery invoice is settled by the courier's remittance. */
const PAYMENT_METHOD_WORDS: Record<PaymentMethod, string> = { online: 'Online', cash_on_delivery: 'Cash on delivery', bank_transfer: 'Bank transfer or UPI' };

export interface RegisterRow {
  document: 'Invoice' | 'Credit note';
  number: string;
  date: string;
  /** The order invoiced, or null for a site survey's fee, whose booking is named instead. */
  orderId: number | null;
  bookingId: number | null;
  customer: string;
  /** A business buyer's GSTIN (a B2B supply); empty for a consumer. */
  buyerGstin: string;
  placeOfSupply: string;
  paymentMethod: PaymentMethod;
  /** Negative on a credit note. */
  totals: TaxFigures['totals'];
}

const startOfIndianDay = (day: string) => new Date(`${day}T00:00:00+05:30`);

export async function invoiceRegister(db: Database, from: string, to: string): Promise<RegisterRow[]> {
  if (to < from) throw new InvalidInputError({ to: [BACKWARDS] }, BACKWARDS);
  const start = startOfIndianDay(from);
  const end = new Date(startOfIndianDay(to).getTime() + DAY_MS);
  if ((end.getTime() - start.getTime()) / DAY_MS > MAX_RANGE_DAYS) throw new InvalidInputError({ to: [TOO_LONG] }, TOO_LONG);

  const [invoiceRows, noteRows] = await Promise.all([
    db
      .select({ invoice: invoices, order: orders })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(and(gte(invoices.issuedAt, start), lt(invoices.issuedAt, end))),
    db
      .select({ note: creditNotes, invoice: invoices, order: orders })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(and(gte(creditNotes.issuedAt, start), lt(creditNotes.issuedAt, end))),
  ]);
  const orderIds = [...new Set([...invoiceRows, ...noteRows].map((row) => row.order.id))];
  const items = orderIds.length ? await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id)) : [];
  const linesOf = (order: typeof orders.$inferSelect) =>
    orderChargeLines(
      items.filter((item) => item.orderId === order.id),
      order,
    );

  const surveyRows = await surveyFeeRows(db, start, end);
  const rows: (RegisterRow & { at: Date })[] = [
    ...surveyRows,
    ...invoiceRows.map(({ invoice, order }) => ({
      document: 'Invoice' as const,
      number: invoice.number,
      at: invoice.issuedAt,
      date: indianDate(invoice.issuedAt),
      orderId: order.id,
      bookingId: null,
      customer: order.shipFullName,
      buyerGstin: order.buyerGstin ?? '',
      placeOfSupply: invoice.placeOfSupply,
      paymentMethod: order.paymentMethod,
      totals: taxFigures(linesOf(order), supplyKind(invoice.sellerStateCode, invoice.placeOfSupplyCode)).totals,
    })),
    ...noteRows.map(({ note, invoice, order }) => {
      const totals = taxFigures(creditLines(linesOf(order), note.amountPaise), supplyKind(invoice.sellerStateCode, invoice.placeOfSupplyCode)).totals;
      return {
        document: 'Credit note' as const,
        number: note.number,
        at: note.issuedAt,
        date: indianDate(note.issuedAt),
        orderId: order.id,
        bookingId: null,
        customer: order.shipFullName,
        buyerGstin: order.buyerGstin ?? '',
        placeOfSupply: invoice.placeOfSupply,
        paymentMethod: order.paymentMethod,
        totals: negated(totals),
      };
    }),
  ];
  rows.sort((a, b) => a.at.getTime() - b.at.getTime() || a.number.localeCompare(b.number));
  return rows.map(({ at: _at, ...row }) => row);
}

/** A survey fee's invoices and credit notes in the range: everything they print is on the invoice row. */
async function surveyFeeRows(db: Database, start: Date, end: Date): Promise<(RegisterRow & { at: Date })[]> {
  const [invoiceRows, noteRows] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(and(isNotNull(invoices.bookingId), gte(invoices.issuedAt, start), lt(invoices.issuedAt, end))),
    db
      .select({ note: creditNotes, invoice: invoices })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(and(isNotNull(invoices.bookingId), gte(creditNotes.issuedAt, start), lt(creditNotes.issuedAt, end))),
  ]);
  const row = (invoice: typeof invoices.$inferSelect) => ({
    orderId: null,
    bookingId: invoice.bookingId,
    customer: invoice.buyerName ?? '',
    buyerGstin: invoice.buyerGstin ?? '',
    placeOfSupply: invoice.placeOfSupply,
    paymentMethod: 'online' as const,
  });
  const supply = (invoice: typeof invoices.$inferSelect) => supplyKind(invoice.sellerStateCode, invoice.placeOfSupplyCode);
  return [
    ...invoiceRows.map((invoice) => ({
      ...row(invoice),
      document: 'Invoice' as const,
      number: invoice.number,
      at: invoice.issuedAt,
      date: indianDate(invoice.issuedAt),
      totals: taxFigures(surveyFeeChargeLines(invoice), supply(invoice)).totals,
    })),
    ...noteRows.map(({ note, invoice }) => ({
      ...row(invoice),
      document: 'Credit note' as const,
      number: note.number,
      at: note.issuedAt,
      date: indianDate(note.issuedAt),
      totals: negated(taxFigures(creditLines(surveyFeeChargeLines(invoice), note.amountPaise), supply(invoice)).totals),
    })),
  ];
}

function negated(totals: TaxFigures['totals']): TaxFigures['totals'] {
  return {
    taxablePaise: -totals.taxablePaise,
    cgstPaise: -totals.cgstPaise,
    sgstPaise: -totals.sgstPaise,
    igstPaise: -totals.igstPaise,
    taxPaise: -totals.taxPaise,
    amountPaise: -totals.amountPaise,
  };
}

export function registerCsv(rows: RegisterRow[]): string {
  const lines = [REGISTER_HEADER, ...rows.map(csvCells)].map((cells) => cells.map(csvField).join(','));
  // CRLF, as RFC 4180 and spreadsheet programs expect.
  return `${lines.join('\r\n')}\r\n`;
}

function csvCells(row: RegisterRow): string[] {
  const { taxablePaise, cgstPaise, sgstPaise, igstPaise, amountPaise } = row.totals;
  return [
    row.document,
    row.number,
    row.date,
    row.orderId === null ? '' : String(row.orderId),
    safeText(row.customer),
    row.buyerGstin,
    safeText(row.placeOfSupply),
    PAYMENT_METHOD_WORDS[row.paymentMethod],
    ...[taxablePaise, cgstPaise, sgstPaise, igstPaise, amountPaise].map(rupees),
    row.bookingId === null ? '' : String(row.bookingId),
  ];
}

/** Paise as rupees with two decimals, in integers: 12345 → "123.45", -5 → "-0.05". */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed with an apostrophe. */
function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
