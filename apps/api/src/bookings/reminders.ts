/**
 * The reminder the day before a confirmed visit (from 10:00 in India, `reminderDueAt`), a site survey's or an
 * installation's: mailed to the booking's contact as a service mail, and sent on WhatsApp or SMS where the
 * customer's account allowed order updates, as an order's news is (notify decides). Once per start: the sweep that
 * finds it due marks the start it reminded of in the transaction that writes the messages, and only where it has
 * not reminded of that start yet, so two instances or a retried run never send it twice, while a visit moved to
 * another time is reminded of again for its new day. A cancelled visit is not confirmed, so it gets none.
 */
import { reminderDueAt } from '@shop/rules/bookingTerms';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { bookings } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { notify } from '../notify';
import { visitOf } from './visit';

/** A visit is reminded of at most this long ahead: 10:00 the day before is never more than 38 hours before it. */
const LOOK_AHEAD_MS = 38 * 60 * 60 * 1000;

/** Not yet reminded of its present start. */
const notRemindedOfItsStart = sql`${bookings.remindedFor} is distinct from ${bookings.startsAt}`;

/** Sends the reminders due by `now`; answers how many. */
export async function remindUpcomingVisits(db: Database, now: Date, siteUrl: string): Promise<number> {
  const upcoming = await db
    .select({ id: bookings.id, startsAt: bookings.startsAt })
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), notRemindedOfItsStart, gt(bookings.startsAt, now), lte(bookings.startsAt, new Date(now.getTime() + LOOK_AHEAD_MS))));
  let sent = 0;
  for (const { id, startsAt } of upcoming) {
    if (reminderDueAt(startsAt).getTime() > now.getTime()) continue;
    const reminded = await inTransaction(db, async (tx) => {
      const [row] = await tx
        .update(bookings)
        .set({ remindedAt: now, remindedFor: sql`${bookings.startsAt}` })
        .where(and(eq(bookings.id, id), eq(bookings.status, 'confirmed'), eq(bookings.startsAt, startsAt), notRemindedOfItsStart))
        .returning();
      const visit = row && visitOf(row);
      if (visit) await notify(tx, { name: 'booking_reminder', booking: visit, siteUrl }, { email: visit.contactEmail, userId: visit.userId });
      return row !== undefined;
    });
    if (reminded) sent += 1;
  }
  return sent;
}
