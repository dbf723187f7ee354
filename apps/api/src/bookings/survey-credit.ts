/**
 * A paid site survey's fee as a credit on the customer's next order (decision 062). A survey gives one when its
 * fee was paid and nothing of it refunded (pending or processed), the booking is not cancelled, and the order comes
 * from the visit's start (before it the customer may still cancel for a refund) to the owner's days after it
 * (`@shop/rules`' `surveyCreditOpen`). It is used by the order that carries it (`order_survey_credits`) while that
 * order stands: a cancelled or returned order, or one whose payment failed, gives it back, for what is left of
 * its time. Placing an order locks the survey's row, so two checkouts racing never both take one fee.
 */
import type { Schema } from '@shop/contracts';
import { surveyCreditEndsAt, surveyCreditOpen } from '@shop/rules/bookingTerms';
import { paiseToRupees } from '@shop/rules/money';
import { and, asc, eq, exists, gt, inArray, isNotNull, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { bookings, invoices, orders, orderSurveyCredits, refunds } from '../db/schema';
import { indianDate } from '../kernel';
import { bookingSettings } from './settings';

/** A fee the customer's order may take off its goods. */
export interface SurveyCredit {
  bookingId: number;
  amountPaise: number;
  /** The fee's tax invoice, which the order's invoice names; null for a fee paid before fees were invoiced. */
  invoiceNumber: string | null;
  /** The last day in India an order may use it. */
  lastDay: string;
}

/** An order that still stands holds the fee it used; one cancelled, returned or whose payment failed gave it back. */
const orderStands = and(notInArray(orders.deliveryStatus, ['cancelled', 'returned']), ne(orders.paymentStatus, 'failed'));

const usedByAnOrder = (db: Database | Transaction) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(orderSurveyCredits)
      .innerJoin(orders, eq(orders.id, orderSurveyCredits.orderId))
      .where(and(eq(orderSurveyCredits.bookingId, bookings.id), orderStands)),
  );

const refunded = (db: Database | Transaction) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(refunds)
      .where(and(eq(refunds.bookingId, bookings.id), inArray(refunds.status, ['pending', 'processed']))),
  );

/** A survey whose paid fee nothing refunded, still booked or done. */
const feeKept = (db: Database | Transaction) =>
  and(eq(bookings.kind, 'survey'), inArray(bookings.status, ['confirmed', 'done']), isNotNull(bookings.paidPaise), gt(bookings.paidPaise, 0), sql`not ${refunded(db)}`);

/**
 * The customer's fee to take off an order placed at `at`: of the surveys whose credit is open and unused, the one
 * that ends first, so none is left to run out. `lock` when placing the order: the customer's paid surveys are
 * locked first and then read afresh, so a checkout racing this one waits, then finds the fee used.
 */
export async function surveyCreditFor(db: Database | Transaction, userId: number, at: Date, lock = false): Promise<SurveyCredit | null> {
  const { surveyCreditDays } = await bookingSettings(db);
  if (surveyCreditDays === 0) return null;
  const mine = and(eq(bookings.userId, userId), feeKept(db), lte(bookings.startsAt, at));
  if (lock) {
    await db.select({ id: bookings.id }).from(bookings).where(mine).orderBy(asc(bookings.id)).for('update', { of: bookings });
  }
  const rows = await db
    .select({ id: bookings.id, startsAt: bookings.startsAt, paidPaise: bookings.paidPaise, invoiceNumber: invoices.number })
    .from(bookings)
    .leftJoin(invoices, eq(invoices.bookingId, bookings.id))
    .where(and(mine, sql`not ${usedByAnOrder(db)}`))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  const open = rows.find((row) => surveyCreditOpen(row.startsAt, surveyCreditDays, at));
  if (!open) return null;
  return { bookingId: open.id, amountPaise: open.paidPaise!, invoiceNumber: open.invoiceNumber, lastDay: lastDayOf(open.startsAt, surveyCreditDays) };
}

/** Records that the order took the survey's fee off its goods, in the order's transaction. */
export async function useSurveyCredit(tx: Transaction, orderId: number, bookingId: number): Promise<void> {
  await tx.insert(orderSurveyCredits).values({ orderId, bookingId });
}

/** Whether an order that still stands took this survey's fee off its goods: the fee is then no longer the customer's to have back. */
export async function surveyCreditInUse(tx: Transaction, bookingId: number): Promise<boolean> {
  const [used] = await tx
    .select({ orderId: orderSurveyCredits.orderId })
    .from(orderSurveyCredits)
    .innerJoin(orders, eq(orders.id, orderSurveyCredits.orderId))
    .where(and(eq(orderSurveyCredits.bookingId, bookingId), orderStands))
    .limit(1);
  return used !== undefined;
}

/**
 * Each booking's fee credit as its answer shows it: the order that used it, or the last day to use it while that
 * has not passed; none for a survey whose fee gives none.
 */
export async function feeCreditsOf(db: Database | Transaction, bookingIds: readonly number[], now: Date): Promise<(bookingId: number) => Schema<'BookingFeeCredit'> | null> {
  const { surveyCreditDays } = await bookingSettings(db);
  if (bookingIds.length === 0 || surveyCreditDays === 0) return () => null;
  const rows = await db
    .select({ id: bookings.id, startsAt: bookings.startsAt, paidPaise: bookings.paidPaise })
    .from(bookings)
    .where(and(inArray(bookings.id, [...bookingIds]), feeKept(db)));
  const uses = await db
    .select({ bookingId: orderSurveyCredits.bookingId, orderId: orderSurveyCredits.orderId })
    .from(orderSurveyCredits)
    .innerJoin(orders, eq(orders.id, orderSurveyCredits.orderId))
    .where(and(inArray(orderSurveyCredits.bookingId, [...bookingIds]), orderStands));
  const usedBy = new Map(uses.map((use) => [use.bookingId, use.orderId]));
  const credits = new Map<number, Schema<'BookingFeeCredit'>>();
  for (const row of rows) {
    const orderId = usedBy.get(row.id) ?? null;
    const ended = surveyCreditEndsAt(row.startsAt, surveyCreditDays).getTime() <= now.getTime();
    if (orderId === null && ended) continue;
    credits.set(row.id, { amount: paiseToRupees(row.paidPaise!), last_day: lastDayOf(row.startsAt, surveyCreditDays), order_id: orderId });
  }
  return (bookingId) => credits.get(bookingId) ?? null;
}

/** The last day in India of a credit: the day before the instant it ends. */
const lastDayOf = (startsAt: Date, days: number) => indianDate(new Date(surveyCreditEndsAt(startsAt, days).getTime() - 1));
