/**
 * Moving an order along its delivery: processing, shipped (with the courier and tracking number),
 * delivered, cancelled, or returned to the shop by the courier. Staff do it from the back-office; the
 * courier's tracking updates and the `order:status` command come through here too, so the rules, the
 * stock, the money, the timeline the customer sees, the customer's mail and the audit log are the same
 * whichever door a move comes through.
 *
 * Cash on delivery: its tax invoice is issued when the goods leave (the law wants it with them, not after
 * the payment); delivered means the courier collected the cash (the order becomes paid, with a payment
 * of its own); cancelled or returned before that means nothing was collected (failed), and an invoice
 * already issued is reversed by a credit note.
 *
 * A move the order cannot make from where it stands is a conflict with the order's state, not a bad
 * request: the same body is right for an order in another state, and the usual cause is that someone
 * else moved it meanwhile. So it answers 409 (ConflictError) naming `delivery_status`, like a stale
 * `version`; only malformed shipment details answer 400.
 */
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { assertVersion, recordAudit } from '../audit';
import { isPossibleId, type Database, type Transaction } from '../db/database';
import { invoices, orders, orderStatusHistory, payments, users } from '../db/schema';
import type { DeliveryStatus, PaymentStatus } from '../db/tables/values';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, ORDER_NOT_FOUND, type FieldProblems, problem } from '../errors';
import { issueCreditNote, issueInvoice } from '../invoices';
import { notify } from '../notify';
import type { PaymentGateway } from '../payments';
import { leftToRefund, reserveRefund, sendRefund, type RefundContext } from '../refunds';
import { releaseStock } from './stock';
import { inTransaction } from '../db/transaction';
import { indianDate, type SellerConfig } from '../kernel';

interface Shipment {
  courier: string;
  trackingNumber: string;
  /** The courier's tracking page; https only. */
  trackingUrl?: string | null | undefined;
}

export type DeliveryMove = { to: 'processing' } | { to: 'shipped'; shipment: Shipment } | { to: 'delivered' } | { to: 'cancelled' } | { to: 'returned' };
export type MoveTarget = DeliveryMove['to'];

export interface MoveContext {
  /** The shop's public address, for the link in the customer's mail. */
  siteUrl: string;
  /** Who issues the tax invoice of a cash-on-delivery order as it leaves, and the credit note if it comes back. */
  seller: SellerConfig;
  /**
   * When the move happened, if not now: a courier's scan moves the order at the time of the scan, so the
   * timeline stays in the order things happened however late the courier reports them.
   */
  at?: Date | undefined;
  /**
   * The courier's scan that makes the move (delivered, or back at the shop): the timeline's entry for the move
   * carries its words and key, so the scan is shown once and a repeat of it is known.
   */
  scan?: { key: string; detail: string | null } | undefined;
  /** The staff member who moves the order, for the audit log. The command line has nobody to name. */
  actorId?: number | undefined;
  /**
   * Whether this mover may give money back: cancelling an order with money left to refund refunds it, so a
   * staff member without the owner's role is refused (403). The command line may.
   */
  mayRefund?: boolean | undefined;
  /** The order's version as the staff member read it; moves without one (command line) are not checked. */
  version?: number | undefined;
  /**
   * The provider to refund a cancelled paid order through, right after the cancel commits. Without it
   * (the command line) the reserved refund is sent by the housekeeping sweep.
   */
  refunds?: { gateway: () => Promise<PaymentGateway>; context: RefundContext } | undefined;
}

/**
 * Where an order may go from each status, the usual next step first. Steps may be skipped forward (a
 * small order handed over in person is delivered straight from pending); a parcel comes back only once
 * it has left; delivered, cancelled and returned are final, and shipped cannot go back to processing.
 */
const NEXT: Record<DeliveryStatus, readonly MoveTarget[]> = {
  pending: ['processing', 'shipped', 'delivered', 'cancelled'],
  processing: ['shipped', 'delivered', 'cancelled'],
  shipped: ['delivered', 'returned', 'cancelled'],
  delivered: [],
  cancelled: [],
  returned: [],
};

/** Goods go out for these: paid, possibly with part given back (an item the shop could not send). */
const SHIPPABLE: readonly PaymentStatus[] = ['completed', 'partially_refunded'];

type MovingOrder = Pick<typeof orders.$inferSelect, 'deliveryStatus' | 'paymentStatus' | 'codConfirmation'>;

/** Goods go out for a paid order, or for a cash-on-delivery one its customer has confirmed. */
function mayGoOut(order: MovingOrder): boolean {
  return SHIPPABLE.includes(order.paymentStatus) || (order.paymentStatus === 'to_collect' && order.codConfirmation === 'confirmed');
}

