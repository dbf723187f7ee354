/**
 * A finished job (decision 056): staff (the crew, on a phone) add up to five photos to a confirmed booking once it
 * has started and mark it done with their notes; its customer is mailed, sees notes and photos, and answers once,
 * confirming the work or reporting a problem (which the flow turns into a complaint ticket on the order).
 */
import type { Schema } from '@shop/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { assertVersion, recordAudit } from '../audit';
import type { Database, Transaction } from '../db/database';
import { bookingPhotos, bookings } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { ConflictError, InvalidInputError, NotFoundError, problem } from '../errors';
import { keysNoPhotoUses, type MediaStorage, type StoredImage } from '../media';
import { notify } from '../notify';
import { BOOKING_NOT_FOUND } from './customer';
import { bookingView, type BookingRow } from './reshape';
import { adminBooking } from './staff-bookings';
import { visitOf } from './visit';

const MOST_PHOTOS = 5;
const NOT_CONFIRMED = problem('booking_not_confirmed', 'Only a confirmed booking can be marked done.');
const NOT_STARTED = problem('job_not_started', 'This job has not started yet: mark it done once the crew has been.');
const TOO_MANY_PHOTOS = problem('too_many_job_photos', `A job keeps at most ${MOST_PHOTOS} photos.`);
const NOTES_REQUIRED = problem('job_notes_required', 'Write what the crew did and found.');
const NOT_DONE = problem('job_not_done', 'The crew has not marked this job done yet.');
const ANSWERED = problem('job_already_answered', 'You have already answered about this job.');
const PROBLEM_REQUIRED = problem('job_problem_required', 'Tell us what is wrong.');

async function bookingForUpdate(tx: Transaction, bookingId: number, userId?: number): Promise<BookingRow> {
  const mine = userId === undefined ? eq(bookings.id, bookingId) : and(eq(bookings.id, bookingId), eq(bookings.userId, userId));
  const [row] = await tx.select().from(bookings).where(mine).for('update');
  if (!row) throw new NotFoundError(BOOKING_NOT_FOUND);
  return row;
}

/** A job the crew may record: confirmed, and begun. */
function assertUnderWay(row: BookingRow, now: Date): void {
  if (row.status !== 'confirmed') throw new ConflictError(NOT_CONFIRMED, { status: [NOT_CONFIRMED] });
  if (row.startsAt.getTime() > now.getTime()) throw new ConflictError(NOT_STARTED, { starts_at: [NOT_STARTED] });
}

/**
 * Adds a photo to a job under way. The bytes are stored (`store`) only once the booking is locked and checked, so a
 * refused upload leaves no file behind; a sixth photo is refused naming `file`.
 */
export async function addCompletionPhoto(db: Database, bookingId: number, store: () => Promise<StoredImage>, now: Date): Promise<Schema<'AdminBooking'>> {
  return inTransaction(db, async (tx) => {
    const row = await bookingForUpdate(tx, bookingId);
    assertUnderWay(row, now);
    const [taken] = await tx.select({ photos: count() }).from(bookingPhotos).where(eq(bookingPhotos.bookingId, bookingId));
    if (taken!.photos >= MOST_PHOTOS) throw new ConflictError(TOO_MANY_PHOTOS, { file: [TOO_MANY_PHOTOS] });
    const image = await store();
    await tx.insert(bookingPhotos).values({ bookingId, width: image.width, height: image.height, variants: image.variants });
    return adminBooking(tx, bookingId, now);
  });
}

const PHOTO_NOT_FOUND = problem('photo_not_found', 'Photo not found.');
const PHOTOS_KEPT = problem('job_photos_kept', 'The photos of a job marked done or cancelled stay as they are.');

/**
 * Takes back a photo of a job not yet done (the wrong picture): the row, then its stored files no other photo uses,
 * after the commit (a file left behind by a failed delete is only space, never a photo shown).
 */
export async function removeCompletionPhoto(db: Database, storage: Pick<MediaStorage, 'delete'>, bookingId: number, photoId: number, now: Date): Promise<Schema<'AdminBooking'>> {
  const { answer, keys } = await inTransaction(db, async (tx) => {
    const row = await bookingForUpdate(tx, bookingId);
    if (row.status !== 'confirmed') throw new ConflictError(PHOTOS_KEPT, { status: [PHOTOS_KEPT] });
    const removed = await tx
      .delete(bookingPhotos)
      .where(and(eq(bookingPhotos.id, photoId), eq(bookingPhotos.bookingId, bookingId)))
      .returning({ variants: bookingPhotos.variants });
    if (removed.length === 0) throw new NotFoundError(PHOTO_NOT_FOUND);
    const unused = await keysNoPhotoUses(
      tx,
      removed.flatMap((photo) => photo.variants.map((variant) => variant.key)),
    );
    return { answer: await adminBooking(tx, bookingId, now), keys: unused };
  });
  await Promise.all(keys.map((key) => storage.delete(key)));
  return answer;
}

