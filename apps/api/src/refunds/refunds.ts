/**
 * Refunds of paid orders, through the provider that took the money. A cash-on-delivery order's money was
 * taken by a courier, and a bank-transfer order's came from the buyer's own bank, so there is no provider to ask:
 * staff pay it back by bank or UPI transfer and record the transfer's reference, and the refund is reserved and
 * settled as processed in one transaction.
 *
 * Three steps, so that no row lock is held across a network call and nothing is ever refunded twice:
 * 1. *Reserve*: in a transaction that locks the order, a pending refund row is written with its
 *    idempotency key, after checking that it fits in what is left to refund (paid − pending − processed).
 *    A repeat with the same key finds the row and answers it.
 * 2. *Send*: the provider is asked, outside any transaction, always with the row's key, so a retry after
 *    a lost answer gets the same refund back. A refusal marks the row failed (its amount is free again);
 *    an outage leaves it pending and unsent, and `sendUnsentRefunds` asks again later.
 * 3. *Settle*: the provider's answer or its webhook (`refund.processed` / `refund.failed`) moves the row
 *    once. Processed issues the credit note, sets the order to refunded or partially refunded and mails
 *    the customer, all in one transaction.
 */
import type { Schema } from '@shop/contracts';
import { and, asc, eq, inArray, isNull, lt, sql, sum } from 'drizzle-orm';
import { recordAudit } from '../audit';
import { isPossibleId, type Database, type Transaction } from '../db/database';
import { bookings, creditNotes, orders, payments, refunds } from '../db/schema';
import type { PaymentStatus, RefundStatus } from '../db/tables/values';
import { ConflictError, InvalidInputError, NotFoundError, ORDER_NOT_FOUND, ServiceUnavailableError, problem, type FieldProblems } from '../errors';
import { bookingHasInvoice, issueCreditNote } from '../invoices';
import type { Logger } from '../logger';
import { notify } from '../notify';
import { PaymentProviderError, RefundRefusedError, type PaymentGateway } from '../payments';
import { inTransaction } from '../db/transaction';
import { indianDate, isUniqueViolation, type SellerConfig } from '../kernel';

/** What a refund needs of the shop around it; a payment's settlement (orders/settle-payment.ts) passes its own. */
export interface RefundContext {
  /** The shop's public address, for the link in the refund mail. */
  siteUrl: string;
  /** Who issues the credit note a settled refund gets. */
  seller: SellerConfig;
  logger?: Logger | undefined;
}
export type RefundView = Schema<'Refund'>;
type Refund = typeof refunds.$inferSelect;

/** Orders whose money is with the shop (or its courier), some of it still to give back. */
const REFUNDABLE: readonly PaymentStatus[] = ['completed', 'collected', 'partially_refunded'];
const REFERENCE_TAKEN = problem('refund_reference_taken', 'This transfer reference is already recorded for another refund.');
/** Refunds that hold part of the paid amount: asked for, or done. */
const HOLDING: readonly RefundStatus[] = ['pending', 'processed'];

export interface RefundRequest {
  orderId: number;
  /** Paise to give back; the whole refundable remainder when left out. */
  amountPaise?: number | undefined;
  reason: string;
  /** Names the request: a repeat with the same key answers the same refund. */
  idempotencyKey: string;
  /** The staff member asking; absent when the shop refunds by itself (a payment for a cancelled order). */
  staffId?: number | undefined;
  /** The captured payment to refund; the order's first captured payment when left out. */
  paymentId?: number | undefined;
  /**
   * Cash on delivery only, and required for it: the reference of the transfer staff made outside the shop,
   * which settles the refund at once.
   */
  reference?: string | undefined;
}