/** mayGoOut as SQL over the orders table, for counting what waits for the packer. */
export const MAY_GO_OUT: SQL = or(inArray(orders.paymentStatus, [...SHIPPABLE]), and(eq(orders.paymentStatus, 'to_collect'), eq(orders.codConfirmation, 'confirmed')))!;

/**
 * The moves an order can make now: goods go out only for paid or confirmed cash-on-delivery orders, a parcel
 * that left may come back whatever its payment, and any other order can only be cancelled.
 */
export function allowedMoves(order: MovingOrder): MoveTarget[] {
  return NEXT[order.deliveryStatus].filter((to) => to === 'cancelled' || to === 'returned' || mayGoOut(order));
}

const CANCEL_REFUNDS = problem('cancel_refunds', 'Only the shop’s owner may cancel a paid order: cancelling it refunds the customer.');

const SHIPMENT_LIMITS = { courier: 100, trackingNumber: 100, trackingUrl: 500 } as const;

export async function changeDeliveryStatus(db: Database, orderId: number, move: DeliveryMove, context: MoveContext): Promise<{ from: DeliveryStatus; to: DeliveryStatus }> {
  if (!isPossibleId(orderId)) throw new NotFoundError(ORDER_NOT_FOUND);
  const shipment = move.to === 'shipped' ? cleanShipment(move.shipment) : undefined;
  const moved = await inTransaction(db, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    if (context.version !== undefined) assertVersion(order.version, context.version, 'order');
    const from = order.deliveryStatus;
    refuseImpossibleMove(order, move.to);

    const at = context.at ?? new Date();
    const [moved] = await tx
      .update(orders)
      .set({
        deliveryStatus: move.to,
        version: order.version + 1,
        ...(shipment ? { courierName: shipment.courier, trackingNumber: shipment.trackingNumber, trackingUrl: shipment.trackingUrl } : {}),
        ...(await cashOnDeliveryEffects(tx, order, move.to, at, context.seller)),
      })
      .where(eq(orders.id, orderId))
      .returning();
    await tx.insert(orderStatusHistory).values({ orderId, status: move.to, at, detail: context.scan?.detail ?? null, scanKey: context.scan?.key ?? null });
    // Units of an order cancelled before it left the warehouse go back on sale, unless a failed payment
    // already gave them back; a parcel the courier brought back puts its units back too. The row lock and
    // the finality of cancelled and returned make this happen once.
    if ((move.to === 'cancelled' && from !== 'shipped' && order.paymentStatus !== 'failed') || move.to === 'returned') await releaseStock(tx, orderId);
    // A cancelled paid order gives back whatever is left of the payment, reserved with the cancel.
    let refundId: number | undefined;
    if (move.to === 'cancelled' && SHIPPABLE.includes(order.paymentStatus) && (await leftToRefund(tx, orderId)) > 0) {
      if (context.mayRefund === false) throw new ForbiddenError(CANCEL_REFUNDS);
      const refund = await reserveRefund(
        tx,
        { orderId, reason: 'Order cancelled', idempotencyKey: `cancel:${orderId}`, staffId: context.actorId },
        context,
      );
      refundId = refund.id;
    }

    await notify(tx, { name: 'delivery_update', order: moved!, customer: await customerOf(tx, order.userId), siteUrl: context.siteUrl }, { userId: order.userId });
    if (context.actorId !== undefined) {
      await recordAudit(tx, {
        actorId: context.actorId,
        action: AUDIT_ACTIONS[move.to],
        entityType: 'order',
        entityId: orderId,
        before: orderAuditShape(order),
        after: orderAuditShape(moved!),
      });
    }
    return { from, to: move.to, refundId };
  });
  if (moved.refundId !== undefined && context.refunds) {
    const { gateway, context: refundContext } = context.refunds;
    // The cancel stands whatever the provider says; a refund it did not take is sent again by the sweep.
    await gateway()
      .then((active) => sendRefund(db, active, moved.refundId!, refundContext))
      .catch((error: unknown) => refundContext.logger?.warn({ orderId, err: error }, 'The refund of a cancelled order was not sent; it is sent again later'));
  }
  return { from: moved.from, to: moved.to };
}

const AUDIT_ACTIONS: Record<MoveTarget, string> = {
  processing: 'order.process',
  shipped: 'order.ship',
  delivered: 'order.deliver',
  cancelled: 'order.cancel',
  returned: 'order.return',
};

/**
 * What a move does to a cash-on-delivery order's money and tax documents (nothing for an online payment):
 * leaving issues the invoice; delivered is the cash collected, recorded as a payment; cancelled or returned
 * before that is nothing collected, and the invoice issued when it left is reversed in full.
 */
