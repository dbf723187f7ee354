/**
 * Issuing tax invoices and credit notes, and reading them back as documents to print.
 *
 * An invoice is issued in the transaction that marks its order paid (orders/settle-payment.ts), so its
 * number is taken exactly when the payment commits and a rolled-back payment takes no number; a
 * cash-on-delivery order's, in the transaction that ships it (orders/delivery.ts). An order
 * paid before invoicing existed gets its invoice on first download instead, by the same function.
 * A site survey's fee paid online gets its invoice in the payment's transaction too (decision 060), from a
 * bill the caller draws up (the booking's contact and site, the survey service's name, SAC code and rate), kept
 * on the invoice row since neither the booking nor the service keeps it unchanged.
 * A credit note takes a refund as plain input (order or booking, amount, day, reason), so whatever records
 * refunds can issue one in its own transaction.
 */
import { and, asc, eq, sum } from 'drizzle-orm';
import { isPossibleId, type Database, type Transaction } from '../db/database';
import { bookings, creditNotes, invoices, orderItems, orders, orderSurveyCredits, refunds } from '../db/schema';
import { PAID_PAYMENT_STATUSES, type PaymentMethod } from '../db/tables/values';
import { ConflictError, InvalidInputError, NotFoundError, ORDER_NOT_FOUND, problem, type FieldProblems } from '../errors';
import { creditLines, orderChargeLines, supplyKind, taxFigures, type ChargeLine, type TaxFigures } from './gst';
import { financialYearOf, nextDocumentNumber } from './numbering';
import { placeOfSupply, placeOfSite, type PlaceOfSupply } from './place-of-supply';
import { inTransaction } from '../db/transaction';
import { indianDate, type SellerConfig } from '../kernel';

const NOT_PAID = problem('invoice_not_issued', 'This order has no tax invoice yet: it is issued when the payment completes, or for cash on delivery when the goods leave.');
const CREDIT_NOTE_NOT_FOUND = problem('credit_note_not_found', 'Credit note not found.');
const BOOKING_NOT_FOUND = problem('booking_not_found', 'Booking not found.');
const BOOKING_NOT_INVOICED = problem('booking_not_invoiced', 'This booking has no tax invoice: one is issued when a survey fee is paid online and the visit booked.');

/** Payment states in which the customer has paid (a refunded order keeps its invoice; credit notes undo it). */
const PAID_STATUSES = new Set(PAID_PAYMENT_STATUSES);

export interface IssuedDocument {
  id: number;
  number: string;
}

/**
 * The order's invoice, issued now if it has none. Locks the order row first, so two issuers of the same
 * order (the payment and a first download) queue and the second finds the first's invoice.
 */
export async function issueInvoice(tx: Transaction, orderId: number, seller: SellerConfig, at: Date = new Date()): Promise<IssuedDocument> {
  const [order] = await tx
    .select({ id: orders.id, shipState: orders.shipState, shipZipCode: orders.shipZipCode })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  const [existing] = await tx.select({ id: invoices.id, number: invoices.number }).from(invoices).where(eq(invoices.orderId, orderId));
  if (existing) return existing;

  const place = await placeOfSupply(order.shipState, order.shipZipCode);
  const [invoice] = await tx
    .insert(invoices)
    .values({ orderId, ...(await invoiceHead(tx, seller, place, at)) })
    .returning({ id: invoices.id, number: invoices.number });
  return invoice!;
}

/** What every invoice starts with: the next number of the one series, its moment, the seller as they stand, the place of supply. */
async function invoiceHead(tx: Transaction, seller: SellerConfig, place: PlaceOfSupply, at: Date) {
  const financialYear = financialYearOf(at);
  const { sequence, number } = await nextDocumentNumber(tx, 'invoice', financialYear);
  return {
    number,
    financialYear,
    sequence,
    issuedAt: at,
    sellerLegalName: seller.legalName,
    sellerAddress: seller.address,
    sellerState: seller.state.name,
    sellerStateCode: seller.state.gstCode,
    sellerGstin: seller.gstin,
    placeOfSupply: place.name,
    placeOfSupplyCode: place.code,
  };
}