/** Staff ask for a refund from the order page: reserve it, ask the provider, answer where it stands. */
export async function startRefund(db: Database, gateway: PaymentGateway, request: RefundRequest, context: RefundContext): Promise<RefundView> {
  const errors: FieldProblems = {};
  const key = request.idempotencyKey.trim();
  // The contract bounds each text's length; what it cannot see is a text of spaces alone.
  if (key.length === 0) errors.idempotency_key = [problem('idempotency_key_blank', 'Send an Idempotency-Key that is not only spaces.')];
  if (request.amountPaise !== undefined && (!Number.isSafeInteger(request.amountPaise) || request.amountPaise <= 0)) {
    errors.amount_paise = [problem('amount_invalid', 'Enter an amount above zero, in whole paise.')];
  }
  const reason = request.reason.trim();
  if (reason.length === 0) errors.reason = [problem('reason_required', 'Give a reason for the refund.')];
  const reference = request.reference?.trim();
  if (reference !== undefined && reference.length === 0) errors.reference = [problem('reference_required', "Give the transfer's reference.")];
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors, 'The refund cannot be made.');
  if (!isPossibleId(request.orderId)) throw new NotFoundError(ORDER_NOT_FOUND);

  // Staff keys are their own namespace per order, apart from the keys the shop makes itself.
  const asked = { ...request, reason, reference, idempotencyKey: `staff:${request.orderId}:${key}` };
  const reserved = await inTransaction(db, async (tx) => {
    const refund = await reserveRefund(tx, asked, context);
    if (reference !== undefined) await settleTransferredRefund(tx, refund, reference, context);
    return refund;
  }).catch((error: unknown) => {
    // Two refunds recorded with one reference at once: the unique key stops the second.
    if (isUniqueViolation(error, 'refunds_provider_refund_id_key')) throw new ConflictError(REFERENCE_TAKEN, { reference: [REFERENCE_TAKEN] });
    throw error;
  });
  if (reference === undefined && reserved.providerRefundId === null && reserved.status === 'pending') {
    const outcome = await sendRefund(db, gateway, reserved.id, context);
    if (outcome === 'unreachable') {
      throw new ServiceUnavailableError(problem('payment_provider_unavailable', 'The payment provider is not reachable just now. The refund is saved and will be sent automatically; nothing is refunded twice.'));
    }
  }
  const [row] = await db.select().from(refunds).where(eq(refunds.id, reserved.id));
  return toView(row!, await creditNoteNumbers(db, [row!]));
}

/**
 * Writes a pending refund inside the caller's transaction (which it locks the order in), or answers the
 * refund an earlier request with the same key made. Refuses more than is left to refund.
 */
