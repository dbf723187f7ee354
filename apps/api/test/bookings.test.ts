/**
 * Site surveys through HTTP on PostgreSQL: crews kept by the owner, the slots at a PIN code, bad input per field,
 * holding, confirming (mailed; a fee paid through the demo provider), cancelling, another customer's booking, an expired hold
 * free again at once and released by the sweep, staff's week, move and cancellation, and the race: shoppers on
 * two API instances for one last slot, of whom exactly one gets it. The exclusion constraint itself on both drivers.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { releaseExpiredHolds } from '../src/bookings';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect';
import type { Database } from '../src/db/database';
import { bookings, crews, outbox } from '../src/db/schema';
import { buildServer } from '../src/http/server';
import { isExclusionViolation } from '../src/kernel';
import { setShopTime } from '../src/shop-clock';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { DRIVERS, openTestDatabase, RULE_DRIVERS } from './support/databases';
import { createUser, resetDatabase, sessionTokenFor, setSurveyFee, staffSessionFor } from './support/fixtures';

// Monday 1 June 2026, 10:00 in India.
const NOW = new Date('2026-06-01T04:30:00Z');
const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`).toISOString();
const MORNINGS = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '12:00' }));
const crewInput = (overrides: Record<string, unknown> = {}) => ({ name: 'Pune crew', active: true, pincodes: ['411'], hours: MORNINGS, days_off: [], ...overrides });
const visit = (startsAt: string, overrides: Record<string, unknown> = {}) => ({
  kind: 'survey',
  starts_at: startsAt,
  pincode: '411 001',
  address: '12 Lake Road, Kothrud',
  contact_name: 'Asha Patel',
  contact_phone: '+91 98765-43210',
  contact_email: 'asha@example.in',
  note: 'Pigeons on the balcony',
  ...overrides,
});

describe.each(RULE_DRIVERS)('site-survey bookings on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let db: Database;
  let owner: string;
  let shopper: string;
  let stranger: string;
  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
    api = client(t);
    db = t.database.db;
  });
  afterAll(async () => {
    setShopTime(null);
    await t?.close();
  });
  beforeEach(async () => {
    setShopTime(NOW);
    await resetDatabase(db);
    owner = (await staffSessionFor(db, TEST_KEYS)).token;
    shopper = await sessionTokenFor(TEST_KEYS, await createUser(db));
    stranger = await sessionTokenFor(TEST_KEYS, await createUser(db));
  });

  const newCrew = async (overrides: Record<string, unknown> = {}) => {
    const created = await api.post('/api/admin/crews/', crewInput(overrides), owner);
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ id: number; version: number }>();
  };
  const errorsOf = (response: { json: <T>() => T }) => Object.keys(response.json<{ errors: Record<string, string[]> }>().errors);

  it('lets the owner keep crews, refuses other staff and what cannot be a calendar', async () => {
    const packer = (await staffSessionFor(db, TEST_KEYS, { staffRole: 'staff' })).token;
    expect((await api.post('/api/admin/crews/', crewInput(), packer)).statusCode).toBe(403);
    expect((await api.post('/api/admin/crews/', crewInput(), shopper)).statusCode).toBe(403);
    const clash = await api.post('/api/admin/crews/', crewInput({ hours: [...MORNINGS, { weekday: 1, start: '11:00', end: '13:00' }], days_off: [{ date: '2026-06-03', reason: '' }, { date: '2026-06-03', reason: 'Twice' }] }), owner);
    expect(clash.statusCode).toBe(400);
    expect(errorsOf(clash).sort()).toEqual(['days_off.1.date', 'hours.5.start']);
    expect(errorsOf(await api.post('/api/admin/crews/', crewInput({ pincodes: ['4110'] }), owner))).toEqual(['pincodes.0']);

    const crew = await newCrew();
    const saved = await api.put(`/api/admin/crews/${crew.id}/`, { ...crewInput({ name: 'Pune crew A', days_off: [{ date: '2026-06-03', reason: 'Diwali' }] }), version: crew.version }, owner);
    expect(saved.statusCode, saved.body).toBe(200);
    await expectToMatchContract('updateCrew', 200, saved.json());
    expect(saved.json()).toMatchObject({ name: 'Pune crew A', days_off: [{ date: '2026-06-03', reason: 'Diwali' }], version: 2 });
    expect((await api.put(`/api/admin/crews/${crew.id}/`, { ...crewInput(), version: 1 }, owner)).statusCode).toBe(409);
    expect((await api.get('/api/admin/crews/', packer)).json()).toHaveLength(1);
  });

  it('answers the free starts at a PIN code its crews serve, and names the field of a bad question', async () => {
    await newCrew({ days_off: [{ date: '2026-06-03', reason: 'Training' }] });
    const slots = await api.get('/api/user/bookings/slots/?pincode=411001&kind=survey&from=2026-06-02&to=2026-06-04');
    expect(slots.statusCode, slots.body).toBe(200);
    await expectToMatchContract('getBookingSlots', 200, slots.json());
    expect(slots.json()).toMatchObject({ pincode: '411001', duration_minutes: 60, fee: 0 });
    const days = slots.json<{ days: { date: string; starts_at: string[] }[] }>().days;
    expect(days.map((day) => day.date)).toEqual(['2026-06-02', '2026-06-04']);
    expect(days[0]!.starts_at).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00'].map((time) => at('2026-06-02', time)));

    const unserved = await api.get('/api/user/bookings/slots/?pincode=560001&kind=survey');
    expect([unserved.statusCode, errorsOf(unserved)]).toEqual([400, ['pincode']]);
    expect(errorsOf(await api.get('/api/user/bookings/slots/?pincode=411001&kind=survey&from=2026-06-31'))).toEqual(['from']);
    expect(errorsOf(await api.get('/api/user/bookings/slots/?pincode=411001&kind=survey&from=2026-06-05&to=2026-06-04'))).toEqual(['to']);
    expect(errorsOf(await api.get('/api/user/bookings/slots/?pincode=411001&kind=installation'))).toEqual(['kind']);

    // The same question after a booking is answered afresh, not from a kept public answer.
    expect((await api.post('/api/user/bookings/', visit(at('2026-06-02', '09:00')), shopper)).statusCode).toBe(201);
    const after = await api.get('/api/user/bookings/slots/?pincode=411001&kind=survey&from=2026-06-02&to=2026-06-04');
    expect(after.json<{ days: { starts_at: string[] }[] }>().days[0]!.starts_at).toEqual(['10:00', '10:30', '11:00'].map((time) => at('2026-06-02', time)));
  });

  it('holds a slot for its customer, who pays its fee to confirm it (mailed) or cancels it; nobody else may see it', async () => {
    await setSurveyFee(db, 49900);
    await newCrew();
    expect((await api.post('/api/user/bookings/', visit(at('2026-06-02', '09:00')))).statusCode).toBe(401);
    for (const [start, field] of [
      [at('2026-06-01', '11:00'), 'starts_at'], // today
      [at('2026-06-02', '09:15'), 'starts_at'], // off the grid
      [at('2026-06-02', '11:30'), 'starts_at'], // would end after hours
      [at('2026-06-06', '09:00'), 'starts_at'], // Saturday: no hours
    ] as const) {
      expect(errorsOf(await api.post('/api/user/bookings/', visit(start), shopper)), start).toEqual([field]);
    }
    expect(errorsOf(await api.post('/api/user/bookings/', visit(at('2026-06-02', '09:00'), { pincode: '560001' }), shopper))).toEqual(['pincode']);
    expect(errorsOf(await api.post('/api/user/bookings/', visit(at('2026-06-02', '09:00'), { contact_phone: '12345' }), shopper))).toEqual(['contact_phone']);
    expect(await db.select().from(bookings)).toEqual([]);

    // Without a note, as the storefront sends a blank one.
    const held = await api.post('/api/user/bookings/', visit(at('2026-06-02', '09:00'), { note: null }), shopper);
    expect(held.statusCode, held.body).toBe(201);
    await expectToMatchContract('createBooking', 201, held.json());
    const booking = held.json<{ id: number }>();
    expect(held.json()).toMatchObject({ status: 'held', fee: 499, pincode: '411001', contact_phone: '9876543210', ends_at: at('2026-06-02', '10:00') });
    // Held ten minutes from now (the shop's clock set to NOW has run on a little since).
    expect(Date.parse(held.json<{ hold_expires_at: string }>().hold_expires_at) - NOW.getTime()).toBeGreaterThanOrEqual(10 * 60 * 1000);

    for (const path of ['confirm', 'cancel']) expect((await api.post(`/api/user/bookings/${booking.id}/${path}/`, undefined, stranger)).statusCode).toBe(404);
    expect((await api.get('/api/user/account/bookings/', stranger)).json()).toEqual([]);
    // A survey with a fee is confirmed by paying it: here through the demo provider, as the demo shop does.
    expect(errorsOf(await api.post(`/api/user/bookings/${booking.id}/confirm/`, undefined, shopper))).toEqual(['payment']);
    const payment = await api.post(`/api/user/bookings/${booking.id}/payment/`, undefined, shopper);
    expect(payment.json()).toMatchObject({ provider: 'demo', razorpay_amount: 49900 });
    const signed = await api.post(`/api/user/bookings/${booking.id}/payment/demo/`, undefined, shopper);
    await expectToMatchContract('payDemoBooking', 200, signed.json());
    expect((await api.post(`/api/user/bookings/${booking.id}/payment/demo/`, undefined, stranger)).statusCode).toBe(404);
    const confirmed = await api.post(`/api/user/bookings/${booking.id}/payment/verify/`, signed.json(), shopper);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'success', booking: { status: 'confirmed', hold_expires_at: null, fee_paid: 499 } });
    expect(errorsOf(await api.post(`/api/user/bookings/${booking.id}/confirm/`, undefined, shopper))).toEqual(['status']);
    const [mail] = await db.select().from(outbox).where(eq(outbox.event, 'booking_confirmed'));
    expect(mail).toMatchObject({ recipient: 'asha@example.in' });
    expect(mail!.textBody).toContain('fee of ₹499.00: thank you');

    // Less than a day before the visit: the fee is not refunded (survey-fee.test.ts has the refunds).
    const cancelled = await api.post(`/api/user/bookings/${booking.id}/cancel/`, undefined, shopper);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', fee_paid: 499, refund: null });
    const mine = await api.get('/api/user/account/bookings/', shopper);
    await expectToMatchContract('listMyBookings', 200, mine.json());
    expect(mine.json()).toMatchObject([{ id: booking.id, status: 'cancelled' }]);
  });

  it('frees an expired hold at once for the next shopper, refuses to confirm it, and the sweep writes it down', async () => {
    await newCrew({ hours: [{ weekday: 2, start: '09:00', end: '10:00' }] });
    const first = (await api.post('/api/user/bookings/', visit(at('2026-06-02', '09:00')), shopper)).json<{ id: number }>();
    const taken = await api.post('/api/user/bookings/', visit(at('2026-06-02', '09:00')), stranger);
    expect(taken.statusCode).toBe(409);
    await expectToMatchContract('createBooking', 409, taken.json());
    expect(taken.json()).toMatchObject({ errors: { starts_at: [expect.any(String)] }, next_starts_at: at('2026-06-09', '09:00') });

    setShopTime(new Date(NOW.getTime() + 11 * 60 * 1000));
    const slots = await api.get('/api/user/bookings/slots/?pincode=411001&kind=survey&to=2026-06-02');
    expect(slots.json<{ days: unknown[] }>().days).toEqual([{ date: '2026-06-02', starts_at: [at('2026-06-02', '09:00')] }]);
    expect(errorsOf(await api.post(`/api/user/bookings/${first.id}/confirm/`, undefined, shopper))).toEqual(['status']);
    const second = await api.post('/api/user/bookings/', visit(at('2026-06-02', '09:00')), stranger);
    expect(second.statusCode, second.body).toBe(201);
    expect(await db.select({ status: bookings.status, reason: bookings.cancelReason }).from(bookings).where(eq(bookings.id, first.id))).toEqual([
      { status: 'cancelled', reason: 'The slot was held but not confirmed in time.' },
    ]);

    setShopTime(new Date(NOW.getTime() + 30 * 60 * 1000));
    expect(await releaseExpiredHolds(db, new Date(NOW.getTime() + 30 * 60 * 1000))).toBe(1);
    expect((await api.get('/api/user/account/bookings/', stranger)).json()).toMatchObject([{ status: 'cancelled' }]);
  });

  it('shows staff the week, moves a booking only to a free crew, and cancels it with a reason mailed', async () => {
    const pune = await newCrew();
    const other = await newCrew({ name: 'Second crew' });
    const mine = (await api.post('/api/user/bookings/', visit(at('2026-06-02', '09:00')), shopper)).json<{ id: number }>();
    const theirs = (await api.post('/api/user/bookings/', visit(at('2026-06-02', '09:00')), stranger)).json<{ id: number }>();
    const week = await api.get('/api/admin/bookings/?from=2026-06-01', owner);
    await expectToMatchContract('listAdminBookings', 200, week.json());
    const crewOf = Object.fromEntries(week.json<{ booking: { id: number }; crew_id: number }[]>().map((row) => [row.booking.id, row.crew_id]));
    expect(new Set([crewOf[mine.id], crewOf[theirs.id]])).toEqual(new Set([pune.id, other.id]));

    const busy = await api.post(`/api/admin/bookings/${mine.id}/crew/`, { crew_id: crewOf[theirs.id] }, owner);
    expect([busy.statusCode, errorsOf(busy)]).toEqual([409, ['crew_id']]);
    expect(errorsOf(await api.post(`/api/admin/bookings/${mine.id}/crew/`, { crew_id: 99999 }, owner))).toEqual(['crew_id']);
    const cancelled = await api.post(`/api/admin/bookings/${theirs.id}/cancel/`, { reason: 'Our fitter is unwell.' }, owner);
    expect(cancelled.json()).toMatchObject({ booking: { status: 'cancelled', cancel_reason: 'Our fitter is unwell.' } });
    const moved = await api.post(`/api/admin/bookings/${mine.id}/crew/`, { crew_id: crewOf[theirs.id] }, owner);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await db.select().from(outbox).where(eq(outbox.event, 'booking_cancelled')))[0]!.textBody).toContain('Our fitter is unwell.');
    expect(errorsOf(await api.post(`/api/admin/bookings/${theirs.id}/cancel/`, { reason: 'Again' }, owner))).toEqual(['status']);
  });

  it.runIf(driver === 'postgres')('sells the last slot once to shoppers racing on two instances; the rest are told the next free start', { timeout: 60_000 }, async () => {
    await newCrew({ hours: [{ weekday: 2, start: '09:00', end: '10:00' }, { weekday: 3, start: '09:00', end: '10:00' }] });
    const tokens = await Promise.all(Array.from({ length: 8 }, async () => sessionTokenFor(TEST_KEYS, await createUser(db))));
    let second: DatabaseHandle | undefined;
    let instance: FastifyInstance | undefined;
    try {
      second = await connectDatabase({ dataDir: 'memory://', databaseUrl: t.database.url, poolSize: 4 });
      instance = await buildServer({ config: t.config, db: second.db, databasePoolSize: 4 });
      await instance.ready();
      const apps = [t.app, instance];
      const answers = await Promise.all(
        tokens.map((token, index) =>
          apps[index % 2]!.inject({ method: 'POST', url: '/api/user/bookings/', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: JSON.stringify(visit(at('2026-06-02', '09:00'))) }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
      for (const answer of answers.filter((one) => one.statusCode === 409)) expect(answer.json()).toMatchObject({ next_starts_at: at('2026-06-03', '09:00') });
      const live = await db.select().from(bookings).where(inArray(bookings.status, ['held', 'confirmed']));
      expect(live).toHaveLength(1);
    } finally {
      await instance?.close();
      await second?.close();
    }
  });
});

describe.each(DRIVERS)('the bookings’ exclusion constraint on %s', (driver) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(() => database?.close());

  it('refuses two live bookings of one crew that overlap, and lets a cancelled one lie beneath', async () => {
    const db = database.db;
    const [crew] = await db.insert(crews).values({ name: 'Crew', pincodes: ['411'] }).returning();
    const row = (startsAt: string, endsAt: string, status: 'held' | 'confirmed' | 'cancelled' = 'confirmed') => ({
      crewId: crew!.id,
      kind: 'survey' as const,
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
      status,
      holdExpiresAt: status === 'held' ? new Date('2026-06-01T05:00:00Z') : null,
      cancelReason: status === 'cancelled' ? 'Changed plans' : null,
      contactName: 'Asha',
      contactPhone: '9876543210',
      contactEmail: 'asha@example.in',
      pincode: '411001',
      address: '12 Lake Road',
    });
    await db.insert(bookings).values([row('2026-06-02T03:30:00Z', '2026-06-02T04:30:00Z'), row('2026-06-02T03:30:00Z', '2026-06-02T04:30:00Z', 'cancelled')]);
    // Back to back is no overlap (the range's end is open).
    await db.insert(bookings).values(row('2026-06-02T04:30:00Z', '2026-06-02T05:30:00Z', 'held'));
    const refused = await db
      .insert(bookings)
      .values(row('2026-06-02T04:00:00Z', '2026-06-02T05:00:00Z', 'held'))
      .catch((error: unknown) => error);
    expect(isExclusionViolation(refused, 'bookings_no_overlap')).toBe(true);
    expect(await db.select().from(bookings).where(and(eq(bookings.crewId, crew!.id), inArray(bookings.status, ['held', 'confirmed'])))).toHaveLength(2);
  });
});
