/**
 * The catalogue as a shopping feed lists it (decision 049): one row per variant on sale of every visible
 * product with a photo Google takes, with its product's words, those photos (the variant's own first, absolute)
 * and declarations, its regular price, stock and the sale a feed announces for it.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { categories, products, productVariants } from '../db/schema';
import { absoluteMediaUrl } from '../media';
import { announcedSaleAt, type AnnouncedSale } from '../sales';
import { declaredNetQuantity, publicDeclarations, type DeclarationDefaults } from './declarations';
import { PRODUCT_ID } from './products';
import type { Schema } from '@shop/contracts';


export interface FeedVariant {
  productId: number;
  slug: string;
  title: string;
  description: string;
  categoryName: string;
  material: string;
  variantId: number;
  /** Empty for a product's only variant. */
  label: string;
  sku: string;
  /** The barcode number on the pack; null when it has none. */
  gtin: string | null;
  pricePaise: number;
  inStock: boolean;
  /** Absolute: the variant's own photo first, then the product's others in order. */
  images: string[];
  weightGrams: number;
  netQuantity: string | null;
  madeMonth: string | null;
  declarations: Schema<'ProductDeclarations'>;
  sale: AnnouncedSale | null;
}

/**
 * Whether Merchant Center takes a photo: it refuses SVG ("image format not supported") and disapproves the item, so
 * such a photo is left out; a variant with no photo it takes is left out of the feed, as one with none at all.
 */
function isFeedPicture(url: string): boolean {
  return !/\.svg(?:[?#]|$)/i.test(url);
}

/** The product's photo URLs in order, as a column (the variant's own is put first below). */
const photoUrls = sql<string[]>`coalesce((select json_agg("product_images"."url" order by "product_images"."position")
  from "product_images" where "product_images"."product_id" = ${PRODUCT_ID}), '[]'::json)`;

export async function listFeedVariants(db: Database, siteUrl: string, defaults: DeclarationDefaults, at: Date): Promise<FeedVariant[]> {
  const rows = await db
    .select({
      productId: products.id,
      slug: products.slug,
      title: products.title,
      shortDesc: products.shortDesc,
      longDesc: products.longDesc,
      categoryName: categories.name,
      material: products.material,
      genericName: products.genericName,
      countryOfOrigin: products.countryOfOrigin,
      makerKind: products.makerKind,
      makerName: products.makerName,
      makerAddress: products.makerAddress,
      variantId: productVariants.id,
      label: productVariants.label,
      sku: productVariants.sku,
      gtin: productVariants.gtin,
      pricePaise: productVariants.pricePaise,
      stock: productVariants.stock,
      weightGrams: productVariants.weightGrams,
      netQuantity: productVariants.netQuantity,
      netQuantityUnit: productVariants.netQuantityUnit,
      madeMonth: productVariants.madeMonth,
      imagePosition: productVariants.imagePosition,
      photos: photoUrls,
      sale: announcedSaleAt(at),
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.isActive, true), eq(productVariants.isRetired, false)))
    .orderBy(asc(products.id), asc(productVariants.position), asc(productVariants.id));
  return rows
    .map((row) => {
      const own = row.imagePosition !== null && row.imagePosition <= row.photos.length ? row.imagePosition - 1 : 0;
      const ordered = row.photos.length === 0 ? [] : [row.photos[own]!, ...row.photos.filter((_, index) => index !== own)];
      return {
        productId: row.productId,
        slug: row.slug,
        title: row.title,
        description: row.longDesc || row.shortDesc || row.title,
        categoryName: row.categoryName,
        material: row.material,
        variantId: row.variantId,
        label: row.label,
        sku: row.sku,
        gtin: row.gtin,
        pricePaise: row.pricePaise,
        inStock: row.stock > 0,
        images: ordered.filter(isFeedPicture).map((url) => absoluteMediaUrl(url, siteUrl)),
        weightGrams: row.weightGrams,
        netQuantity: declaredNetQuantity(row),
        madeMonth: row.madeMonth,
        declarations: publicDeclarations(row, defaults),
        sale: row.sale,
      };
    })
    .filter((variant) => variant.images.length > 0);
}
