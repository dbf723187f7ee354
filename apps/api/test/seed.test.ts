import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendContactMessage } from '../src/contact/send-message';
import { connectDatabase, MIGRATIONS_FOLDER } from '../src/db/connect';
import type { Database } from '../src/db/database';
import { countIncompleteDeclarations, translatedCategory, translatedProduct, translatedVariant } from '../src/catalog';
import { translatedArticle, translatedGalleryItem, translatedPolicy } from '../src/content';
import { getTranslation, type TranslatedSubject } from '../src/translations';
import { blogs, categories, contactMessages, galleryItems, pageMetadata, products, productVariants, reviews, translations, users } from '../src/db/schema';
import { buildServer } from '../src/http/server';
import { demoData, seedDemoIfEmpty } from '../src/seed/seed';
import { declarationDefaults, getSiteFaq, getSiteHome, getSiteShell, translatedAnnouncement, translatedFaqEntry, translatedFaqTopic, translatedHomeBanner, translatedHomeCard, translatedPage } from '../src/site';
import { countRows, createProduct, createSiteSeller, resetDatabase, TEST_MAKER } from './support/fixtures';
import { testConfig } from './support/app';
import { createPostgresDatabase, DRIVERS, dropPostgresDatabase, openTestDatabase, type TestDatabase } from './support/databases';

async function counts(db: Database) {
  return {
    categories: await countRows(db, categories),
    products: await countRows(db, products),
    reviews: await countRows(db, reviews),
    users: await countRows(db, users),
    gallery: await countRows(db, galleryItems),
    blogs: await countRows(db, blogs),
    pages: await countRows(db, pageMetadata),
  };
}

/** A freshly migrated database's: the demo's, the seller's details page and the services page, whose heads migrations give every shop. */
const freshDemoCounts = () => ({ ...demoCounts, pages: demoCounts.pages + 2 });

const demoCounts = {
  categories: demoData.categories.length,
  products: demoData.products.length,
  reviews: demoData.reviews.length,
  users: new Set(demoData.reviews.map((review) => review.userName)).size,
  gallery: demoData.galleryItems.length,
  blogs: demoData.blogs.length,
  pages: demoData.pageMetadata.length,
};

/** The texts an answer asked in Hindi still has in English; one not asked in Hindi says so. */
const everyText = (answer: { untranslated_fields?: string[] }[]) => answer.flatMap((each) => each.untranslated_fields ?? ['not asked in Hindi']);

const SUBJECTS: Record<string, TranslatedSubject> = {
  product: translatedProduct,
  category: translatedCategory,
  variant: translatedVariant,
  article: translatedArticle,
  policy: translatedPolicy,
  gallery_item: translatedGalleryItem,
  page: translatedPage,
  faq_topic: translatedFaqTopic,
  faq_entry: translatedFaqEntry,
  announcement: translatedAnnouncement,
  home_banner: translatedHomeBanner,
  home_card: translatedHomeCard,
};

/** The demo's Hindi was written from the English it ships with: none of it is flagged. */
async function expectNoStaleTranslation(db: Database): Promise<void> {
  for (const row of await db.select().from(translations)) {
    expect((await getTranslation(db, SUBJECTS[row.subject]!, row.key, 'hi')).stale_fields, `${row.subject} ${row.key}`).toEqual([]);
  }
}

