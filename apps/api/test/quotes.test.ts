/**
 * Requests for quotation through HTTP, on PostgreSQL (decision 053): a request from anyone with its number, mails
 * and signed page link, each bad field named with nothing written, the limits per client and per address; the
 * buyer's page by its link or their account and nobody else's; staff pricing a draft, sending it, a revision and
 * the history, withdrawing, the roles, and a quotation past its last day read as expired.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { auditLog, outbox, productVariants, quotes } from '../src/db/schema';
import { withoutSecretLinks } from '../src/secret-links';
import { setShopTime } from '../src/shop-clock';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { withClockHeld } from './support/clock';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { countRows, createCustomer, createProduct, resetDatabase, sessionTokenFor, staffSessionFor, variantsOf } from './support/fixtures';

/** 10:00 in India on 1 December 2026. */
const NOW = new Date('2026-12-01T04:30:00Z');

describe.each(RULE_DRIVERS)('quotes on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let db: Database;
  let staffToken: string;
  let variantId: number;

  beforeAll(async () => {
    t = await startTestApp(driver, { ...ACCOUNT_ENV, CONTACT_MESSAGES_PER_HOUR: '3' });
    api = client(t);
    db = t.database.db;
  });
  afterAll(() => {
    setShopTime(null);
    return t?.close();
  });
  beforeEach(async () => {
    setShopTime(NOW);
    await resetDatabase(db);
    staffToken = (await staffSessionFor(db, TEST_KEYS, { staffRole: 'staff' })).token;
    const product = await createProduct(db, { title: 'Polycarbonate bird spikes', pricePaise: 45000 });
    variantId = (await variantsOf(db, product.id))[0]!.id;
  });

  const request = (change: Record<string, unknown> = {}) => ({
    name: ' Meera Iyer ',
    organisation: 'Green Park Housing Society',
    phone: '+91 98765-43210',
    email: 'meera@example.in',
    gstin: '27aapfu0939f1zv',
    site_pincode: '411 001',
    site_address: 'Wing B terrace, Green Park, Pune',
    site_kind: 'housing_society',
    wants_installation: true,
    note: 'Pigeons on 40 m of parapet.',
    lines: [
      { variant: variantId, quantity: 40 },
      { description: 'Pigeon net, 50 mm mesh, 200 sq ft', quantity: 1 },
    ],
    ...change,
  });
  const mailsOf = (event: string) => db.select().from(outbox).where(eq(outbox.event, event)).orderBy(desc(outbox.id));
  const tokenIn = (text: string | null) => /\/quotes\/Q-\d{4}-\d{6}\?token=([A-Za-z0-9_-]{22})/.exec(text ?? '')?.[1];
  const draft = (version: number, change: Record<string, unknown> = {}) => ({
    version,
    lines: [
      { variant: variantId, description: 'Polycarbonate bird spikes, pack of 10', quantity: 40, unit_price_paise: 38000, gst_rate: 18, hsn_sac: '3926' },
      { variant: null, description: 'Fitting on the parapet', unit: 'running metre', quantity: 40, unit_price_paise: 5000, gst_rate: 18, hsn_sac: '995468' },
    ],
    delivery_terms: 'Within 7 days of the order.',
    installation_terms: 'Fitted within 3 days of delivery; ladder access by the society.',
    valid_until: '2026-12-15',
    ...change,
  });

  it('takes a request from a guest, mails the number and link, tells the shop, and shows it by the link alone', async () => {
    const asked = await api.post('/api/user/quote-requests/', request());
    expect(asked.statusCode, asked.body).toBe(201);
    await expectToMatchContract('requestQuote', 201, asked.json());
    const receipt = asked.json<{ number: string; token: string }>();
    expect(receipt.number).toBe('Q-2026-000001');

    const [row] = await db.select().from(quotes);
    expect(row).toMatchObject({ name: 'Meera Iyer', phone: '9876543210', gstin: '27AAPFU0939F1ZV', sitePincode: '411001', userId: null, status: 'requested' });
    const [mail] = await mailsOf('quote_requested');
    expect(mail).toMatchObject({ recipient: 'meera@example.in', subject: 'We have your request for quotation Q-2026-000001' });
    expect(tokenIn(mail!.textBody)).toBe(receipt.token);
    // Logs and kept messages never show the secret.
    expect(withoutSecretLinks(mail!.textBody!)).not.toContain(receipt.token);
    expect(withoutSecretLinks(`GET /api/user/quotes/${receipt.number}/?token=${receipt.token}`)).toBe(`GET /api/user/quotes/${receipt.number}/?token=[withheld]`);
    const [notice] = await mailsOf('quote_request_notification');
    expect(notice!.subject).toBe('Request for quotation Q-2026-000001: Green Park Housing Society');
    // A guest has no consent on record: mail only.
    expect(await db.select().from(outbox).where(eq(outbox.channel, 'whatsapp'))).toEqual([]);

    const page = await api.get(`/api/user/quotes/${receipt.number}/?token=${receipt.token}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    await expectToMatchContract('getQuote', 200, page.json());
    expect(page.json()).toMatchObject({
      status: 'requested',
      quotation: null,
      lines: [
        { variant: variantId, product_title: 'Polycarbonate bird spikes', quantity: 40 },
        { variant: null, description: 'Pigeon net, 50 mm mesh, 200 sq ft', quantity: 1 },
      ],
    });
    expect((await api.get(`/api/user/quotes/${receipt.number}/?token=${'A'.repeat(22)}`)).statusCode).toBe(404);
    expect((await api.get(`/api/user/quotes/Q-2026-000002/?token=${receipt.token}`)).statusCode).toBe(404);
  });

  it('files a signed-in customer’s request under their account, and another buyer finds nothing', async () => {
    const owner = await createCustomer(db);
    const ownerToken = await sessionTokenFor(TEST_KEYS, owner);
    const receipt = (await api.post('/api/user/quote-requests/', request({ gstin: null }), ownerToken)).json<{ number: string; token: string }>();
    const mine = await api.get('/api/user/account/quotes/', ownerToken);
    await expectToMatchContract('listMyQuotes', 200, mine.json());
    expect(mine.json()).toEqual([expect.objectContaining({ number: receipt.number, token: receipt.token, status: 'requested', line_count: 2, total_paise: null })]);
    const one = await api.get(`/api/user/account/quotes/${receipt.number}/`, ownerToken);
    await expectToMatchContract('getMyQuote', 200, one.json());

    const other = await sessionTokenFor(TEST_KEYS, await createCustomer(db));
    expect((await api.get(`/api/user/account/quotes/${receipt.number}/`, other)).statusCode).toBe(404);
    expect((await api.get('/api/user/account/quotes/', other)).json()).toEqual([]);
    // A stale token asks as a guest rather than failing the request.
    const stale = await api.post('/api/user/quote-requests/', request({ email: 'another@example.in' }), 'not-a-session');
    expect(stale.statusCode).toBe(201);
    expect((await db.select().from(quotes).where(eq(quotes.number, stale.json<{ number: string }>().number)))[0]!.userId).toBeNull();
  });

  it('refuses each bad field naming it, writing nothing', async () => {
    const [retired] = await db.update(productVariants).set({ isRetired: true }).where(eq(productVariants.id, variantId)).returning();
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: '12345' }, 'phone'],
      [{ site_pincode: '011001' }, 'site_pincode'],
      [{ email: 'not-an-address' }, 'email'],
      [{ gstin: '27AAPFU0939F1ZA' }, 'gstin'],
      [{ organisation: ' ' }, 'organisation'],
      [{ site_kind: 'castle' }, 'site_kind'],
      [{ lines: [] }, 'lines'],
      [{ lines: [{ variant: retired!.id, quantity: 5 }] }, 'lines.0.variant'],
      [{ lines: [{ description: '  ', quantity: 5 }] }, 'lines.0.description'],
      [{ lines: [{ description: 'Net', quantity: 100001 }] }, 'lines.0.quantity'],
    ];
    for (const [change, field] of cases) {
      const answer = await api.post('/api/user/quote-requests/', request(change));
      expect(answer.statusCode, field).toBe(400);
      expect(Object.keys(answer.json<{ errors: Record<string, string[]> }>().errors), field).toContain(field);
    }
    expect(await countRows(db, quotes)).toBe(0);
    expect(await countRows(db, outbox)).toBe(0);
  });

  it('limits requests per client and per e-mail address', async () => {
    const plain = request({ lines: [{ description: 'Bird net', quantity: 2 }] });
    // Each limit's hits in one of its windows, even when one ends while they are made.
    await withClockHeld(async () => {
      for (let i = 0; i < 3; i += 1) expect((await api.post('/api/user/quote-requests/', { ...plain, email: `buyer${i}@example.in` })).statusCode).toBe(201);
      expect((await api.post('/api/user/quote-requests/', { ...plain, email: 'buyer9@example.in' })).statusCode).toBe(429);
      // Another client, but the same address three times over.
      for (let i = 0; i < 3; i += 1) expect((await api.post('/api/user/quote-requests/', plain, undefined, `198.51.100.${i + 1}`)).statusCode).toBe(201);
      expect((await api.post('/api/user/quote-requests/', plain, undefined, '198.51.100.9')).statusCode).toBe(429);
    });
  });

  it('lets staff price a draft, send it, revise it and withdraw it, with versions, roles and the history', async () => {
    const receipt = (await api.post('/api/user/quote-requests/', request())).json<{ number: string; token: string }>();
    const pageUrl = `/api/user/quotes/${receipt.number}/?token=${receipt.token}`;
    const customerToken = await sessionTokenFor(TEST_KEYS, await createCustomer(db));
    expect((await api.get('/api/admin/quotes/', customerToken)).statusCode).toBe(403);

    const list = await api.get('/api/admin/quotes/?q=green%20park', staffToken);
    await expectToMatchContract('listAdminQuotes', 200, list.json());
    expect(list.json()).toMatchObject({ total: 1, counts: { requested: 1, quoted: 0 } });
    expect((await api.get('/api/admin/quotes/?q=98765', staffToken)).json()).toMatchObject({ total: 1 });
    expect((await api.get('/api/admin/quotes/?status=quoted', staffToken)).json()).toMatchObject({ total: 0 });
    expect((await api.get('/api/admin/dashboard/', staffToken)).json()).toMatchObject({ quotes_requested: 1 });
    const id = list.json<{ items: { id: number }[] }>().items[0]!.id;

    const detail = await api.get(`/api/admin/quotes/${id}/`, staffToken);
    await expectToMatchContract('getAdminQuote', 200, detail.json());
    expect(detail.json()).toMatchObject({ version: 1, draft: null, sent: [], catalogue: [{ variant: variantId, price_paise: 45000, gst_rate: 18 }] });

    // Bad drafts: valid only today, a negative price, no lines, a variant that does not exist, one variant on two
    // lines (an order has one line per variant, so the quotation could never be accepted).
    const bad: [Record<string, unknown>, string][] = [
      [{ valid_until: '2026-12-01' }, 'valid_until'],
      [{ lines: [{ ...draft(1).lines[0], unit_price_paise: -1 }] }, 'lines.0.unit_price_paise'],
      [{ lines: [] }, 'lines'],
      [{ lines: [{ ...draft(1).lines[0], variant: 999999 }] }, 'lines.0.variant'],
      [{ lines: [...draft(1).lines, { ...draft(1).lines[0], quantity: 5, unit_price_paise: 0 }] }, 'lines.2.variant'],
    ];
    for (const [change, field] of bad) {
      const answer = await api.put(`/api/admin/quotes/${id}/draft/`, draft(1, change), staffToken);
      expect(answer.statusCode, field).toBe(400);
      expect(Object.keys(answer.json<{ errors: Record<string, string[]> }>().errors), field).toContain(field);
    }
    expect((await api.post(`/api/admin/quotes/${id}/send/`, { version: 1 }, staffToken)).statusCode).toBe(409);

    const saved = await api.put(`/api/admin/quotes/${id}/draft/`, draft(1), staffToken);
    expect(saved.statusCode, saved.body).toBe(200);
    await expectToMatchContract('saveQuoteDraft', 200, saved.json());
    // 40 × ₹380 + 40 × ₹50 = ₹17,200, with 18 % GST ₹3,096.
    expect(saved.json()).toMatchObject({ version: 2, draft: { revision: 1, sent_at: null, subtotal_paise: 1_720_000, gst_paise: 309_600, total_paise: 2_029_600 } });
    expect((await api.put(`/api/admin/quotes/${id}/draft/`, draft(1), staffToken)).statusCode).toBe(409);
    // A draft is the shop's own until sent.
    expect((await api.get(pageUrl)).json()).toMatchObject({ status: 'requested', quotation: null });

    const sent = await api.post(`/api/admin/quotes/${id}/send/`, { version: 2 }, staffToken);
    expect(sent.statusCode, sent.body).toBe(200);
    await expectToMatchContract('sendQuote', 200, sent.json());
    expect(sent.json()).toMatchObject({ status: 'quoted', draft: null, sent: [{ revision: 1 }] });
    const [quotedMail] = await mailsOf('quote_sent');
    expect(quotedMail).toMatchObject({ recipient: 'meera@example.in', subject: 'Your quotation Q-2026-000001' });
    expect(quotedMail!.textBody).toContain('₹20,296.00');
    expect(tokenIn(quotedMail!.textBody)).toBe(receipt.token);
    expect((await api.get(pageUrl)).json()).toMatchObject({
      status: 'quoted',
      quotation: { revision: 1, valid_until: '2026-12-15', total_paise: 2_029_600, lines: [{ amount_paise: 1_520_000, gst_paise: 273_600 }, { unit: 'running metre' }] },
    });

    // A revision: priced anew and sent; the first stays in the history, the buyer sees the latest.
    await api.put(`/api/admin/quotes/${id}/draft/`, draft(3, { lines: [draft(1).lines[0]] }), staffToken);
    const revised = await api.post(`/api/admin/quotes/${id}/send/`, { version: 4 }, staffToken);
    expect(revised.json()).toMatchObject({ version: 5, sent: [{ revision: 2 }, { revision: 1 }] });
    expect((await mailsOf('quote_sent'))[0]!.subject).toBe('Your revised quotation Q-2026-000001');
    expect((await api.get(pageUrl)).json()).toMatchObject({ quotation: { revision: 2, total_paise: 1_793_600 } });

    const withdrawn = await api.post(`/api/admin/quotes/${id}/withdraw/`, { version: 5 }, staffToken);
    await expectToMatchContract('withdrawQuote', 200, withdrawn.json());
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn' });
    expect((await api.get(pageUrl)).json()).toMatchObject({ status: 'withdrawn', quotation: null });
    expect((await api.post(`/api/admin/quotes/${id}/withdraw/`, { version: 6 }, staffToken)).statusCode).toBe(409);
    expect((await api.put(`/api/admin/quotes/${id}/draft/`, draft(6), staffToken)).statusCode).toBe(409);

    // The audit keeps the prices and states, not the buyer's details.
    const entries = await db.select().from(auditLog).where(eq(auditLog.entityType, 'quote'));
    expect(entries.map((entry) => entry.action)).toEqual(['quote.draft', 'quote.send', 'quote.draft', 'quote.send', 'quote.withdraw']);
    expect(JSON.stringify(entries)).not.toContain('meera@example.in');
  });

  it('reads a quotation past its last valid day as expired, in lists, counts and the buyer’s page', async () => {
    const owner = await createCustomer(db);
    const ownerToken = await sessionTokenFor(TEST_KEYS, owner);
    const receipt = (await api.post('/api/user/quote-requests/', request(), ownerToken)).json<{ number: string; token: string }>();
    const [row] = await db.select().from(quotes);
    await api.put(`/api/admin/quotes/${row!.id}/draft/`, draft(1, { valid_until: '2026-12-02' }), staffToken);
    await api.post(`/api/admin/quotes/${row!.id}/send/`, { version: 2 }, staffToken);

    setShopTime(new Date('2026-12-02T18:29:00Z')); // 23:59 in India on its last day
    expect((await api.get(`/api/user/account/quotes/${receipt.number}/`, ownerToken)).json()).toMatchObject({ status: 'quoted' });
    setShopTime(new Date('2026-12-02T18:31:00Z')); // past midnight in India
    expect((await api.get(`/api/user/account/quotes/${receipt.number}/`, ownerToken)).json()).toMatchObject({ status: 'expired' });
    expect((await api.get('/api/user/account/quotes/', ownerToken)).json()).toEqual([expect.objectContaining({ status: 'expired', valid_until: '2026-12-02' })]);
    const expired = await api.get('/api/admin/quotes/?status=expired', staffToken);
    expect(expired.json()).toMatchObject({ total: 1, counts: { quoted: 0, expired: 1 } });
    // Staff may price it again: a new draft, valid from tomorrow.
    expect((await api.put(`/api/admin/quotes/${row!.id}/draft/`, draft(3, { valid_until: '2026-12-20' }), staffToken)).statusCode).toBe(200);
  });

});