export async function reserveRefund(tx: Transaction, request: RefundRequest & { reason: string }, context: Pick<RefundContext, 'siteUrl'>): Promise<Refund> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for('update');
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  // No provider holds the money of an order paid to the courier or by the buyer's own transfer: staff send it back.
  const byTransfer = order.paymentMethod === 'cash_on_delivery' || order.paymentMethod === 'bank_transfer';
  if (byTransfer !== (request.reference !== undefined)) {
    const message = byTransfer
      ? `This order was paid ${order.paymentMethod === 'bank_transfer' ? 'by bank transfer or UPI' : 'in cash on delivery'}: pay the money back by bank or UPI transfer, then record the transfer’s reference here.`
      : 'This order was paid online and is refunded through the payment provider: leave out the reference.';
    throw new InvalidInputError({ reference: [problem(byTransfer ? 'reference_required' : 'reference_not_taken', message)] }, 'The refund cannot be made.');
  }
  const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, request.idempotencyKey));
  if (earlier) {
    if (earlier.orderId !== order.id || (request.amountPaise !== undefined && earlier.amountPaise !== request.amountPaise)) {
      throw new ConflictError(problem('idempotency_key_reused', 'This Idempotency-Key was used for another refund.'), { idempotency_key: [problem('idempotency_key_reused', 'Send a new key for a new refund.')] });
    }
    return earlier;
  }
  if (!REFUNDABLE.includes(order.paymentStatus)) {
    const message = order.paymentStatus === 'refunded' ? 'This order is already refunded in full.' : 'This order is not paid, so there is nothing to refund.';
    const refusal = problem(order.paymentStatus === 'refunded' ? 'already_refunded' : 'order_not_paid', message);
    throw new ConflictError(refusal, { amount_paise: [refusal] });
  }
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'captured'), request.paymentId === undefined ? undefined : eq(payments.id, request.paymentId)))
    .orderBy(asc(payments.id))
    .limit(1);
  if (!payment?.providerPaymentId) throw new ConflictError(problem('no_captured_payment', 'This order has no captured payment to refund.'), { amount_paise: [problem('no_captured_payment', 'No captured payment to refund.')] });

  const left = payment.amountPaise - (await heldPaise(tx, order.id));
  const amountPaise = request.amountPaise ?? left;
  if (left <= 0 || amountPaise > left) {
    throw new InvalidInputError({ amount_paise: [problem('refund_exceeds_order', `At most ${left} paise of this order is left to refund.`)] }, 'The refund is more than the order has left to refund.');
  }
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      paymentId: payment.id,
      provider: payment.provider,
      amountPaise,
      reason: request.reason,
      idempotencyKey: request.idempotencyKey,
      staffId: request.staffId ?? null,
    })
    .returning();
  if (request.staffId !== undefined) {
    await recordAudit(tx, { actorId: request.staffId, action: 'order.refund', entityType: 'order', entityId: order.id, before: null, after: auditShape(refund!) });
  }
  // A transfer already made is settled at once, and its mail says so; a provider's refund takes days.
  if (!byTransfer) await notify(tx, { name: 'refund_started', refund: { orderId: order.id, amountPaise, reason: request.reason }, siteUrl: context.siteUrl }, { userId: order.userId });
  return refund!;
}

/** A refund staff paid by transfer is processed as soon as it is recorded, under the transfer's reference. */
async function settleTransferredRefund(tx: Transaction, refund: Refund, reference: string, context: RefundContext): Promise<void> {
  if (refund.status !== 'pending') return;
  const [taken] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.providerRefundId, reference));
  if (taken) throw new ConflictError(REFERENCE_TAKEN, { reference: [REFERENCE_TAKEN] });
  await settleRefund(tx, { refundId: refund.id, providerRefundId: reference, status: 'processed' }, context);
}

/** What is left to refund of the order's first captured payment (0 for an unpaid or fully refunded order). */
export async function leftToRefund(tx: Transaction, orderId: number): Promise<number> {
  const [payment] = await tx
    .select({ amountPaise: payments.amountPaise })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured')))
    .orderBy(asc(payments.id))
    .limit(1);
  return payment ? Math.max(0, payment.amountPaise - (await heldPaise(tx, orderId))) : 0;
}

/** Paise of the order held by refunds that are pending or processed. */
async function heldPaise(tx: Transaction | Database, orderId: number): Promise<number> {
  const [held] = await tx
    .select({ total: sum(refunds.amountPaise).mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, [...HOLDING])));
  return held?.total ?? 0;
}

export type SendOutcome = 'sent' | 'refused' | 'unreachable' | 'not-pending';

