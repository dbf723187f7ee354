/**
 * Public answers kept in memory: served again without the database until the public data changes, with
 * an ETag and 304s, compressed once per encoding, and never for a personal answer. Every table is either
 * watched for public changes or named here as private, so a new table cannot silently leave the cache stale.
 */
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { products, publicDataVersion } from '../src/db/schema';
import { ACCOUNT_ENV, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { RULE_DRIVERS } from './support/databases';
import { createCustomer, createProduct, resetDatabase, sessionTokenFor, staffSessionFor } from './support/fixtures';

/**
 * Tables whose rows no public answer shows. (`app_settings` is not one: the owner's shipping rule in it is
 * in the shell every page shows.)
 */
const PRIVATE_TABLES = [
  'addresses',
  'audit_log',
  'carrier_webhooks',
  'cod_remittances',
  'coupon_categories',
  'coupons',
  'credit_notes',
  'delivery_problems',
  'document_series',
  'email_otps',
  'ended_sessions',
  'idempotency_keys',
  'invoices',
  'messaging_consents',
  'messaging_contacts',
  'messaging_number_codes',
  'messaging_suppressions',
  'outbox',
  'order_items',
  'order_status_history',
  'orders',
  'payments',
  'public_data_version',
  'rate_limit_counters',
  'refunds',
  'return_lines',
  'return_photos',
  'returns',
  'saved_carts',
  'shipments',
  'staff_sessions',
  'staff_sign_ins',
  'webhook_events',
  'whatsapp_received_messages',
  'wishlist_entries',
  'contact_messages',
  'contact_replies',
  'complaints',
  'complaint_messages',
  // Quotes and bookings: a buyer's, a shopper's or the staff's, never a visitor's shared answer (the free slots
  // follow every booking, so they are not shared either).
  'quotes',
  'quote_revisions',
  'quote_numbers',
  'quote_photos',
  'crews',
  'crew_hours',
  'crew_days_off',
  'bookings',
  'booking_photos',
  'order_survey_credits',
  'complaint_numbers',
];

const LIST = '/api/user/products/';

describe.each(RULE_DRIVERS)('shared public answers on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
  });
  afterAll(() => t?.close());
  beforeEach(() => resetDatabase(t.database.db));
  const db = () => t.database.db;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves a kept answer with its ETag, a 304 to a client that holds it, in brotli or gzip', async () => {
    await createProduct(db(), { title: 'Polycarbonate Bird Spikes', stock: 5 });
    const first = await get(LIST, { 'accept-encoding': 'br, gzip' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
    expect(first.headers['cdn-cache-control']).toBe('max-age=10, stale-while-revalidate=60');
    expect(first.headers.vary).toContain('accept-encoding');
    const etag = String(first.headers.etag);
    const listed = JSON.parse(brotliDecompressSync(first.rawPayload).toString()) as { title: string }[];
    expect(listed.map((p) => p.title)).toEqual(['Polycarbonate Bird Spikes']);

    const again = await get(LIST, { 'accept-encoding': 'gzip' });
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(again.body.length > 0 ? (await get(LIST)).body : '[]')).toEqual(listed);

    const notModified = await get(LIST, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('compresses a kept answer at brotli quality 5 when a client first asks for brotli, and keeps those bytes', async () => {
    for (const size of ['10x10 ft', '20x10 ft', '30x15 ft']) await createProduct(db(), { title: `Anti Bird Net ${size}`, stock: 5 });
    const br = { 'accept-encoding': 'br' };
    const text = Buffer.from((await get(LIST)).body);
    const atQuality5 = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } });
    const first = await get(LIST, br);
    expect(first.headers['cache-status']).toBe('BirdShield; hit');
    expect(first.rawPayload).toEqual(atQuality5);
    expect((await get(LIST, br)).rawPayload).toEqual(atQuality5);
  });

  it('builds a missing answer once for many who ask at the same moment, and says where each came from', async () => {
    await createProduct(db(), { title: 'Polycarbonate Bird Spikes', stock: 5 });
    const together = await Promise.all(Array.from({ length: 8 }, () => get(LIST)));
    const statuses = together.map((answer) => String(answer.headers['cache-status']));
    expect(statuses.filter((status) => status === 'BirdShield; fwd=miss; stored')).toHaveLength(1);
    expect(statuses.filter((status) => status !== 'BirdShield; fwd=miss; stored')).toEqual(
      Array.from({ length: 7 }, () => expect.stringMatching(/^BirdShield; (hit|fwd=miss; collapsed)$/)),
    );
    expect(new Set(together.map((answer) => answer.body)).size).toBe(1);
    expect((await get(LIST)).headers['cache-status']).toBe('BirdShield; hit');
  });

  it('lets those waiting ask for themselves when the build ends without an answer to keep', async () => {
    const missing = await Promise.all(Array.from({ length: 4 }, () => get('/api/user/products/no-such-product/')));
    expect(missing.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404]);
    expect(missing.every((answer) => answer.headers['cache-status'] === undefined)).toBe(true);
  });

  it('answers anew as soon as a write commits, whoever made it', async () => {
    const product = await createProduct(db(), { title: 'Bird Net 10 x 10 ft', stock: 5 });
    const before = await get(LIST);
    // Written beside the API, as another instance would: the commit's trigger moves the version.
    await db().update(products).set({ pricePaise: 45_600 }).where(eq(products.id, product.id));
    const after = await get(LIST);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((JSON.parse(after.body) as { price: number }[])[0]!.price).toBe(456);
    expect(await get(LIST, { 'if-none-match': String(before.headers.etag) })).toHaveProperty('statusCode', 200);
  });

  it('moves the version once per transaction, at commit', async () => {
    const spikes = await createProduct(db(), { stock: 1 });
    const net = await createProduct(db(), { stock: 2 });
    const [start] = await db().select().from(publicDataVersion);
    let seenByOthers: number | undefined;
    await db().transaction(async (tx) => {
      await tx.update(products).set({ stock: 3 }).where(eq(products.id, spikes.id));
      await tx.update(products).set({ stock: 4 }).where(eq(products.id, net.id));
      // Another connection still reads the old version until commit, so no reader keeps an answer
      // under the new one early.
      seenByOthers = (await db().select().from(publicDataVersion))[0]?.version;
    });
    const [end] = await db().select().from(publicDataVersion);
    expect(seenByOthers).toBe(start?.version);
    expect(end?.version).not.toBe(start?.version);
  });

  it("trusts its kept answers between rechecks, but shows this instance's own writes at once", async () => {
    const slow = await startTestApp(driver, { ...ACCOUNT_ENV, SHARED_CACHE_RECHECK_MS: '60000' });
    try {
      await resetDatabase(slow.database.db);
      const product = await createProduct(slow.database.db, { title: 'Monkey Spikes', stock: 5 });
      const list = async () => JSON.parse((await slow.app.inject({ method: 'GET', url: LIST })).body) as { price: number; title: string }[];
      await list();
      await slow.database.db.update(products).set({ title: 'Monkey Spikes (renamed elsewhere)' }).where(eq(products.id, product.id));
      expect((await list())[0]!.title).toBe('Monkey Spikes');

      const staff = await staffSessionFor(slow.database.db, TEST_KEYS, {});
      const editor = await slow.app.inject({ method: 'GET', url: `/api/admin/products/${product.id}/`, headers: { authorization: `Bearer ${staff.token}` } });
      const current = JSON.parse(editor.body) as Record<string, unknown>;
      const saved = await slow.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${product.id}/`,
        headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ ...current, price_paise: 77_700 }),
      });
      expect(saved.statusCode).toBe(200);
      expect((await list())[0]).toMatchObject({ price: 777, title: 'Monkey Spikes (renamed elsewhere)' });
    } finally {
      await slow.close();
    }
  });

  it('keeps one answer per meaning of a query string: order, unknown parameters and the trailing slash do not count', async () => {
    const slow = await startTestApp(driver, { ...ACCOUNT_ENV, SHARED_CACHE_RECHECK_MS: '60000' });
    try {
      await resetDatabase(slow.database.db);
      const product = await createProduct(slow.database.db, { title: 'Bird Spikes', material: 'Plastic', stock: 5 });
      const titles = async (url: string) => {
        const answer = await slow.app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(200);
        return (JSON.parse(answer.body) as { items: { title: string }[] }).items.map((item) => item.title);
      };
      expect(await titles(`${LIST}?material=Plastic&limit=5`)).toEqual(['Bird Spikes']);
      // Changed behind this instance's back: only a fresh build of the answer would show it.
      await slow.database.db.update(products).set({ title: 'Bird Spikes (renamed)' }).where(eq(products.id, product.id));
      expect(await titles(`${LIST}?limit=5&material=Plastic`)).toEqual(['Bird Spikes']);
      expect(await titles('/api/user/products?limit=5&utm_source=mail&material=Plastic')).toEqual(['Bird Spikes']);
      // A different question is a different answer.
      expect(await titles(`${LIST}?material=Plastic&limit=6`)).toEqual(['Bird Spikes (renamed)']);
    } finally {
      await slow.close();
    }
  });

  it('never keeps a personal answer', async () => {
    const customer = await createCustomer(db());
    const token = await sessionTokenFor(TEST_KEYS, customer);
    const orders = await get('/api/user/orders/', { authorization: `Bearer ${token}` });
    expect(orders.statusCode).toBe(200);
    expect(orders.headers.etag).toBeUndefined();
    expect(String(orders.headers['cache-control'] ?? '')).not.toContain('public');
  });

  it('watches every table a visitor can see, and only those', async () => {
    const tables = Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableName(table));
    const answer: unknown = await db().execute(
      sql`select distinct c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname like '%\\_public\\_data'`,
    );
    // The PostgreSQL driver answers the rows; PGlite wraps them.
    const rows = (Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows) as { table: string }[];
    const watched = rows.map((row) => row.table).sort();
    expect(watched).toEqual(tables.filter((table) => !PRIVATE_TABLES.includes(table)).sort());
    expect(watched.filter((table) => PRIVATE_TABLES.includes(table))).toEqual([]);
  });
});
