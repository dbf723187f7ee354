/** Bookings as the contract shows them: to their customer, and to staff with the crew. */
import type { Schema } from '@shop/contracts';
import { paiseToRupees } from '@shop/rules/money';
import type { bookings } from '../db/schema';

export type BookingRow = typeof bookings.$inferSelect;

/** What a hold that ran out says until the sweep writes it down. */
export const HOLD_EXPIRED = 'The slot was held but not confirmed in time.';

/** A hold past its expiry is shown as what it is, cancelled, even before the sweep releases it. */
export function reshapeBooking(row: BookingRow, now: Date): Schema<'Booking'> {
  const expired = row.status === 'held' && row.holdExpiresAt !== null && row.holdExpiresAt.getTime() <= now.getTime();
  return {
    id: row.id,
    kind: row.kind,
    status: expired ? 'cancelled' : row.status,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    hold_expires_at: expired ? null : (row.holdExpiresAt?.toISOString() ?? null),
    pincode: row.pincode,
    address: row.address,
    contact_name: row.contactName,
    contact_phone: row.contactPhone,
    contact_email: row.contactEmail,
    note: row.note,
    fee: paiseToRupees(row.feePaise),
    cancel_reason: expired ? HOLD_EXPIRED : row.cancelReason,
    order_id: row.orderId,
    quote_number: row.quoteNumber,
    created_at: row.createdAt.toISOString(),
  };
}

export function reshapeAdminBooking(row: BookingRow & { crewName: string }, now: Date): Schema<'AdminBooking'> {
  return { booking: reshapeBooking(row, now), crew_id: row.crewId, crew_name: row.crewName, customer_id: row.userId, version: row.version };
}
