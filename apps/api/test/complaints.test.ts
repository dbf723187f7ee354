/**
 * Complaint tickets through HTTP, on both databases: filing signed in and by order number (what a stranger may
 * not learn), the number and the Rules' clocks, the acknowledgement mailed with the status page's secret link,
 * answers both ways, the resolution that closes it (one of two staff wins), a contact message made a ticket,
 * the dashboard's counts, the audit, and the seller's details page with its owner-only edit.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { auditLog, complaints, contactMessages, messagingConsents, outbox, users } from '../src/db/schema';
import { setShopTime } from '../src/shop-clock';
import { withClockHeld } from './support/clock';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createSiteSeller, createUser, resetDatabase, sessionTokenFor, staffSessionFor, TEST_SELLER } from './support/fixtures';
import { proveNumber } from './support/proved-number';
import { placeTestOrder } from './support/shippable-orders';

const DAY = 24 * 60 * 60 * 1000;

describe.each(RULE_DRIVERS)('complaints on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let db: Database;
  let staffToken: string;
  beforeAll(async () => {
    t = await startTestApp(driver, { ...ACCOUNT_ENV, CONTACT_MESSAGES_PER_HOUR: '3' });
    api = client(t);
    db = t.database.db;
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    setShopTime(null);
    await resetDatabase(db);
    staffToken = (await staffSessionFor(db, TEST_KEYS)).token;
  });

  const mailsOf = async (event: string) => db.select().from(outbox).where(eq(outbox.event, event)).orderBy(desc(outbox.id));
  const linkIn = (text: string | null) => /\/complaint\/(GR-\S+)/.exec(text ?? '')?.[1];

  it('files by order number and e-mail, numbers the ticket, mails the link; staff answer, the shopper replies, staff resolve', async () => {
    const order = await placeTestOrder(t);
    let filed!: Awaited<ReturnType<typeof api.get>>;
    await withClockHeld(async () => {
      setShopTime(new Date('2026-01-31T04:30:00Z'));
      filed = await api.post('/api/user/complaints/by-order/', { order_number: order.id, email: `  ${order.email.toUpperCase()} `, text: '  The spikes arrived bent.  ' });
    });
    expect(filed.statusCode, filed.body).toBe(201);
    await expectToMatchContract('fileOrderComplaint', 201, filed.json());
    const receipt = filed.json<{ number: string; token: string; acknowledge_by: string; resolve_by: string }>();
    // 10 am in India on 31 January: acknowledged by 2 February, resolved by 10 am on 28 February.
    expect(receipt).toMatchObject({ number: 'GR-2026-00001', acknowledge_by: '2026-02-02T04:30:00.000Z', resolve_by: '2026-02-28T04:30:00.000Z' });

    const [ack] = await mailsOf('complaint_received');
    expect(ack).toMatchObject({ recipient: order.email, subject: 'We have your complaint GR-2026-00001' });
    expect(ack!.textBody).toContain(`about order #${order.id}`);
    expect(linkIn(ack!.textBody)).toBe(receipt.token);

    const page = await api.get(`/api/user/complaint-links/${receipt.token}/`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    await expectToMatchContract('getComplaint', 200, page.json());
    expect(page.json()).toMatchObject({ number: 'GR-2026-00001', status: 'open', order_id: order.id, text: 'The spikes arrived bent.', messages: [] });
    // The number alone, or a forged signature, opens nothing.
    for (const token of ['GR-2026-00001', `GR-2026-00001.${'A'.repeat(22)}`]) {
      expect((await api.get(`/api/user/complaint-links/${token}/`)).statusCode, token).toBe(token.includes('.') ? 404 : 400);
    }
    // The customer sees it in their account with the same link.
    const mine = await api.get('/api/user/complaints/', order.token);
    await expectToMatchContract('listMyComplaints', 200, mine.json());
    expect(mine.json()).toEqual([expect.objectContaining({ number: 'GR-2026-00001', token: receipt.token, status: 'open' })]);

    const list = await api.get('/api/admin/complaints/', staffToken);
    await expectToMatchContract('listAdminComplaints', 200, list.json());
    const [summary] = list.json<{ items: { id: number; version: number }[] }>().items;
    const answered = await api.post(`/api/admin/complaints/${summary!.id}/replies/`, { version: summary!.version, text: 'We are sending a new pack today.' }, staffToken);
    expect(answered.statusCode, answered.body).toBe(201);
    await expectToMatchContract('answerComplaint', 201, answered.json());
    expect((await mailsOf('complaint_answered'))[0]!.textBody).toContain('We are sending a new pack today.');

    const replied = await api.post(`/api/user/complaint-links/${receipt.token}/replies/`, { text: 'Thank you, I will wait.' });
    expect(replied.statusCode, replied.body).toBe(201);
    await expectToMatchContract('replyToComplaint', 201, replied.json());
    expect(replied.json<{ messages: { author: string }[] }>().messages.map((message) => message.author)).toEqual(['staff', 'shopper']);

    // Two staff close at once: both read version 2; one wins, the other is told.
    const [first, second] = await Promise.all([
      api.post(`/api/admin/complaints/${summary!.id}/resolve/`, { version: 2, resolution: 'Replaced the pack free of charge.' }, staffToken),
      api.post(`/api/admin/complaints/${summary!.id}/resolve/`, { version: 2, resolution: 'Refunded.' }, staffToken),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    const winner = first!.statusCode === 200 ? first! : second!;
    await expectToMatchContract('resolveComplaint', 200, winner.json());
    expect((await api.get(`/api/user/complaint-links/${receipt.token}/`)).json()).toMatchObject({ status: 'resolved', resolution: winner.json<{ resolution: string }>().resolution });
    expect(await mailsOf('complaint_resolved')).toHaveLength(1);

    // A resolved ticket takes nothing more, from either side.
    const late = await api.post(`/api/user/complaint-links/${receipt.token}/replies/`, { text: 'One more thing.' });
    expect(late.statusCode).toBe(409);
    expect(Object.keys(late.json<{ errors: object }>().errors)).toEqual(['status']);
    const fresh = (await api.get(`/api/admin/complaints/${summary!.id}/`, staffToken)).json<{ version: number }>();
    expect((await api.post(`/api/admin/complaints/${summary!.id}/replies/`, { version: fresh.version, text: 'Hello?' }, staffToken)).statusCode).toBe(409);

    // Every staff step is audited, without the shopper's words.
    const entries = await db.select().from(auditLog).where(eq(auditLog.entityType, 'complaint'));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['complaint.answer', 'complaint.resolve']);
    expect(JSON.stringify(entries)).not.toContain('arrived bent');
  });

  it('refuses an unknown order and a wrong address alike, empty or oversized text, and another customer’s order, writing nothing', async () => {
    const order = await placeTestOrder(t);
    const unknown = await api.post('/api/user/complaints/by-order/', { order_number: order.id + 100, email: order.email, text: 'Bent.' });
    const wrongEmail = await api.post('/api/user/complaints/by-order/', { order_number: order.id, email: 'someone@example.com', text: 'Bent.' });
    expect(unknown.statusCode).toBe(400);
    expect(wrongEmail.json()).toEqual(unknown.json());
    expect(Object.keys(unknown.json<{ errors: object }>().errors)).toEqual(['order_number']);

    const blank = await api.post('/api/user/complaints/', { text: '   ' }, order.token);
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json<{ errors: object }>().errors)).toEqual(['text']);
    const long = await api.post('/api/user/complaints/', { text: 'x'.repeat(5001) }, order.token);
    expect(Object.keys(long.json<{ errors: object }>().errors)).toEqual(['text']);

    const stranger = await createUser(db, { name: 'Ravi Kumar' });
    const strangerToken = await sessionTokenFor(TEST_KEYS, stranger);
    const theirs = await api.post('/api/user/complaints/', { order_id: order.id, text: 'Not mine.' }, strangerToken);
    expect(theirs.statusCode).toBe(400);
    expect(Object.keys(theirs.json<{ errors: object }>().errors)).toEqual(['order_id']);
    expect(await db.select().from(complaints)).toEqual([]);

    // Signed in, about no order: filed under the account's own name and address.
    const own = await api.post('/api/user/complaints/', { order_id: null, text: 'Your courier was rude.' }, strangerToken);
    expect(own.statusCode, own.body).toBe(201);
    await expectToMatchContract('fileComplaint', 201, own.json());
    expect((await api.get('/api/user/complaints/', order.token)).json()).toEqual([]);
  });

  it('limits filing by order number per client like the contact form', async () => {
    const order = await placeTestOrder(t);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await api.post('/api/user/complaints/by-order/', { order_number: order.id, email: order.email, text: `Try ${i}` }, undefined, '198.51.100.9')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('makes a ticket of a contact message, clocks from its arrival, once; lists overdue tickets first and counts them on the dashboard', async () => {
    const [message] = await db
      .insert(contactMessages)
      .values({ name: 'Meera Iyer', email: 'meera@example.in', subject: 'Net torn', message: 'The net tore in a week.', createdAt: new Date(Date.now() - 40 * DAY) })
      .returning();
    const made = await api.post(`/api/admin/messages/${message!.id}/complaint/`, { version: 1 }, staffToken);
    expect(made.statusCode, made.body).toBe(201);
    await expectToMatchContract('makeComplaintFromMessage', 201, made.json());
    expect(made.json()).toMatchObject({ contact_message_id: message!.id, overdue: true, text: 'Net torn\n\nThe net tore in a week.' });
    expect((await mailsOf('complaint_received'))[0]).toMatchObject({ recipient: 'meera@example.in' });
    const again = await api.post(`/api/admin/messages/${message!.id}/complaint/`, { version: 2 }, staffToken);
    expect(again.statusCode).toBe(409);
    const shown = await api.get(`/api/admin/messages/${message!.id}/`, staffToken);
    await expectToMatchContract('getAdminMessage', 200, shown.json());
    expect(shown.json()).toMatchObject({ status: 'handled', complaint: { number: made.json<{ number: string }>().number } });

    const order = await placeTestOrder(t);
    await api.post('/api/user/complaints/by-order/', { order_number: order.id, email: order.email, text: 'Late.' });
    const list = (await api.get('/api/admin/complaints/?status=open', staffToken)).json<{ items: { overdue: boolean }[]; counts: object }>();
    expect(list.items.map((item) => item.overdue)).toEqual([true, false]);
    expect(list.counts).toEqual({ open: 2, overdue: 1, resolved: 0 });
    expect((await api.get('/api/admin/dashboard/', staffToken)).json()).toMatchObject({ open_complaints: 2, overdue_complaints: 1 });
  });

  it('tells a customer who allowed order updates on WhatsApp there too, once per step, and a visitor without an account by mail only', async () => {
    const order = await placeTestOrder(t);
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, order.email));
    await db.insert(messagingConsents).values({ userId: owner!.id, purpose: 'order_updates', channel: 'whatsapp', granted: true, source: 'checkout', mobile: '9876543210' });
    await proveNumber(db, owner!.id, '9876543210');
    const filed = await api.post('/api/user/complaints/', { order_id: order.id, text: 'Bent spikes.' }, order.token);
    expect(filed.statusCode, filed.body).toBe(201);
    const [ticket] = (await api.get('/api/admin/complaints/', staffToken)).json<{ items: { id: number }[] }>().items;
    for (const [version, text] of [[1, 'Sending new ones.'], [2, 'They left today.']] as const) {
      expect((await api.post(`/api/admin/complaints/${ticket!.id}/replies/`, { version, text }, staffToken)).statusCode).toBe(201);
    }
    const messages = await db.select().from(outbox).where(and(eq(outbox.channel, 'whatsapp'), eq(outbox.event, 'complaint_update'))).orderBy(outbox.id);
    expect(messages.map((message) => ({ recipient: message.recipient, orderId: message.orderId, step: (message.parameters as string[])[2] }))).toEqual([
      { recipient: '9876543210', orderId: order.id, step: 'is received' },
      { recipient: '9876543210', orderId: order.id, step: 'has an answer from us' },
      { recipient: '9876543210', orderId: order.id, step: 'has an answer from us' },
    ]);
    expect((messages[0]!.parameters as string[])[3]).toMatch(/\/complaint$/);

    const [message] = await db.insert(contactMessages).values({ name: 'Meera Iyer', email: 'meera@example.in', subject: 'Net torn', message: 'Torn.' }).returning();
    await api.post(`/api/admin/messages/${message!.id}/complaint/`, { version: 1 }, staffToken);
    expect(await db.select().from(outbox).where(eq(outbox.event, 'complaint_update'))).toHaveLength(3);
    // The customer's data export (DPDP Act) holds their ticket and its thread.
    const exported = await api.get(`/api/admin/customers/${owner!.id}/export/`, staffToken);
    await expectToMatchContract('exportCustomerData', 200, exported.json());
    expect(exported.json()).toMatchObject({ complaints: [{ order_id: order.id, text: 'Bent spikes.', status: 'open', messages: [{ body: 'Sending new ones.' }, { body: 'They left today.' }] }] });

    // Erasing the customer (DPDP Act) takes their tickets with them; the visitor's stays.
    const [account] = await db.select({ version: users.version }).from(users).where(eq(users.id, owner!.id));
    expect((await api.post(`/api/admin/customers/${owner!.id}/erase/`, { version: account!.version, email: order.email }, staffToken)).statusCode).toBe(200);
    expect((await db.select({ email: complaints.email }).from(complaints)).map((row) => row.email)).toEqual(['meera@example.in']);
  });

  it('shows the seller’s details, which only the owner may change, refusing a GSTIN that fails its check', async () => {
    const seller = TEST_SELLER;
    expect((await api.get('/api/user/site/seller/')).statusCode).toBe(404);
    await createSiteSeller(db);
    const shown = await api.get('/api/user/site/seller/');
    await expectToMatchContract('getSiteSeller', 200, shown.json());
    expect(shown.json()).toEqual(seller);

    const owner = (await staffSessionFor(db, TEST_KEYS, { email: 'owner@birdshield.test' })).token;
    const clerk = (await staffSessionFor(db, TEST_KEYS, { staffRole: 'staff' })).token;
    expect((await api.put('/api/admin/site/seller/', { ...seller, version: 1 }, clerk)).statusCode).toBe(403);
    const badCheck = await api.put('/api/admin/site/seller/', { ...seller, gstin: '27DEMOS0000D1ZA', version: 1 }, owner);
    expect(badCheck.statusCode).toBe(400);
    expect(Object.keys(badCheck.json<{ errors: object }>().errors)).toEqual(['gstin']);
    const saved = await api.put('/api/admin/site/seller/', { ...seller, grievance_officer: { ...seller.grievance_officer, name: 'Anil Joshi' }, version: 1 }, owner);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await api.get('/api/user/site/seller/')).json()).toMatchObject({ grievance_officer: { name: 'Anil Joshi' } });
  });
});