/** Asks the provider for a reserved refund, with its own key, and records the answer. */
export async function sendRefund(db: Database, gateway: PaymentGateway, refundId: number, context: RefundContext): Promise<SendOutcome> {
  // An order's refund goes back to its captured payment; a booking's to the payment of its fee.
  const [row] = await db
    .select({ refund: refunds, providerPaymentId: sql<string | null>`coalesce(${payments.providerPaymentId}, ${bookings.paymentId})` })
    .from(refunds)
    .leftJoin(payments, eq(payments.id, refunds.paymentId))
    .leftJoin(bookings, eq(bookings.id, refunds.bookingId))
    .where(eq(refunds.id, refundId));
  if (!row || row.refund.status !== 'pending' || row.refund.providerRefundId !== null) return 'not-pending';
  if (row.refund.provider !== gateway.provider) {
    context.logger?.warn({ refundId }, 'A refund waits for a payment provider that is not configured');
    return 'unreachable';
  }
  try {
    const answer = await gateway.refund({
      providerPaymentId: row.providerPaymentId!,
      amountPaise: row.refund.amountPaise,
      idempotencyKey: row.refund.idempotencyKey,
      refundId,
    });
    await inTransaction(db, async (tx) => {
      // The provider's webhook may have arrived first and recorded the id already.
      await tx.update(refunds).set({ providerRefundId: answer.id }).where(and(eq(refunds.id, refundId), isNull(refunds.providerRefundId)));
      if (answer.status !== 'pending') await settleRefund(tx, { refundId, status: answer.status, failureReason: 'The payment provider could not make the refund.' }, context);
    });
    return 'sent';
  } catch (error) {
    if (error instanceof RefundRefusedError) {
      await inTransaction(db, (tx) => settleRefund(tx, { refundId, status: 'failed', failureReason: error.reason.slice(0, 500) }, context));
      return 'refused';
    }
    if (error instanceof PaymentProviderError) {
      context.logger?.warn({ refundId, err: error }, 'The payment provider did not take a refund; it is sent again later');
      return 'unreachable';
    }
    throw error;
  }
}

/**
 * Refunds that were reserved but never reached the provider (an outage, a crash, or reserved inside a
 * payment's transaction): asked again, with their own keys, so sending one twice is harmless. By default
 * only those a minute old, to leave the request that reserved one the time to send it itself.
 */
export async function sendUnsentRefunds(
  db: Database,
  gateway: PaymentGateway,
  context: RefundContext,
  scope: { orderId?: number | undefined; bookingId?: number | undefined; minAgeSeconds?: number } = {},
): Promise<number> {
  const { orderId, bookingId, minAgeSeconds = 60 } = scope;
  const unsent = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        isNull(refunds.providerRefundId),
        orderId === undefined ? undefined : eq(refunds.orderId, orderId),
        bookingId === undefined ? undefined : eq(refunds.bookingId, bookingId),
        minAgeSeconds > 0 ? lt(refunds.createdAt, sql`now() - make_interval(secs => ${minAgeSeconds})`) : undefined,
      ),
    )
    .orderBy(asc(refunds.id))
    .limit(100);
  let sent = 0;
  for (const { id } of unsent) if ((await sendRefund(db, gateway, id, context)) === 'sent') sent += 1;
  return sent;
}

export interface RefundSettlement {
  /** Ours, when we know it; otherwise found by the provider's refund id. */
  refundId?: number | undefined;
  providerRefundId?: string | undefined;
  status: 'processed' | 'failed';
  failureReason?: string | undefined;
}

export type RefundSettleOutcome = 'processed' | 'failed' | 'unchanged' | 'unknown-refund';

/**
 * Moves a refund to processed or failed, once. Processed is final (a late "failed" changes nothing);
 * a refund we had given up on that the provider then processes is processed, as the money did move.
 */
