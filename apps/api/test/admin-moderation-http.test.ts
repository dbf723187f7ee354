/**
 * Review moderation and the contact inbox through HTTP, on both databases: the queue and the inbox in the
 * contract's shapes, publishing and rejecting as the product page and the customer then see them, the
 * shop's reply, answers mailed through the outbox and kept in the thread, version checks and audit entries.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { contactMessages, outbox } from '../src/db/schema';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createProduct, createReview, createUser, resetDatabase, sessionTokenFor, staffSessionFor } from './support/fixtures';

describe.each(RULE_DRIVERS)('admin reviews and messages on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let db: Database;
  let staffToken: string;
  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
    api = client(t);
    db = t.database.db;
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await resetDatabase(db);
    staffToken = (await staffSessionFor(db, TEST_KEYS)).token;
  });

  const productFigures = async (id: number) => {
    const product = (await api.get(`/api/user/products/${id}/`)).json<{ review_count: number; reviews: { rating: number }[] }>();
    return { count: product.review_count, ratings: product.reviews.map((review) => review.rating).sort() };
  };

  it('queues pending reviews first, publishes one into the product’s rating, rejects one with a reason the customer reads', async () => {
    const product = await createProduct(db);
    const other = await createProduct(db, { title: 'Monkey Spikes', slug: 'monkey-spikes' });
    await createReview(db, product.id, { rating: 5 });
    const customer = await createUser(db, { name: 'Meera Iyer' });
    const pending = await createReview(db, product.id, { rating: 1, status: 'pending', verifiedPurchase: false, userId: customer.id });
    const second = await createReview(db, product.id, { rating: 3, status: 'pending', verifiedPurchase: false });
    await createReview(db, other.id, { rating: 4 });

    const queue = await api.get(`/api/admin/reviews/?page=1&page_size=25&product_id=${product.id}`, staffToken);
    expect(queue.statusCode, queue.body).toBe(200);
    await expectToMatchContract('listAdminReviews', 200, queue.json());
    expect(queue.json()).toMatchObject({ total: 3, counts: { pending: 2, published: 1, rejected: 0, draft: 0 } });
    // Pending first, the longest waiting first.
    expect(queue.json<{ items: { id: number }[] }>().items.map((review) => review.id)).toEqual([pending.id, second.id, expect.any(Number)]);
    const lowRated = await api.get('/api/admin/reviews/?status=pending&rating=1', staffToken);
    expect(lowRated.json()).toMatchObject({ total: 1, items: [{ id: pending.id, customer: { name: 'Meera Iyer' }, product: { id: product.id, slug: product.slug } }] });
    for (const query of ['rating=6', 'status=hidden', 'product_id=0', 'page_size=101']) {
      expect((await api.get(`/api/admin/reviews/?${query}`, staffToken)).statusCode, query).toBe(400);
    }
    expect(await productFigures(product.id)).toEqual({ count: 1, ratings: [5] });

    const stale = await api.post(`/api/admin/reviews/${second.id}/publish/`, { version: 2 }, staffToken);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errors: { version: [expect.any(String)] } });
    const published = await api.post(`/api/admin/reviews/${second.id}/publish/`, { version: 1 }, staffToken);
    expect(published.statusCode, published.body).toBe(200);
    await expectToMatchContract('publishReview', 200, published.json());
    expect(published.json()).toMatchObject({ status: 'published', version: 2 });
    expect(await productFigures(product.id)).toEqual({ count: 2, ratings: [3, 5] });
    expect((await api.post(`/api/admin/reviews/${second.id}/publish/`, { version: 2 }, staffToken)).json()).toMatchObject({ errors: { status: [expect.any(String)] } });

    expect((await api.post(`/api/admin/reviews/${pending.id}/reject/`, { version: 1, reason: '   ' }, staffToken)).json()).toMatchObject({ errors: { reason: [expect.any(String)] } });
    expect((await api.post(`/api/admin/reviews/${pending.id}/reject/`, { version: 1 }, staffToken)).statusCode).toBe(400);
    const rejected = await api.post(`/api/admin/reviews/${pending.id}/reject/`, { version: 1, reason: 'It names another shop’s product.' }, staffToken);
    expect(rejected.statusCode, rejected.body).toBe(200);
    await expectToMatchContract('rejectReview', 200, rejected.json());
    const mine = await api.get('/api/user/user-reviews/', await sessionTokenFor(TEST_KEYS, customer));
    await expectToMatchContract('listUserReviews', 200, mine.json());
    expect(mine.json()).toEqual([expect.objectContaining({ id: pending.id, status: 'rejected', rejection_reason: 'It names another shop’s product.' })]);
    expect(await productFigures(product.id)).toEqual({ count: 2, ratings: [3, 5] });

    // Rejecting a published review takes it out of the product's figures.
    expect((await api.post(`/api/admin/reviews/${second.id}/reject/`, { version: 2, reason: 'Not about the product.' }, staffToken)).statusCode).toBe(200);
    expect(await productFigures(product.id)).toEqual({ count: 1, ratings: [5] });

    const audit = await api.get(`/api/admin/audit/?entity_type=review&entity_id=${second.id}`, staffToken);
    expect(audit.json<{ items: { action: string }[] }>().items.map((entry) => entry.action)).toEqual(['review.reject', 'review.publish']);
    expect((await api.post('/api/admin/reviews/424242/publish/', { version: 1 }, staffToken)).statusCode).toBe(404);
  });

  it('shows the shop’s reply under the review on the product page; the customer’s edit clears a rejection', async () => {
    const product = await createProduct(db);
    const customer = await createUser(db);
    const review = await createReview(db, product.id, { userId: customer.id, status: 'pending', verifiedPurchase: false });
    expect((await api.put(`/api/admin/reviews/${review.id}/reply/`, { version: 1, text: '' }, staffToken)).statusCode).toBe(400);
    const replied = await api.put(`/api/admin/reviews/${review.id}/reply/`, { version: 1, text: 'Thank you! Fix the spikes with our adhesive.' }, staffToken);
    expect(replied.statusCode, replied.body).toBe(200);
    await expectToMatchContract('replyToReview', 200, replied.json());
    await api.post(`/api/admin/reviews/${review.id}/publish/`, { version: 2 }, staffToken);
    const shown = await api.get(`/api/user/reviews/?product_id=${product.id}`);
    await expectToMatchContract('listProductReviews', 200, shown.json());
    expect(shown.json()).toEqual([expect.objectContaining({ id: review.id, reply: { text: 'Thank you! Fix the spikes with our adhesive.', replied_at: expect.any(String) } })]);

    await api.post(`/api/admin/reviews/${review.id}/reject/`, { version: 3, reason: 'Please describe the product itself.' }, staffToken);
    const token = await sessionTokenFor(TEST_KEYS, customer);
    const edited = await api.post('/api/user/reviews/', { product: product.id, rating: 4, review_text: 'Sturdy spikes, easy to fix.' }, token);
    expect(edited.statusCode, edited.body).toBe(201);
    expect(edited.json()).toMatchObject({ status: 'pending', rejection_reason: null });
    // The moderator's view of the old text is stale now.
    expect((await api.post(`/api/admin/reviews/${review.id}/publish/`, { version: 4 }, staffToken)).statusCode).toBe(409);
  });

  it('lists messages unread first, answers one by e-mail kept in its thread, marks handled with a note, files spam', async () => {
    const send = (subject: string) =>
      api.post('/api/user/contact/', { name: 'Asha Rao', email: 'asha@example.com', subject, message: `About ${subject}: which net suits a 3 m balcony?` });
    const first = (await send('Balcony net')).json<{ id: number }>().id;
    const second = (await send('Window spikes')).json<{ id: number }>().id;
    await db.update(contactMessages).set({ status: 'handled' }).where(eq(contactMessages.id, second));
    const third = (await send('Offer!!!')).json<{ id: number }>().id;

    const inbox = await api.get('/api/admin/messages/?page=1&page_size=25', staffToken);
    expect(inbox.statusCode, inbox.body).toBe(200);
    await expectToMatchContract('listAdminMessages', 200, inbox.json());
    expect(inbox.json<{ items: { id: number }[] }>().items.map((message) => message.id)).toEqual([third, first, second]);
    expect(inbox.json()).toMatchObject({ total: 3, counts: { unread: 2, handled: 1, read: 0, spam: 0 } });
    expect((await api.get('/api/admin/messages/?status=handled', staffToken)).json()).toMatchObject({ total: 1, items: [{ id: second }] });
    expect((await api.get('/api/admin/messages/?status=archived', staffToken)).statusCode).toBe(400);

    const one = await api.get(`/api/admin/messages/${first}/`, staffToken);
    await expectToMatchContract('getAdminMessage', 200, one.json());
    expect(one.json()).toMatchObject({ status: 'unread', version: 1, replies: [], internal_note: null });
    const read = await api.post(`/api/admin/messages/${first}/read/`, { version: 1 }, staffToken);
    await expectToMatchContract('markMessageRead', 200, read.json());
    expect(read.json()).toMatchObject({ status: 'read', version: 2 });
    expect((await api.post(`/api/admin/messages/${first}/read/`, { version: 2 }, staffToken)).statusCode).toBe(409);

    const mailsBefore = await db.select().from(outbox);
    expect((await api.post(`/api/admin/messages/${first}/replies/`, { version: 1, text: 'Our 50 mm net.' }, staffToken)).statusCode).toBe(409);
    expect((await api.post(`/api/admin/messages/${first}/replies/`, { version: 2, text: ' ' }, staffToken)).json()).toMatchObject({ errors: { text: [expect.any(String)] } });
    const answered = await api.post(`/api/admin/messages/${first}/replies/`, { version: 2, text: 'Our 50 mm pigeon net suits a 3 m balcony.' }, staffToken);
    expect(answered.statusCode, answered.body).toBe(201);
    await expectToMatchContract('replyToMessage', 201, answered.json());
    expect(answered.json()).toMatchObject({ version: 3, replies: [{ body: 'Our 50 mm pigeon net suits a 3 m balcony.', author: { name: expect.any(String) }, delivery: expect.any(String) }] });
    const mails = await db.select().from(outbox);
    expect(mails).toHaveLength(mailsBefore.length + 1);
    const mail = mails.find((row) => row.event === 'contact_reply');
    expect(mail).toMatchObject({ recipient: 'asha@example.com', subject: 'Re: Balcony net' });
    expect(mail!.textBody).toContain('Our 50 mm pigeon net suits a 3 m balcony.');
    expect(mail!.textBody).toContain('> About Balcony net');

    const handled = await api.post(`/api/admin/messages/${first}/handle/`, { version: 3, note: 'Sent the net size; follow up next week.' }, staffToken);
    await expectToMatchContract('handleMessage', 200, handled.json());
    expect(handled.json()).toMatchObject({ status: 'handled', internal_note: 'Sent the net size; follow up next week.', handled_at: expect.any(String) });

    const spam = await api.post(`/api/admin/messages/${third}/spam/`, { version: 1 }, staffToken);
    await expectToMatchContract('markMessageSpam', 200, spam.json());
    expect(spam.json()).toMatchObject({ status: 'spam' });
    expect((await api.post(`/api/admin/messages/${third}/replies/`, { version: 2, text: 'Hello' }, staffToken)).json()).toMatchObject({ errors: { status: [expect.any(String)] } });

    const audit = await api.get(`/api/admin/audit/?entity_type=contact_message&entity_id=${first}`, staffToken);
    expect(audit.json<{ items: { action: string }[] }>().items.map((entry) => entry.action)).toEqual(['contact_message.handle', 'contact_message.reply', 'contact_message.read']);
    expect((await api.get('/api/admin/messages/424242/', staffToken)).statusCode).toBe(404);
    const customerToken = await sessionTokenFor(TEST_KEYS, await createUser(db));
    expect((await api.get('/api/admin/messages/', customerToken)).statusCode).toBe(403);
    expect((await api.get('/api/admin/messages/')).statusCode).toBe(401);
  });
});
