/**
 * An order's fitting (decision 056) through HTTP on PostgreSQL: the job's length from the order's running metres,
 * square metres and fixed jobs (decision 070) and where it stops fitting a working period, the paces and a job's
 * length refused out of bounds, refusals per field (no fitting on the order, unpaid, another
 * customer's order, a PIN code no crew serves), one booking per order; the crew's completion (not before the start,
 * notes required, photos images only within the size limit and at most five), the customer's answer once, a
 * reported problem opening a complaint on the order; the data export and erasure (photos gone from storage too).
 */
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { bookingPhotos, bookings, complaints, orderItems, orders, outbox } from '../src/db/schema';
import { setShopTime } from '../src/shop-clock';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createCustomer, resetDatabase, sessionTokenFor, staffSessionFor } from './support/fixtures';
import { makeCashOnDelivery } from './support/shippable-orders';

// Monday 1 June 2026, 10:00 in India.
const NOW = new Date('2026-06-01T04:30:00Z');
const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`).toISOString();
// Four hours a weekday morning: the longest working period, 240 minutes.
const MORNINGS = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '13:00' }));
const picture = (background: string) => sharp({ create: { width: 400, height: 300, channels: 3, background } }).jpeg().toBuffer();

describe.each(RULE_DRIVERS)('installation bookings on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let db: Database;
  let mediaDir: string;
  let owner: string;
  let buyer: { id: number; version: number; email: string };
  let shopper: string;
  let stranger: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'installation-photos-'));
    t = await startTestApp(driver, { ...ACCOUNT_ENV, MEDIA_DIR: mediaDir, MEDIA_MAX_BYTES: String(200 * 1024) });
    api = client(t);
    db = t.database.db;
  });
  afterAll(async () => {
    setShopTime(null);
    await t?.close();
    await rm(mediaDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    setShopTime(NOW);
    await resetDatabase(db);
    owner = (await staffSessionFor(db, TEST_KEYS, { email: 'owner@example.in' })).token;
    buyer = await createCustomer(db, { email: 'meera@example.in', name: 'Meera Iyer' });
    shopper = await sessionTokenFor(TEST_KEYS, buyer as never);
    stranger = await sessionTokenFor(TEST_KEYS, await createCustomer(db, { email: 'ravi@example.in' }));
    expect((await api.post('/api/admin/crews/', { name: 'Pune crew', active: true, pincodes: ['411'], hours: MORNINGS, days_off: [] }, owner)).statusCode).toBe(201);
  });

  /**
   * An accepted quotation's order: `metres` of fitting per running metre (none: no fitting line), or that many of
   * another `unit` priced from `serviceId`, paid unless told.
   */
  const orderWith = async ({ metres = 37 as number | null, unit = 'running metre', serviceId = null as number | null, paid = true, pincode = '411001', userId = buyer.id } = {}) => {
    const rate = 5000;
    const quantity = metres ?? 1;
    // The database's own rule for a quoted line: the taxable value plus its GST, halves up.
    const total = rate * quantity + Math.floor((2 * rate * quantity * 18 + 100) / 200);
    const [order] = await db
      .insert(orders)
      .values({
        userId,
        shipFullName: 'Meera Iyer',
        shipPhone: '9876543210',
        shipAddress: 'Wing B terrace, Green Park',
        shipCity: 'Pune',
        shipState: 'Maharashtra',
        shipZipCode: pincode,
        subtotalPaise: total,
        totalPaise: total,
        paymentStatus: paid ? 'completed' : 'pending',
      })
      .returning();
    await db.insert(orderItems).values({
      orderId: order!.id,
      productName: metres === null ? 'Site survey (per visit)' : `Fitting on the parapet (per ${unit})`,
      unit: metres === null ? 'visit' : unit,
      serviceId,
      unitPricePaise: Math.round(total / quantity),
      quantity,
      lineTotalPaise: total,
      quotedRatePaise: rate,
      hsnCode: '995468',
      gstRatePercent: 18,
    });
    return order!.id;
  };
  const errorsOf = (response: { json: <T>() => T }) => Object.keys(response.json<{ errors: Record<string, string[]> }>().errors);
  const mails = async (event: string) => (await db.select().from(outbox).where(eq(outbox.event, event))).length;
  const upload = (bookingId: number, payload: Buffer, type = 'image/jpeg') =>
    t.app.inject({ method: 'POST', url: `/api/admin/bookings/${bookingId}/photos/`, headers: { 'content-type': type, authorization: `Bearer ${owner}` }, payload });
  const book = async (orderId: number, startsAt = at('2026-06-02', '09:00')) => api.post('/api/user/bookings/installations/', { order_id: orderId, starts_at: startsAt, note: 'Gate code 1234' }, shopper);

  it('makes the job as long as its running metres at the owner’s pace, and refuses one longer than a working period', async () => {
    const orderId = await orderWith({ metres: 37 });
    const slots = await api.get(`/api/user/bookings/installation-slots/?order_id=${orderId}&from=2026-06-02&to=2026-06-02`, shopper);
    expect(slots.statusCode, slots.body).toBe(200);
    await expectToMatchContract('getInstallationSlots', 200, slots.json());
    // 37 m at 10 m an hour is 3 h 42 min, booked as four hours: only the morning's first start fits.
    expect(slots.json()).toMatchObject({ order_id: orderId, pincode: '411001', duration_minutes: 240, days: [{ date: '2026-06-02', starts_at: [at('2026-06-02', '09:00')] }] });

    // 40 m is exactly the four-hour morning; 41 m is longer than any period: staff arrange it.
    expect((await api.get(`/api/user/bookings/installation-slots/?order_id=${await orderWith({ metres: 40 })}`, shopper)).json()).toMatchObject({ duration_minutes: 240 });
    const tooLong = await api.get(`/api/user/bookings/installation-slots/?order_id=${await orderWith({ metres: 41 })}`, shopper);
    expect([tooLong.statusCode, errorsOf(tooLong)]).toEqual([400, ['order_id']]);

    // The owner's pace: 20 m an hour makes 41 m about two hours and a quarter, booked as two and a half.
    const settings = (await api.get('/api/admin/settings/bookings/', owner)).json<{ version: number; survey_minutes: number; survey_fee_paise: number; hold_minutes: number }>();
    const saved = await api.put('/api/admin/settings/bookings/', { ...settings, installation_metres_per_hour: 20 }, owner);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await api.get(`/api/user/bookings/installation-slots/?order_id=${await orderWith({ metres: 41 })}`, shopper)).json()).toMatchObject({ duration_minutes: 150 });
    expect((await api.get(`/api/user/bookings/installation-slots/?order_id=${await orderWith({ metres: 1 })}`, shopper)).json()).toMatchObject({ duration_minutes: 60 });
  });

  const slotsOf = (orderId: number) => api.get(`/api/user/bookings/installation-slots/?order_id=${orderId}&from=2026-06-02&to=2026-06-02`, shopper);
  const saveSettings = async (change: Record<string, unknown>) => {
    const settings = (await api.get('/api/admin/settings/bookings/', owner)).json<Record<string, unknown>>();
    return api.put('/api/admin/settings/bookings/', { ...settings, ...change }, owner);
  };
  const balconyNet = { name: 'Balcony net fitting', kind: 'installation', unit: 'job', price_paise: 350000, sac_code: '995468', gst_rate: 18, active: true };

  it('makes a square-metre job as long as its area at the owner’s square metres an hour', async () => {
    const orderId = await orderWith({ metres: 12, unit: 'square metre' });
    // 12 m² at the default 5 m² an hour is 2 h 24 min, booked as two and a half hours: starts up to 10:30.
    const slots = await slotsOf(orderId);
    expect(slots.statusCode, slots.body).toBe(200);
    expect(slots.json()).toMatchObject({ duration_minutes: 150, days: [{ starts_at: [at('2026-06-02', '09:00'), at('2026-06-02', '09:30'), at('2026-06-02', '10:00'), at('2026-06-02', '10:30')] }] });

    const saved = await saveSettings({ installation_square_metres_per_hour: 8 });
    expect(saved.statusCode, saved.body).toBe(200);
    await expectToMatchContract('updateBookingSettings', 200, saved.json());
    expect(saved.json()).toMatchObject({ installation_square_metres_per_hour: 8, installation_metres_per_hour: 10 });
    // 12 m² at 8 an hour is an hour and a half; the booking takes that long.
    expect((await slotsOf(orderId)).json()).toMatchObject({ duration_minutes: 90 });
    const booked = await book(orderId);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ starts_at: at('2026-06-02', '09:00'), ends_at: at('2026-06-02', '10:30') });
  });

  it('makes a per-job order as long as its service’s job, as the owner sets it now', async () => {
    const created = await api.post('/api/admin/services/', { ...balconyNet, job_minutes: 180 }, owner);
    expect(created.statusCode, created.body).toBe(201);
    const service = created.json<{ id: number; version: number; job_minutes: number }>();
    expect(service.job_minutes).toBe(180);
    const orderId = await orderWith({ metres: 1, unit: 'job', serviceId: service.id });
    expect((await slotsOf(orderId)).json()).toMatchObject({ duration_minutes: 180, days: [{ starts_at: [at('2026-06-02', '09:00'), at('2026-06-02', '09:30'), at('2026-06-02', '10:00')] }] });

    const changed = await api.put(`/api/admin/services/${service.id}/`, { ...balconyNet, job_minutes: 100, version: service.version }, owner);
    expect(changed.statusCode, changed.body).toBe(200);
    // 100 minutes on the half-hour grid is two hours.
    expect((await slotsOf(orderId)).json()).toMatchObject({ duration_minutes: 120 });
    // Mixed with running metres, the lengths add: 20 m (two hours) and the job (100 minutes) make four hours.
    await db.insert(orderItems).values({ orderId, productName: 'Spikes on the parapet (per running metre)', unit: 'running metre', unitPricePaise: 5900, quantity: 20, lineTotalPaise: 118000, quotedRatePaise: 5000, hsnCode: '995468', gstRatePercent: 18 });
    expect((await slotsOf(orderId)).json()).toMatchObject({ duration_minutes: 240 });

    // A job typed by hand, no service behind it, says nothing of its length: staff arrange it.
    const freeJob = await slotsOf(await orderWith({ metres: 1, unit: 'job' }));
    expect([freeJob.statusCode, errorsOf(freeJob)]).toEqual([400, ['order_id']]);
  });

  it('refuses a pace or a job’s length out of bounds, naming the field, and writes nothing', async () => {
    for (const pace of [0, 0.3, 1001, 'fast']) {
      const refused = await saveSettings({ installation_square_metres_per_hour: pace });
      expect([refused.statusCode, errorsOf(refused)]).toEqual([400, ['installation_square_metres_per_hour']]);
    }
    expect((await api.get('/api/admin/settings/bookings/', owner)).json()).toMatchObject({ version: 1, installation_square_metres_per_hour: 5 });

    for (const jobMinutes of [0, 1441, 90.5]) {
      const refused = await api.post('/api/admin/services/', { ...balconyNet, job_minutes: jobMinutes }, owner);
      expect([refused.statusCode, errorsOf(refused)]).toEqual([400, ['job_minutes']]);
    }
    const created = (await api.post('/api/admin/services/', balconyNet, owner)).json<{ id: number; version: number; job_minutes: number }>();
    // Left out, a new service takes two hours, and a saved one keeps its own.
    expect(created.job_minutes).toBe(120);
    const refused = await api.put(`/api/admin/services/${created.id}/`, { ...balconyNet, job_minutes: 1441, version: created.version }, owner);
    expect([refused.statusCode, errorsOf(refused)]).toEqual([400, ['job_minutes']]);
    const kept = await api.put(`/api/admin/services/${created.id}/`, { ...balconyNet, version: created.version }, owner);
    expect(kept.json()).toMatchObject({ job_minutes: 120, version: created.version + 1 });
  });

  it('refuses an order with no fitting, an unpaid one, another customer’s and a PIN code no crew serves, naming the field', async () => {
    const noFitting = await book(await orderWith({ metres: null }));
    expect([noFitting.statusCode, errorsOf(noFitting)]).toEqual([400, ['order_id']]);
    const unpaidOrder = await orderWith({ paid: false });
    const unpaid = await book(unpaidOrder);
    expect([unpaid.statusCode, errorsOf(unpaid)]).toEqual([400, ['order_id']]);
    // Cash on delivery once the customer confirmed it counts as settled: the fitting may be booked.
    await makeCashOnDelivery(db, unpaidOrder, 'confirmed');
    expect((await api.get(`/api/user/bookings/installation-slots/?order_id=${unpaidOrder}`, shopper)).statusCode).toBe(200);
    const theirs = await orderWith();
    expect((await api.post('/api/user/bookings/installations/', { order_id: theirs, starts_at: at('2026-06-02', '09:00') }, stranger)).statusCode).toBe(404);
    expect((await api.get(`/api/user/bookings/installation-slots/?order_id=${theirs}`, stranger)).statusCode).toBe(404);
    expect((await api.post('/api/user/bookings/installations/', { order_id: theirs, starts_at: at('2026-06-02', '09:00') })).statusCode).toBe(401);
    const far = await book(await orderWith({ pincode: '560001' }));
    expect([far.statusCode, errorsOf(far)]).toEqual([400, ['pincode']]);
    const offGrid = await book(theirs, at('2026-06-02', '09:15'));
    expect([offGrid.statusCode, errorsOf(offGrid)]).toEqual([400, ['starts_at']]);
    expect(await db.select().from(bookings)).toEqual([]);
  });

  it('books the fitting confirmed at once with the order’s address, once per order, and staff see it in the week', async () => {
    const orderId = await orderWith();
    const booked = await book(orderId);
    expect(booked.statusCode, booked.body).toBe(201);
    await expectToMatchContract('bookInstallation', 201, booked.json());
    expect(booked.json()).toMatchObject({ kind: 'installation', status: 'confirmed', order_id: orderId, fee: 0, hold_expires_at: null, ends_at: at('2026-06-02', '13:00'), pincode: '411001', contact_name: 'Meera Iyer', completion: null });
    expect(await mails('booking_confirmed')).toBe(1);

    const again = await book(orderId, at('2026-06-03', '09:00'));
    expect([again.statusCode, errorsOf(again)]).toEqual([409, ['order_id']]);
    const week = await api.get('/api/admin/bookings/?from=2026-06-01', owner);
    expect(week.json<{ booking: { order_id: number; kind: string } }[]>().map((row) => [row.booking.kind, row.booking.order_id])).toEqual([['installation', orderId]]);

    // Cancelled, the order may be booked again.
    const id = booked.json<{ id: number }>().id;
    expect((await api.post(`/api/admin/bookings/${id}/cancel/`, { reason: 'The crew is ill.' }, owner)).statusCode).toBe(200);
    expect((await book(orderId, at('2026-06-03', '09:00'))).statusCode).toBe(201);
  });

  it('lets staff mark a begun job done with notes and up to five photos; the customer sees them and confirms once', async () => {
    const booked = await book(await orderWith());
    const id = booked.json<{ id: number }>().id;
    const complete = (notes: string, version: number) => api.post(`/api/admin/bookings/${id}/completion/`, { notes, version }, owner);

    expect((await api.post(`/api/admin/bookings/${id}/completion/`, { notes: 'Done', version: 1 }, shopper)).statusCode).toBe(403);
    const early = await complete('Done', 1);
    expect([early.statusCode, errorsOf(early)]).toEqual([409, ['starts_at']]);
    expect((await upload(id, await picture('#123'))).statusCode).toBe(409);

    setShopTime(new Date(at('2026-06-02', '12:30')));
    expect(errorsOf(await complete('   ', 1))).toEqual(['notes']);
    const notImage = await upload(id, Buffer.from('%PDF-1.7 not a photo'), 'application/octet-stream');
    expect([notImage.statusCode, errorsOf(notImage)]).toEqual([415, ['file']]);
    const tooLarge = await upload(id, Buffer.concat([await picture('#fff'), Buffer.alloc(300 * 1024)]));
    expect([tooLarge.statusCode, errorsOf(tooLarge)]).toEqual([413, ['file']]);
    for (const colour of ['#100', '#200', '#300', '#400']) {
      const added = await upload(id, await picture(colour));
      expect(added.statusCode, added.body).toBe(201);
    }
    await expectToMatchContract('uploadBookingPhoto', 201, (await upload(id, await picture('#600'))).json());
    const sixth = await upload(id, await picture('#700'));
    expect([sixth.statusCode, errorsOf(sixth)]).toEqual([409, ['file']]);
    // The wrong picture is taken back, from storage too, and another takes its place.
    const [wrong] = await db.select().from(bookingPhotos).where(eq(bookingPhotos.bookingId, id)).limit(1);
    const removed = await api.delete(`/api/admin/bookings/${id}/photos/${wrong!.id}/`, owner);
    expect(removed.statusCode, removed.body).toBe(200);
    await expectToMatchContract('removeBookingPhoto', 200, removed.json());
    expect(removed.json<{ photos: { id: number }[] }>().photos.map((photo) => photo.id)).not.toContain(wrong!.id);
    for (const variant of wrong!.variants) await expect(access(path.join(mediaDir, variant.key))).rejects.toThrow();
    expect((await api.delete(`/api/admin/bookings/${id}/photos/${wrong!.id}/`, owner)).statusCode).toBe(404);
    expect((await upload(id, await picture('#800'))).statusCode).toBe(201);

    expect(errorsOf(await complete('Spikes on 37 m of parapet; one pipe left for the plumber.', 2))).toEqual(['version']); // not the version read
    const done = await complete('Spikes on 37 m of parapet; one pipe left for the plumber.', 1);
    expect(done.statusCode, done.body).toBe(200);
    await expectToMatchContract('completeBooking', 200, done.json());
    expect(done.json<{ photos: unknown[] }>().photos).toHaveLength(5);
    expect(await mails('booking_completed')).toBe(1);
    expect(errorsOf(await complete('Again', 2))).toEqual(['status']);
    const [kept] = await db.select({ id: bookingPhotos.id }).from(bookingPhotos).limit(1);
    expect(errorsOf(await api.delete(`/api/admin/bookings/${id}/photos/${kept!.id}/`, owner))).toEqual(['status']);

    const mine = await api.get('/api/user/account/bookings/', shopper);
    await expectToMatchContract('listMyBookings', 200, mine.json());
    expect(mine.json()).toMatchObject([{ id, status: 'done', completion: { notes: 'Spikes on 37 m of parapet; one pipe left for the plumber.', outcome: null, complaint_number: null } }]);
    expect(mine.json<{ completion: { photos: unknown[] } }[]>()[0]!.completion.photos).toHaveLength(5);

    expect((await api.post(`/api/user/bookings/${id}/outcome/`, { outcome: 'confirmed' }, stranger)).statusCode).toBe(404);
    const confirmed = await api.post(`/api/user/bookings/${id}/outcome/`, { outcome: 'confirmed' }, shopper);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await expectToMatchContract('answerBookingCompletion', 200, confirmed.json());
    expect(confirmed.json()).toMatchObject({ completion: { outcome: 'confirmed', answered_at: expect.stringMatching(/^2026-06-02T07:00/) } });
    const twice = await api.post(`/api/user/bookings/${id}/outcome/`, { outcome: 'problem', problem: 'The net sags.' }, shopper);
    expect([twice.statusCode, errorsOf(twice)]).toEqual([409, ['status']]);
    expect(await db.select().from(complaints)).toEqual([]);
  });

  it('opens a complaint on the order when the customer reports a problem, which staff see on the desk', async () => {
    const orderId = await orderWith();
    const id = (await book(orderId)).json<{ id: number }>().id;
    const notDone = await api.post(`/api/user/bookings/${id}/outcome/`, { outcome: 'confirmed' }, shopper);
    expect([notDone.statusCode, errorsOf(notDone)]).toEqual([409, ['status']]);
    setShopTime(new Date(at('2026-06-02', '13:00')));
    expect((await api.post(`/api/admin/bookings/${id}/completion/`, { notes: 'Net fitted.', version: 1 }, owner)).statusCode).toBe(200);

    const empty = await api.post(`/api/user/bookings/${id}/outcome/`, { outcome: 'problem', problem: '  ' }, shopper);
    expect([empty.statusCode, errorsOf(empty)]).toEqual([400, ['problem']]);
    const reported = await api.post(`/api/user/bookings/${id}/outcome/`, { outcome: 'problem', problem: 'The net sags at the corner.' }, shopper);
    expect(reported.statusCode, reported.body).toBe(200);
    const number = reported.json<{ completion: { complaint_number: string } }>().completion.complaint_number;
    expect(number).toMatch(/^GR-2026-\d{5}$/);
    expect(await db.select({ orderId: complaints.orderId, userId: complaints.userId }).from(complaints)).toEqual([{ orderId, userId: buyer.id }]);
    const desk = await api.get('/api/admin/complaints/', owner);
    expect(JSON.stringify(desk.json())).toContain(number);
    expect(await mails('complaint_received')).toBe(1);
  });

  it('lists the completion in the data export without the photos, and erasure removes the booking and the photos’ files', async () => {
    const id = (await book(await orderWith())).json<{ id: number }>().id;
    setShopTime(new Date(at('2026-06-02', '13:00')));
    expect((await upload(id, await picture('#a3c'))).statusCode).toBe(201);
    expect((await api.post(`/api/admin/bookings/${id}/completion/`, { notes: 'Net fitted.', version: 1 }, owner)).statusCode).toBe(200);
    const [photo] = await db.select().from(bookingPhotos);
    const files = photo!.variants.map((variant) => path.join(mediaDir, variant.key));
    for (const file of files) await access(file);

    const exported = await api.get(`/api/admin/customers/${buyer.id}/export/`, owner);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json()).toMatchObject({ bookings: [{ id, kind: 'installation', completion_notes: 'Net fitted.', photo_count: 1, outcome: null }] });
    expect(exported.body).not.toContain(photo!.variants[0]!.key);

    const erased = await api.post(`/api/admin/customers/${buyer.id}/erase/`, { version: buyer.version, email: buyer.email }, owner);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await db.select().from(bookings).where(eq(bookings.id, id))).toEqual([]);
    expect(await db.select().from(bookingPhotos)).toEqual([]);
    for (const file of files) await expect(access(file)).rejects.toThrow();
  });
});
