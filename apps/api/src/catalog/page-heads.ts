/** What a crawler or a link preview sees on a product page and on a category page. */
import { categoryPath, DEFAULT_TWITTER_CARD, pageTitle, productPath, productVariantPath } from '@shop/rules';
import { absoluteUrl } from '../media';
import { SHOP, breadcrumbList, organizationId, product as productData, shopPageHead, type PageHead } from '../seo';
import type { Database } from '../db/database';
import { NotFoundError } from '../errors';
import { findCategoryPage } from './categories';
import { formerVariantOf, getProduct } from './products';
import type { ProductView } from './reshape';

export interface PageContext {
  siteUrl: string;
  /** The preview image of pages that have none of their own (the home entry's). */
  fallbackImageUrl: string;
}

/** A page that now lives at another path (a product whose slug staff changed): a permanent redirect. */
/** YYYY-MM-DD: the last day, in India's calendar, a sale price holds (the day of the moment before its end). */
const INDIA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
function lastSaleDay(endsAt: string): string {
  return INDIA_DAY.format(new Date(Date.parse(endsAt) - 1));
}

export interface MovedPage {
  movedTo: string;
}

/**
 * `slugOrId` as the storefront's /products/{slug} holds it; undefined when no active product has it, and
 * the product's current path when `slugOrId` is a slug it had before.
 */
export async function productPageHead(db: Database, slugOrId: string, { siteUrl }: PageContext): Promise<PageHead | MovedPage | undefined> {
  let product: ProductView;
  try {
    // The country of origin needs none of the seller's defaults (the maker and consumer care do).
    product = await getProduct(db, slugOrId, siteUrl, { maker: null, consumerCare: null });
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
  if (!/^\d+$/.test(slugOrId) && product.slug !== slugOrId) return { movedTo: productVariantPath(product.slug, await formerVariantOf(db, slugOrId)) };
  const url = `${siteUrl}${productPath(product.slug)}`;
  const images = [product.image1, product.image2, product.image3, product.image4, product.image5]
    .filter((image): image is string => image !== null && image !== '')
    .map((image) => absoluteUrl(image, siteUrl));
  // Two decimals, as schema.org and Open Graph write prices; exact, since the price is whole paise / 100.
  const price = product.price.toFixed(2);
  const description = product.short_desc.trim() || product.title;
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
      productData({
        name: product.title,
        description,
        url,
        imageUrls: images,
        sku: product.slug,
        brand: SHOP.name,
        category: product.category_name,
        material: product.material,
        price,
        priceValidUntil: product.sale ? lastSaleDay(product.sale.ends_at) : undefined,
        currency: SHOP.currency,
        inStock: product.in_stock,
        rating: product.review_count > 0 ? { value: Number(product.average_rating), count: product.review_count } : undefined,
        sellerId: organizationId(siteUrl),
        countryOfOrigin: product.declarations?.country_of_origin?.name,
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

/** `nameOrId` decoded from /category/{name}; undefined when there is no such category. */
export async function categoryPageHead(db: Database, nameOrId: string, { siteUrl, fallbackImageUrl }: PageContext): Promise<PageHead | undefined> {
  const category = await findCategoryPage(db, nameOrId);
  if (!category) return undefined;
  const url = `${siteUrl}${categoryPath(category.name)}`;
  const count = `${category.activeProducts} ${category.activeProducts === 1 ? 'product' : 'products'}`;
  return shopPageHead({
    title: pageTitle(category.name, SHOP.name),
    description: `Buy ${category.name} online from ${SHOP.name}: ${count}, prices in rupees, delivered across India.`,
    url,
    imageUrl: category.firstImage === null ? fallbackImageUrl : absoluteUrl(category.firstImage, siteUrl),
    type: 'website',
    twitterCard: DEFAULT_TWITTER_CARD,
    structuredData: [
      breadcrumbList([
        { name: 'Home', url: `${siteUrl}/` },
        { name: 'Products', url: `${siteUrl}/products` },
        { name: category.name, url },
      ]),
    ],
  });
}
