/**
 * Photos of a quote's site (decision 053, "Site photos"), through HTTP on PostgreSQL: anyone uploads one (images only,
 * within the size limit, counted per client), a request takes it by its claim, once; staff and the quote's own pages
 * show it, another buyer never; erasing the buyer removes it from storage too.
 */
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { quotePhotos, quotes } from '../src/db/schema';
import { createMediaStorage } from '../src/media';
import { forgetUnclaimedQuotePhotos } from '../src/quotes';
import { setShopTime } from '../src/shop-clock';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { withClockHeld } from './support/clock';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createCustomer, resetDatabase, sessionTokenFor, staffSessionFor } from './support/fixtures';

const picture = (background: string) => sharp({ create: { width: 400, height: 300, channels: 3, background } }).jpeg().toBuffer();

describe.each(RULE_DRIVERS)('site photos on a quote request on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let db: Database;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'quote-photos-'));
    t = await startTestApp(driver, { ...ACCOUNT_ENV, MEDIA_DIR: mediaDir, MEDIA_MAX_BYTES: String(200 * 1024), CONTACT_MESSAGES_PER_HOUR: '20' });
    api = client(t);
    db = t.database.db;
  });
  afterAll(async () => {
    setShopTime(null);
    await t?.close();
    await rm(mediaDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    setShopTime(new Date('2026-12-01T04:30:00Z'));
    await resetDatabase(db);
  });

  const upload = (payload: Buffer, ip = '203.0.113.7', type = 'image/jpeg') => t.app.inject({ method: 'POST', url: '/api/user/quote-photos/', remoteAddress: ip, headers: { 'content-type': type }, payload });
  const REQUEST = {
    name: 'Meera Iyer',
    phone: '9876543210',
    email: 'meera@example.in',
    site_pincode: '411001',
    site_address: 'Wing B terrace, Green Park',
    site_kind: 'housing_society',
    wants_installation: true,
    lines: [{ description: 'Pigeon net, 50 mm mesh, 200 sq ft', quantity: 1 }],
  };

  it('takes a guest’s photos into the request, shows them on its own page and to staff only, and refuses a claim twice', async () => {
    const first = await upload(await picture('#c33'));
    expect(first.statusCode, first.body).toBe(201);
    await expectToMatchContract('uploadQuotePhoto', 201, first.json());
    const second = await upload(await picture('#3a7'));
    const claims = [first.json<{ claim: string }>().claim, second.json<{ claim: string }>().claim];

    const asked = await api.post('/api/user/quote-requests/', { ...REQUEST, photos: claims });
    expect(asked.statusCode, asked.body).toBe(201);
    const { number, token } = asked.json<{ number: string; token: string }>();
    const page = await api.get(`/api/user/quotes/${number}/?token=${token}`);
    await expectToMatchContract('getQuote', 200, page.json());
    expect(page.json<{ photos: { url: string }[] }>().photos).toHaveLength(2);
    const [row] = await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.number, number));
    const staffToken = (await staffSessionFor(db, TEST_KEYS, { staffRole: 'staff' })).token;
    const desk = await api.get(`/api/admin/quotes/${row!.id}/`, staffToken);
    await expectToMatchContract('getAdminQuote', 200, desk.json());
    expect(desk.json<{ photos: { url: string }[] }>().photos.map((photo) => photo.url)).toEqual(page.json<{ photos: { url: string }[] }>().photos.map((photo) => photo.url));

    // A claim is taken once: another request naming it is refused whole, naming the photo.
    const again = await api.post('/api/user/quote-requests/', { ...REQUEST, email: 'ravi@example.in', photos: [claims[1]] });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errors: { 'photos.0': [expect.any(String)] } });
    expect(await db.select({ id: quotes.id }).from(quotes)).toHaveLength(1);
    // A wrong link shows nothing; a signed-in buyer's own list of quotes is theirs alone.
    expect((await api.get(`/api/user/quotes/${number}/?token=${'A'.repeat(22)}`)).statusCode).toBe(404);
    const other = await sessionTokenFor(TEST_KEYS, await createCustomer(db, { email: 'someone@example.in' }));
    expect((await api.get(`/api/user/account/quotes/${number}/`, other)).statusCode).toBe(404);
  });

  it('refuses what is no image or too large, and counts a client’s uploads', async () => {
    const notImage = await upload(Buffer.from('%PDF-1.7 not a photo'), '203.0.113.8', 'application/octet-stream');
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toMatchObject({ errors: { file: [expect.any(String)] } });
    // Over the 200 kB this app allows: refused as it arrives, before anything reads it.
    const tooLarge = await upload(Buffer.concat([await picture('#fff'), Buffer.alloc(300 * 1024)]), '203.0.113.8', 'image/jpeg');
    expect(tooLarge.statusCode).toBe(413);
    expect(await db.select().from(quotePhotos)).toEqual([]);

    const small = await picture('#36c');
    const answers: number[] = [];
    // The 21 uploads in one hour of the limit's clock, even when an hour ends while they are made.
    await withClockHeld(async () => {
      for (let index = 0; index < 21; index += 1) answers.push((await upload(small, '198.51.100.9')).statusCode);
    });
    expect(answers.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('forgets a photo no request claimed within a day, from storage too, and keeps a claimed one', async () => {
    const claimed = await upload(await picture('#cc3'));
    await api.post('/api/user/quote-requests/', { ...REQUEST, photos: [claimed.json<{ claim: string }>().claim] });
    expect((await upload(await picture('#3cc'))).statusCode).toBe(201);
    const [unclaimed] = await db.select().from(quotePhotos).where(isNull(quotePhotos.quoteId));
    const files = unclaimed!.variants.map((variant) => path.join(mediaDir, variant.key));
    const storage = createMediaStorage({ mediaDir, s3: undefined });

    expect(await forgetUnclaimedQuotePhotos(db, storage, new Date(Date.now() + 23 * 60 * 60 * 1000))).toBe(0);
    expect(await forgetUnclaimedQuotePhotos(db, storage, new Date(Date.now() + 25 * 60 * 60 * 1000))).toBe(1);
    expect(await db.select({ quoteId: quotePhotos.quoteId }).from(quotePhotos)).toEqual([{ quoteId: expect.any(Number) }]);
    for (const file of files) await expect(access(file)).rejects.toThrow();
  });

  it('is in the buyer’s data export by id and date, never by its address, for a request filed under the account or sent from its e-mail', async () => {
    const buyer = await createCustomer(db, { email: 'meera@example.in' });
    const uploaded = await upload(await picture('#3ac'));
    const asked = await api.post('/api/user/quote-requests/', { ...REQUEST, email: 'Meera@Example.in', photos: [uploaded.json<{ claim: string }>().claim] });
    expect(asked.statusCode, asked.body).toBe(201);
    const [photo] = await db.select().from(quotePhotos);

    const owner = await staffSessionFor(db, TEST_KEYS, { email: 'owner@example.in' });
    const exported = await api.get(`/api/admin/customers/${buyer.id}/export/`, owner.token);
    expect(exported.statusCode, exported.body).toBe(200);
    await expectToMatchContract('exportCustomerData', 200, exported.json());
    expect(exported.json()).toMatchObject({
      quotes: [{ number: asked.json<{ number: string }>().number, status: 'requested', site_address: 'Wing B terrace, Green Park', order_id: null, photos: [{ id: photo!.id, uploaded_at: photo!.createdAt.toISOString() }] }],
    });
    for (const variant of photo!.variants) expect(exported.body).not.toContain(variant.key);
  });

  it('goes with the buyer’s erasure, from storage too', async () => {
    const buyer = await createCustomer(db, { email: 'meera@example.in' });
    const uploaded = await upload(await picture('#a3c'));
    const asked = await api.post('/api/user/quote-requests/', { ...REQUEST, photos: [uploaded.json<{ claim: string }>().claim] }, await sessionTokenFor(TEST_KEYS, buyer));
    expect(asked.statusCode, asked.body).toBe(201);
    const [photo] = await db.select().from(quotePhotos);
    const files = photo!.variants.map((variant) => path.join(mediaDir, variant.key));
    for (const file of files) await access(file);

    const owner = await staffSessionFor(db, TEST_KEYS, { email: 'owner@example.in' });
    const erased = await api.post(`/api/admin/customers/${buyer.id}/erase/`, { version: buyer.version, email: 'meera@example.in' }, owner.token);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await db.select().from(quotePhotos)).toEqual([]);
    for (const file of files) await expect(access(file)).rejects.toThrow();
  });
});
