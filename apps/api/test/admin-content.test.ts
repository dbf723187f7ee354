/**
 * The back-office's site content over HTTP: articles written, cleaned, published and unpublished, with
 * old slugs redirecting; gallery pictures added, described, reordered and removed; policy pages edited
 * and shown to shoppers at once. Every write is audited and checks the version the editor read.
 */
import { eq } from 'drizzle-orm';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureLegalPages } from '../src/content/legal-pages';
import { auditLog, galleryItems } from '../src/db/schema';
import { ACCOUNT_ENV, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { resetDatabase, staffSessionFor } from './support/fixtures';
import { SHARED_CACHE_CONTROL } from '../src/http/kept-answers';

const SITE = 'https://shop.example.test';
const INDEX_HTML = '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';
const ARTICLE = '<h1>Keeping pigeons off balconies</h1><p>Spikes on the ledge, a net across the opening.</p>';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(RULE_DRIVERS)('back-office site content on %s', (driver) => {
  let t: TestApp;
  let dist: string;
  let token: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'shop-admin-content-'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    t = await startTestApp(driver, { ...ACCOUNT_ENV, STOREFRONT_DIST: dist, SITE_URL: SITE });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await resetDatabase(t.database.db);
    token = (await staffSessionFor(t.database.db, TEST_KEYS, { name: 'Meera Iyer' })).token;
  });
  const db = () => t.database.db;

  const call = (method: Method, url: string, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const shopper = (url: string) => t.app.inject({ method: 'GET', url });
  const actions = async () => (await db().select({ action: auditLog.action }).from(auditLog).orderBy(auditLog.id)).map((row) => row.action);

  describe('articles', () => {
    it('creates an article with its HTML cleaned (no scripts, no handlers), titled by its h1, and the shop shows it', async () => {
      const created = await call('POST', '/api/admin/blogs/', {
        slug: 'pigeons-balconies',
        content: `${ARTICLE}<script>alert(1)</script><p onclick="steal()">Fit <a href="javascript:alert(1)">them</a> <img src="https://cdn.example/x.jpg" onerror="steal()" alt="A net"></p>`,
        hidden: false,
      });
      expect(created.statusCode).toBe(201);
      await expectToMatchContract('createAdminBlog', 201, created.json());
      const blog = created.json();
      expect(blog).toMatchObject({ slug: 'pigeons-balconies', title: 'Keeping pigeons off balconies', hidden: false, version: 1 });
      expect(blog.content).not.toMatch(/script|onclick|onerror|javascript:/i);
      expect(blog.content).toContain('<img src="https://cdn.example/x.jpg" alt="A net" />');

      const listed = (await shopper('/api/user/blogs/?slug=pigeons-balconies')).json();
      expect(listed).toEqual([expect.objectContaining({ id: blog.id, content: blog.content })]);
      expect((await shopper('/blogs/pigeons-balconies')).statusCode).toBe(200);
      expect(await actions()).toEqual(['blog.create']);
    });

    it('names the bad fields: a slug of the wrong shape, a taken slug, an article without a title', async () => {
      await call('POST', '/api/admin/blogs/', { slug: 'taken', content: ARTICLE, hidden: false });
      const wrongShape = await call('POST', '/api/admin/blogs/', { slug: 'Not A Slug', content: ARTICLE, hidden: false });
      expect(wrongShape.statusCode).toBe(400);
      expect(Object.keys(wrongShape.json().errors)).toEqual(['slug']);
      const taken = await call('POST', '/api/admin/blogs/', { slug: 'taken', content: ARTICLE, hidden: false });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().errors.slug[0]).toMatch(/already uses/);
      const untitled = await call('POST', '/api/admin/blogs/', { slug: 'untitled', content: '<p>No heading</p><h1><script>x</script></h1>', hidden: false });
      expect(untitled.statusCode).toBe(400);
      expect(Object.keys(untitled.json().errors)).toEqual(['content']);
      const noVersion = await call('PUT', '/api/admin/blogs/1/', { slug: 'taken', content: ARTICLE, hidden: false });
      expect(noVersion.statusCode).toBe(400);
      expect(Object.keys(noVersion.json().errors)).toEqual(['version']);
      expect((await call('GET', '/api/admin/blogs/99/')).statusCode).toBe(404);
    });

    it('unpublishes an article: 404 for its page, gone from lists and the sitemap; staff still see it; published again', async () => {
      const blog = (await call('POST', '/api/admin/blogs/', { slug: 'pigeons-balconies', content: ARTICLE, hidden: false })).json();
      const hidden = await call('PUT', `/api/admin/blogs/${blog.id}/`, { slug: 'pigeons-balconies', content: ARTICLE, hidden: true, version: 1 });
      expect(hidden.statusCode).toBe(200);
      await expectToMatchContract('updateAdminBlog', 200, hidden.json());
      expect(hidden.json()).toMatchObject({ hidden: true, version: 2 });

      expect((await shopper('/api/user/blogs/')).json()).toEqual([]);
      expect((await shopper('/api/user/blogs/?slug=pigeons-balconies')).json()).toEqual([]);
      expect((await shopper('/blogs/pigeons-balconies')).statusCode).toBe(404);
      expect((await shopper('/sitemap.xml')).body).not.toContain('pigeons-balconies');
      const staffList = await call('GET', '/api/admin/blogs/');
      await expectToMatchContract('listAdminBlogs', 200, staffList.json());
      expect(staffList.json()).toEqual([expect.objectContaining({ id: blog.id, hidden: true })]);

      const shown = await call('PUT', `/api/admin/blogs/${blog.id}/`, { slug: 'pigeons-balconies', content: ARTICLE, hidden: false, version: 2 });
      expect(shown.json()).toMatchObject({ hidden: false, version: 3 });
      expect((await shopper('/sitemap.xml')).body).toContain('/blogs/pigeons-balconies');
      expect(await actions()).toEqual(['blog.create', 'blog.unpublish', 'blog.publish']);
    });

    it('refuses a stale version with 409 and changes nothing', async () => {
      const blog = (await call('POST', '/api/admin/blogs/', { slug: 'pigeons-balconies', content: ARTICLE, hidden: false })).json();
      await call('PUT', `/api/admin/blogs/${blog.id}/`, { slug: 'pigeons-balconies', content: `${ARTICLE}<p>More.</p>`, hidden: false, version: 1 });
      const stale = await call('PUT', `/api/admin/blogs/${blog.id}/`, { slug: 'pigeons-balconies', content: ARTICLE, hidden: true, version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(Object.keys(stale.json().errors)).toEqual(['version']);
      expect((await call('GET', `/api/admin/blogs/${blog.id}/`)).json()).toMatchObject({ hidden: false, version: 2 });
    });

    it('keeps an old slug working: the API finds the article and its page redirects permanently', async () => {
      const blog = (await call('POST', '/api/admin/blogs/', { slug: 'pigeons-balconies', content: ARTICLE, hidden: false })).json();
      const renamed = await call('PUT', `/api/admin/blogs/${blog.id}/`, { slug: 'pigeon-proof-balconies', content: ARTICLE, hidden: false, version: 1 });
      expect(renamed.statusCode).toBe(200);

      expect((await shopper('/api/user/blogs/?slug=pigeons-balconies')).json()).toEqual([expect.objectContaining({ slug: 'pigeon-proof-balconies' })]);
      const page = await shopper('/blogs/pigeons-balconies?ref=mail');
      expect(page.statusCode).toBe(301);
      expect(page.headers.location).toBe('/blogs/pigeon-proof-balconies?ref=mail');
      expect((await shopper('/blogs/pigeon-proof-balconies')).statusCode).toBe(200);

      // A new article may take the old slug; then it is that article's address, not a redirect.
      await call('POST', '/api/admin/blogs/', { slug: 'pigeons-balconies', content: '<h1>Another</h1>', hidden: false });
      expect((await shopper('/blogs/pigeons-balconies')).statusCode).toBe(200);
    });
  });

  describe('gallery', () => {
    const picture = (title: string) => ({ image: `/media/uploads/${title.toLowerCase()}.jpg`, title, description: `${title} fitted.` });

    it('adds pictures last in order, edits their words, reorders and removes them; the shop follows at once', async () => {
      const a = (await call('POST', '/api/admin/gallery/', picture('Balcony'))).json();
      const created = await call('POST', '/api/admin/gallery/', picture('Temple'));
      expect(created.statusCode).toBe(201);
      await expectToMatchContract('createAdminGalleryItem', 201, created.json());
      const b = created.json();
      expect([a.position, b.position]).toEqual([1, 2]);

      const edited = await call('PUT', `/api/admin/gallery/${b.id}/`, { title: 'Temple roof', description: '', version: 1 });
      expect(edited.statusCode).toBe(200);
      await expectToMatchContract('updateAdminGalleryItem', 200, edited.json());

      const reordered = await call('PUT', '/api/admin/gallery/order/', { ids: [b.id, a.id] });
      expect(reordered.statusCode).toBe(200);
      await expectToMatchContract('reorderAdminGallery', 200, reordered.json());
      const shopTitles = async () => (await shopper('/api/user/gallery/')).json().map((item: { image_title: string }) => item.image_title);
      expect(await shopTitles()).toEqual(['Temple roof', 'Balcony']);

      expect((await call('DELETE', `/api/admin/gallery/${a.id}/?version=1`)).statusCode).toBe(409);
      expect((await call('DELETE', `/api/admin/gallery/${a.id}/?version=2`)).statusCode).toBe(204);
      expect(await shopTitles()).toEqual(['Temple roof']);
      expect(await actions()).toEqual(['gallery.create', 'gallery.create', 'gallery.update', 'gallery.reorder', 'gallery.reorder', 'gallery.delete']);
    });

    it('refuses a picture address it cannot show, a blank title, and an order that misses a picture', async () => {
      const bad = await call('POST', '/api/admin/gallery/', { image: 'javascript:alert(1)', title: ' ' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['image', 'title']);
      const a = (await call('POST', '/api/admin/gallery/', picture('Balcony'))).json();
      await call('POST', '/api/admin/gallery/', picture('Temple'));
      const partial = await call('PUT', '/api/admin/gallery/order/', { ids: [a.id] });
      expect(partial.statusCode).toBe(409);
      expect(await db().select().from(galleryItems).where(eq(galleryItems.id, a.id))).toEqual([expect.objectContaining({ position: 1 })]);
    });
  });

  describe('policy pages', () => {
    it('every install has the four pages; an edit is cleaned, versioned, audited and shown to shoppers at once', async () => {
      expect(await ensureLegalPages(db())).toBe(4);
      expect(await ensureLegalPages(db())).toBe(0);
      const before = await shopper('/api/user/legal/return-policy/');
      expect(before.statusCode).toBe(200);
      await expectToMatchContract('getLegalPage', 200, before.json());
      expect(before.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
      // The window and exclusions are the owner's return settings, shown above this text; it defers to them.
      expect(before.json().content).toContain('Our return rules above');

      const pages = await call('GET', '/api/admin/legal-pages/');
      await expectToMatchContract('listAdminLegalPages', 200, pages.json());
      expect(pages.json().map((page: { slug: string }) => page.slug).sort()).toEqual(['offers', 'privacy-policy', 'return-policy', 'terms']);

      const saved = await call('PUT', '/api/admin/legal-pages/return-policy/', {
        title: 'Return & Refund Policy',
        content: '<h2>Returns</h2><p onmouseover="x()">Request a return within 10 days.</p><script>x()</script>',
        version: 1,
      });
      expect(saved.statusCode).toBe(200);
      await expectToMatchContract('updateAdminLegalPage', 200, saved.json());
      expect(saved.json()).toMatchObject({ version: 2, content: '<h2>Returns</h2><p>Request a return within 10 days.</p>' });
      expect((await shopper('/api/user/legal/return-policy/')).json().content).toContain('within 10 days');

      const stale = await call('PUT', '/api/admin/legal-pages/return-policy/', { title: 'Returns', content: '<p>x</p>', version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(await actions()).toEqual(['legal_page.update']);
    });

    it('answers 400 for a page the shop does not have, and 404 when its row is missing', async () => {
      expect((await shopper('/api/user/legal/cookies/')).statusCode).toBe(400);
      expect((await shopper('/api/user/legal/terms/')).statusCode).toBe(404);
      const blank = await call('PUT', '/api/admin/legal-pages/terms/', { title: '', content: '<p>x</p>', version: 1 });
      expect(blank.statusCode).toBe(400);
      expect(Object.keys(blank.json().errors)).toEqual(['title']);
    });
  });
});