export async function completeBooking(db: Database, bookingId: number, input: Schema<'BookingCompletionInput'>, actorId: number, now: Date, siteUrl: string): Promise<Schema<'AdminBooking'>> {
  const notes = input.notes.trim();
  return inTransaction(db, async (tx) => {
    const row = await bookingForUpdate(tx, bookingId);
    if (!notes) throw new InvalidInputError({ notes: [NOTES_REQUIRED] }, NOTES_REQUIRED);
    assertVersion(row.version, input.version, 'booking');
    assertUnderWay(row, now);
    const [done] = await tx
      .update(bookings)
      .set({ status: 'done', completedAt: now, completionNotes: notes, version: sql`${bookings.version} + 1` })
      .where(eq(bookings.id, bookingId))
      .returning();
    const [photos] = await tx.select({ photos: count() }).from(bookingPhotos).where(eq(bookingPhotos.bookingId, bookingId));
    // The notes may name the household: the audit keeps only what changed and how many photos were taken.
    await recordAudit(tx, {
      actorId,
      action: 'booking.complete',
      entityType: 'booking',
      entityId: bookingId,
      before: { status: row.status },
      after: { status: 'done', completed_at: now.toISOString(), photos: photos!.photos },
    });
    const visit = visitOf(done!);
    if (visit) await notify(tx, { name: 'booking_completed', booking: visit, notes, siteUrl }, { email: visit.contactEmail, userId: visit.userId });
    return adminBooking(tx, bookingId, now);
  });
}

/** Opens the complaint a reported problem is, in the answer's transaction; answers its id. */
type ReportProblem = (tx: Transaction, booking: BookingRow, text: string) => Promise<number>;

export async function answerCompletion(db: Database, userId: number, bookingId: number, input: Schema<'BookingOutcomeInput'>, now: Date, report: ReportProblem): Promise<Schema<'Booking'>> {
  const problem = input.problem?.trim() ?? '';
  const row = await inTransaction(db, async (tx) => {
    const booking = await bookingForUpdate(tx, bookingId, userId);
    if (booking.status !== 'done') throw new ConflictError(NOT_DONE, { status: [NOT_DONE] });
    if (booking.customerOutcome !== null) throw new ConflictError(ANSWERED, { status: [ANSWERED] });
    if (input.outcome === 'problem' && !problem) throw new InvalidInputError({ problem: [PROBLEM_REQUIRED] }, PROBLEM_REQUIRED);
    const complaintId = input.outcome === 'problem' ? await report(tx, booking, problem) : null;
    const [answered] = await tx
      .update(bookings)
      .set({ customerOutcome: input.outcome, answeredAt: now, complaintId, version: sql`${bookings.version} + 1` })
      .where(eq(bookings.id, bookingId))
      .returning();
    return answered!;
  });
  return bookingView(db, row, now);
}

/** The photos of each booking, oldest first, at their largest web size. */
async function bookingPhotoUrls(db: Database, bookingIds: readonly number[], storage: Pick<MediaStorage, 'urlOf'>): Promise<Map<number, Schema<'BookingPhoto'>[]>> {
  const rows = bookingIds.length ? await db.select().from(bookingPhotos).where(inArray(bookingPhotos.bookingId, [...bookingIds])).orderBy(asc(bookingPhotos.id)) : [];
  const urls = new Map<number, Schema<'BookingPhoto'>[]>();
  // The last variant is the fallback JPEG or PNG at the largest size, as media's own answers use.
  for (const row of rows) urls.set(row.bookingId, [...(urls.get(row.bookingId) ?? []), { id: row.id, url: storage.urlOf(row.variants.at(-1)!.key) }]);
  return urls;
}

/** Customer's answers with their finished jobs' photos; a job not done shows none. */
export async function withCompletionPhotos(db: Database, answers: Schema<'Booking'>[], storage: Pick<MediaStorage, 'urlOf'>): Promise<Schema<'Booking'>[]> {
  const done = answers.filter((answer) => answer.completion);
  const photos = await bookingPhotoUrls(
    db,
    done.map((answer) => answer.id),
    storage,
  );
  return answers.map((answer) => (answer.completion ? { ...answer, completion: { ...answer.completion, photos: photos.get(answer.id) ?? [] } } : answer));
}

/** Staff's answers with every photo uploaded so far (before the job is marked done, too). */
export async function withStaffPhotos(db: Database, answers: Schema<'AdminBooking'>[], storage: Pick<MediaStorage, 'urlOf'>): Promise<Schema<'AdminBooking'>[]> {
  const photos = await bookingPhotoUrls(
    db,
    answers.map((answer) => answer.booking.id),
    storage,
  );
  return answers.map((answer) => {
    const own = photos.get(answer.booking.id) ?? [];
    const booking = answer.booking.completion ? { ...answer.booking, completion: { ...answer.booking.completion, photos: own } } : answer.booking;
    return { ...answer, booking, photos: own };
  });
}