export async function settleRefund(tx: Transaction, settlement: RefundSettlement, context: RefundContext): Promise<RefundSettleOutcome> {
  const found = await findRefund(tx, settlement);
  if (!found) return 'unknown-refund';
  if (found.orderId === null) return settleBookingRefund(tx, found.id, settlement, context);
  // The order first, then the refund: the same order as reserving, so the two never deadlock.
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, found.id)).for('update');
  if (!order || !refund) return 'unknown-refund';
  const providerRefundId = refund.providerRefundId ?? settlement.providerRefundId ?? null;

  if (settlement.status === 'failed') {
    if (refund.status !== 'pending') return 'unchanged';
    await tx
      .update(refunds)
      .set({ status: 'failed', providerRefundId, failureReason: settlement.failureReason?.slice(0, 500) ?? 'The payment provider could not make the refund.' })
      .where(eq(refunds.id, refund.id));
    return 'failed';
  }
  if (refund.status === 'processed') return 'unchanged';
  if (!providerRefundId) return 'unknown-refund';
  const now = new Date();
  const note = await issueCreditNote(tx, context.seller, { orderId: order.id, amountPaise: refund.amountPaise, refundedOn: indianDate(now), reason: refund.reason }, now);
  await tx.update(refunds).set({ status: 'processed', providerRefundId, processedAt: now, creditNoteId: note.id, failureReason: null }).where(eq(refunds.id, refund.id));
  const [processed] = await tx
    .select({ total: sum(refunds.amountPaise).mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'processed')));
  const paymentStatus: PaymentStatus = (processed?.total ?? 0) >= order.totalPaise ? 'refunded' : 'partially_refunded';
  await tx.update(orders).set({ paymentStatus }).where(eq(orders.id, order.id));
  const transferReference = refund.provider === 'cash_on_delivery' ? providerRefundId : undefined;
  await notify(
    tx,
    { name: 'refund_processed', refund: { orderId: order.id, amountPaise: refund.amountPaise, reason: refund.reason, creditNoteNumber: note.number, transferReference }, refundId: refund.id, siteUrl: context.siteUrl },
    { userId: order.userId },
  );
  return 'processed';
}

/**
 * A survey fee's refund: moved once like an order's, with a credit note against the fee's tax invoice when it has
 * one (decision 060; a fee refunded on arrival, or paid before fees were invoiced, has none). The customer was told
 * of it when it was started, with the booking's cancellation or its late payment.
 */
async function settleBookingRefund(tx: Transaction, refundId: number, settlement: RefundSettlement, context: RefundContext): Promise<RefundSettleOutcome> {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  if (!refund) return 'unknown-refund';
  const providerRefundId = refund.providerRefundId ?? settlement.providerRefundId ?? null;
  if (settlement.status === 'failed') {
    if (refund.status !== 'pending') return 'unchanged';
    const failureReason = settlement.failureReason?.slice(0, 500) ?? 'The payment provider could not make the refund.';
    await tx.update(refunds).set({ status: 'failed', providerRefundId, failureReason }).where(eq(refunds.id, refund.id));
    return 'failed';
  }
  if (refund.status === 'processed') return 'unchanged';
  if (!providerRefundId) return 'unknown-refund';
  const now = new Date();
  const note = (await bookingHasInvoice(tx, refund.bookingId!))
    ? await issueCreditNote(tx, context.seller, { bookingId: refund.bookingId!, amountPaise: refund.amountPaise, refundedOn: indianDate(now), reason: refund.reason }, now)
    : null;
  await tx.update(refunds).set({ status: 'processed', providerRefundId, processedAt: now, creditNoteId: note?.id ?? null, failureReason: null }).where(eq(refunds.id, refund.id));
  return 'processed';
}

export interface BookingRefundRequest {
  bookingId: number;
  amountPaise: number;
  reason: string;
  /** Names the refund: the same key answers the same refund. */
  idempotencyKey: string;
}

/**
 * Writes a pending refund of a booking's paid fee inside the caller's transaction (which has locked the booking),
 * or answers the one an earlier request with the same key made. Never more than the fee left to refund.
 */