describe.each(DRIVERS)('demo seed on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await resetDatabase(database.db);
  });

  it('fills an empty database with the whole demo shop, once', async () => {
    expect(demoCounts.products).toBeGreaterThan(0);
    expect(await seedDemoIfEmpty(database.db)).toBe('seeded');
    expect(await counts(database.db)).toEqual(demoCounts);
    expect(await seedDemoIfEmpty(database.db)).toBe('already-seeded');
    expect(await counts(database.db)).toEqual(demoCounts);
  });

  it('declares every demo product as the law asks, so none is listed incomplete', async () => {
    await seedDemoIfEmpty(database.db);
    await createSiteSeller(database.db, TEST_MAKER);
    expect(await countIncompleteDeclarations(database.db, await declarationDefaults(database.db))).toBe(0);
    const packs = await database.db.select({ netQuantity: productVariants.netQuantity }).from(productVariants);
    expect(packs.length).toBeGreaterThan(demoCounts.products);
    expect(packs.every((pack) => pack.netQuantity !== null && pack.netQuantity > 0)).toBe(true);
  });

  it('serves the demo through the API', async () => {
    await seedDemoIfEmpty(database.db);
    const app = await buildServer({ config: testConfig(), db: database.db });
    try {
      const list = (await app.inject({ url: '/api/user/products/' })).json();
      expect(list).toHaveLength(demoCounts.products);
      const reviewed = demoData.products.find((product) => demoData.reviews.some((review) => review.productSlug === product.slug));
      if (reviewed) {
        const detail = (await app.inject({ url: `/api/user/products/${reviewed.slug}/` })).json();
        const ratings = demoData.reviews.filter((review) => review.productSlug === reviewed.slug).map((review) => review.rating);
        expect(detail.review_count).toBe(ratings.length);
        expect(Number(detail.average_rating)).toBeCloseTo(ratings.reduce((a, b) => a + b, 0) / ratings.length, 1);
        expect(detail.price).toBe(reviewed.pricePaise / 100);
      }
      expect((await app.inject({ url: '/api/user/uploadCategory/' })).json()).toHaveLength(demoCounts.categories);
      expect((await app.inject({ url: '/api/user/gallery/' })).json()).toHaveLength(demoCounts.gallery);
      expect((await app.inject({ url: '/api/user/blogs/' })).json()).toHaveLength(demoCounts.blogs);
      expect(Object.keys((await app.inject({ url: '/seo-json/seo.json' })).json())).toHaveLength(2 * demoCounts.pages); // each under its path and its name

      // The demo ships its Hindi: every product, category, article and policy page, none of it flagged as stale.
      expect(everyText((await app.inject({ url: '/api/user/products/?lang=hi' })).json())).toEqual([]);
      expect(everyText((await app.inject({ url: '/api/user/uploadCategory/?lang=hi' })).json())).toEqual([]);
      expect(everyText((await app.inject({ url: '/api/user/blogs/?lang=hi' })).json())).toEqual([]);
      for (const { slug } of demoData.products) {
        const { variants } = (await app.inject({ url: `/api/user/products/${slug}/?lang=hi` })).json();
        expect(everyText(variants.filter((variant: { label: string }) => variant.label !== ''))).toEqual([]);
      }
      for (const slug of ['privacy-policy', 'terms', 'return-policy', 'offers'])
        expect(everyText([(await app.inject({ url: `/api/user/legal/${slug}/?lang=hi` })).json()])).toEqual([]);
      // The gallery's captions and every path's title and description too (decision 068); the site documents' are
      // checked on a freshly migrated shop below, which has them.
      expect(everyText((await app.inject({ url: '/api/user/gallery/?lang=hi' })).json())).toEqual([]);
      const pages = await database.db.select({ texts: translations.texts }).from(translations).where(eq(translations.subject, 'page'));
      expect(pages.filter((page) => page.texts.title && page.texts.description)).toHaveLength(demoCounts.pages);
      await expectNoStaleTranslation(database.db);
    } finally {
      await app.close();
    }
  });

  it('leaves a database that already has a catalogue alone', async () => {
    await createProduct(database.db, { slug: 'our-own-product' });
    expect(await seedDemoIfEmpty(database.db)).toBe('catalogue-not-empty');
    expect(await countRows(database.db, products)).toBe(1);
    expect(await seedDemoIfEmpty(database.db)).toBe('already-seeded');
  });
});

