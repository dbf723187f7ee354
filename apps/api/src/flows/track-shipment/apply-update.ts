/**
 * The one engine that applies a courier's tracking update to the shop, whether the aggregator pushed it (the
 * webhook) or the shop asked for it (the pull). The parcel is found by its carrier and AWB; each scan the shop
 * shows joins the order's timeline at the scan's own time, once (its key is unique per order, so a scan reported
 * again, or by both doors at once, adds nothing). A delivered scan moves the order to delivered, and a parcel
 * back at the shop (`rto_delivered`) to returned, through changeDeliveryStatus, whose entry in the timeline is
 * the scan's; a move the order cannot make (already delivered by staff, cancelled, or an old scan arriving late)
 * changes nothing, so an order never moves back.
 *
 * The customer is mailed the parcel's latest news when it is at one of the owner's chosen steps: only the newest
 * new scan, only if nothing newer was already known, and not when the update moved the order (that move mails).
 * A failed attempt (`delivery_failed`) of a parcel still on its way opens a delivery problem, which asks the customer
 * what to do (flows/delivery-problems/open.ts) instead of the tracking mail.
 *
 * Everything one update does is one transaction.
 *
 * Only scans dated within the parcel's journey count: from a day before its booking to a day after now (a courier's
 * clock may be a little off, never by years). A scan dated year 0 or 9999 is left out, so it can neither fail the
 * update for ever nor make every later scan look old; an update with no scan left is ignored, with the reason.
 */