/** What a survey fee's invoice bills, as the booking and the survey service stand when the fee is paid. */
export interface SurveyFeeBill {
  bookingId: number;
  /** The booking's contact, the site's address as they wrote it (its lines), and the business it was booked for, if any. */
  buyer: { name: string; addressLines: string[]; phone: string; business: { gstin: string; name: string } | null };
  /** Where the site is: the place of supply of a service on immovable property (IGST Act 2017, section 12(3)(a)). */
  sitePincode: string;
  /** The survey service's name, SAC code and rate, and the fee paid, GST included. */
  line: { description: string; sacCode: string; gstRatePercent: number; amountPaise: number };
}

/**
 * The survey fee's invoice, issued now if the booking has none, in the shop's one invoice series. The caller holds
 * the booking's row lock (the payment's), so two issuers queue and the second finds the first's invoice; the
 * unique booking id is the last word.
 */
export async function issueBookingInvoice(tx: Transaction, seller: SellerConfig, bill: SurveyFeeBill, at: Date = new Date()): Promise<IssuedDocument> {
  const [existing] = await tx.select({ id: invoices.id, number: invoices.number }).from(invoices).where(eq(invoices.bookingId, bill.bookingId));
  if (existing) return existing;
  const place = await placeOfSite(bill.sitePincode);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      bookingId: bill.bookingId,
      ...(await invoiceHead(tx, seller, place, at)),
      buyerName: bill.buyer.name,
      buyerLines: [...bill.buyer.addressLines, `${place.code ? place.name : 'PIN code'} ${bill.sitePincode}`],
      buyerPhone: bill.buyer.phone,
      lineDescription: bill.line.description,
      lineSacCode: bill.line.sacCode,
      lineGstRatePercent: bill.line.gstRatePercent,
      lineAmountPaise: bill.line.amountPaise,
      buyerGstin: bill.buyer.business?.gstin ?? null,
      buyerBusinessName: bill.buyer.business?.name ?? null,
    })
    .returning({ id: invoices.id, number: invoices.number });
  return invoice!;
}

/** A refund to document, as whatever records refunds knows it: of an order, or of a survey fee's booking. */
export type RefundForCreditNote = ({ orderId: number; bookingId?: undefined } | { bookingId: number; orderId?: undefined }) & {
  /** GST-inclusive amount refunded, in paise. */
  amountPaise: number;
  /** The day of the refund, YYYY-MM-DD. */
  refundedOn: string;
  reason: string;
};

/**
 * Issues a credit note for a refund of a paid order. The invoice row is locked while the note is
 * checked and numbered, so concurrent refunds can never credit more than the invoice in total.
 */
export async function issueCreditNote(tx: Transaction, seller: SellerConfig, refund: RefundForCreditNote, at: Date = new Date()): Promise<IssuedDocument> {
  const problems: FieldProblems = {};
  if (!Number.isSafeInteger(refund.amountPaise) || refund.amountPaise <= 0) problems.amount_paise = [problem('amount_invalid', 'Enter an amount above zero, in whole paise.')];
  if (!isCalendarDate(refund.refundedOn)) problems.refunded_on = [problem('date_invalid', 'Enter the day of the refund as YYYY-MM-DD.')];
  const reason = refund.reason.trim();
  // The refund's reason, already bounded by the contract where staff typed it; the shop's own are short.
  if (reason.length === 0) problems.reason = [problem('reason_required', 'Give a reason for the credit note.')];
  if (Object.keys(problems).length > 0) throw new InvalidInputError(problems, 'The credit note cannot be issued.');

  const { invoiceId, invoicedPaise } = await invoiceToCredit(tx, seller, refund, at);
  const [invoice] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  const [credited] = await tx.select({ total: sum(creditNotes.amountPaise).mapWith(Number) }).from(creditNotes).where(eq(creditNotes.invoiceId, invoice!.id));
  const left = invoicedPaise - (credited?.total ?? 0);
  if (refund.amountPaise > left) {
    throw new InvalidInputError({ amount_paise: [problem('credit_exceeds_invoice', `At most ${left} paise of this invoice is left to credit.`)] }, 'The refund is more than the invoice has left.');
  }
  const financialYear = financialYearOf(at);
  const { sequence, number } = await nextDocumentNumber(tx, 'credit_note', financialYear);
  const [note] = await tx
    .insert(creditNotes)
    .values({ invoiceId: invoice!.id, number, financialYear, sequence, issuedAt: at, amountPaise: refund.amountPaise, refundedOn: refund.refundedOn, reason })
    .returning({ id: creditNotes.id, number: creditNotes.number });
  return note!;
}

