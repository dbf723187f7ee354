/**
 * The customer's answer to a cash-on-delivery order's confirmation: signed in from their order, or by the
 * mailed link without signing in. Confirmed, the order may be packed and shipped; cancelled, it is cancelled
 * like any other (its units go back on sale, the customer is mailed). Answering again the same way answers
 * the same; the other way, or after the deadline, is a conflict naming `decision`. WhatsApp's quick replies
 * answer the same way (flows/whatsapp-replies.ts). Opening the link only reads: mail scanners open links.
 */
import type { Schema } from '@shop/contracts';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { isPossibleId, type Database } from '../db/database';
import { orderItems, orders } from '../db/schema';
import { ConflictError, NotFoundError, ORDER_NOT_FOUND, problem, type ErrorCode, type Problem } from '../errors';
import type { RateLimitRule } from '../rate-limit';
import { hashConfirmationToken } from './cod-token';
import { changeDeliveryStatus } from './delivery';
import { shopNow } from '../shop-clock';
import { inTransaction } from '../db/transaction';
import { indianTimeInWords, type SellerConfig } from '../kernel';

export type CodDecision = Schema<'CodDecision'>['decision'];
export type CodConfirmationView = Schema<'CodConfirmation'>;

/** What an answer needs of the shop: the link in the customer's mail, and who issues documents. */
export interface ConfirmationContext {
  siteUrl: string;
  seller: SellerConfig;
}

/**
 * Key: client IP. Reads and answers of confirmation links from one client: a secret of 256 bits is not
 * guessed, but nobody should be able to try.
 */
export const COD_LINKS_PER_CLIENT: RateLimitRule = {
  bucket: 'cod_link_ip',
  limit: 30,
  windowSeconds: 60 * 60,
  detail: 'Too many tries. Please try again later.',
};

const LINK_NOT_FOUND = problem('cod_confirmation_link_not_found', 'This confirmation link is not known. Open the latest e-mail about your order, or see the order under My orders.');

/** Signed in: the customer's own order only; another customer's is not found. */
export async function answerOwnCodConfirmation(db: Database, userId: number, orderId: number, decision: CodDecision, context: ConfirmationContext, now = shopNow()): Promise<void> {
  if (!isPossibleId(orderId)) throw new NotFoundError(ORDER_NOT_FOUND);
  await answer(db, and(eq(orders.id, orderId), eq(orders.userId, userId))!, ORDER_NOT_FOUND, decision, context, now);
}

/** A tap on the WhatsApp question's button: the caller has checked it came from the number that was asked. */
export async function answerCodConfirmationByReply(db: Database, orderId: number, decision: CodDecision, context: ConfirmationContext, now = shopNow()): Promise<void> {
  await answer(db, eq(orders.id, orderId), ORDER_NOT_FOUND, decision, context, now);
}

export async function answerCodConfirmationByLink(db: Database, token: string, decision: CodDecision, context: ConfirmationContext, now = shopNow()): Promise<CodConfirmationView> {
  const orderId = await answer(db, eq(orders.codConfirmTokenHash, hashConfirmationToken(token)), LINK_NOT_FOUND, decision, context, now);
  return confirmationView(db, eq(orders.id, orderId));
}

/** What the link's page shows: enough to recognise the order, never the address or phone. */
export async function codConfirmationByLink(db: Database, token: string): Promise<CodConfirmationView> {
  return confirmationView(db, eq(orders.codConfirmTokenHash, hashConfirmationToken(token)));
}

async function answer(db: Database, which: SQL, notFound: Problem, decision: CodDecision, context: ConfirmationContext, now: Date): Promise<number> {
  return inTransaction(db, async (tx) => {
    const [order] = await tx.select().from(orders).where(which).for('update');
    if (!order) throw new NotFoundError(notFound);
    const wanted = decision === 'confirm' ? 'confirmed' : 'cancelled';
    if (order.paymentMethod !== 'cash_on_delivery') throw refused('cod_not_applicable', 'This order is paid online: there is nothing to confirm.');
    if (order.codConfirmation === wanted) return order.id;
    if (order.codConfirmation === 'confirmed') throw refused('cod_already_confirmed', 'This order is already confirmed. To cancel it now, write to us.');
    if (order.codConfirmation === 'cancelled') throw refused('cod_already_cancelled', 'This order is cancelled. You are welcome to order again.');
    if (order.codConfirmation === 'expired' || order.codConfirmBy! <= now) {
      throw refused('cod_confirmation_closed', `The time to confirm this order ended on ${indianTimeInWords(order.codConfirmBy!)}; an order not confirmed in time is cancelled. You are welcome to order again.`);
    }
    await tx
      .update(orders)
      .set({ codConfirmation: wanted, codAnsweredAt: now, ...(wanted === 'confirmed' ? { version: order.version + 1 } : {}) })
      .where(eq(orders.id, order.id));
    // Cancelled the way staff cancel: stock back once, the timeline, the customer's mail (which says why).
    if (wanted === 'cancelled') await changeDeliveryStatus(tx, order.id, { to: 'cancelled' }, { ...context, at: now });
    return order.id;
  });
}

function refused(code: ErrorCode, message: string): ConflictError {
  const refusal = problem(code, message);
  return new ConflictError(refusal, { decision: [refusal] });
}

async function confirmationView(db: Database, which: SQL): Promise<CodConfirmationView> {
  const [order] = await db.select().from(orders).where(which);
  if (!order || order.paymentMethod !== 'cash_on_delivery') throw new NotFoundError(LINK_NOT_FOUND);
  const items = await db
    .select({ product_name: orderItems.productName, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  return {
    order_id: order.id,
    order_date: order.createdAt.toISOString(),
    total_paise: order.totalPaise,
    items,
    city: order.shipCity,
    status: order.codConfirmation!,
    confirm_by: order.codConfirmBy!.toISOString(),
  };
}
