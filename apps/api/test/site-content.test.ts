/**
 * The site's own content over HTTP: the shell call every storefront page makes, the contact details and
 * announcements staff edit (version checks, validation naming the field, audit), and page metadata whose
 * edit shows in the served HTML and seo.json at once.
 */
import { and, eq } from 'drizzle-orm';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { ACCOUNT_ENV, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createPageMetadata, createSiteDocuments, createSiteFaq, resetDatabase, staffSessionFor, TEST_CONTACT, TEST_FAQ } from './support/fixtures';

const SITE = 'https://shop.example.test';
const INDEX_HTML = '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';

describe.each(RULE_DRIVERS)('site content on %s', (driver) => {
  let t: TestApp;
  let dist: string;
  let token: string;
  let staffId: number;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'shop-site-content-'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    t = await startTestApp(driver, { ...ACCOUNT_ENV, STOREFRONT_DIST: dist, SITE_URL: SITE });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await resetDatabase(t.database.db);
    const staff = await staffSessionFor(t.database.db, TEST_KEYS, { name: 'Meera Iyer' });
    token = staff.token;
    staffId = staff.user.id;
  });
  const db = () => t.database.db;

  const put = (url: string, body: unknown) =>
    t.app.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const staffGet = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const shopper = (url: string) => t.app.inject({ method: 'GET', url });

  describe('the shell call', () => {
    it('answers the contact details, the shipping rule and the announcements (its promise first) in one short-cached answer', async () => {
      await createSiteDocuments(db(), ['Secure online payments available', 'Installation help on WhatsApp']);
      const response = await shopper('/api/user/site/');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toMatch(/public, max-age=\d+\b/);
      const body = response.json();
      await expectToMatchContract('getSiteShell', 200, body);
      expect(body).toEqual({
        contact: TEST_CONTACT,
        announcements: ['Free shipping on every order', 'Secure online payments available', 'Installation help on WhatsApp'],
        shipping: { fee_paise: 0, free_from_paise: null },
        sales: [],
      });
    });

    it('answers no contact and no messages of staff before the shop has any', async () => {
      const response = await shopper('/api/user/site/');
      expect(response.json()).toEqual({ contact: null, announcements: ['Free shipping on every order'], shipping: { fee_paise: 0, free_from_paise: null }, sales: [] });
    });
  });

  describe('questions and answers', () => {
    const withHome = (ids: string[]) => ({
      topics: TEST_FAQ.topics.map((topic) => ({ ...topic, entries: topic.entries.map((entry) => ({ ...entry, on_home: ids.includes(entry.id) })) })),
    });

    it('answers shoppers every topic and question in order, short-cached, and none before the shop has any', async () => {
      expect((await shopper('/api/user/site/faq/')).json()).toEqual({ topics: [] });
      await createSiteFaq(db());
      const response = await shopper('/api/user/site/faq/');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toMatch(/public, max-age=\d+\b/);
      await expectToMatchContract('getSiteFaq', 200, response.json());
      expect(response.json()).toEqual(TEST_FAQ);
    });

    it('saves an edited answer, a new question and a new order, shows them to shoppers at once and audits the change', async () => {
      await createSiteFaq(db());
      const read = await staffGet('/api/admin/site/faq/');
      expect(read.statusCode).toBe(200);
      await expectToMatchContract('getAdminFaq', 200, read.json());
      const [about, shipping] = TEST_FAQ.topics;
      const added = { id: 'cash-on-delivery', question: 'Cash on delivery?', answer: ['Not yet.'], on_home: true };
      const topics = [{ ...shipping!, entries: [added, ...shipping!.entries] }, { ...about!, entries: [...about!.entries].reverse() }];
      const saved = await put('/api/admin/site/faq/', { topics, version: 1 });
      expect(saved.statusCode).toBe(200);
      await expectToMatchContract('updateAdminFaq', 200, saved.json());
      expect(saved.json()).toEqual({ topics, version: 2 });
      expect((await shopper('/api/user/site/faq/')).json()).toEqual({ topics });

      const [entry] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'site_document'), eq(auditLog.entityId, 'faq')));
      expect(entry).toMatchObject({ actorId: staffId, action: 'site_faq.update', before: { ...TEST_FAQ, version: 1 }, after: { topics, version: 2 } });
    });

    it('refuses a save made from an out-of-date copy (409) and keeps the newer one', async () => {
      await createSiteFaq(db());
      expect((await put('/api/admin/site/faq/', { ...withHome([]), version: 1 })).statusCode).toBe(200);
      const stale = await put('/api/admin/site/faq/', { ...TEST_FAQ, version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().errors).toHaveProperty('version');
      expect((await shopper('/api/user/site/faq/')).json()).toEqual(withHome([]));
    });

    it('refuses a sixth question for the home page with a 400 naming on_home', async () => {
      await createSiteFaq(db());
      const entries = Array.from({ length: 6 }, (_, index) => ({ id: `q-${index}`, question: `Question ${index}?`, answer: ['Yes.'], on_home: true }));
      const response = await put('/api/admin/site/faq/', { topics: [{ id: 'many', title: 'Many', entries }], version: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('on_home');
      const five = entries.map((entry, index) => ({ ...entry, on_home: index < 5 }));
      expect((await put('/api/admin/site/faq/', { topics: [{ id: 'many', title: 'Many', entries: five }], version: 1 })).statusCode).toBe(200);
    });

    it.each([
      ['entries.id', { topics: [{ ...TEST_FAQ.topics[0]!, entries: [TEST_FAQ.topics[0]!.entries[0]!, TEST_FAQ.topics[0]!.entries[0]!] }] }],
      ['topics.id', { topics: [TEST_FAQ.topics[1]!, TEST_FAQ.topics[1]!] }],
      ['question', { topics: [{ ...TEST_FAQ.topics[1]!, entries: [{ id: 'blank', question: '  ', answer: ['A'], on_home: false }] }] }],
      ['answer', { topics: [{ ...TEST_FAQ.topics[1]!, entries: [{ id: 'empty', question: 'Q?', answer: [], on_home: false }] }] }],
      ['answer', { topics: [{ ...TEST_FAQ.topics[1]!, entries: [{ id: 'link', question: 'Q?', answer: [{ runs: [{ href: 'javascript:alert(1)', text: 'x' }] }], on_home: false }] }] }],
      ['id', { topics: [{ ...TEST_FAQ.topics[1]!, id: 'Not An Anchor' }] }],
    ])('refuses a bad %s with a 400 naming it, and saves nothing', async (field, change) => {
      await createSiteFaq(db());
      const response = await put('/api/admin/site/faq/', { ...change, version: 1 });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(field);
      expect((await staffGet('/api/admin/site/faq/')).json().version).toBe(1);
    });
  });

  describe('contact details', () => {
    beforeEach(() => createSiteDocuments(db()));

    it('saves a new phone number, shows it to shoppers at once and audits the change', async () => {
      const read = await staffGet('/api/admin/site/contact/');
      expect(read.statusCode).toBe(200);
      await expectToMatchContract('getAdminSiteContact', 200, read.json());
      expect(read.json().version).toBe(1);

      const saved = await put('/api/admin/site/contact/', { ...TEST_CONTACT, phones: ['+91 90000 11111'], version: 1 });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ phones: ['+91 90000 11111'], version: 2 });
      expect((await shopper('/api/user/site/')).json().contact.phones).toEqual(['+91 90000 11111']);

      const [entry] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'site_document'), eq(auditLog.entityId, 'contact')));
      expect(entry).toMatchObject({ actorId: staffId, action: 'site_contact.update' });
      expect(entry?.before).toMatchObject({ phones: TEST_CONTACT.phones, version: 1 });
      expect(entry?.after).toMatchObject({ phones: ['+91 90000 11111'], version: 2 });
    });

    it('refuses a save made from an out-of-date copy (409) and keeps the newer one', async () => {
      expect((await put('/api/admin/site/contact/', { ...TEST_CONTACT, hours: 'Mon - Fri: 10 AM - 6 PM', version: 1 })).statusCode).toBe(200);
      const stale = await put('/api/admin/site/contact/', { ...TEST_CONTACT, version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().errors).toHaveProperty('version');
      expect((await shopper('/api/user/site/')).json().contact.hours).toBe('Mon - Fri: 10 AM - 6 PM');
    });

    it.each([
      ['phones', { phones: ['98765'] }],
      ['phones', { phones: [] }],
      ['email', { email: 'not an address' }],
      ['map_url', { map_url: 'http://maps.example.test/' }],
      ['map_url', { map_url: 'javascript:alert(1)' }],
      ['hours', { hours: '   ' }],
      ['postal_code', { address: { ...TEST_CONTACT.address, postal_code: '12' } }],
    ])('refuses a bad %s with a 400 naming it, and saves nothing', async (field, change) => {
      const response = await put('/api/admin/site/contact/', { ...TEST_CONTACT, ...change, version: 1 });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(field);
      expect((await staffGet('/api/admin/site/contact/')).json().version).toBe(1);
    });
  });

  describe('announcements', () => {
    beforeEach(() => createSiteDocuments(db(), ['First', 'Second']));

    it('saves them added to and in a new order, as the bar shows them, each keeping its id and a new one given one', async () => {
      const sent = [{ id: 'message-2', text: 'Second' }, { id: 'message-1', text: 'First' }, { text: 'Third' }];
      const saved = await put('/api/admin/site/announcements/', { messages: sent, version: 1 });
      expect(saved.statusCode).toBe(200);
      await expectToMatchContract('updateAdminAnnouncements', 200, saved.json());
      expect(saved.json().messages.slice(0, 2)).toEqual(sent.slice(0, 2));
      expect(saved.json().messages[2]).toEqual({ id: expect.stringMatching(/^[a-z0-9]+$/), text: 'Third' });
      expect((await shopper('/api/user/site/')).json().announcements).toEqual(['Free shipping on every order', 'Second', 'First', 'Third']);
      expect((await put('/api/admin/site/announcements/', { messages: [{ text: 'Only' }], version: 1 })).statusCode).toBe(409);
    });

    it('refuses an empty list, an empty message or two of one id, naming it', async () => {
      expect((await put('/api/admin/site/announcements/', { messages: [], version: 1 })).statusCode).toBe(400);
      expect((await put('/api/admin/site/announcements/', { messages: [{ text: 'Fine' }, { text: ' ' }], version: 1 })).statusCode).toBe(400);
      const twice = await put('/api/admin/site/announcements/', { messages: [{ id: 'message-1', text: 'A' }, { id: 'message-1', text: 'B' }], version: 1 });
      expect(twice.statusCode).toBe(400);
      expect(Object.keys(twice.json().errors)).toEqual(['messages.1.id']);
    });
  });

  describe('page metadata', () => {
    it('lists the paths, and an edit changes the served HTML and seo.json of that path', async () => {
      await createPageMetadata(db(), { path: '/', title: 'BirdShield India' });
      const contact = await createPageMetadata(db(), { path: '/contact', title: 'Contact Us | BirdShield India' });
      const list = await staffGet('/api/admin/site/pages/');
      await expectToMatchContract('listAdminPageMetadata', 200, list.json());
      expect(list.json().map((page: { path: string }) => page.path)).toEqual(['/', '/contact']);

      const update = { title: 'Call Us Today | BirdShield India', description: 'Phones, e-mail and address.', og_image: '/media/og/contact.png', version: 1 };
      const saved = await put(`/api/admin/site/pages/${contact.id}/`, update);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ path: '/contact', title: update.title, version: 2 });

      const html = await shopper('/contact');
      expect(html.body).toContain('<title>Call Us Today | BirdShield India</title>');
      expect(html.body).toContain(`${SITE}/media/og/contact.png`);
      expect((await shopper('/seo-json/seo.json')).json()['/contact'].title).toBe(update.title);
      expect((await put(`/api/admin/site/pages/${contact.id}/`, update)).statusCode).toBe(409);
      const [entry] = await db().select().from(auditLog).where(eq(auditLog.entityType, 'page_metadata'));
      expect(entry).toMatchObject({ action: 'page_metadata.update', entityId: String(contact.id) });
    });

    it('refuses a share image that is neither a site path nor an https URL, and an unknown page', async () => {
      const home = await createPageMetadata(db(), { path: '/' });
      const body = { title: 'Home', description: 'The shop.', version: 1 };
      for (const og_image of ['http://cdn.example.test/a.png', '//evil.example/a.png', 'javascript:x', 'image.png']) {
        const response = await put(`/api/admin/site/pages/${home.id}/`, { ...body, og_image });
        expect(response.statusCode, og_image).toBe(400);
        expect(JSON.stringify(response.json())).toContain('og_image');
      }
      expect((await put(`/api/admin/site/pages/${home.id}/`, { ...body, og_image: 'https://cdn.example.test/a.png' })).statusCode).toBe(200);
      expect((await put(`/api/admin/site/pages/${home.id + 100}/`, { ...body, og_image: '/a.png' })).statusCode).toBe(404);
    });
  });
});