export async function reserveBookingRefund(tx: Transaction, request: BookingRefundRequest): Promise<Refund> {
  const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, request.idempotencyKey));
  if (earlier) return earlier;
  const [booking] = await tx
    .select({ paymentProvider: bookings.paymentProvider, paymentId: bookings.paymentId, paidPaise: bookings.paidPaise })
    .from(bookings)
    .where(eq(bookings.id, request.bookingId));
  if (!booking?.paymentId || booking.paidPaise === null || booking.paymentProvider === null) {
    throw new ConflictError(problem('no_paid_fee', 'This booking has no paid fee to refund.'), { refund: [problem('no_paid_fee', 'No paid fee to refund.')] });
  }
  const [held] = await tx
    .select({ total: sum(refunds.amountPaise).mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.bookingId, request.bookingId), inArray(refunds.status, [...HOLDING])));
  const left = booking.paidPaise - (held?.total ?? 0);
  if (request.amountPaise <= 0 || request.amountPaise > left) {
    throw new ConflictError(problem('refund_exceeds_fee', `At most ${Math.max(0, left)} paise of this fee is left to refund.`), { refund: [problem('refund_exceeds_fee', 'More than the fee left to refund.')] });
  }
  const [refund] = await tx
    .insert(refunds)
    .values({ bookingId: request.bookingId, provider: booking.paymentProvider, amountPaise: request.amountPaise, reason: request.reason, idempotencyKey: request.idempotencyKey })
    .returning();
  return refund!;
}

/** By the provider's refund id when it is known; else by ours (Razorpay echoes it in the refund's notes). */
async function findRefund(tx: Transaction, settlement: RefundSettlement) {
  if (settlement.providerRefundId) {
    const [byProviderId] = await tx.select({ id: refunds.id, orderId: refunds.orderId }).from(refunds).where(eq(refunds.providerRefundId, settlement.providerRefundId));
    if (byProviderId) return byProviderId;
  }
  if (settlement.refundId === undefined || !isPossibleId(settlement.refundId)) return undefined;
  const [byId] = await tx.select({ id: refunds.id, orderId: refunds.orderId, providerRefundId: refunds.providerRefundId }).from(refunds).where(eq(refunds.id, settlement.refundId));
  // Our id with another provider refund id is not this refund.
  if (!byId || (settlement.providerRefundId && byId.providerRefundId && byId.providerRefundId !== settlement.providerRefundId)) return undefined;
  return byId;
}

/** The order's refunds, oldest first, and what is left to refund. */
export async function refundsOf(db: Database, orderId: number): Promise<{ refunds: RefundView[]; refundablePaise: number }> {
  const [order] = await db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId));
  const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  const [captured] = await db
    .select({ amountPaise: payments.amountPaise })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured')))
    .orderBy(asc(payments.id))
    .limit(1);
  const numbers = await creditNoteNumbers(db, rows);
  const held = rows.filter((row) => HOLDING.includes(row.status)).reduce((total, row) => total + row.amountPaise, 0);
  const refundable = order && REFUNDABLE.includes(order.paymentStatus) && captured ? Math.max(0, captured.amountPaise - held) : 0;
  return { refunds: rows.map((row) => toView(row, numbers)), refundablePaise: refundable };
}

async function creditNoteNumbers(db: Database, rows: Refund[]): Promise<Map<number, string>> {
  const ids = rows.map((row) => row.creditNoteId).filter((id): id is number => id !== null);
  if (ids.length === 0) return new Map();
  const notes = await db.select({ id: creditNotes.id, number: creditNotes.number }).from(creditNotes).where(inArray(creditNotes.id, ids));
  return new Map(notes.map((note) => [note.id, note.number]));
}

function toView(row: Refund, creditNoteNumbers: Map<number, string>): RefundView {
  return {
    id: row.id,
    amount_paise: row.amountPaise,
    reason: row.reason,
    status: row.status,
    provider_refund_id: row.providerRefundId,
    failure_reason: row.failureReason,
    credit_note: row.creditNoteId === null ? null : { id: row.creditNoteId, number: creditNoteNumbers.get(row.creditNoteId) ?? '' },
    created_at: row.createdAt.toISOString(),
    processed_at: row.processedAt?.toISOString() ?? null,
  };
}

function auditShape(refund: Refund) {
  return { refund_id: refund.id, amount_paise: refund.amountPaise, reason: refund.reason, status: refund.status };
}
