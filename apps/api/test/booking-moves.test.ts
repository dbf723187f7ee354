/**
 * Staff moving a booking to another time, through HTTP on PostgreSQL (decision 071): the free starts of the booking's
 * own length, its own time not in its way; the move keeping the crew when it is free, else taking a free one; the
 * payment kept; the audit row with the reason; the customer's mail always, and WhatsApp only where allowed and
 * switched on; the day-before reminder following the new start; every refusal writing nothing; and the race for one
 * crew's time, of moves or of a move and a customer's hold, which exactly one wins.
 */
import { reminderDueAt } from '@shop/rules/bookingTerms';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { remindUpcomingVisits } from '../src/bookings';
import type { Database } from '../src/db/database';
import { appSettings, auditLog, bookings, messagingConsents, outbox } from '../src/db/schema';
import { setShopTime } from '../src/shop-clock';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createUser, resetDatabase, sessionTokenFor, setSurveyFee, staffSessionFor } from './support/fixtures';
import { proveNumber } from './support/proved-number';
import { paidSurvey, WEEKDAY_MORNINGS } from './support/surveys';

// Monday 1 June 2026, 10:00 in India.
const NOW = new Date('2026-06-01T04:30:00Z');
const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`).toISOString();
const MOBILE = '9876543210';
const visit = (startsAt: string) => ({
  kind: 'survey',
  starts_at: startsAt,
  pincode: '411001',
  address: '12 Lake Road, Kothrud',
  contact_name: 'Asha Patel',
  contact_phone: MOBILE,
  contact_email: 'asha@example.in',
  note: null,
});

interface AdminBooking {
  booking: { id: number; status: string; starts_at: string; ends_at: string; fee_paid: number | null; free_cancel_until: string | null };
  crew_id: number;
  crew_name: string;
  payment_id: string | null;
  version: number;
}

describe.each(RULE_DRIVERS)('staff moving a booking to another time on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let db: Database;
  let owner: string;
  let shopper: string;
  let stranger: string;
  let shopperId: number;
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
    const customer = await createUser(db, { name: 'Asha Patel' });
    shopperId = customer.id;
    shopper = await sessionTokenFor(TEST_KEYS, customer);
    stranger = await sessionTokenFor(TEST_KEYS, await createUser(db));
  });

  const newCrew = async (name: string, overrides: Record<string, unknown> = {}) => {
    const created = await api.post('/api/admin/crews/', { name, active: true, pincodes: ['411'], hours: WEEKDAY_MORNINGS, days_off: [], ...overrides }, owner);
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ id: number }>();
  };
  /** A free survey held and confirmed by its customer. */
  const confirmed = async (startsAt: string, token = shopper) => {
    const held = await api.post('/api/user/bookings/', visit(startsAt), token);
    expect(held.statusCode, held.body).toBe(201);
    const { id } = held.json<{ id: number }>();
    expect((await api.post(`/api/user/bookings/${id}/confirm/`, undefined, token)).statusCode).toBe(200);
    return id;
  };
  const move = (id: number, body: object, token = owner) => api.post(`/api/admin/bookings/${id}/time/`, body, token);
  const errorsOf = (response: { json: <T>() => T }) => Object.keys(response.json<{ errors?: Record<string, string[]> }>().errors ?? {});
  const outboxOf = (event: string) => db.select().from(outbox).where(eq(outbox.event, event));
  const moves = () => db.select().from(auditLog).where(eq(auditLog.action, 'booking.reschedule'));
  const allowWhatsApp = async () => {
    await db.insert(messagingConsents).values({ userId: shopperId, purpose: 'order_updates', channel: 'whatsapp', granted: true, source: 'account', mobile: MOBILE });
    await proveNumber(db, shopperId, MOBILE);
  };

  it('answers the free starts of the booking’s own length, its own time not in its way, to any staff', async () => {
    await newCrew('Pune crew');
    const mine = await confirmed(at('2026-06-02', '09:00'));
    await confirmed(at('2026-06-02', '10:30'), stranger);
    // Surveys are now 90 minutes; the booked one keeps its hour.
    await db.insert(appSettings).values({ key: 'booking_settings', value: JSON.stringify({ surveyMinutes: 90 }) });
    const packer = (await staffSessionFor(db, TEST_KEYS, { staffRole: 'staff' })).token;

    const slots = await api.get(`/api/admin/bookings/${mine}/slots/?from=2026-06-02&to=2026-06-03`, packer);
    expect(slots.statusCode, slots.body).toBe(200);
    await expectToMatchContract('getRescheduleSlots', 200, slots.json());
    expect(slots.json()).toEqual({
      booking_id: mine,
      pincode: '411001',
      duration_minutes: 60,
      days: [
        // 09:00 is its present start; 09:30 overlaps only itself; from 10:00 the other booking is in the way.
        { date: '2026-06-02', starts_at: [at('2026-06-02', '09:30')] },
        { date: '2026-06-03', starts_at: ['09:00', '09:30', '10:00', '10:30', '11:00'].map((time) => at('2026-06-03', time)) },
      ],
    });
    expect(errorsOf(await api.get(`/api/admin/bookings/${mine}/slots/?from=2026-06-03&to=2026-06-02`, owner))).toEqual(['to']);
    expect((await api.get('/api/admin/bookings/99999/slots/', owner)).statusCode).toBe(404);
    expect((await api.get(`/api/admin/bookings/${mine}/slots/`, shopper)).statusCode).toBe(403);
  });

  it('moves a paid survey keeping its crew, length and payment, audits it with the reason and mails the customer', async () => {
    await setSurveyFee(db, 49900);
    const crew = await newCrew('Pune crew');
    await newCrew('Second crew');
    const id = await paidSurvey(api, shopper, at('2026-06-02', '09:00'));
    const [before] = await db.select().from(bookings).where(eq(bookings.id, id));

    const moved = await move(id, { starts_at: at('2026-06-03', '10:00'), reason: '  Our van broke down.  ' });
    expect(moved.statusCode, moved.body).toBe(200);
    await expectToMatchContract('rescheduleBooking', 200, moved.json());
    expect(moved.json<AdminBooking>()).toMatchObject({
      booking: { id, status: 'confirmed', starts_at: at('2026-06-03', '10:00'), ends_at: at('2026-06-03', '11:00'), fee_paid: 499, free_cancel_until: at('2026-06-02', '10:00') },
      crew_id: crew.id,
      crew_name: 'Pune crew',
      payment_id: before!.paymentId,
      version: before!.version + 1,
    });
    const [after] = await db.select().from(bookings).where(eq(bookings.id, id));
    expect(after).toMatchObject({ paidPaise: 49900, paidAt: before!.paidAt, feePaise: 49900, paymentId: before!.paymentId, cancelReason: null });

    const [audit] = await moves();
    expect(audit).toMatchObject({ entityType: 'booking', entityId: String(id), before: { booking: { starts_at: at('2026-06-02', '09:00') } }, after: { booking: { starts_at: at('2026-06-03', '10:00') }, reason: 'Our van broke down.' } });
    const [mail] = await outboxOf('booking_moved');
    expect(mail).toMatchObject({ channel: 'email', recipient: 'asha@example.in', subject: 'Your site survey is moved to 3 Jun 2026, 10:00 am' });
    for (const words of ['from 2 Jun 2026, 9:00 am to 3 Jun 2026, 10:00 am (India time)', 'Why: Our van broke down.', `${t.config.siteUrl}/account/bookings`, 'Cancelled by 2 Jun 2026, 10:00 am (India time), the fee of ₹499.00 you paid is refunded in full.']) {
      expect(mail!.textBody).toContain(words);
    }
    // No consent to order updates: no WhatsApp or SMS.
    expect(await db.select().from(outbox).where(eq(outbox.channel, 'whatsapp'))).toEqual([]);
    expect((await api.get('/api/user/account/bookings/', shopper)).json()).toMatchObject([{ id, starts_at: at('2026-06-03', '10:00') }]);
  });

  it('takes a free crew when its own is busy then, messages the customer where allowed and switched on, and reminds them of the new start', async () => {
    await allowWhatsApp();
    const first = await newCrew('Pune crew');
    const second = await newCrew('Second crew');
    const id = await confirmed(at('2026-06-02', '09:00'));
    await confirmed(at('2026-06-03', '09:00'), stranger);
    // Reminded of its first start the day before it.
    expect(await remindUpcomingVisits(db, reminderDueAt(new Date(at('2026-06-02', '09:00'))), t.config.siteUrl)).toBe(1);

    const moved = await move(id, { starts_at: at('2026-06-03', '09:00'), reason: 'The customer asked for Wednesday.' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<AdminBooking>()).toMatchObject({ crew_id: second.id, crew_name: 'Second crew' });
    expect(first.id).not.toBe(second.id);
    const messages = await outboxOf('visit_moved');
    expect(messages.map(({ channel, recipient, orderId, parameters }) => ({ channel, recipient, orderId, parameters }))).toEqual([
      { channel: 'whatsapp', recipient: MOBILE, orderId: null, parameters: ['Asha', 'site survey', expect.stringContaining('3 Jun 2026, 9:00'), `${t.config.siteUrl}/account/bookings`] },
    ]);

    // Reminded again, once, for its new day.
    expect(await remindUpcomingVisits(db, new Date(NOW.getTime() + 60 * 1000), t.config.siteUrl)).toBe(0);
    const dayBefore = reminderDueAt(new Date(at('2026-06-03', '09:00')));
    expect(await remindUpcomingVisits(db, dayBefore, t.config.siteUrl)).toBe(2);
    const reminders = (await outboxOf('visit_reminder')).sort((a, b) => a.id - b.id);
    expect(reminders.map((message) => message.parameters[2])).toEqual([expect.stringContaining('2 Jun 2026'), expect.stringContaining('3 Jun 2026')]);

    // The owner switched the event off: the mail still goes, the message does not.
    const settings = (await api.get('/api/admin/settings/notifications/', owner)).json<{ version: number; templates: { event: string }[] }>();
    const enabled = settings.templates.map((template) => template.event).filter((event) => event !== 'visit_moved');
    expect((await api.put('/api/admin/settings/notifications/', { version: settings.version, enabled_events: enabled }, owner)).statusCode).toBe(200);
    expect((await move(id, { starts_at: at('2026-06-04', '09:00'), reason: 'Rain forecast on Wednesday.' })).statusCode).toBe(200);
    expect(await outboxOf('booking_moved')).toHaveLength(2);
    expect(await outboxOf('visit_moved')).toHaveLength(1);
  });

  it('refuses, naming the field and writing nothing, what cannot be moved or is not a free start', async () => {
    await newCrew('Pune crew', { days_off: [{ date: '2026-06-04', reason: 'Training' }] });
    const id = await confirmed(at('2026-06-02', '09:00'));
    await confirmed(at('2026-06-02', '11:00'), stranger);
    const held = (await api.post('/api/user/bookings/', visit(at('2026-06-03', '09:00')), stranger)).json<{ id: number }>().id;
    const cancelled = await confirmed(at('2026-06-05', '09:00'), stranger);
    expect((await api.post(`/api/admin/bookings/${cancelled}/cancel/`, { reason: 'Plans changed.' }, owner)).statusCode).toBe(200);
    const written = async () => ({
      bookings: await db.select({ id: bookings.id, crewId: bookings.crewId, startsAt: bookings.startsAt, endsAt: bookings.endsAt, status: bookings.status, version: bookings.version }).from(bookings),
      outbox: await db.select({ id: outbox.id }).from(outbox),
    });
    const before = await written();
    const reason = 'Our van broke down.';

    for (const [body, status, field] of [
      [{ starts_at: at('2026-06-01', '09:00'), reason }, 400, 'starts_at'], // passed
      [{ starts_at: at('2026-06-01', '11:00'), reason }, 400, 'starts_at'], // today: outside the window
      [{ starts_at: at('2026-07-15', '09:00'), reason }, 400, 'starts_at'], // beyond the window
      [{ starts_at: at('2026-06-02', '09:15'), reason }, 400, 'starts_at'], // off the half hours
      [{ starts_at: at('2026-06-02', '11:30'), reason }, 400, 'starts_at'], // would end after hours
      [{ starts_at: at('2026-06-06', '09:00'), reason }, 400, 'starts_at'], // Saturday: no hours
      [{ starts_at: at('2026-06-04', '09:00'), reason }, 400, 'starts_at'], // the crew's day off
      [{ starts_at: at('2026-06-02', '09:00'), reason }, 400, 'starts_at'], // its present start
      [{ starts_at: at('2026-06-02', '10:30'), reason }, 409, 'starts_at'], // the other booking's time
      [{ starts_at: at('2026-06-03', '10:00'), reason: '   ' }, 400, 'reason'],
      [{ starts_at: at('2026-06-03', '10:00') }, 400, 'reason'],
      [{ starts_at: at('2026-06-03', '10:00'), reason: 'x'.repeat(501) }, 400, 'reason'],
      [{ starts_at: 1780000000, reason }, 400, 'starts_at'],
      [{ starts_at: at('2026-06-03', '10:00'), reason: { text: reason } }, 400, 'reason'],
    ] as const) {
      const refused = await move(id, body);
      expect([refused.statusCode, errorsOf(refused)], `${JSON.stringify(body)} ${refused.body}`).toEqual([status, [field]]);
    }
    const later = { starts_at: at('2026-06-03', '10:00'), reason };
    for (const [bookingId, status, field] of [
      [held, 409, 'status'],
      [cancelled, 409, 'status'],
    ] as const) {
      const refused = await move(bookingId, later);
      expect([refused.statusCode, errorsOf(refused)]).toEqual([status, [field]]);
      expect((await api.get(`/api/admin/bookings/${bookingId}/slots/`, owner)).statusCode).toBe(409);
    }
    expect((await move(99999, later)).statusCode).toBe(404);
    expect((await move(id, later, shopper)).statusCode).toBe(403);

    expect(await written()).toEqual(before);
    expect(await moves()).toEqual([]);
  });

  it.runIf(driver === 'postgres')('gives one crew’s time to exactly one of moves racing for it, or of a move and a customer’s hold', { timeout: 60_000 }, async () => {
    await newCrew('Pune crew');
    const wanted = at('2026-06-03', '09:00');
    const movers = [await confirmed(at('2026-06-02', '09:00')), await confirmed(at('2026-06-02', '10:00')), await confirmed(at('2026-06-02', '11:00'))];
    const answers = await Promise.all(movers.map((id, index) => move(id, { starts_at: wanted, reason: `Move ${index}` })));
    expect(answers.map((answer) => answer.statusCode).sort(), answers.map((answer) => answer.body).join('\n')).toEqual([200, 409, 409]);
    for (const lost of answers.filter((answer) => answer.statusCode === 409)) expect(errorsOf(lost)).toEqual(['starts_at']);
    expect(await db.select().from(bookings).where(eq(bookings.startsAt, new Date(wanted)))).toHaveLength(1);
    expect(await moves()).toHaveLength(1);
    expect(await outboxOf('booking_moved')).toHaveLength(1);

    const next = at('2026-06-04', '09:00');
    const [moved, held] = await Promise.all([move(movers[1]!, { starts_at: next, reason: 'Thursday suits the crew.' }), api.post('/api/user/bookings/', visit(next), stranger)]);
    const winners = [moved.statusCode === 200, held.statusCode === 201];
    expect(winners.filter(Boolean), `${moved.body}\n${held.body}`).toHaveLength(1);
    const loser = winners[0] ? held : moved;
    expect([loser.statusCode, errorsOf(loser)]).toEqual([409, ['starts_at']]);
    expect(await db.select().from(bookings).where(eq(bookings.startsAt, new Date(next)))).toHaveLength(1);
  });
});
