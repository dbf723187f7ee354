/**
 * Booking the fitting of an order (decisions 056, 070): the order's own facts (whose it is, whether it is settled,
 * where it goes, its fitting lines) cross into the bookings module, which gives each fixed job its service's length,
 * and its calendar. Another customer's order answers as an unknown one does; an order with nothing whose length is
 * known (running or square metres, a job priced from a per-job service), or not yet paid (confirmed, for cash on
 * delivery), 400 naming `order_id`.
 */
import type { Schema } from '@shop/contracts';
import { isTimedFitting } from '@shop/rules/installationLength';
import { normaliseIndianMobile } from '@shop/rules/patterns';
import { bookInstallation, fittingLines, installationSlots, type InstallationJob } from '../../bookings';
import type { Database } from '../../db/database';
import { InvalidInputError, NotFoundError, problem } from '../../errors';
import { installationOrder } from '../../orders';

const ORDER_NOT_FOUND = problem('order_not_found', 'Order not found.');
const NOTHING_TO_FIT = problem('nothing_to_fit', 'This order has no fitting to book online: only fitting priced per running metre, per square metre or as a fixed job from our list of services (from an accepted quotation) is booked here. Call us for the rest.');
const NOT_SETTLED = problem('order_not_settled', 'Book the fitting once the order is paid (or, for cash on delivery, confirmed).');

async function jobOf(db: Database, userId: number, orderId: number): Promise<InstallationJob> {
  const order = await installationOrder(db, orderId);
  if (!order || order.userId !== userId) throw new NotFoundError(ORDER_NOT_FOUND);
  const lines = await fittingLines(db, order.fittingLines);
  if (!lines.some(isTimedFitting)) throw new InvalidInputError({ order_id: [NOTHING_TO_FIT] }, NOTHING_TO_FIT);
  if (!order.settled) throw new InvalidInputError({ order_id: [NOT_SETTLED] }, NOT_SETTLED);
  return {
    orderId: order.orderId,
    userId,
    pincode: order.pincode,
    address: order.address,
    contactName: order.contactName,
    // The checkout stores the ten digits; an older order's "+91 …" is read the same way.
    contactPhone: normaliseIndianMobile(order.contactPhone) ?? order.contactPhone,
    contactEmail: order.contactEmail,
    lines,
  };
}

export async function fittingSlots(db: Database, userId: number, query: { order_id: number; from?: string | undefined; to?: string | undefined }, now: Date): Promise<Schema<'InstallationSlots'>> {
  return installationSlots(db, await jobOf(db, userId, query.order_id), { from: query.from, to: query.to }, now);
}

export async function bookFitting(db: Database, userId: number, input: Schema<'InstallationBookingInput'>, now: Date, siteUrl: string): Promise<Schema<'Booking'>> {
  return bookInstallation(db, await jobOf(db, userId, input.order_id), input, now, siteUrl);
}
