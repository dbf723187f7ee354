/**
 * Crews as staff keep them: a name, whether it takes new bookings, the PIN codes it serves, its working hours and
 * its days off, saved whole and audited. The owner edits them (the contract's `staffAuth: [owner]`).
 */
import type { Schema } from '@shop/contracts';
import { minutesOfDay } from '@shop/rules/bookingSlots';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { assertVersion, recordAudit } from '../audit';
import type { Database, Transaction } from '../db/database';
import { crewDaysOff, crewHours, crews } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { InvalidInputError, NotFoundError, type FieldProblems, problem } from '../errors';

const CREW_NOT_FOUND = problem('crew_not_found', 'Crew not found.');

export async function listCrews(db: Database | Transaction): Promise<Schema<'Crew'>[]> {
  const rows = await db.select().from(crews).orderBy(asc(crews.name), asc(crews.id));
  return withCalendars(db, rows);
}

export async function getCrew(db: Database | Transaction, crewId: number): Promise<Schema<'Crew'>> {
  const rows = await db.select().from(crews).where(eq(crews.id, crewId));
  if (rows.length === 0) throw new NotFoundError(CREW_NOT_FOUND);
  return (await withCalendars(db, rows))[0]!;
}

async function withCalendars(db: Database | Transaction, rows: (typeof crews.$inferSelect)[]): Promise<Schema<'Crew'>[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [hours, daysOff] = await Promise.all([
    db.select().from(crewHours).where(inArray(crewHours.crewId, ids)).orderBy(asc(crewHours.weekday), asc(crewHours.startTime)),
    db.select().from(crewDaysOff).where(inArray(crewDaysOff.crewId, ids)).orderBy(asc(crewDaysOff.day)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    active: row.active,
    pincodes: row.pincodes,
    hours: hours.filter((hour) => hour.crewId === row.id).map((hour) => ({ weekday: hour.weekday, start: hour.startTime.slice(0, 5), end: hour.endTime.slice(0, 5) })),
    days_off: daysOff.filter((day) => day.crewId === row.id).map((day) => ({ date: day.day, reason: day.reason })),
    version: row.version,
  }));
}

/** What the contract cannot say: a period ends after it starts, a weekday's periods do not overlap, a day off once. */
function crewProblems(input: Schema<'CrewInput'>): FieldProblems {
  const errors: FieldProblems = {};
  input.hours.forEach((period, index) => {
    const start = minutesOfDay(period.start);
    const end = minutesOfDay(period.end);
    if (end <= start) errors[`hours.${index}.end`] = [problem('period_end_before_start', 'End after the start.')];
    const clash = input.hours.some((other, j) => j < index && other.weekday === period.weekday && minutesOfDay(other.start) < end && start < minutesOfDay(other.end));
    if (clash) errors[`hours.${index}.start`] = [problem('periods_overlap', 'This overlaps another period of the same day.')];
  });
  input.days_off.forEach((day, index) => {
    if (input.days_off.findIndex((other) => other.date === day.date) < index) errors[`days_off.${index}.date`] = [problem('day_off_repeated', 'This day is already off.')];
  });
  return errors;
}

async function saveCalendar(tx: Transaction, crewId: number, input: Schema<'CrewInput'>): Promise<void> {
  await tx.delete(crewHours).where(eq(crewHours.crewId, crewId));
  await tx.delete(crewDaysOff).where(eq(crewDaysOff.crewId, crewId));
  if (input.hours.length > 0) await tx.insert(crewHours).values(input.hours.map((period) => ({ crewId, weekday: period.weekday, startTime: period.start, endTime: period.end })));
  if (input.days_off.length > 0) await tx.insert(crewDaysOff).values(input.days_off.map((day) => ({ crewId, day: day.date, reason: day.reason.trim() })));
}

export async function createCrew(db: Database, input: Schema<'CrewInput'>, actorId: number): Promise<Schema<'Crew'>> {
  const errors = crewProblems(input);
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors, 'The crew cannot be saved.');
  return inTransaction(db, async (tx) => {
    const [row] = await tx.insert(crews).values({ name: input.name.trim(), active: input.active, pincodes: input.pincodes }).returning({ id: crews.id });
    await saveCalendar(tx, row!.id, input);
    const after = await getCrew(tx, row!.id);
    await recordAudit(tx, { actorId, action: 'crew.create', entityType: 'crew', entityId: row!.id, before: null, after });
    return after;
  });
}

export async function updateCrew(db: Database, crewId: number, update: Schema<'CrewUpdate'>, actorId: number): Promise<Schema<'Crew'>> {
  const { version, ...input } = update;
  const errors = crewProblems(input);
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors, 'The crew cannot be saved.');
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select({ version: crews.version }).from(crews).where(eq(crews.id, crewId)).for('update');
    if (!current) throw new NotFoundError(CREW_NOT_FOUND);
    assertVersion(current.version, version, 'crew');
    const before = await getCrew(tx, crewId);
    await tx
      .update(crews)
      .set({ name: input.name.trim(), active: input.active, pincodes: input.pincodes, version: sql`${crews.version} + 1` })
      .where(eq(crews.id, crewId));
    await saveCalendar(tx, crewId, input);
    const after = await getCrew(tx, crewId);
    await recordAudit(tx, { actorId, action: 'crew.update', entityType: 'crew', entityId: crewId, before, after });
    return after;
  });
}
