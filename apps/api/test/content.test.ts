import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanStoredArticles } from '../src/content/stored-articles';
import { blogs } from '../src/db/schema';
import { createBlog, createGalleryItem, createPageMetadata, resetDatabase } from './support/fixtures';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';

describe.each(RULE_DRIVERS)('content on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.database.db);
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists the gallery in display order as image, image_title, image_description', async () => {
    const second = await createGalleryItem(t.database.db, { position: 2, title: 'Temple roof' });
    const first = await createGalleryItem(t.database.db, {
      position: 1,
      image: '/media/gallery/balcony.svg',
      title: 'Balcony',
      description: 'Net on a balcony.',
    });
    for (const url of ['/api/user/gallery/', '/api/user/gallery']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      await expectToMatchContract('listGallery', 200, response.json());
      expect(response.json()).toEqual([
        { id: first.id, image: `${t.config.siteUrl}/media/gallery/balcony.svg`, image_title: 'Balcony', image_description: 'Net on a balcony.' },
        expect.objectContaining({ id: second.id, image_title: 'Temple roof' }),
      ]);
    }
  });

  describe('blogs', () => {
    it('lists all blogs newest first, titled by their first h1', async () => {
      const older = await createBlog(t.database.db, {
        slug: 'why-bird-spikes',
        contentHtml: '<h1>Why <em>bird</em> spikes &amp; nets?</h1><p>Because.</p>',
        publishedAt: new Date('2024-05-01T08:00:00Z'),
      });
      const newer = await createBlog(t.database.db, { publishedAt: new Date('2025-03-01T08:00:00Z') });
      for (const url of ['/api/user/blogs/', '/api/user/blogs']) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        await expectToMatchContract('listBlogs', 200, response.json());
        expect(response.json().map((b: { id: number }) => b.id)).toEqual([newer.id, older.id]);
        expect(response.json()[1]).toEqual({
          id: older.id,
          slug: 'why-bird-spikes',
          title: 'Why bird spikes & nets?',
          content: '<h1>Why <em>bird</em> spikes &amp; nets?</h1><p>Because.</p>',
          created_at: '2024-05-01T08:00:00.000Z',
        });
      }
    });

    it('filters by ?slug= to a list of that one article, or an empty list', async () => {
      const blog = await createBlog(t.database.db, { slug: 'monkey-spikes-guide' });
      await createBlog(t.database.db);
      for (const url of ['/api/user/blogs/?slug=monkey-spikes-guide', '/api/user/blogs?slug=monkey-spikes-guide']) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(response.json().map((b: { id: number }) => b.id)).toEqual([blog.id]);
      }
      const none = await get('/api/user/blogs/?slug=no-such-article');
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual([]);
    });

    const hostile =
      '<h1 onclick="alert(0)">Hostile</h1><p style="position:fixed">Safe text <img src="/media/a.svg" onerror="alert(1)" alt="x"></p>' +
      '<p><a href="javascript:alert(2)">click me</a> <a href="https://example.com/" onclick="alert(3)">out</a></p>' +
      '<script>alert(4)</script><iframe src="javascript:alert(5)"></iframe><svg><script>alert(7)</script></svg>';
    const harmless =
      '<h1>Hostile</h1><p>Safe text <img src="/media/a.svg" alt="x" /></p>' +
      '<p><a rel="noopener">click me</a> <a href="https://example.com/" rel="noopener">out</a></p>';

    it('stores an article written with scripts, handlers and javascript: links already clean', async () => {
      const blog = await createBlog(t.database.db, { slug: 'hostile', contentHtml: hostile });
      expect(blog.contentHtml).toBe(harmless);
      const response = await get('/api/user/blogs/?slug=hostile');
      // Shoppers get the stored article with its pictures' URLs absolute, on SITE_URL.
      expect(response.json()[0]).toMatchObject({ title: 'Hostile', content: harmless.replace('src="/media/', `src="${t.config.siteUrl}/media/`) });
    });

    it('cleans articles stored before the allow-list when the API starts, and leaves clean ones alone', async () => {
      const clean = await createBlog(t.database.db);
      const [old] = await t.database.db
        .insert(blogs)
        .values({ slug: 'stored-long-ago', title: 'Stored long ago', contentHtml: hostile, publishedAt: new Date('2020-01-01T00:00:00Z') })
        .returning();
      expect(await cleanStoredArticles(t.database.db)).toBe(1);
      const rows = await t.database.db.select().from(blogs).orderBy(blogs.id);
      expect(rows.find((row) => row.id === old!.id)).toMatchObject({ contentHtml: harmless, title: 'Hostile' });
      expect(rows.find((row) => row.id === clean.id)).toMatchObject({ contentHtml: clean.contentHtml, updatedAt: clean.updatedAt });
      expect(await cleanStoredArticles(t.database.db)).toBe(0);
    });
  });

  describe('GET /seo-json/seo.json', () => {
    it('maps each path to its metadata with absolute canonical and image URLs', async () => {
      await createPageMetadata(t.database.db, { path: '/', title: 'Home', ogImage: '/media/og/home.svg', twitterCard: 'summary_large_image' });
      await createPageMetadata(t.database.db, {
        path: '/gallery',
        title: 'Gallery',
        description: 'Installations across India.',
        ogImage: 'https://cdn.example.test/gallery.png',
        twitterCard: 'summary',
      });
      const home = {
        title: 'Home',
        description: 'Humane bird and monkey repellents.',
        canonical_url: 'https://shop.example.test/',
        og_image: 'https://shop.example.test/media/og/home.svg',
        twitter_card: 'summary_large_image',
      };
      const gallery = {
        title: 'Gallery',
        description: 'Installations across India.',
        canonical_url: 'https://shop.example.test/gallery',
        og_image: 'https://cdn.example.test/gallery.png',
        twitter_card: 'summary',
      };
      for (const url of ['/seo-json/seo.json', '/seo-json/seo.json/']) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        await expectToMatchContract('getSeoMetadata', 200, response.json());
        // Keyed by path for this storefront, and by name (`home`, `gallery`) for clients that look pages up so.
        expect(response.json()).toEqual({ '/': home, home, '/gallery': gallery, gallery });
      }
    });
  });
});