/** The invoice a refund reduces and what it charged: an order's (issued now if it has none), or a survey fee's. */
async function invoiceToCredit(tx: Transaction, seller: SellerConfig, refund: RefundForCreditNote, at: Date): Promise<{ invoiceId: number; invoicedPaise: number }> {
  if (refund.bookingId === undefined) {
    const order = await invoicedOrder(tx, refund.orderId);
    return { invoiceId: (await issueInvoice(tx, order.id, seller, at)).id, invoicedPaise: order.totalPaise };
  }
  const [invoice] = await tx.select({ id: invoices.id, amountPaise: invoices.lineAmountPaise }).from(invoices).where(eq(invoices.bookingId, refund.bookingId));
  if (!invoice) throw new ConflictError(BOOKING_NOT_INVOICED, { booking: [BOOKING_NOT_INVOICED] });
  return { invoiceId: invoice.id, invoicedPaise: invoice.amountPaise! };
}

/** Whether a booking's fee has a tax invoice (a fee paid before invoices of fees, or refunded on arrival, has none). */
export async function bookingHasInvoice(tx: Transaction | Database, bookingId: number): Promise<boolean> {
  const [invoice] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.bookingId, bookingId));
  return invoice !== undefined;
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/**
 * An order that has (or is owed) a tax invoice: one that is paid, or a cash-on-delivery one whose goods
 * left the shop, which got its invoice then.
 */
async function invoicedOrder(tx: Transaction | Database, orderId: number, ownerId?: number) {
  if (!isPossibleId(orderId)) throw new NotFoundError(ORDER_NOT_FOUND);
  const [order] = await tx
    .select({ id: orders.id, userId: orders.userId, paymentStatus: orders.paymentStatus, totalPaise: orders.totalPaise, invoiceId: invoices.id })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(ownerId === undefined ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, ownerId)));
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  if (!PAID_STATUSES.has(order.paymentStatus) && order.invoiceId === null) throw new ConflictError(NOT_PAID, { order: [NOT_PAID] });
  return order;
}

/** Where and how a proforma invoice asks to be paid: the shop's bank details, the remark to write, the deadline. */
export interface TransferRequest {
  accountName: string;
  accountNumber: string;
  ifsc: string;
  upiId: string | null;
  reference: string;
  payBy: Date;
}

/**
 * Everything a tax document prints; a proforma invoice (decision 053, "Paying by transfer") prints the same
 * figures under its own title, asks for the payment, and takes no number from the tax series.
 */
