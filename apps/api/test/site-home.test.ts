/**
 * The home page's content over HTTP: shoppers read the banners, category cards and client logos staff keep;
 * staff save them with a version check, an audit entry and refusals that name the field (pictures, links,
 * each card to its own existing category).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, categories } from '../src/db/schema';
import { ACCOUNT_ENV, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createCategory, createSiteHome, resetDatabase, staffSessionFor, TEST_HOME } from './support/fixtures';

type Home = typeof TEST_HOME;
const [bannerOne] = TEST_HOME.banners;
const [cardOne, cardTwo, cardThree] = TEST_HOME.categories;
const withBanner = (change: Partial<Home['banners'][number]>): Home => ({ ...TEST_HOME, banners: [{ ...bannerOne!, ...change }] });
const withFirstCard = (change: Partial<Home['categories'][number]>): Home => ({ ...TEST_HOME, categories: [{ ...cardOne!, ...change }, cardTwo!, cardThree!] });

describe.each(RULE_DRIVERS)('the home page content on %s', (driver) => {
  let t: TestApp;
  let token: string;
  let staffId: number;

  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.database.db);
    const staff = await staffSessionFor(t.database.db, TEST_KEYS, { name: 'Meera Iyer' });
    token = staff.token;
    staffId = staff.user.id;
  });
  const db = () => t.database.db;
  const put = (body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/site/home/',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const staffGet = () => t.app.inject({ method: 'GET', url: '/api/admin/site/home/', headers: { authorization: `Bearer ${token}` } });
  const shopperGet = () => t.app.inject({ method: 'GET', url: '/api/user/site/home/' });

  it('answers shoppers the banners, cards and logos, short-cached, and an empty home before the shop has one', async () => {
    expect((await shopperGet()).json()).toEqual({ banners: [], categories: [], clients: [] });
    await createSiteHome(db());
    const response = await shopperGet();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d+\b/);
    await expectToMatchContract('getSiteHome', 200, response.json());
    expect(response.json()).toEqual(TEST_HOME);
  });

  it('saves a new banner heading and a card opening another category, shows them to shoppers at once and audits the change', async () => {
    await createSiteHome(db());
    await createCategory(db(), 'Accessories');
    const read = await staffGet();
    expect(read.statusCode).toBe(200);
    await expectToMatchContract('getAdminSiteHome', 200, read.json());
    // Shoppers read it first, so the shared answer cache holds the old content.
    expect((await shopperGet()).json()).toEqual(TEST_HOME);

    const edited = { ...withBanner({ heading: 'Monsoon sale on bird spikes', link: 'https://marketplace.example.test/birdshield' }), categories: withFirstCard({ category: 'Accessories' }).categories };
    const saved = await put({ ...edited, version: 1 });
    expect(saved.statusCode).toBe(200);
    await expectToMatchContract('updateAdminSiteHome', 200, saved.json());
    expect(saved.json()).toEqual({ ...edited, version: 2 });
    expect((await shopperGet()).json()).toEqual(edited);

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'site_document'), eq(auditLog.entityId, 'home')));
    expect(entry).toMatchObject({ actorId: staffId, action: 'site_home.update', before: { ...TEST_HOME, version: 1 }, after: { ...edited, version: 2 } });
  });

  it('refuses a save made from an out-of-date copy (409) and keeps the newer one', async () => {
    await createSiteHome(db());
    expect((await put({ ...withBanner({ heading: 'Newer' }), version: 1 })).statusCode).toBe(200);
    const stale = await put({ ...TEST_HOME, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toHaveProperty('version');
    expect((await shopperGet()).json().banners[0].heading).toBe('Newer');
  });

  it('refuses a card opening a hidden category', async () => {
    await createSiteHome(db());
    await db().update(categories).set({ isActive: false }).where(eq(categories.name, 'Bird Nets'));
    const response = await put({ ...TEST_HOME, version: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'categories.2.category': ['The category "Bird Nets" is hidden from the shop.'] });
  });

  it.each([
    ['banners.0.link', withBanner({ link: 'javascript:alert(1)' })],
    ['banners.0.link', withBanner({ link: '//evil.example.test/' })],
    ['banners.0.link', withBanner({ link: 'http://shop.example.test/' })],
    ['banners.0.image', withBanner({ image: '/images/../../etc/passwd' })],
    ['banners.0.image', withBanner({ image: '/api/user/products/' })],
    ['banners.0.image', withBanner({ image: 'data:image/svg+xml,<svg/>' })],
    ['banners.0.heading', withBanner({ heading: '   ' })],
    ['clients.0.image', { ...TEST_HOME, clients: [{ ...TEST_HOME.clients[0]!, image: 'ftp://files.example.test/logo.png' }] }],
    ['categories.0.category', withFirstCard({ category: 'Garden Gnomes' })],
    // Two cards to one category: the original shop's defect, refused on the second card.
    ['categories.1.category', { ...TEST_HOME, categories: [cardOne!, { ...cardTwo!, category: 'bird spikes' }, cardThree!] }],
    ['categories', { ...TEST_HOME, categories: [cardOne!, cardTwo!] }],
    ['banners', { ...TEST_HOME, banners: [] }],
  ])('refuses a bad %s with a 400 naming it, and saves nothing', async (field, change) => {
    await createSiteHome(db());
    const response = await put({ ...change, version: 1 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect((await staffGet()).json().version).toBe(1);
  });

  it('accepts uploaded pictures and https addresses', async () => {
    await createSiteHome(db());
    const home = { ...withBanner({ image: '/media/uploads/ab/ab12cd.webp' }), clients: [{ name: 'Kesar Valley Foods', image: 'https://cdn.example.test/logo.png' }] };
    expect((await put({ ...home, version: 1 })).statusCode).toBe(200);
  });
});
