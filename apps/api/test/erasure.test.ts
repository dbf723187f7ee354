/**
 * Erasure that erases, on both databases: a customer with orders, addresses, contact messages answered by
 * staff, reviews (published and rejected), mail, a payment webhook, rate-limit counters and site surveys (one
 * paid, whose fee's facts stay) is erased, and
 * then every text and JSON column of every table is read back: none holds their e-mail, phone, name or
 * words, except the tax records GST law makes the shop keep (orders, invoices, credit notes). A refunded return
 * loses the customer's note and photos, in storage too, and keeps its lines, reason, refund and credit note.
 */
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eraseCustomer } from '../src/customers';
import type { Database } from '../src/db/database';
import { rowsOf } from '../src/db/rows';
import { auditLog, bookings, creditNotes, orderItems, orders, orderStatusHistory, refunds, returnLines, returnPhotos, returns, reviews, users, webhookEvents } from '../src/db/schema';
import { ServiceUnavailableError } from '../src/errors';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { RULE_DRIVERS } from './support/databases';
import { createAddress, createCustomer, createProduct, createReview, resetDatabase, sessionTokenFor, setSurveyFee, staffSessionFor } from './support/fixtures';

const TAX_RECORDS = ['orders', 'invoices', 'credit_notes'];
const PERSON = {
  name: 'Meera Venkataraman',
  email: 'Meera.V@example.in',
  phone: '9812345670',
  addressPhone: '9898989801',
  message: 'Langurs lift the lid of our rooftop water tank every morning',
  subject: 'Tank lid in Pune',
  publishedReview: 'Spikes held up through the whole monsoon season',
  rejectedReview: 'Call me on my mobile for a bulk discount please',
};
/** What must be found nowhere outside the tax records once the person is erased. */
const NEEDLES = [PERSON.name, 'Venkataraman', PERSON.email, PERSON.phone, PERSON.addressPhone, PERSON.message, PERSON.subject, PERSON.publishedReview, PERSON.rejectedReview];