export interface TaxDocument {
  kind: 'invoice' | 'credit-note' | 'proforma';
  number: string;
  /** India's calendar date, YYYY-MM-DD. */
  date: string;
  /** What the document is of: an order, or (a survey fee's) a booking. */
  orderId: number | null;
  bookingId?: number;
  seller: { legalName: string; address: string; state: string; stateCode: string; gstin: string };
  /** `business`: the registered buyer (GSTIN and name) given at checkout, billed by name and GSTIN. */
  buyer: { name: string; lines: string[]; phone: string; business: { gstin: string; name: string } | null };
  placeOfSupply: { name: string; code: string | null };
  /** How the customer pays: online before dispatch, or cash to the courier at the door. */
  paymentMethod: PaymentMethod;
  /** The coupon the order used; its discount is on the lines it covered. */
  coupon: { code: string; discountPaise: number } | null;
  /** A paid survey fee adjusted against the order, on its lines after the coupon, and the fee's own invoice (decision 062). */
  surveyCredit: { invoiceNumber: string | null; bookingId: number; amountPaise: number } | null;
  /** On a credit note: the invoice it reduces, and why. */
  invoice?: { number: string; date: string };
  /**
   * On a credit note: its day and reason, and whether money went back (a refund) or the invoice is reversed
   * for goods that came back undelivered and were never paid for (cash on delivery).
   */
  credit?: { on: string; reason: string; moneyBack: boolean };
  /** On a proforma invoice: where to pay. */
  transfer?: TransferRequest;
  figures: TaxFigures;
}

const NOT_AWAITING_TRANSFER = problem('order_not_awaiting_transfer', 'This order is not waiting for a bank transfer: a paid order has its tax invoice instead.');

/**
 * The proforma invoice of an order waiting for a bank transfer or UPI payment: the order's figures as its tax
 * invoice will print them, dated today, with the shop's details as configured now; no invoice number is taken.
 * With `ownerId`, another customer's order is not found; an order not awaiting a transfer is refused (409).
 */
export async function proformaDocument(db: Database, seller: SellerConfig, orderId: number, transfer: TransferRequest | null, ownerId: number | undefined, now: Date): Promise<TaxDocument> {
  if (!isPossibleId(orderId)) throw new NotFoundError(ORDER_NOT_FOUND);
  const [order] = await db
    .select()
    .from(orders)
    .where(ownerId === undefined ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, ownerId)));
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  if (!transfer || order.paymentMethod !== 'bank_transfer' || order.paymentStatus !== 'pending') throw new ConflictError(NOT_AWAITING_TRANSFER, { order: [NOT_AWAITING_TRANSFER] });
  const place = await placeOfSupply(order.shipState, order.shipZipCode);
  const parts = await orderParts(db, order);
  return {
    ...parts,
    kind: 'proforma',
    number: transfer.reference,
    date: indianDate(now),
    seller: { legalName: seller.legalName, address: seller.address, state: seller.state.name, stateCode: seller.state.gstCode, gstin: seller.gstin },
    placeOfSupply: place,
    transfer,
    figures: taxFigures(parts.chargeLines, supplyKind(seller.state.gstCode, place.code)),
  };
}

/**
 * The order's invoice as a document, issuing it first for an order paid before invoices existed.
 * With `ownerId`, another customer's order is not found; an unpaid order has no invoice (409).
 */
export async function invoiceDocument(db: Database, seller: SellerConfig, orderId: number, ownerId?: number): Promise<TaxDocument> {
  return inTransaction(db, async (tx) => {
    const order = await invoicedOrder(tx, orderId, ownerId);
    // Only an order without its invoice needs issueInvoice's lock on the order row.
    const [existing] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, order.id));
    const invoiceId = existing?.id ?? (await issueInvoice(tx, order.id, seller)).id;
    const { invoice, document } = await invoiceParts(tx, invoiceId);
    return { ...document, kind: 'invoice', number: invoice.number, date: indianDate(invoice.issuedAt), figures: taxFigures(document.chargeLines, document.supply) };
  });
}

/**
 * A credit note of the order as a document; a note of another order is not found, nor, with `ownerId`,
 * a note of another customer's order.
 */
