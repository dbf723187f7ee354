/** What a crawler or a link preview sees on a product page and on a category page. */
import { categoryPath, DEFAULT_TWITTER_CARD, pageTitle, productPath, productVariantPath, rupeesToPaise } from '@shop/rules';
import type { LanguageCode } from '@shop/rules/languages';
import { eq } from 'drizzle-orm';
import { absoluteUrl } from '../media';
import { SHOP, breadcrumbList, organizationId, productListing, returnFacts, shippingFacts, shopPageHead, type OfferTerms, type PageHead, type ReviewFacts, type VariantFacts } from '../seo';
import type { Database } from '../db/database';
import { products } from '../db/schema';
import { NotFoundError } from '../errors';
import { findCategoryPage } from './categories';
import { formerVariantOf, getProduct } from './products';
import type { ProductView, ReviewView } from './reshape';
import { listPublishedReviews } from './reviews';

export interface PageContext {
  siteUrl: string;
  /** The preview image of pages that have none of their own (the home entry's). */
  fallbackImageUrl: string;
  /** The shop's shipping and return terms, which a product's offers state. */
  offerTerms: () => Promise<OfferTerms>;
  /** The page's language: a product's and a category's texts are in it where staff translated them. */
  language: LanguageCode;
}

/** A category page's description, in each language the shop's pages are built in. */
const CATEGORY_DESCRIPTION: Record<LanguageCode, (name: string, count: number) => string> = {
  en: (name, count) => `Buy ${name} online from ${SHOP.name}: ${count} ${count === 1 ? 'product' : 'products'}, prices in rupees, delivered across India.`,
  hi: (name, count) => `${SHOP.name} से ${name} ऑनलाइन ख़रीदें: ${count} प्रोडक्ट, रुपये में दाम, पूरे भारत में डिलीवरी।`,
};

/** YYYY-MM-DD: the last day, in India's calendar, a sale price holds (the day of the moment before its end). */
const INDIA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
function lastSaleDay(endsAt: string): string {
  return INDIA_DAY.format(new Date(Date.parse(endsAt) - 1));
}

/** The newest published reviews a product page's structured data states: a handful is what search engines read. */
const REVIEWS_STATED = 5;

/** A page that now lives at another path (a product whose slug staff changed): a permanent redirect. */
export interface MovedPage {
  movedTo: string;
}

/**
 * `slugOrId` as the storefront's /products/{slug} holds it; undefined when no active product has it, and
 * the product's current path when `slugOrId` is a slug it had before.
 */
export async function productPageHead(db: Database, slugOrId: string, { siteUrl, offerTerms, language }: PageContext): Promise<PageHead | MovedPage | undefined> {
  let product: ProductView;
  try {
    // The country of origin needs none of the seller's defaults (the maker and consumer care do).
    product = await getProduct(db, slugOrId, siteUrl, { maker: null, consumerCare: null }, language);
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
  if (!/^\d+$/.test(slugOrId) && product.slug !== slugOrId) return { movedTo: productVariantPath(product.slug, await formerVariantOf(db, slugOrId)) };
  const url = `${siteUrl}${productPath(product.slug)}`;
  const images = [product.image1, product.image2, product.image3, product.image4, product.image5]
    .filter((image): image is string => image !== null && image !== '')
    .map((image) => absoluteUrl(image, siteUrl));
  // Two decimals, as Open Graph writes prices; exact, since the price is whole paise / 100.
  const price = product.price.toFixed(2);
  const description = product.short_desc.trim() || product.title;
  const [terms, [owner], newestReviews] = await Promise.all([
    offerTerms(),
    db.select({ categoryId: products.categoryId }).from(products).where(eq(products.id, product.id)),
    listPublishedReviews(db, product.id, { newest: REVIEWS_STATED, inWritersWords: true }),
  ]);
  const variants = offeredVariants(product, owner!.categoryId, terms, siteUrl);
  return shopPageHead({
    title: pageTitle(product.title, SHOP.name),
    description,
    url,
    imageUrl: images[0] ?? `${siteUrl}${SHOP.defaultImagePath}`,
    type: 'product',
    twitterCard: DEFAULT_TWITTER_CARD,
    openGraph: [
      ['product:price:amount', price],
      ['product:price:currency', SHOP.currency],
    ],
    structuredData: [
      productListing({
        groupId: String(product.id),
        name: product.title,
        description,
        url,
        imageUrls: images,
        brand: SHOP.name,
        category: product.category_name,
        material: product.material,
        rating: product.review_count > 0 ? { value: Number(product.average_rating), count: product.review_count } : undefined,
        reviews: newestReviews.map(reviewFacts),
        countryOfOrigin: product.declarations?.country_of_origin?.name,
        variants,
      }),
      breadcrumbList([
        { name: 'Home', url: `${siteUrl}/` },
        { name: 'Products', url: `${siteUrl}/products` },
        { name: product.category_name, url: `${siteUrl}${categoryPath(product.category_name)}` },
        { name: product.title, url },
      ]),
    ],
  });
}

/** Each variant on sale with its offer: the price now, a live sale's regular price and last day, stock, and the shop's terms. */
function offeredVariants(product: ProductView, categoryId: number, terms: OfferTerms, siteUrl: string): VariantFacts[] {
  const returns = returnFacts(terms, { productId: product.id, categoryId }, siteUrl);
  const photos = (product.pictures ?? []).map((picture) => absoluteUrl(picture.url, siteUrl));
  const sellerId = organizationId(siteUrl);
  return (product.variants ?? []).map((variant) => ({
    sku: variant.sku,
    gtin: variant.gtin ?? undefined,
    label: variant.label,
    imageUrl: photos[variant.picture ?? 0],
    offer: {
      url: `${siteUrl}${productVariantPath(product.slug, variant.id)}`,
      pricePaise: rupeesToPaise(variant.price),
      currency: SHOP.currency,
      sale: product.sale ? { regularPricePaise: rupeesToPaise(variant.regular_price), lastDay: lastSaleDay(product.sale.ends_at) } : null,
      inStock: variant.in_stock,
      sellerId,
      shipping: shippingFacts(terms, rupeesToPaise(variant.price)),
      returns,
    },
  }));
}

/** A review as the product page shows it: the reviewer's name as the reviews API gives it, never more of them. */
function reviewFacts(review: ReviewView): ReviewFacts {
  return { authorName: review.user_name, rating: review.rating, body: review.review_text, datePublished: review.created_at };
}

/** `nameOrId` decoded from /category/{name}; undefined when there is no such category. */
export async function categoryPageHead(db: Database, nameOrId: string, { siteUrl, fallbackImageUrl, language }: PageContext): Promise<PageHead | undefined> {
  const category = await findCategoryPage(db, nameOrId, language);
  if (!category) return undefined;
  const url = `${siteUrl}${categoryPath(category.name)}`;
  return shopPageHead({
    title: pageTitle(category.displayName, SHOP.name),
    description: CATEGORY_DESCRIPTION[language](category.displayName, category.activeProducts),
    url,
    imageUrl: category.firstImage === null ? fallbackImageUrl : absoluteUrl(category.firstImage, siteUrl),
    type: 'website',
    twitterCard: DEFAULT_TWITTER_CARD,
    structuredData: [
      breadcrumbList([
        { name: 'Home', url: `${siteUrl}/` },
        { name: 'Products', url: `${siteUrl}/products` },
        { name: category.displayName, url },
      ]),
    ],
  });
}
