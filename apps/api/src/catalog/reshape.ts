/** Catalogue rows become the API's shapes here, and only here. Field names follow the product brief. */
import type { Schema } from '@shop/contracts';
import type { LanguageCode } from '@shop/rules/languages';
import type { reviews, TranslatedTexts } from '../db/schema';
import { paiseToRupees, tiersOnOffer, type PriceTier } from '@shop/rules';
import { VARIANT_TEXT_FIELDS } from '../db/tables/values';
import { textsInLanguage } from '../translations';
import { absoluteMediaUrl, productPicture, type StoredUpload } from '../media';
import type { StoredSalePrice } from '../sales';
import { declaredNetQuantity, type DeclaredVariant } from './declarations';
import type { StoredProduct } from './product-columns';

/** One of a product's photos (product_images) with the upload it came from, if any. */
export interface StoredPhoto {
  url: string;
  /** What staff wrote about the photo (product_images.alt). */
  alt: string;
  upload: StoredUpload | null;
}

/** `photos`: the product's photos in display order; `sale`: the live sale it sells in now, if any. */
export type ProductRow = StoredProduct & { categoryName: string; photos: readonly StoredPhoto[]; sale: StoredSalePrice | null };

/** The contract's Product: a change there that this file does not follow fails the type check. */
export type ProductView = Schema<'Product'>;

/** Photos have absolute URLs, on `siteUrl` when stored as `/media/…` paths (media/image-url.ts), and so do their sizes. */
export function reshapeProduct(row: ProductRow, publishedRatings: readonly number[], siteUrl: string): ProductView {
  const photos = row.photos.map((photo) => ({ ...photo, url: absoluteMediaUrl(photo.url, siteUrl) }));
  const imageUrls = photos.map((photo) => photo.url);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    short_desc: row.shortDesc,
    // Deprecated in the contract; produced here only, for clients that still read this spelling.
    shortDesc: row.shortDesc,
    long_desc: row.longDesc,
    // What the shop charges now: a live sale's price, which older clients read here too.
    price: paiseToRupees(row.sale?.pricePaise ?? row.pricePaise),
    max_price: paiseToRupees(row.maxPricePaise),
    category_name: row.categoryName,
    material: row.material,
    // The shop's shape predates the photo list: five fixed slots, the first always filled (a visible
    // product has at least one photo; '' only for a product whose photos were all removed while hidden).
    image1: imageUrls[0] ?? '',
    image2: imageUrls[1] ?? null,
    image3: imageUrls[2] ?? null,
    image4: imageUrls[3] ?? null,
    image5: imageUrls[4] ?? null,
    pictures: photos.map((photo) => productPicture(photo.url, photo.alt, photo.upload)),
    bullet_one: row.bulletOne,
    bullet_two: row.bulletTwo,
    bullet_three: row.bulletThree,
    bullet_four: row.bulletFour,
    bullet_five: row.bulletFive,
    keywords: row.keywords,
    isBest: row.isBest,
    average_rating: averageRating(publishedRatings),
    review_count: publishedRatings.length,
    reviews: publishedRatings.map((rating) => ({ rating })),
    in_stock: row.stock > 0,
    sale: row.sale ? { id: row.sale.id, name: row.sale.name, ends_at: new Date(row.sale.endsAt).toISOString(), regular_price: paiseToRupees(row.pricePaise) } : null,
  };
}

/** A variant on sale as the product page reads it: `pricePaise` is what it sells at now. */
export interface VariantRow extends DeclaredVariant {
  id: number;
  label: string;
  /** Its texts in the language asked, where staff translated them; null in English or without any. */
  translated: TranslatedTexts | null;
  sku: string;
  pricePaise: number;
  regularPricePaise: number;
  maxPricePaise: number;
  stock: number;
  imagePosition: number | null;
  madeMonth: string | null;
  gtin: string | null;
  priceTiers: readonly PriceTier[];
}

/**
 * `pictureCount`: the product's photos; a variant's photo that is no longer there shows the main one. Asked in another
 * language than English, a label staff translated is in it, and one still English is named so.
 */
export function reshapeVariants(rows: readonly VariantRow[], pictureCount: number, language: LanguageCode = 'en'): Schema<'ProductVariant'>[] {
  return rows.map((row) => ({
    id: row.id,
    ...labelIn(row, language),
    sku: row.sku,
    price: paiseToRupees(row.pricePaise),
    regular_price: paiseToRupees(row.regularPricePaise),
    max_price: paiseToRupees(row.maxPricePaise),
    in_stock: row.stock > 0,
    picture: row.imagePosition !== null && row.imagePosition <= pictureCount ? row.imagePosition - 1 : null,
    net_quantity: declaredNetQuantity(row),
    made_month: row.madeMonth,
    gtin: row.gtin,
    price_tiers: tiersOnOffer(row.regularPricePaise, row.pricePaise, row.priceTiers).map((tier) => ({
      min_quantity: tier.minQuantity,
      price: paiseToRupees(tier.unitPricePaise),
      saving_percent: tier.percentBelowList,
    })),
  }));
}

/** Mean rating to one decimal, rounding halves up ("4.25" -> "4.3"), computed in tenths to avoid float drift. */
export function averageRating(ratings: readonly number[]): string {
  if (ratings.length === 0) return '0.0';
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  const tenths = Math.round((sum * 10) / ratings.length);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/** The variant's label as asked in `language`, with whether it is still English (a product's only variant has none to translate). */
function labelIn(row: VariantRow, language: LanguageCode): Pick<Schema<'ProductVariant'>, 'label' | 'untranslated_fields'> {
  if (language === 'en' || row.label === '') return { label: row.label };
  const shown = textsInLanguage({ label: row.label }, VARIANT_TEXT_FIELDS, row.translated);
  return { label: shown.texts.label, untranslated_fields: shown.untranslated };
}

export type CategoryView = Schema<'Category'>;

export type ReviewRow = typeof reviews.$inferSelect & { productTitle: string; userName: string };

export type ReviewView = Schema<'Review'>;

export function reshapeReview(row: ReviewRow): ReviewView {
  return {
    id: row.id,
    product: row.productId,
    product_title: row.productTitle,
    user_name: row.userName,
    rating: row.rating,
    review_text: row.reviewText,
    status: row.status,
    verified_purchase: row.verifiedPurchase,
    rejection_reason: row.rejectionReason,
    reply: row.replyText && row.repliedAt ? { text: row.replyText, replied_at: row.repliedAt.toISOString() } : null,
    created_at: row.createdAt.toISOString(),
  };
}
