/** An order's booking with the courier aggregator as the back-office shows it beside the order. */
import type { Schema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { shipments } from '../db/schema';

export async function bookingOf(db: Database, orderId: number): Promise<Schema<'ShipmentBookingState'> | null> {
  const [row] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
  if (!row) return null;
  return {
    carrier: row.carrier,
    status: row.state,
    courier_name: row.courierName,
    awb: row.awb,
    rate_paise: row.ratePaise,
    tracking_url: row.trackingUrl,
    label_ready: row.labelUrl !== null,
    pickup_scheduled_for: row.pickupScheduledFor,
    error: row.lastError,
    booked_at: row.bookedAt?.toISOString() ?? null,
    last_tracked_at: row.lastTrackedAt?.toISOString() ?? null,
  };
}
