/**
 * The customer's answer to a finished job (decision 056): a reported problem becomes a complaint ticket on the
 * complaint desk (decision 045), linked to the order, in the answer's transaction, so neither exists without the
 * other; the ticket is acknowledged by mail as any complaint.
 */
import type { Schema } from '@shop/contracts';
import { getProfile } from '../../accounts';
import { answerCompletion } from '../../bookings';
import { openComplaint, type ComplaintLinkSettings } from '../../complaints';
import type { Database } from '../../db/database';

export async function answerFinishedJob(
  db: Database,
  userId: number,
  bookingId: number,
  input: Schema<'BookingOutcomeInput'>,
  now: Date,
  settings: ComplaintLinkSettings,
): Promise<Schema<'Booking'>> {
  const profile = await getProfile(db, userId);
  return answerCompletion(db, userId, bookingId, input, now, async (tx, booking, problem) => {
    const what = booking.kind === 'installation' ? `the fitting of order #${booking.orderId}` : 'the site survey';
    const text = `About ${what} (booking #${booking.id}):\n\n${problem}`;
    const opened = await openComplaint(tx, { userId, orderId: booking.orderId, contactMessageId: null, name: profile.name, email: profile.email, text, receivedAt: now }, now, settings);
    return opened.id;
  });
}
