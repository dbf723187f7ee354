/**
 * Fills an empty database with the demo shop. Runs at start-up; safe to run again and safe when
 * several instances start together: one transaction holds an advisory lock, and a marker row records
 * that seeding happened, so nothing is ever seeded twice and nothing written later is touched.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { appSettings, categories, products } from '../db/schema';
import * as demo from './demo';
import { insertDemoData, type DemoData } from './insert-demo-data';

const SEED_MARKER = 'demo_seed';
/** Any constant shared by all instances. */
const SEED_LOCK_KEY = 0x5eed;

export type SeedOutcome = 'seeded' | 'already-seeded' | 'catalogue-not-empty';

export const demoData: DemoData = {
  categories: demo.demoCategories,
  products: demo.demoProducts,
  reviews: demo.demoReviews,
  galleryItems: demo.demoGallery,
  blogs: demo.demoBlogs,
  pageMetadata: demo.demoPageMetadata,
  shipping: demo.demoShipping,
  declarations: demo.demoDeclarations,
  priceTiers: demo.demoPriceTiers,
  translations: {
    products: demo.demoProductTranslations,
    categories: demo.demoCategoryTranslations,
    variants: demo.demoVariantTranslations,
    articles: demo.demoArticleTranslations,
    policies: demo.demoPolicyTranslations,
    gallery: demo.demoGalleryTranslations,
    pages: demo.demoPageTranslations,
    faqTopics: demo.demoFaqTopicTranslations,
    faqEntries: demo.demoFaqEntryTranslations,
    announcements: demo.demoAnnouncementTranslations,
    homeBanners: demo.demoHomeBannerTranslations,
    homeCards: demo.demoHomeCardTranslations,
  },
  crews: demo.demoCrews,
  services: demo.demoServices,
};

export async function seedDemoIfEmpty(db: Database, data: DemoData = demoData): Promise<SeedOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [marker] = await tx.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, SEED_MARKER));
    if (marker) return 'already-seeded';
    if (await hasCatalogue(tx)) {
      // A shop that already has its own catalogue never gets demo products mixed in.
      await markSeeded(tx, 'skipped: catalogue not empty');
      return 'catalogue-not-empty';
    }
    await insertDemoData(tx, data);
    await markSeeded(tx, 'seeded');
    return 'seeded';
  });
}

async function hasCatalogue(tx: Transaction): Promise<boolean> {
  const [product] = await tx.select({ id: products.id }).from(products).limit(1);
  const [category] = await tx.select({ id: categories.id }).from(categories).limit(1);
  return product !== undefined || category !== undefined;
}

async function markSeeded(tx: Transaction, outcome: string): Promise<void> {
  await tx.insert(appSettings).values({ key: SEED_MARKER, value: `${outcome} at ${new Date().toISOString()}` });
}