async function cashOnDeliveryEffects(tx: Transaction, order: typeof orders.$inferSelect, to: MoveTarget, at: Date, seller: SellerConfig) {
  if (order.paymentMethod !== 'cash_on_delivery' || order.paymentStatus !== 'to_collect') return {};
  // Handed over in person (delivered straight from pending), it gets its invoice then; issuing is idempotent.
  if (to === 'shipped' || to === 'delivered') await issueInvoice(tx, order.id, seller, at);
  if (to === 'delivered') {
    const collection = `cod_${order.id}`;
    await tx.insert(payments).values({
      orderId: order.id,
      provider: 'cash_on_delivery',
      providerOrderId: collection,
      providerPaymentId: collection,
      amountPaise: order.totalPaise,
      status: 'captured',
      method: 'cash',
    });
    return { paymentStatus: 'collected' as const, codCollectedAt: at };
  }
  if (to === 'cancelled' || to === 'returned') {
    const [invoice] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, order.id));
    if (invoice) {
      const reason = to === 'returned' ? 'Parcel returned undelivered; nothing collected' : 'Order cancelled after dispatch; nothing collected';
      await issueCreditNote(tx, seller, { orderId: order.id, amountPaise: order.totalPaise, refundedOn: indianDate(at), reason }, at);
    }
    // Cancelled before its customer answered: the link has nothing left to confirm.
    return { paymentStatus: 'failed' as const, ...(order.codConfirmation === 'awaiting' ? { codConfirmation: 'cancelled' as const } : {}) };
  }
  return {};
}

/** Throws the 409 a move the order cannot make now answers; the booking asks before it calls the courier aggregator. */
export function refuseImpossibleMove(order: MovingOrder, to: MoveTarget): void {
  const from = order.deliveryStatus;
  if (!NEXT[from].includes(to)) {
    const message = from === to ? `This order is already ${from}.` : `An order that is ${from} cannot become ${to}.`;
    throw new ConflictError(problem('delivery_move_refused', `${message} Reload the order to see where it stands.`), { delivery_status: [problem('delivery_move_refused', message)] });
  }
  if (!allowedMoves(order).includes(to)) {
    if (order.paymentStatus === 'to_collect') {
      const message = 'The customer has not confirmed this cash-on-delivery order yet; it is processed, shipped or delivered once they have.';
      throw new ConflictError(problem('order_not_confirmed', 'This order is not confirmed.'), { delivery_status: [problem('order_not_confirmed', message)] });
    }
    const message = `The order's payment is ${order.paymentStatus}; only paid orders are processed, shipped or delivered.`;
    throw new ConflictError(problem('order_not_paid', 'This order is not paid.'), { delivery_status: [problem('order_not_paid', message)] });
  }
}

/** Trimmed, within the column limits, and a tracking page the customer's browser may safely open. */
function cleanShipment(shipment: Shipment): Required<Shipment> {
  const errors: FieldProblems = {};
  const courier = shipment.courier.trim();
  const trackingNumber = shipment.trackingNumber.trim();
  const trackingUrl = shipment.trackingUrl?.trim() || null;
  if (!courier) errors.courier = [problem('courier_required', 'Enter the courier’s name.')];
  else if (courier.length > SHIPMENT_LIMITS.courier) errors.courier = [problem('too_long', `At most ${SHIPMENT_LIMITS.courier} characters.`)];
  if (!trackingNumber) errors.tracking_number = [problem('tracking_number_required', 'Enter the tracking number.')];
  else if (trackingNumber.length > SHIPMENT_LIMITS.trackingNumber) errors.tracking_number = [problem('too_long', `At most ${SHIPMENT_LIMITS.trackingNumber} characters.`)];
  if (trackingUrl !== null && !isHttpsUrl(trackingUrl)) errors.tracking_url = [problem('tracking_url_invalid', 'Enter the courier’s tracking page as an https:// address, or leave it empty.')];
  else if (trackingUrl !== null && trackingUrl.length > SHIPMENT_LIMITS.trackingUrl) errors.tracking_url = [problem('too_long', `At most ${SHIPMENT_LIMITS.trackingUrl} characters.`)];
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors, 'Please check the shipment details.');
  return { courier, trackingNumber, trackingUrl };
}

/** Only https: the customer's Track link opens it, so `javascript:` or a plain-http page never gets there. */
function isHttpsUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

async function customerOf(tx: Transaction, userId: number): Promise<{ email: string; name: string }> {
  const [user] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  return user!;
}

/** What the audit log keeps of an order before and after a move: the fields a move changes. */
function orderAuditShape(order: typeof orders.$inferSelect) {
  return {
    id: order.id,
    version: order.version,
    delivery_status: order.deliveryStatus,
    payment_status: order.paymentStatus,
    shipment: order.courierName ? { courier: order.courierName, tracking_number: order.trackingNumber, tracking_url: order.trackingUrl } : null,
  };
}