export async function creditNoteDocument(db: Database, orderId: number, noteId: number, ownerId?: number): Promise<TaxDocument> {
  if (!isPossibleId(orderId) || !isPossibleId(noteId)) throw new NotFoundError(CREDIT_NOTE_NOT_FOUND);
  const ofTheOrder = and(eq(creditNotes.id, noteId), eq(invoices.orderId, orderId));
  const [note] = await db
    .select({ note: creditNotes, invoiceId: invoices.id })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(ownerId === undefined ? ofTheOrder : and(ofTheOrder, eq(orders.userId, ownerId)));
  if (!note) throw new NotFoundError(CREDIT_NOTE_NOT_FOUND);
  const { invoice, document } = await invoiceParts(db, note.invoiceId);
  // Paid online, every note documents a refund; paid on delivery, a note without one reverses goods never paid for.
  const [refund] = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.creditNoteId, note.note.id));
  return {
    ...document,
    kind: 'credit-note',
    number: note.note.number,
    date: indianDate(note.note.issuedAt),
    invoice: { number: invoice.number, date: indianDate(invoice.issuedAt) },
    credit: { on: note.note.refundedOn, reason: note.note.reason, moneyBack: document.paymentMethod !== 'cash_on_delivery' || refund !== undefined },
    figures: taxFigures(creditLines(document.chargeLines, note.note.amountPaise), document.supply),
  };
}