describe.each(RULE_DRIVERS)('erasing a customer on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let db: Database;
  let mediaDir: string;
  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'erasure-media-'));
    t = await startTestApp(driver, { ...ACCOUNT_ENV, MEDIA_DIR: mediaDir });
    api = client(t);
    db = t.database.db;
  });
  afterAll(async () => {
    await t?.close();
    await rm(mediaDir, { recursive: true, force: true });
  });
  beforeEach(() => resetDatabase(db));

  /** Every text and JSON value of every table but the tax records, as `table.column: value`. */
  async function dumpOutsideTaxRecords(): Promise<string[]> {
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await db.execute(sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb') order by table_name, column_name`),
    );
    expect(columns.length).toBeGreaterThan(50);
    const values: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      if (TAX_RECORDS.includes(table)) continue;
      const rows = rowsOf<{ value: string | null }>(await db.execute(sql`select ${sql.identifier(column)}::text as value from ${sql.identifier(table)}`));
      for (const { value } of rows) if (value !== null) values.push(`${table}.${column}: ${value}`);
    }
    return values;
  }

  it('leaves none of their e-mail, phone, name or words outside orders, invoices and credit notes', async () => {
    const { token: staffToken } = await staffSessionFor(db, TEST_KEYS);
    const spikes = await createProduct(db, { title: 'Polycarbonate Bird Spikes', pricePaise: 89900, stock: 10 });
    const net = await createProduct(db, { title: 'Monkey Net', slug: 'monkey-net', pricePaise: 149900, stock: 10 });
    const user = await createCustomer(db, { name: PERSON.name, email: PERSON.email.toLowerCase(), contact: PERSON.phone });
    const address = await createAddress(db, user.id, { fullName: PERSON.name, phone: PERSON.addressPhone, city: 'Pune', state: 'Maharashtra', zipCode: '411001' });
    const token = await sessionTokenFor(TEST_KEYS, user);

    // A paid order: its confirmation mail, invoice and delivery copy.
    const placed = await api.post('/api/user/orders/', { address: address.id, items: [{ product: spikes.id, quantity: 1 }] }, token);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<{ id: number }>().id;
    const signed = (await api.post(`/api/user/orders/${orderId}/demo_payment/`, {}, token)).json();
    expect((await api.post(`/api/user/orders/${orderId}/verify_payment/`, signed, token)).statusCode).toBe(200);

    // A contact message (the shop's notification quotes it), answered and handled by staff: audited.
    const sent = await api.post('/api/user/contact/', { name: PERSON.name, email: PERSON.email, subject: PERSON.subject, message: PERSON.message });
    expect(sent.statusCode, sent.body).toBe(201);
    const [message] = (await api.get('/api/admin/messages/', staffToken)).json<{ items: { id: number; version: number }[] }>().items;
    const replied = await api.post(`/api/admin/messages/${message!.id}/replies/`, { text: `Dear ${PERSON.name}, we will send a fitter.`, version: message!.version }, staffToken);
    expect(replied.statusCode, replied.body).toBe(201);
    expect((await api.post(`/api/admin/messages/${message!.id}/handle/`, { note: 'Fitter booked.', version: replied.json().version }, staffToken)).statusCode).toBe(200);

    // Two reviews moderated by staff: one published, one rejected.
    const published = await createReview(db, spikes.id, { userId: user.id, status: 'pending', reviewText: PERSON.publishedReview, rating: 4 });
    const rejected = await createReview(db, net.id, { userId: user.id, status: 'pending', reviewText: PERSON.rejectedReview, rating: 2 });
    expect((await api.post(`/api/admin/reviews/${published.id}/publish/`, { version: published.version }, staffToken)).statusCode).toBe(200);
    expect((await api.post(`/api/admin/reviews/${rejected.id}/reject/`, { version: rejected.version, reason: 'Reviews are not for sales enquiries.' }, staffToken)).statusCode).toBe(200);

    // A payment webhook as Razorpay sends it, with the payer's contact, and rate-limit counters keyed by the e-mail.
    await db.insert(webhookEvents).values({
      provider: 'razorpay',
      eventId: 'evt_erasure_1',
      eventType: 'payment.captured',
      rawBody: JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: 'pay_1', email: PERSON.email, contact: `+91${PERSON.phone}` } } } }),
    });
    expect((await api.post('/api/user/login/', { email: PERSON.email, password: 'not-the-password' })).statusCode).toBe(401);

    // A site survey whose fee they paid (its row stays for the accounts, without them) and one only held.
    await setSurveyFee(db, 49900);
    const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));
    expect((await api.post('/api/admin/crews/', { name: 'Pune crew', active: true, pincodes: ['411'], hours: everyDay, days_off: [] }, staffToken)).statusCode).toBe(201);
    const [firstDay] = (await api.get('/api/user/bookings/slots/?pincode=411001&kind=survey')).json<{ days: { starts_at: string[] }[] }>().days;
    const survey = (startsAt: string) => ({ kind: 'survey', starts_at: startsAt, pincode: '411001', address: PERSON.subject, contact_name: PERSON.name, contact_phone: PERSON.phone, contact_email: PERSON.email, note: PERSON.message });
    const paidSurvey = (await api.post('/api/user/bookings/', survey(firstDay!.starts_at[0]!), token)).json<{ id: number }>();
    expect((await api.post(`/api/user/bookings/${paidSurvey.id}/payment/`, undefined, token)).statusCode).toBe(200);
    const surveyPayment = (await api.post(`/api/user/bookings/${paidSurvey.id}/payment/demo/`, undefined, token)).json();
    expect((await api.post(`/api/user/bookings/${paidSurvey.id}/payment/verify/`, surveyPayment, token)).statusCode).toBe(200);
    expect((await api.post('/api/user/bookings/', survey(firstDay!.starts_at[2]!), token)).statusCode).toBe(201);

    const before = await dumpOutsideTaxRecords();
    for (const needle of NEEDLES) expect(before.some((value) => value.toLowerCase().includes(needle.toLowerCase())), `before: ${needle}`).toBe(true);

    const erased = await api.post(`/api/admin/customers/${user.id}/erase/`, { version: user.version, email: PERSON.email }, staffToken);
    expect(erased.statusCode, erased.body).toBe(200);

    const after = await dumpOutsideTaxRecords();
    const leaks = after.filter((value) => NEEDLES.some((needle) => value.toLowerCase().includes(needle.toLowerCase())));
    expect(leaks).toEqual([]);

    // What is kept: the paid survey's fee, payment and time; the published review's rating under its product, the
    // webhook's event, the audit trail.
    expect(await db.select({ id: bookings.id, paidPaise: bookings.paidPaise, status: bookings.status, pincode: bookings.pincode }).from(bookings)).toEqual([
      { id: paidSurvey.id, paidPaise: 49900, status: 'cancelled', pincode: '411001' },
    ]);
    const kept = await db.select().from(reviews);
    expect(kept).toMatchObject([{ id: published.id, rating: 4, status: 'published' }]);
    const [webhook] = await db.select().from(webhookEvents);
    expect(JSON.parse(webhook!.rawBody)).toMatchObject({ payload: { payment: { entity: { id: 'pay_1', email: `erased-${user.id}@invalid` } } } });
    const actions = (await db.select({ action: auditLog.action }).from(auditLog)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['contact_message.reply', 'contact_message.handle', 'review.publish', 'review.reject', 'customer.erase']));
  });

  it('takes the words and photos of their refunded return, from storage too, and keeps its lines, reason, refund and credit note', async () => {
    const { user: owner, token: staffToken } = await staffSessionFor(db, TEST_KEYS);
    const spikes = await createProduct(db, { title: 'Polycarbonate Bird Spikes', pricePaise: 89900, stock: 10 });
    const user = await createCustomer(db, { name: PERSON.name, email: PERSON.email.toLowerCase(), contact: PERSON.phone });
    const address = await createAddress(db, user.id, { fullName: PERSON.name, phone: PERSON.addressPhone, city: 'Pune', state: 'Maharashtra', zipCode: '411001' });
    const token = await sessionTokenFor(TEST_KEYS, user);
    const placed = await api.post('/api/user/orders/', { address: address.id, items: [{ product: spikes.id, quantity: 2 }] }, token);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<{ id: number }>();
    const signed = (await api.post(`/api/user/orders/${order.id}/demo_payment/`, {}, token)).json();
    expect((await api.post(`/api/user/orders/${order.id}/verify_payment/`, signed, token)).statusCode).toBe(200);
    await db.update(orders).set({ deliveryStatus: 'delivered' }).where(eq(orders.id, order.id));
    await db.insert(orderStatusHistory).values({ orderId: order.id, status: 'delivered', at: new Date() });

    const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/user/returns/photos/', headers: { 'content-type': 'image/jpeg', authorization: `Bearer ${token}` }, payload: picture });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [photoRow] = await db.select().from(returnPhotos);
    const files = photoRow!.variants.map((variant) => path.join(mediaDir, variant.key));
    for (const file of files) await access(file);
    const [item] = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order.id));
    const asked = await api.post(
      `/api/user/orders/${order.id}/returns/`,
      { lines: [{ order_item_id: item!.id, quantity: 1 }], reason: 'damaged_in_transit', resolution: 'refund', note: PERSON.message, photo_ids: [uploaded.json<{ id: number }>().id] },
      token,
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const [made] = await db.select().from(returns);
    const approved = await api.post(`/api/admin/returns/${made!.id}/decision/`, { version: made!.version, decision: 'approve', pickup: 'self' }, staffToken);
    expect(approved.statusCode, approved.body).toBe(200);
    const received = await api.post(`/api/admin/returns/${made!.id}/receipt/`, { version: approved.json<{ version: number }>().version, quality: 'passed', lines: [{ order_item_id: item!.id, sellable: 1, damaged: 0 }] }, staffToken);
    expect(received.statusCode, received.body).toBe(200);
    const resolved = await api.post(`/api/admin/returns/${made!.id}/resolution/`, { version: received.json<{ version: number }>().version }, staffToken);
    expect(resolved.statusCode, resolved.body).toBe(200);

    // Storage that cannot be reached undoes the whole erasure, to be asked again.
    const downStorage = { delete: () => Promise.reject(new Error('bucket unreachable')) };
    await expect(eraseCustomer(db, downStorage, user.id, { actorId: owner.id, actorRole: 'owner', version: user.version, confirmEmail: PERSON.email })).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect((await db.select({ name: users.name }).from(users).where(eq(users.id, user.id)))[0]).toEqual({ name: PERSON.name });
    expect(await db.select({ note: returns.note }).from(returns)).toEqual([{ note: PERSON.message }]);
    expect(await db.select({ id: returnPhotos.id }).from(returnPhotos)).toHaveLength(1);

    const erased = await api.post(`/api/admin/customers/${user.id}/erase/`, { version: user.version, email: PERSON.email }, staffToken);
    expect(erased.statusCode, erased.body).toBe(200);

    expect(await db.select().from(returnPhotos)).toEqual([]);
    for (const file of files) await expect(access(file)).rejects.toThrow();
    const [kept] = await db.select().from(returns);
    expect(kept).toMatchObject({ id: made!.id, note: null, reason: 'damaged_in_transit', resolution: 'refund', status: 'refunded', refundId: expect.any(Number) });
    expect(await db.select({ quantity: returnLines.quantity, sellable: returnLines.sellable }).from(returnLines)).toEqual([{ quantity: 1, sellable: 1 }]);
    const [refund] = await db.select().from(refunds).where(eq(refunds.id, kept!.refundId!));
    expect(refund).toMatchObject({ orderId: order.id, creditNoteId: expect.any(Number) });
    expect(await db.select({ id: creditNotes.id }).from(creditNotes)).toEqual([{ id: refund!.creditNoteId }]);
    const leaks = (await dumpOutsideTaxRecords()).filter((value) => NEEDLES.some((needle) => value.toLowerCase().includes(needle.toLowerCase())));
    expect(leaks).toEqual([]);
  });
});
