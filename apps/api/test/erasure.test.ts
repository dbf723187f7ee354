/**
 * Erasure that erases, on both databases: a customer with orders, addresses, contact messages answered by
 * staff, reviews (published and rejected), mail, a payment webhook and rate-limit counters is erased, and
 * then every text and JSON column of every table is read back: none holds their e-mail, phone, name or
 * words, except the tax records GST law makes the shop keep (orders, invoices, credit notes).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { auditLog, reviews, webhookEvents } from '../src/db/schema';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { RULE_DRIVERS } from './support/databases';
import { createAddress, createCustomer, createProduct, createReview, resetDatabase, sessionTokenFor, staffSessionFor } from './support/fixtures';

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
  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
    api = client(t);
    db = t.database.db;
  });
  afterAll(() => t?.close());
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

    const before = await dumpOutsideTaxRecords();
    for (const needle of NEEDLES) expect(before.some((value) => value.toLowerCase().includes(needle.toLowerCase())), `before: ${needle}`).toBe(true);

    const erased = await api.post(`/api/admin/customers/${user.id}/erase/`, { version: user.version, email: PERSON.email }, staffToken);
    expect(erased.statusCode, erased.body).toBe(200);

    const after = await dumpOutsideTaxRecords();
    const leaks = after.filter((value) => NEEDLES.some((needle) => value.toLowerCase().includes(needle.toLowerCase())));
    expect(leaks).toEqual([]);

    // What is kept: the published review's rating under its product, the webhook's event, the audit trail.
    const kept = await db.select().from(reviews);
    expect(kept).toMatchObject([{ id: published.id, rating: 4, status: 'published' }]);
    const [webhook] = await db.select().from(webhookEvents);
    expect(JSON.parse(webhook!.rawBody)).toMatchObject({ payload: { payment: { entity: { id: 'pay_1', email: `erased-${user.id}@invalid` } } } });
    const actions = (await db.select({ action: auditLog.action }).from(auditLog)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['contact_message.reply', 'contact_message.handle', 'review.publish', 'review.reject', 'customer.erase']));
  });
});

/** The PostgreSQL driver answers the rows; PGlite wraps them. */
function rowsOf<Row>(answer: unknown): Row[] {
  return (Array.isArray(answer) ? answer : (answer as { rows: Row[] }).rows) as Row[];
}