import { and, eq, isNotNull, lte, max, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { carrierWebhooks, orders, orderStatusHistory, shipments, users } from '../../db/schema';
import type { TrackingOutcome } from '../../db/tables/shipments';
import type { CarrierName, TrackingStep } from '../../db/tables/values';
import { isMailedStep, notify } from '../../notify';
import { allowedMoves, changeDeliveryStatus, type MoveTarget } from '../../orders';
import { deliverySettings, type TrackingScan, type TrackingUpdate } from '../../shipping';
import { inTransaction } from '../../db/transaction';
import { closeDeliveryProblems, openDeliveryProblem } from '../delivery-problems/open';
import type { SellerConfig } from '../../kernel';

export interface TrackingContext {
  /** For the link in the customer's mail. */
  siteUrl: string;
  /** A cash-on-delivery order delivered or returned gets its tax documents from the move. */
  seller: SellerConfig;
}

/** The scans that are moves of the order rather than entries of their own. */
const MOVES: Partial<Record<TrackingStep, Extract<MoveTarget, 'delivered' | 'returned'>>> = { delivered: 'delivered', rto_delivered: 'returned' };

const DETAIL_LIMIT = 300;

/** Steps after which a failed attempt's question is moot: the parcel was delivered or is coming back. */
const PAST_ASKING: readonly TrackingStep[] = ['delivered', 'rto_initiated', 'rto_delivered'];

type OrderRow = typeof orders.$inferSelect;

/**
 * Applies the update and answers what it did. With `webhookId`, the stored webhook gets that outcome in the
 * same transaction; a webhook someone else applied meanwhile keeps its outcome and is not applied again.
 */
export async function applyTrackingUpdate(db: Database, carrier: CarrierName, update: TrackingUpdate, context: TrackingContext, webhookId?: number): Promise<TrackingOutcome> {
  return inTransaction(db, async (tx) => {
    if (webhookId !== undefined) {
      const [stored] = await tx.select({ outcome: carrierWebhooks.outcome }).from(carrierWebhooks).where(eq(carrierWebhooks.id, webhookId)).for('update');
      if (stored?.outcome) return stored.outcome;
    }
    const { outcome, reason } = await applyScans(tx, carrier, update, context);
    if (webhookId !== undefined) await tx.update(carrierWebhooks).set({ outcome, reason, processedAt: sql`now()` }).where(eq(carrierWebhooks.id, webhookId));
    return outcome;
  });
}

/** How far a scan's time may stray from the parcel's journey: before its booking, or after now. */
const SCAN_SLACK_MS = 24 * 60 * 60 * 1000;
const OUT_OF_RANGE = 'Every scan is dated outside the parcel’s journey (before its booking, or in the future).';

/** The scan times a parcel booked at `bookedAt` can have, now. */
function plausibleScanTimes(bookedAt: Date | null): { from: Date; until: Date } {
  const until = new Date(Date.now() + SCAN_SLACK_MS);
  return { from: new Date((bookedAt?.getTime() ?? Date.now()) - SCAN_SLACK_MS), until };
}

async function applyScans(tx: Transaction, carrier: CarrierName, update: TrackingUpdate, context: TrackingContext): Promise<{ outcome: TrackingOutcome; reason: string | null }> {
  const outcome = (result: TrackingOutcome, reason: string | null = null) => ({ outcome: result, reason });
  const [shipment] = await tx
    .select({ id: shipments.id, orderId: shipments.orderId, bookedAt: shipments.bookedAt })
    .from(shipments)
    .where(and(eq(shipments.carrier, carrier), eq(shipments.awb, update.awb)));
  if (!shipment) return outcome('unknown_awb');
  // The order is locked first, so two instances applying the same update take turns and the second finds it all recorded.
  let [order] = await tx.select().from(orders).where(eq(orders.id, shipment.orderId)).for('update');
  // updated_at is left as it is: it is the token of a booking attempt that may still be running (shipping/booking-claims.ts).
  await tx.update(shipments).set({ lastTrackedAt: sql`now()`, updatedAt: sql`${shipments.updatedAt}` }).where(eq(shipments.id, shipment.id));

  const shown = update.scans.filter((scan) => scan.step !== null && !Number.isNaN(scan.at.getTime()));
  const { from, until } = plausibleScanTimes(shipment.bookedAt);
  const scans = shown.filter((scan) => scan.at >= from && scan.at <= until).sort((a, b) => a.at.getTime() - b.at.getTime());
  if (scans.length === 0) return outcome('ignored', shown.length > 0 ? OUT_OF_RANGE : null);
  // A scan stored before its time was checked (a year-9999 one) does not make every later scan look old.
  const [known] = await tx
    .select({ latest: max(orderStatusHistory.at) })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, order!.id), isNotNull(orderStatusHistory.scanKey), lte(orderStatusHistory.at, until)));

  const fresh: TrackingScan[] = [];
  let moved = false;
  let asked = false;
  for (const scan of scans) {
    const detail = scan.detail?.slice(0, DETAIL_LIMIT) ?? null;
    const move = MOVES[scan.step!];
    if (move) {
      if (!allowedMoves(order!).includes(move)) continue;
      await changeDeliveryStatus(tx, order!.id, { to: move }, { ...context, at: scan.at, scan: { key: scan.key, detail } });
      [order] = await tx.select().from(orders).where(eq(orders.id, order!.id));
      moved = true;
      fresh.push(scan);
      continue;
    }
    const [added] = await tx
      .insert(orderStatusHistory)
      .values({ orderId: order!.id, status: scan.step!, at: scan.at, detail, scanKey: scan.key })
      .onConflictDoNothing({ target: [orderStatusHistory.orderId, orderStatusHistory.scanKey] })
      .returning({ id: orderStatusHistory.id });
    if (added) fresh.push(scan);
    // Only a failed attempt the courier has not moved on from (no later scan in the update) asks the customer.
    if (added && scan.step === 'delivery_failed' && scan === scans.at(-1) && order!.deliveryStatus === 'shipped') {
      asked = (await openDeliveryProblem(tx, { order: order!, shipmentId: shipment.id, scan: { ...scan, detail } }, context)) || asked;
    }
  }
  if (fresh.length === 0) return outcome('duplicate');
  if (fresh.some((each) => each.step !== null && PAST_ASKING.includes(each.step))) await closeDeliveryProblems(tx, shipment.id);
  // The customer asked what to do about a failed attempt has heard of it already.
  const newest = fresh.at(-1)!;
  if (!moved && !(asked && newest.step === 'delivery_failed')) await mailLatestNews(tx, order!, newest, known?.latest ?? null, context);
  return outcome('applied');
}

/** The customer hears of the newest scan when the owner chose its step and nothing newer was known before. */
async function mailLatestNews(tx: Transaction, order: OrderRow, newest: TrackingScan, knownUntil: Date | null, context: TrackingContext): Promise<void> {
  const { step } = newest;
  if (order.deliveryStatus !== 'shipped' || step === null || !isMailedStep(step)) return;
  if (knownUntil && newest.at < knownUntil) return;
  const { trackingMailSteps } = await deliverySettings(tx);
  if (trackingMailSteps.includes(step)) {
    const [customer] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, order.userId));
    await notify(tx, { name: 'tracking_news', order, step, detail: newest.detail?.slice(0, DETAIL_LIMIT) ?? null, customer: customer!, siteUrl: context.siteUrl }, { userId: order.userId });
  }
  if (step === 'out_for_delivery') await notify(tx, { name: 'out_for_delivery', orderId: order.id, siteUrl: context.siteUrl }, { userId: order.userId });
}
