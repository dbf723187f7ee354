/**
 * An order's fitting booked by its customer (decision 056): the job's length is the order's fitting lines at the
 * owner's paces, running metres and square metres, and each fixed job at its service's length (decision 070;
 * @shop/rules' installationLength), the crews are those serving the order's delivery PIN code, and a
 * start is checked and taken as a survey's is (the exclusion constraint decides a race). The order is paid, so the
 * booking is confirmed at once, without a hold or a fee. One live or finished fitting per order: the partial unique
 * index `bookings_one_installation_per_order` has the last word when two are booked at once.
 */
import type { Schema } from '@shop/contracts';
import { minutesOfDay } from '@shop/rules/bookingSlots';
import { fittingUnit, installationLength, type FittingLine } from '@shop/rules/installationLength';
import { and, eq, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { bookings } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { ConflictError, InvalidInputError, problem } from '../errors';
import { isUniqueViolation } from '../kernel';
import { notify } from '../notify';
import { crewCalendars } from './calendar';
import { placeBooking } from './hold';
import { bookingView } from './reshape';
import { jobMinutesOf } from './services';
import { bookingSettings } from './settings';
import { daysAsked, freeSlotsAt, NO_CREW_HERE, slotDays } from './slots';
import { visitOf } from './visit';

/** The fitting of one order, as the order tells it (the flow reads the order and checks it is the customer's). */
export interface InstallationJob {
  orderId: number;
  userId: number;
  pincode: string;
  address: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  /** Its fitting lines, each fixed job with its service's length (fittingLines). */
  lines: FittingLine[];
}

/**
 * An order's fitting lines as the length rule reads them: a line priced per job from a per-job service takes that
 * service's length as the owner set it now; any other line (metres, a free "job" line) none.
 */
export async function fittingLines(db: Database | Transaction, lines: readonly { unit: string; quantity: number; serviceId: number | null }[]): Promise<FittingLine[]> {
  const jobs = lines.flatMap((line) => (line.serviceId !== null && fittingUnit(line.unit) === 'job' ? [line.serviceId] : []));
  const minutes = await jobMinutesOf(db, jobs);
  return lines.map((line) => ({ unit: line.unit, quantity: line.quantity, jobMinutes: line.serviceId === null ? null : (minutes.get(line.serviceId) ?? null) }));
}

const ONE_PER_ORDER = problem('fitting_already_booked', 'The fitting of this order is booked already. Move or cancel that booking from your bookings, or call us.');
const ONE_PER_ORDER_INDEX = 'bookings_one_installation_per_order';

/** The job's minutes at its PIN code; a job longer than every serving crew's longest working period is refused. */
async function jobMinutes(db: Database | Transaction, job: InstallationJob, now: Date): Promise<number> {
  const settings = await bookingSettings(db);
  const crews = await crewCalendars(db, job.pincode, { from: now, to: now }, now);
  if (crews.length === 0) throw new InvalidInputError({ pincode: [NO_CREW_HERE] }, NO_CREW_HERE);
  const longest = Math.max(0, ...crews.flatMap((crew) => crew.hours.map((period) => minutesOfDay(period.end) - minutesOfDay(period.start))));
  const pace = { metresPerHour: settings.installationMetresPerHour, squareMetresPerHour: settings.installationSquareMetresPerHour };
  const length = installationLength(job.lines, pace, longest);
  if (!length.fits) {
    const tooLong = problem('fitting_too_long', `Fitting this order takes about ${Math.round(length.minutes / 60)} hours, more than our crews work in one stretch. Call us and we will plan it over several visits.`);
    throw new InvalidInputError({ order_id: [tooLong] }, tooLong);
  }
  return length.minutes;
}

export async function installationSlots(db: Database, job: InstallationJob, query: { from?: string | undefined; to?: string | undefined }, now: Date): Promise<Schema<'InstallationSlots'>> {
  const days = daysAsked(query);
  const minutes = await jobMinutes(db, job, now);
  const free = await freeSlotsAt(db, job.pincode, minutes, now, days);
  return { order_id: job.orderId, pincode: job.pincode, duration_minutes: minutes, days: slotDays(free) };
}

export async function bookInstallation(db: Database, job: InstallationJob, input: { starts_at: string; note?: string | null | undefined }, now: Date, siteUrl: string): Promise<Schema<'Booking'>> {
  try {
    const row = await inTransaction(db, async (tx) => {
      const [booked] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.orderId, job.orderId), eq(bookings.kind, 'installation'), ne(bookings.status, 'cancelled')));
      if (booked) throw new ConflictError(ONE_PER_ORDER, { order_id: [ONE_PER_ORDER] }, { next_starts_at: null });
      const minutes = await jobMinutes(tx, job, now);
      const placed = await placeBooking(tx, { pincode: job.pincode, startsAt: new Date(input.starts_at), lengthMinutes: minutes }, now, {
        kind: 'installation',
        status: 'confirmed',
        userId: job.userId,
        orderId: job.orderId,
        contactName: job.contactName,
        contactPhone: job.contactPhone,
        contactEmail: job.contactEmail,
        address: job.address.slice(0, 500),
        note: input.note?.trim() || null,
        feePaise: 0,
      });
      const visit = visitOf(placed);
      if (visit) await notify(tx, { name: 'booking_confirmed', booking: visit, siteUrl }, { email: visit.contactEmail, userId: visit.userId });
      return placed;
    });
    return await bookingView(db, row, now);
  } catch (error) {
    if (isUniqueViolation(error, ONE_PER_ORDER_INDEX)) throw new ConflictError(ONE_PER_ORDER, { order_id: [ONE_PER_ORDER] }, { next_starts_at: null });
    throw error;
  }
}
