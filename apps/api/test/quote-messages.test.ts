/**
 * A request for quotation's news on WhatsApp or SMS (decision 053, "Messages"), on PostgreSQL: a buyer with an account
 * who allowed order updates on a proved number is sent the quote number at once and "ready" when the quotation is
 * sent, once per revision, linking to their quotes and never to the secret page; one who did not, and a guest, by
 * mail only.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { messagingConsents, outbox, quotes } from '../src/db/schema';
import { setShopTime } from '../src/shop-clock';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { RULE_DRIVERS } from './support/databases';
import { createCustomer, resetDatabase, sessionTokenFor, staffSessionFor } from './support/fixtures';
import { proveNumber } from './support/proved-number';

describe.each(RULE_DRIVERS)('quote messages on WhatsApp and SMS on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let db: Database;
  let staffToken: string;

  beforeAll(async () => {
    t = await startTestApp(driver, { ...ACCOUNT_ENV, CONTACT_MESSAGES_PER_HOUR: '20' });
    api = client(t);
    db = t.database.db;
  });
  afterAll(() => {
    setShopTime(null);
    return t?.close();
  });
  beforeEach(async () => {
    setShopTime(new Date('2026-12-01T04:30:00Z'));
    await resetDatabase(db);
    staffToken = (await staffSessionFor(db, TEST_KEYS, { staffRole: 'staff' })).token;
  });

  /** Asks (as `token`'s customer, or a guest), then prices and sends the quote `revisions` times: its number. */
  async function askAndSend(email: string, token: string | undefined, revisions = 1) {
    const request = {
      name: 'Meera Iyer',
      phone: '9876543210',
      email,
      site_pincode: '411001',
      site_address: 'Wing B terrace, Green Park',
      site_kind: 'housing_society',
      wants_installation: false,
      lines: [{ description: 'Pigeon net, 50 mm mesh, 200 sq ft', quantity: 1 }],
    };
    const asked = await api.post('/api/user/quote-requests/', request, token);
    expect(asked.statusCode, asked.body).toBe(201);
    const { number } = asked.json<{ number: string }>();
    const [row] = await db.select({ id: quotes.id, version: quotes.version }).from(quotes).where(eq(quotes.number, number));
    let version = row!.version;
    for (let revision = 0; revision < revisions; revision += 1) {
      const draft = { version, lines: [{ variant: null, description: 'Pigeon net', quantity: 1, unit_price_paise: 250000, gst_rate: 18, hsn_sac: '5608' }], delivery_terms: '', installation_terms: '', valid_until: '2026-12-15' };
      const saved = await api.put(`/api/admin/quotes/${row!.id}/draft/`, draft, staffToken);
      const sent = await api.post(`/api/admin/quotes/${row!.id}/send/`, { version: saved.json<{ version: number }>().version }, staffToken);
      expect(sent.statusCode, sent.body).toBe(200);
      version = sent.json<{ version: number }>().version;
    }
    return number;
  }

  const messagesOf = (number: string) => db.select().from(outbox).where(and(eq(outbox.event, 'quote_update'))).then((rows) => rows.filter((row) => (row.parameters as string[])[1] === number));

  it('tells a buyer who allowed order updates on WhatsApp the number at once and each quotation ready, without the secret link', async () => {
    const buyer = await createCustomer(db, { email: 'meera@example.in' });
    await db.insert(messagingConsents).values({ userId: buyer.id, purpose: 'order_updates', channel: 'whatsapp', granted: true, source: 'account', mobile: '9876543210' });
    await proveNumber(db, buyer.id, '9876543210');
    const number = await askAndSend('meera@example.in', await sessionTokenFor(TEST_KEYS, buyer), 2);

    const messages = await messagesOf(number);
    expect(messages.map((message) => ({ channel: message.channel, recipient: message.recipient, orderId: message.orderId, step: (message.parameters as string[])[2] }))).toEqual([
      { channel: 'whatsapp', recipient: '9876543210', orderId: null, step: 'is received: we will price it and write to you' },
      { channel: 'whatsapp', recipient: '9876543210', orderId: null, step: 'has its quotation ready to read and accept' },
      { channel: 'whatsapp', recipient: '9876543210', orderId: null, step: 'has its quotation ready to read and accept' },
    ]);
    for (const message of messages) {
      expect((message.parameters as string[])[3]).toBe(`${t.config.siteUrl}/account/quotes`);
      expect((message.parameters as string[]).join(' ')).not.toContain('token=');
    }
    // The mails go as before.
    expect(await db.select().from(outbox).where(and(eq(outbox.channel, 'email'), eq(outbox.event, 'quote_sent')))).toHaveLength(2);
  });

  it('sends no message to a buyer who did not allow order updates, nor to a guest', async () => {
    const buyer = await createCustomer(db, { email: 'ravi@example.in' });
    await proveNumber(db, buyer.id, '9876543210');
    const withoutConsent = await askAndSend('ravi@example.in', await sessionTokenFor(TEST_KEYS, buyer));
    const guests = await askAndSend('guest@example.in', undefined);
    expect(await messagesOf(withoutConsent)).toEqual([]);
    expect(await messagesOf(guests)).toEqual([]);
    expect(await db.select().from(outbox).where(and(eq(outbox.channel, 'email'), eq(outbox.event, 'quote_requested')))).toHaveLength(2);
  });
});