describe('the demo\'s pictures', () => {
  // Served at /media/ from apps/api/media (MEDIA_DIR's default), as the demo runs.
  const mediaFile = (url: string) => path.join(import.meta.dirname, '..', url.replace(/^\//, ''));
  const articleHtml = [...demoData.blogs.map((blog) => blog.contentHtml), ...Object.values(demoData.translations?.articles ?? {}).map((article) => article.content ?? '')];
  const named = [
    ...demoData.products.flatMap((product) => product.images),
    ...demoData.galleryItems.map((item) => item.image),
    ...articleHtml.flatMap((html) => [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]!)),
  ];

  it('are the WebPs drawn from the drawings, each a file the demo serves', async () => {
    expect(named.length).toBeGreaterThan(demoData.products.length);
    for (const url of new Set(named)) {
      expect(url, url).toMatch(/^\/media\/(products|gallery|blogs)\/[a-z0-9-]+\.webp$/);
      const bytes = await readFile(mediaFile(url));
      expect(bytes.subarray(8, 12).toString('latin1'), url).toBe('WEBP');
    }
  });
});

describe('demo seed with two instances starting together on one PostgreSQL', () => {
  it('seeds exactly once', async () => {
    const first = await openTestDatabase('postgres');
    const second = await connectDatabase({ dataDir: 'memory://', databaseUrl: first.url, poolSize: 2 });
    try {
      const outcomes = await Promise.all([seedDemoIfEmpty(first.db), seedDemoIfEmpty(second.db)]);
      expect(outcomes.sort()).toEqual(['already-seeded', 'seeded']);
      expect(await counts(first.db)).toEqual(freshDemoCounts());
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('migrates once when several instances connect at the same moment', async () => {
    const { name, url } = await createPostgresDatabase();
    try {
      const handles = await Promise.all([0, 1, 2].map(() => connectDatabase({ dataDir: 'memory://', databaseUrl: url, poolSize: 1 })));
      const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const applied = await handles[0]!.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
      expect(applied).toEqual([{ count: journal.entries.length }]);
      await Promise.all(handles.map((handle) => handle.close()));
    } finally {
      await dropPostgresDatabase(name);
    }
  });
});

describe('restarting on the same PGlite directory', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'shop-data-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  // Two start-ups of PGlite on disk, one migrating and seeding the demo: some 9 s on a quiet machine, over
  // the default 30 s beside the other stages of a CI run.
  it('keeps everything written before and does not seed twice', { timeout: 120_000 }, async () => {
    const firstRun = await connectDatabase({ dataDir: dir });
    expect(await seedDemoIfEmpty(firstRun.db)).toBe('seeded');
    // The migrations wrote the site's documents, their entries with ids (0061): the demo's Hindi covers every one.
    const faq = await getSiteFaq(firstRun.db, 'hi');
    expect(faq.topics.length).toBeGreaterThan(0);
    expect(everyText([...faq.topics, ...faq.topics.flatMap((topic) => topic.entries)])).toEqual([]);
    expect((await getSiteShell(firstRun.db, 'hi')).untranslated_announcements).toEqual([]);
    const home = await getSiteHome(firstRun.db, 'https://shop.example.test', 'hi');
    expect(home.banners.length).toBeGreaterThan(0);
    expect(everyText([...home.banners, ...home.categories])).toEqual([]);
    await expectNoStaleTranslation(firstRun.db);
    await sendContactMessage(
      firstRun.db,
      { name: 'Asha', email: 'asha@example.com', subject: 'Hello', message: 'Still there after a restart?' },
      { ip: '127.0.0.1' },
      { notifyEmail: 'owner@shop.example.test', perHourLimit: 10 },
    );
    await firstRun.close();

    const secondRun = await connectDatabase({ dataDir: dir });
    try {
      expect(await seedDemoIfEmpty(secondRun.db)).toBe('already-seeded');
      expect(await counts(secondRun.db)).toEqual(freshDemoCounts());
      const messages = await secondRun.db.select().from(contactMessages);
      expect(messages.map((message) => message.message)).toEqual(['Still there after a restart?']);
    } finally {
      await secondRun.close();
    }
  });
});
