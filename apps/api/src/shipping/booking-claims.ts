/**
 * Who is booking an order's parcel right now. A booking attempt first claims the order's `shipments` row in
 * one upsert, so two staff pressing Book at once never both call the courier aggregator, and no database lock
 * is held across a call to it. A claim lasts a lease (an attempt whose process died frees the row when it runs
 * out) and ends when the attempt saves its outcome: booked, or the error that stopped it.
 *
 * The row's `updated_at`, written by the claim and by every save, is the claim's token: each save names the
 * token it holds and is refused if the row changed hands meanwhile (an attempt that outlived its lease), so
 * two attempts never both write a step.
 */
import { and, eq, lt, or, isNotNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { shipments } from '../db/schema';
import type { CarrierName } from '../db/tables/values';
import { ConflictError, problem } from '../errors';

/** Longer than the four steps take even when each waits for its timeout and a fresh login. */
const LEASE_MS = 5 * 60 * 1000;

export type ShipmentRow = typeof shipments.$inferSelect;

export interface Claim {
  row: ShipmentRow;
  token: Date;
}

/** What a step saves: the aggregator's answer, never the row's bookkeeping. */
type StepFields = Partial<Pick<ShipmentRow, 'carrierOrderId' | 'carrierShipmentId' | 'courierId' | 'courierName' | 'awb' | 'ratePaise' | 'trackingUrl' | 'labelUrl' | 'pickupScheduledFor'>>;

const BUSY = problem('parcel_booking_busy', 'A colleague is booking this parcel right now. Reload the order in a minute to see how it went.');
const TAKEN_OVER = problem('parcel_booking_taken_over', 'This booking was taken over by another attempt. Reload the order to see where it stands.');

/**
 * Claims the order's booking for `staffId`: a new row, or one a previous attempt left with its error (or
 * abandoned past the lease). A booking already claimed, finished, or started with another aggregator is refused.
 */
export async function claimBooking(db: Database, orderId: number, carrier: CarrierName, staffId: number): Promise<Claim> {
  const token = new Date();
  const [row] = await db
    .insert(shipments)
    .values({ orderId, carrier, staffId, updatedAt: token })
    .onConflictDoUpdate({
      target: shipments.orderId,
      set: { lastError: null, staffId, updatedAt: token },
      where: and(
        eq(shipments.state, 'booking'),
        eq(shipments.carrier, carrier),
        or(isNotNull(shipments.lastError), lt(shipments.updatedAt, new Date(token.getTime() - LEASE_MS))),
      ),
    })
    .returning();
  if (row) return { row, token };

  const [held] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
  if (held?.state === 'booked') {
    throw new ConflictError(problem('already_shipped', 'This order is already shipped. Reload the order to see where it stands.'), { delivery_status: [problem('already_shipped', 'This order is already shipped.')] });
  }
  if (held && held.carrier !== carrier) {
    const message = `This parcel's booking was started with ${held.carrier}, which the shop no longer books with. Finish it there and ship the order by hand.`;
    const retired = problem('carrier_retired', message);
    throw new ConflictError(retired, { carrier: [retired] });
  }
  throw new ConflictError(BUSY, { booking: [BUSY] });
}

/** Saves a step's answer under the claim; answers the claim with its new token. */
export async function saveStep(db: Database, claim: Claim, fields: StepFields): Promise<Claim> {
  const token = new Date();
  const [row] = await db
    .update(shipments)
    .set({ ...fields, updatedAt: token })
    .where(and(eq(shipments.id, claim.row.id), eq(shipments.updatedAt, claim.token)))
    .returning();
  if (!row) throw new ConflictError(TAKEN_OVER, { booking: [TAKEN_OVER] });
  return { row, token };
}

/** Every step done: booked, in the transaction that ships the order. */
export async function markBooked(tx: Transaction, claim: Claim): Promise<ShipmentRow> {
  const [row] = await tx
    .update(shipments)
    .set({ state: 'booked', bookedAt: sql`now()`, lastError: null, updatedAt: new Date() })
    .where(and(eq(shipments.id, claim.row.id), eq(shipments.updatedAt, claim.token)))
    .returning();
  if (!row) throw new ConflictError(TAKEN_OVER, { booking: [TAKEN_OVER] });
  return row;
}

/**
 * Ends the claim with why the attempt stopped, for staff, so the next attempt may start at once. A claim that
 * changed hands is left to its new holder.
 */
export async function releaseClaim(db: Database, claim: Claim, reason: string): Promise<void> {
  await db
    .update(shipments)
    .set({ lastError: reason.slice(0, 500), updatedAt: new Date() })
    .where(and(eq(shipments.id, claim.row.id), eq(shipments.updatedAt, claim.token)));
}