/** The parts of a document that come from the invoice and its order. */
async function invoiceParts(db: Transaction | Database, invoiceId: number) {
  // An order's invoice: a survey fee's is read by surveyFeeParts.
  const [row] = await db.select({ invoice: invoices, order: orders }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(eq(invoices.id, invoiceId));
  const { invoice, order } = row!;
  return {
    invoice,
    document: {
      ...(await orderParts(db, order)),
      seller: { legalName: invoice.sellerLegalName, address: invoice.sellerAddress, state: invoice.sellerState, stateCode: invoice.sellerStateCode, gstin: invoice.sellerGstin },
      placeOfSupply: { name: invoice.placeOfSupply, code: invoice.placeOfSupplyCode },
      supply: supplyKind(invoice.sellerStateCode, invoice.placeOfSupplyCode),
    },
  };
}

/** The parts of a document that come from its order alone: the buyer, how it is paid, and its lines to tax. */
async function orderParts(db: Transaction | Database, order: typeof orders.$inferSelect) {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const chargeLines: ChargeLine[] = orderChargeLines(items, order);
  const buyerLines = [order.shipAddress, order.shipAddressLine2, `${order.shipCity}, ${order.shipState} ${order.shipZipCode}`].filter((line): line is string => Boolean(line && line.trim()));
  return {
    orderId: order.id,
    buyer: {
      name: order.shipFullName,
      lines: buyerLines,
      phone: order.shipPhone,
      business: order.buyerGstin && order.buyerBusinessName ? { gstin: order.buyerGstin, name: order.buyerBusinessName } : null,
    },
    paymentMethod: order.paymentMethod,
    coupon: order.couponCode && order.discountPaise > 0 ? { code: order.couponCode, discountPaise: order.discountPaise } : null,
    surveyCredit: order.surveyCreditPaise > 0 ? await surveyCreditOf(db, order.id, order.surveyCreditPaise) : null,
    chargeLines,
  };
}

/** The survey whose fee the order took off its goods, and that fee's invoice, which the order's invoice names. */
async function surveyCreditOf(db: Transaction | Database, orderId: number, amountPaise: number): Promise<TaxDocument['surveyCredit']> {
  const [row] = await db
    .select({ bookingId: orderSurveyCredits.bookingId, invoiceNumber: invoices.number })
    .from(orderSurveyCredits)
    .leftJoin(invoices, eq(invoices.bookingId, orderSurveyCredits.bookingId))
    .where(eq(orderSurveyCredits.orderId, orderId));
  return { bookingId: row!.bookingId, invoiceNumber: row!.invoiceNumber, amountPaise };
}

/** The one line of a survey fee's invoice, as its row keeps it: one visit at the fee paid, GST included. */
export function surveyFeeChargeLines(invoice: typeof invoices.$inferSelect): ChargeLine[] {
  const amountPaise = invoice.lineAmountPaise!;
  return [{ description: invoice.lineDescription!, hsnCode: invoice.lineSacCode!, quantity: 1, unitPricePaise: amountPaise, discountPaise: 0, amountPaise, gstRatePercent: invoice.lineGstRatePercent! }];
}

/** The parts of a survey fee's document, all from its invoice row: who was billed (a business by its GSTIN), for what, paid online. */
function surveyFeeParts(invoice: typeof invoices.$inferSelect) {
  return {
    orderId: null,
    bookingId: invoice.bookingId!,
    seller: { legalName: invoice.sellerLegalName, address: invoice.sellerAddress, state: invoice.sellerState, stateCode: invoice.sellerStateCode, gstin: invoice.sellerGstin },
    buyer: {
      name: invoice.buyerName!,
      lines: invoice.buyerLines!,
      phone: invoice.buyerPhone!,
      business: invoice.buyerGstin && invoice.buyerBusinessName ? { gstin: invoice.buyerGstin, name: invoice.buyerBusinessName } : null,
    },
    placeOfSupply: { name: invoice.placeOfSupply, code: invoice.placeOfSupplyCode },
    paymentMethod: 'online' as const,
    coupon: null,
    surveyCredit: null,
    chargeLines: surveyFeeChargeLines(invoice),
    supply: supplyKind(invoice.sellerStateCode, invoice.placeOfSupplyCode),
  };
}

/** A booking's invoice row; with `ownerId`, another customer's booking is not found. A booking without one is 409. */
async function bookingInvoice(db: Database, bookingId: number, ownerId?: number) {
  if (!isPossibleId(bookingId)) throw new NotFoundError(BOOKING_NOT_FOUND);
  const [row] = await db
    .select({ invoice: invoices })
    .from(bookings)
    .leftJoin(invoices, eq(invoices.bookingId, bookings.id))
    .where(ownerId === undefined ? eq(bookings.id, bookingId) : and(eq(bookings.id, bookingId), eq(bookings.userId, ownerId)));
  if (!row) throw new NotFoundError(BOOKING_NOT_FOUND);
  if (!row.invoice) throw new ConflictError(BOOKING_NOT_INVOICED, { booking: [BOOKING_NOT_INVOICED] });
  return row.invoice;
}

/** The survey fee's invoice of a booking as a document; with `ownerId`, another customer's booking is not found. */
export async function bookingInvoiceDocument(db: Database, bookingId: number, ownerId?: number): Promise<TaxDocument> {
  const invoice = await bookingInvoice(db, bookingId, ownerId);
  const { supply, chargeLines, ...parts } = surveyFeeParts(invoice);
  return { ...parts, kind: 'invoice', number: invoice.number, date: indianDate(invoice.issuedAt), figures: taxFigures(chargeLines, supply) };
}

/** A credit note of a booking's fee invoice as a document; a note of another booking, or another customer's, is not found. */
export async function bookingCreditNoteDocument(db: Database, bookingId: number, noteId: number, ownerId?: number): Promise<TaxDocument> {
  if (!isPossibleId(noteId)) throw new NotFoundError(CREDIT_NOTE_NOT_FOUND);
  const invoice = await bookingInvoice(db, bookingId, ownerId).catch((error: unknown) => {
    // No invoice, no note: as not found as a note of another booking.
    if (error instanceof ConflictError) throw new NotFoundError(CREDIT_NOTE_NOT_FOUND);
    throw error;
  });
  const [note] = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.id, noteId), eq(creditNotes.invoiceId, invoice.id)));
  if (!note) throw new NotFoundError(CREDIT_NOTE_NOT_FOUND);
  const { supply, chargeLines, ...parts } = surveyFeeParts(invoice);
  return {
    ...parts,
    kind: 'credit-note',
    number: note.number,
    date: indianDate(note.issuedAt),
    invoice: { number: invoice.number, date: indianDate(invoice.issuedAt) },
    credit: { on: note.refundedOn, reason: note.reason, moneyBack: true },
    figures: taxFigures(creditLines(chargeLines, note.amountPaise), supply),
  };
}
