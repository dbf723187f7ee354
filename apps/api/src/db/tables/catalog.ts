/** What the shop sells and what customers keep an eye on (their reviews: reviews.ts, as a review may name an order). */
import type { PriceTier } from '@shop/rules';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, smallint, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, filledText, id, oneOf, slugShape, updatedAt, version } from './columns';
import { mediaImages } from './media';
import {
  GST_RATES,
  MAKER_KINDS,
  MATERIALS,
  MAX_PRODUCT_IMAGES,
  NET_QUANTITY_UNITS,
  TEXT_LIMITS,
  type MakerKind,
  type Material,
  type NetQuantityUnit,
} from './values';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    /** Display order in the shop's category list (ascending; ties by id). Staff reorder it. */
    position: integer('position').notNull().default(0),
    /** A hidden category leaves the shop's list and its page answers 404; its products stay on sale. */
    isActive: boolean('is_active').notNull().default(true),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_name_lower_key').on(sql`lower(${t.name})`),
    index('categories_position_idx').on(t.position, t.id),
    check('categories_name_filled', filledText(t.name, TEXT_LIMITS.title)),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    slug: text('slug').notNull().unique('products_slug_key'),
    title: text('title').notNull(),
    shortDesc: text('short_desc').notNull(),
    longDesc: text('long_desc').notNull(),
    /** Selling price in paise. */
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    /** M.R.P. in paise, shown struck through. */
    maxPricePaise: bigint('max_price_paise', { mode: 'number' }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    material: text('material').$type<Material>().notNull(),
    bulletOne: text('bullet_one').notNull(),
    bulletTwo: text('bullet_two').notNull(),
    bulletThree: text('bullet_three').notNull(),
    bulletFour: text('bullet_four').notNull(),
    bulletFive: text('bullet_five').notNull(),
    keywords: text('keywords').notNull().default(''),
    isBest: boolean('is_best').notNull().default(false),
    stock: integer('stock').notNull().default(0),
    /** Inactive products disappear from the shop but stay for the orders that reference them. */
    isActive: boolean('is_active').notNull().default(true),
    /**
     * The Name (A–Z) order's key, `title_sort_key(title)` (migration 0018), kept so that sorting and its
     * index read it instead of computing it for every row of every page.
     */
    titleSortKey: text('title_sort_key')
      .notNull()
      .generatedAlwaysAs(sql`title_sort_key(title)`),
    /**
     * The whole stars the rating filter compares: the published ratings' mean to one decimal, rounded
     * down; 0 without published reviews. Kept by a trigger on reviews (migration 0019), so a list page
     * filters and counts by rating without aggregating every review.
     */
    ratingStars: smallint('rating_stars').notNull().default(0),
    /**
     * Title and long description lower-cased, kept for product search (src/catalog/search.ts): `ILIKE` is
     * `lower(text) LIKE lower(pattern)`, and lower-casing every description for every search was most of a
     * search's time; `LIKE` on these gives the same answer without it.
     */
    titleFolded: text('title_folded')
      .notNull()
      .generatedAlwaysAs(sql`lower(title)`),
    longDescFolded: text('long_desc_folded')
      .notNull()
      .generatedAlwaysAs(sql`lower(long_desc)`),
    /** The staff-kept search terms lower-cased, for the same reason (migration 0059). */
    keywordsFolded: text('keywords_folded')
      .notNull()
      .generatedAlwaysAs(sql`lower(keywords)`),
    /**
     * The product's titles in the shop's other languages (its Hindi title), lower-cased and joined, for search to
     * find a product by what staff titled it in Hindi. Kept by a trigger on `translations` (migration 0062), as a
     * generated column cannot read another table; '' without a translated title.
     */
    translatedTitlesFolded: text('translated_titles_folded').notNull().default(''),
    /** HSN code for the GST invoice (4 to 8 digits): steel spikes 7326, plastic 3926, nets 5608. */
    hsnCode: text('hsn_code').notNull(),
    /** GST rate in whole percent; prices are GST-inclusive. */
    gstRatePercent: smallint('gst_rate_percent').notNull(),
    /**
     * The packed parcel as a courier weighs and measures it, for rates and booking: grams, and whole
     * centimetres (couriers round dimensions up; the volumetric weight is length × breadth × height / 5000).
     */
    weightGrams: integer('weight_grams').notNull(),
    lengthCm: smallint('length_cm').notNull(),
    breadthCm: smallint('breadth_cm').notNull(),
    heightCm: smallint('height_cm').notNull(),
    /**
     * The declarations the Legal Metrology (Packaged Commodities) Rules ask an online shop to show (decision 049):
     * the commodity's generic name, the country of origin (ISO 3166-1 alpha-2) and, when it is not the shop's
     * default (the seller's details), who made, packed or imported it. Null until staff give them: a product
     * made before declarations stays on sale, listed as incomplete, and cannot be shown again once hidden.
     */
    genericName: text('generic_name'),
    countryOfOrigin: text('country_of_origin'),
    makerKind: text('maker_kind').$type<MakerKind>(),
    makerName: text('maker_name'),
    makerAddress: text('maker_address'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    // Product search (src/catalog/search.ts): trigram indexes serve LIKE '%…%' substring matches on the
    // lower-cased copies, and the typo-tolerant word-similarity operator <% (and the back office's ILIKE) on
    // the title. pg_trgm is created by migration 0001.
    index('products_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('products_title_folded_trgm_idx').using('gin', t.titleFolded.op('gin_trgm_ops')),
    index('products_long_desc_folded_trgm_idx').using('gin', t.longDescFolded.op('gin_trgm_ops')),
    index('products_keywords_folded_trgm_idx').using('gin', t.keywordsFolded.op('gin_trgm_ops')),
    index('products_translated_titles_folded_trgm_idx').using('gin', t.translatedTitlesFolded.op('gin_trgm_ops')),
    // The paged list's sorts (src/catalog/product-pages.ts), over the products on sale only: a page at any
    // offset walks one of these instead of sorting the catalogue.
    index('products_on_sale_id_idx').on(t.id).where(sql`${t.isActive}`),
    index('products_on_sale_price_idx').on(t.pricePaise, t.id).where(sql`${t.isActive}`),
    index('products_on_sale_title_sort_idx').on(sql`${t.titleSortKey} collate "C"`, t.id).where(sql`${t.isActive}`),
    check('products_slug_shape', slugShape(t.slug)),
    check('products_title_filled', filledText(t.title, TEXT_LIMITS.title)),
    check('products_short_desc_size', sql`char_length(${t.shortDesc}) <= ${sql.raw(String(TEXT_LIMITS.shortText))}`),
    check('products_long_desc_size', sql`char_length(${t.longDesc}) <= ${sql.raw(String(TEXT_LIMITS.longText))}`),
    check('products_price_positive', sql`${t.pricePaise} > 0`),
    check('products_max_price_not_below_price', sql`${t.maxPricePaise} >= ${t.pricePaise}`),
    check('products_material_known', oneOf(t.material, MATERIALS)),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_rating_stars_range', sql`${t.ratingStars} between 0 and 5`),
    check('products_hsn_code_shape', sql`${t.hsnCode} ~ '^[0-9]{4,8}$'`),
    check('products_gst_rate_known', sql`${t.gstRatePercent} in (${sql.raw(GST_RATES.join(', '))})`),
    // The contract bounds them for staff (AdminProductFields); here, that a parcel has a size at all.
    check('products_package_measured', sql`${t.weightGrams} > 0 and ${t.lengthCm} > 0 and ${t.breadthCm} > 0 and ${t.heightCm} > 0`),
    check('products_generic_name_filled', sql`${t.genericName} is null or ${filledText(t.genericName, TEXT_LIMITS.genericName)}`),
    check('products_country_of_origin_shape', sql`${t.countryOfOrigin} is null or ${t.countryOfOrigin} ~ '^[A-Z]{2}$'`),
    // A maker is named whole or not at all (then the shop's default stands).
    check(
      'products_maker_whole',
      sql`(${t.makerKind} is null and ${t.makerName} is null and ${t.makerAddress} is null) or (${oneOf(t.makerKind, MAKER_KINDS)} and ${filledText(t.makerName, TEXT_LIMITS.makerName)} and ${filledText(t.makerAddress, TEXT_LIMITS.makerAddress)})`,
    ),
  ],
);

/**
 * What a shopper chooses between on a product's page (a length, a pack size): each its own SKU, price,
 * M.R.P., stock, parcel and HSN code; the description, photos and reviews are the product's. Every product
 * has at least one. The first live one by position is the product's default: its figures are copied onto
 * the product row by a trigger (migration 0030), which is what lists sort and filter by and what clients
 * that know nothing of variants read and buy. A retired variant leaves the page but stays for the orders
 * that name it.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** What sets it apart on the page and the invoice ("Pack of 20 (6 m)"); empty for a product's only variant. */
    label: text('label').notNull().default(''),
    /** The stock-keeping unit staff and packers know it by; unique whatever its case. */
    sku: text('sku').notNull(),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    maxPricePaise: bigint('max_price_paise', { mode: 'number' }).notNull(),
    stock: integer('stock').notNull().default(0),
    hsnCode: text('hsn_code').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    lengthCm: smallint('length_cm').notNull(),
    breadthCm: smallint('breadth_cm').notNull(),
    heightCm: smallint('height_cm').notNull(),
    /** Which of the product's photos shows it (1..5), or null for the product's main photo. */
    imagePosition: smallint('image_position'),
    /** What the pack holds, in `netQuantityUnit` (decision 049); null until staff give it. */
    netQuantity: numeric('net_quantity', { precision: 12, scale: 3, mode: 'number' }),
    netQuantityUnit: text('net_quantity_unit').$type<NetQuantityUnit>(),
    /** Month and year of manufacture or import, 'YYYY-MM'; null: as printed on the pack (the Rules allow it online). */
    madeMonth: text('made_month'),
    /** The GTIN under the pack's barcode (8, 12, 13 or 14 digits, GS1's check digit last); null when it has none. */
    gtin: text('gtin'),
    /**
     * Price breaks by quantity (decision 052), lowest minimum first: read and written whole with the variant,
     * never on their own, so they live on its row. The staff save checks their rules; the table only their count.
     */
    priceTiers: jsonb('price_tiers').$type<PriceTier[]>().notNull().default([]),
    /** Order on the page, ascending (ties by id); staff reorder it. */
    position: integer('position').notNull().default(0),
    isRetired: boolean('is_retired').notNull().default(false),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.position, t.id),
    uniqueIndex('product_variants_sku_key').on(sql`upper(${t.sku})`),
    // One barcode names one pack: a feed or a search engine would otherwise take two variants for one product.
    uniqueIndex('product_variants_gtin_key').on(t.gtin),
    check('product_variants_label_size', sql`char_length(${t.label}) <= ${sql.raw(String(TEXT_LIMITS.variantLabel))}`),
    check('product_variants_sku_shape', sql`${t.sku} ~ '^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$'`),
    check('product_variants_price_positive', sql`${t.pricePaise} > 0`),
    check('product_variants_max_price_not_below_price', sql`${t.maxPricePaise} >= ${t.pricePaise}`),
    check('product_variants_stock_not_negative', sql`${t.stock} >= 0`),
    check('product_variants_hsn_code_shape', sql`${t.hsnCode} ~ '^[0-9]{4,8}$'`),
    check('product_variants_package_measured', sql`${t.weightGrams} > 0 and ${t.lengthCm} > 0 and ${t.breadthCm} > 0 and ${t.heightCm} > 0`),
    check(
      'product_variants_net_quantity_whole',
      sql`(${t.netQuantity} is null and ${t.netQuantityUnit} is null) or (${t.netQuantity} > 0 and ${oneOf(t.netQuantityUnit, NET_QUANTITY_UNITS)})`,
    ),
    check('product_variants_gtin_shape', sql`${t.gtin} is null or ${t.gtin} ~ '^([0-9]{8}|[0-9]{12,14})$'`),
    check('product_variants_made_month_shape', sql`${t.madeMonth} is null or ${t.madeMonth} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('product_variants_price_tiers_few', sql`jsonb_typeof(${t.priceTiers}) = 'array' and jsonb_array_length(${t.priceTiers}) <= 5`),
    check('product_variants_image_position_range', sql`${t.imagePosition} is null or ${t.imagePosition} between 1 and ${sql.raw(String(MAX_PRODUCT_IMAGES))}`),
  ],
);

/**
 * A product's photos in display order (position 1 is the main picture), at most five, each with the alt
 * text screen readers announce. The shopper API's image1..image5 are read from here.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 1..5 */
    position: smallint('position').notNull(),
    /** Where the browser loads it: /media/… on this server or an object-storage URL. */
    url: text('url').notNull(),
    alt: text('alt').notNull(),
    /** The upload it came from; null for pictures that predate uploads (or whose upload record is gone). */
    mediaId: integer('media_id').references(() => mediaImages.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('product_images_product_position_key').on(t.productId, t.position),
    check('product_images_position_range', sql`${t.position} between 1 and ${sql.raw(String(MAX_PRODUCT_IMAGES))}`),
    check('product_images_url_filled', filledText(t.url, TEXT_LIMITS.url)),
    check('product_images_alt_filled', filledText(t.alt, TEXT_LIMITS.imageAlt)),
  ],
);

/**
 * Slugs a product was known by before staff changed it, so old links and search results keep working:
 * the shopper API answers the product and its page redirects permanently to the current path.
 */
export const productSlugRedirects = pgTable(
  'product_slug_redirects',
  {
    slug: text('slug').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * The variant the old address sold, when it was a product of its own before it became one of this
     * product's variants: the page redirects to the product showing it. Null for a renamed product.
     */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('product_slug_redirects_product_idx').on(t.productId), check('product_slug_redirects_slug_shape', slugShape(t.slug))],
);

export const wishlistEntries = pgTable(
  'wishlist_entries',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('wishlist_entries_user_product_key').on(t.userId, t.productId), index('wishlist_entries_product_idx').on(t.productId)],
);
