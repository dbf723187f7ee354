/** Writes the demo data set into an empty database (inside the caller's transaction). */
import type { PriceTier, ShippingRule } from '@shop/rules';
import { and, eq } from 'drizzle-orm';
import { articleColumns, ensureLegalPages, translatedArticle, translatedGalleryItem, translatedPolicy } from '../content';
import { insertProducts, translatedCategory, translatedProduct, translatedVariant } from '../catalog';
import type { Database } from '../db/database';
import { setShippingRule } from '../shipping';
import { translatedAnnouncement, translatedFaqEntry, translatedFaqTopic, translatedHomeBanner, translatedHomeCard, translatedPage } from '../site';
import { blogs, categories, crewHours, crews, galleryItems, pageMetadata, productImages, products, productSlugRedirects, productVariants, reviews, services, users, type TranslatedTexts } from '../db/schema';
import { storeTranslation, type TranslatedSubject } from '../translations';
import type { DemoBlog, DemoCategory, DemoCrew, DemoDeclarations, DemoGalleryItem, DemoPageMetadata, DemoProduct, DemoReview, DemoService } from './demo/types';

export interface DemoData {
  categories: readonly DemoCategory[];
  products: readonly DemoProduct[];
  reviews: readonly DemoReview[];
  galleryItems: readonly DemoGalleryItem[];
  blogs: readonly DemoBlog[];
  pageMetadata: readonly DemoPageMetadata[];
  shipping: ShippingRule;
  /** By product slug; a product left out is seeded without declarations (incomplete). */
  declarations?: Readonly<Record<string, DemoDeclarations>>;
  /** Price breaks by quantity, by SKU. */
  priceTiers?: Readonly<Record<string, readonly PriceTier[]>>;
  /** Fitting crews that take site-survey bookings. */
  crews?: readonly DemoCrew[];
  /** Installation services the crews sell. */
  services?: readonly DemoService[];
  /**
   * The demo's Hindi: products and articles by slug, categories by English name, variants by SKU, policy pages by slug,
   * gallery photos by English title, page metadata by path, and the site documents' entries (the FAQ's topics and
   * questions, the announcements, the home page's banners and cards) by their ids.
   */
  translations?: DemoTranslations;
}

type TextsBy = Readonly<Record<string, TranslatedTexts>>;

interface DemoTranslations {
  products?: TextsBy;
  categories?: TextsBy;
  variants?: TextsBy;
  articles?: TextsBy;
  policies?: TextsBy;
  gallery?: TextsBy;
  pages?: TextsBy;
  faqTopics?: TextsBy;
  faqEntries?: TextsBy;
  announcements?: TextsBy;
  homeBanners?: TextsBy;
  homeCards?: TextsBy;
}

/**
 * Demo reviewers cannot sign in: a hash starting with '!' matches no password, and `.invalid`
 * addresses (RFC 2606) can receive no one-time code.
 */
export const UNUSABLE_PASSWORD_HASH = '!unusable';
const demoReviewerEmail = (n: number) => `demo-reviewer-${n}@birdshield.invalid`;

const DAY_MS = 24 * 60 * 60 * 1000;

export async function insertDemoData(db: Database, data: DemoData, now: Date = new Date()): Promise<void> {
  const categoryIds = await insertCategories(db, data.categories);
  const productIds = await insertDemoProducts(db, data.products, categoryIds);
  await insertDemoVariants(db, data.products, productIds);
  await declareDemoProducts(db, data.declarations ?? {}, productIds);
  await priceDemoTiers(db, data.priceTiers ?? {});
  await insertReviews(db, data.reviews, productIds, now);
  await setShippingRule(db, data.shipping);
  if (data.galleryItems.length > 0) {
    await db.insert(galleryItems).values(
      data.galleryItems.map((item, index) => ({ image: item.image, title: item.title, description: item.description, position: index })),
    );
  }
  if (data.blogs.length > 0) {
    await db.insert(blogs).values(
      data.blogs.map((blog) => ({
        slug: blog.slug,
        ...articleColumns(blog.contentHtml),
        publishedAt: new Date(blog.publishedAt),
      })),
    );
  }
  await insertCrews(db, data.crews ?? []);
  if (data.services && data.services.length > 0) {
    await db.insert(services).values(data.services.map((service) => ({ ...service, kind: 'installation' as const })));
  }
  if (data.pageMetadata.length > 0) {
    await db.insert(pageMetadata).values(
      data.pageMetadata.map((page) => ({
        path: page.path,
        title: page.title,
        description: page.description,
        ogImage: page.ogImage,
        twitterCard: page.twitterCard,
      })),
    );
  }
  // Last: the Hindi of everything above, each translated from the English just written.
  await translateDemoData(db, data.translations ?? {}, { productIds, categoryIds });
}

async function insertCategories(db: Database, list: readonly DemoCategory[]): Promise<Map<string, number>> {
  if (list.length === 0) return new Map();
  const rows = await db
    .insert(categories)
    .values(list.map((category, index) => ({ name: category.name, position: index + 1 })))
    .returning({ id: categories.id, name: categories.name });
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function insertDemoProducts(db: Database, list: readonly DemoProduct[], categoryIds: Map<string, number>): Promise<Map<string, number>> {
  if (list.length === 0) return new Map();
  const rows = await insertProducts(
    db,
    list.map((product) => {
        const categoryId = categoryIds.get(product.category);
        if (categoryId === undefined) throw new Error(`Demo product ${product.slug} names unknown category ${product.category}`);
        if (product.images.length === 0) throw new Error(`Demo product ${product.slug} has no image`);
        const [bulletOne, bulletTwo, bulletThree, bulletFour, bulletFive] = product.bullets;
        return {
          slug: product.slug,
          title: product.title,
          shortDesc: product.shortDesc,
          longDesc: product.longDesc,
          pricePaise: product.pricePaise,
          maxPricePaise: product.maxPricePaise,
          categoryId,
          material: product.material,
          hsnCode: product.hsnCode,
          gstRatePercent: product.gstRatePercent,
          ...product.parcel,
          bulletOne,
          bulletTwo,
          bulletThree,
          bulletFour,
          bulletFive,
          keywords: product.keywords,
          isBest: product.isBest,
          stock: product.stock,
        };
      }),
  );
  const ids = new Map(rows.map((row) => [row.slug, row.id]));
  // The product's title describes its pictures well enough for a demo; staff write better alt text.
  await db.insert(productImages).values(
    list.flatMap((product) =>
      product.images.map((url, index) => ({
        productId: ids.get(product.slug)!,
        position: index + 1,
        url,
        alt: index === 0 ? product.title : `${product.title}, photo ${index + 1}`,
      })),
    ),
  );
  return ids;
}

/**
 * The packs of the products sold in several: the first is the variant the product was made with, labelled;
 * the others follow in order. Each pack's address from when it was a product of its own redirects to it.
 */
async function insertDemoVariants(db: Database, list: readonly DemoProduct[], productIds: Map<string, number>): Promise<void> {
  for (const product of list) {
    if (!product.variant) continue;
    const productId = productIds.get(product.slug)!;
    const [first] = await db
      .update(productVariants)
      .set({ label: product.variant.label, sku: product.variant.sku })
      .where(eq(productVariants.productId, productId))
      .returning({ id: productVariants.id });
    const more = product.moreVariants ?? [];
    const added = more.length
      ? await db
          .insert(productVariants)
          .values(
            more.map((variant, index) => ({
              productId,
              label: variant.label,
              sku: variant.sku,
              pricePaise: variant.pricePaise,
              maxPricePaise: variant.maxPricePaise,
              stock: variant.stock,
              hsnCode: product.hsnCode,
              ...variant.parcel,
              imagePosition: variant.image,
              position: index + 2,
            })),
          )
          .returning({ id: productVariants.id })
      : [];
    await db.insert(productSlugRedirects).values([
      { slug: product.variant.formerSlug, productId, variantId: first!.id },
      ...more.map((variant, index) => ({ slug: variant.formerSlug, productId, variantId: added[index]!.id })),
    ]);
  }
}

/**
 * The demo's translations, each as translated from the English it is seeded with (so none is flagged as stale). The
 * policy pages are written first where missing, as every start writes them, so that their Hindi has its English.
 */
async function translateDemoData(db: Database, translations: DemoTranslations, ids: { productIds: Map<string, number>; categoryIds: Map<string, number> }): Promise<void> {
  const articleIds = new Map((await db.select({ id: blogs.id, slug: blogs.slug }).from(blogs)).map((row) => [row.slug, row.id]));
  const variantIds = new Map((await db.select({ id: productVariants.id, sku: productVariants.sku }).from(productVariants)).map((row) => [row.sku, row.id]));
  const galleryIds = new Map((await db.select({ id: galleryItems.id, title: galleryItems.title }).from(galleryItems)).map((row) => [row.title, row.id]));
  const pageIds = new Map((await db.select({ id: pageMetadata.id, path: pageMetadata.path }).from(pageMetadata)).map((row) => [row.path, row.id]));
  if (translations.policies) await ensureLegalPages(db);
  const each: [TranslatedSubject, TextsBy | undefined, (name: string) => string | undefined][] = [
    [translatedProduct, translations.products, (slug) => idText(ids.productIds.get(slug))],
    [translatedCategory, translations.categories, (name) => idText(ids.categoryIds.get(name))],
    [translatedVariant, translations.variants, (sku) => idText(variantIds.get(sku))],
    [translatedArticle, translations.articles, (slug) => idText(articleIds.get(slug))],
    [translatedPolicy, translations.policies, (slug) => slug],
    [translatedGalleryItem, translations.gallery, (title) => idText(galleryIds.get(title))],
    [translatedPage, translations.pages, (path) => idText(pageIds.get(path))],
  ];
  for (const [subject, textsBy, keyOf] of each) {
    for (const [name, texts] of Object.entries(textsBy ?? {})) {
      const key = keyOf(name);
      if (key === undefined) throw new Error(`Demo translations name an unknown ${subject.subject}: ${name}`);
      await storeTranslation(db, subject, key, 'hi', texts);
    }
  }
  // The site documents' entries, by id, as the migrations wrote them; one staff have since removed (an install
  // whose catalogue was still empty when seeded) is not translated.
  const siteEntries: [TranslatedSubject, TextsBy | undefined][] = [
    [translatedFaqTopic, translations.faqTopics],
    [translatedFaqEntry, translations.faqEntries],
    [translatedAnnouncement, translations.announcements],
    [translatedHomeBanner, translations.homeBanners],
    [translatedHomeCard, translations.homeCards],
  ];
  for (const [subject, textsBy] of siteEntries) {
    for (const [key, texts] of Object.entries(textsBy ?? {})) {
      if (await subject.english(db, key, { lock: false })) await storeTranslation(db, subject, key, 'hi', texts);
    }
  }
}

const idText = (id: number | undefined) => (id === undefined ? undefined : String(id));

/** Each product's declarations, and each of its packs' net quantity (the default's, then the others' by SKU). */
async function declareDemoProducts(db: Database, declarations: Readonly<Record<string, DemoDeclarations>>, productIds: Map<string, number>): Promise<void> {
  for (const [slug, declared] of Object.entries(declarations)) {
    const productId = productIds.get(slug);
    if (productId === undefined) throw new Error(`Demo declarations name unknown product ${slug}`);
    await db
      .update(products)
      .set({
        genericName: declared.genericName,
        countryOfOrigin: declared.countryOfOrigin,
        makerKind: declared.maker?.kind ?? null,
        makerName: declared.maker?.name ?? null,
        makerAddress: declared.maker?.address ?? null,
      })
      .where(eq(products.id, productId));
    const [quantity, unit] = declared.netQuantity;
    await db.update(productVariants).set({ netQuantity: quantity, netQuantityUnit: unit, madeMonth: declared.madeMonth }).where(eq(productVariants.productId, productId));
    for (const [sku, [other, otherUnit]] of Object.entries(declared.variants)) {
      await db
        .update(productVariants)
        .set({ netQuantity: other, netQuantityUnit: otherUnit })
        .where(and(eq(productVariants.productId, productId), eq(productVariants.sku, sku)));
    }
  }
}

async function priceDemoTiers(db: Database, tiersBySku: Readonly<Record<string, readonly PriceTier[]>>): Promise<void> {
  for (const [sku, tiers] of Object.entries(tiersBySku)) {
    const priced = await db.update(productVariants).set({ priceTiers: [...tiers] }).where(eq(productVariants.sku, sku)).returning({ id: productVariants.id });
    if (priced.length === 0) throw new Error(`Demo price tiers name unknown SKU ${sku}`);
  }
}

async function insertReviews(db: Database, list: readonly DemoReview[], productIds: Map<string, number>, now: Date): Promise<void> {
  if (list.length === 0) return;
  const names = [...new Set(list.map((review) => review.userName))];
  const reviewers = await db
    .insert(users)
    .values(names.map((name, index) => ({ name, email: demoReviewerEmail(index + 1), passwordHash: UNUSABLE_PASSWORD_HASH })))
    .returning({ id: users.id, name: users.name });
  const userIds = new Map(reviewers.map((user) => [user.name, user.id]));

  await db.insert(reviews).values(
    list.map((review) => {
      const productId = productIds.get(review.productSlug);
      if (productId === undefined) throw new Error(`Demo review names unknown product ${review.productSlug}`);
      const createdAt = new Date(now.getTime() - review.daysAgo * DAY_MS);
      return {
        productId,
        userId: userIds.get(review.userName)!,
        rating: review.rating,
        reviewText: review.text,
        status: 'published' as const,
        verifiedPurchase: true,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
}

async function insertCrews(db: Database, list: readonly DemoCrew[]): Promise<void> {
  for (const crew of list) {
    const [row] = await db.insert(crews).values({ name: crew.name, pincodes: [...crew.pincodes] }).returning({ id: crews.id });
    await db.insert(crewHours).values(crew.hours.map((period) => ({ crewId: row!.id, weekday: period.weekday, startTime: period.start, endTime: period.end })));
  }
}
