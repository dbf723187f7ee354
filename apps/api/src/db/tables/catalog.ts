/** What the shop sells, what customers say about it, and what they keep an eye on. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, filledText, id, oneOf, slugShape, updatedAt } from './columns';
import { orders } from './orders';
import { MATERIALS, REVIEW_STATUSES, TEXT_LIMITS, type Material, type ReviewStatus } from './values';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_name_lower_key').on(sql`lower(${t.name})`),
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
    pricePaise: integer('price_paise').notNull(),
    /** M.R.P. in paise, shown struck through. */
    maxPricePaise: integer('max_price_paise').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    material: text('material').$type<Material>().notNull(),
    /** The main picture; every product has one. The others are optional. */
    image1: text('image1').notNull(),
    image2: text('image2'),
    image3: text('image3'),
    image4: text('image4'),
    image5: text('image5'),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    // Product search (src/catalog/search.ts): trigram indexes serve both ILIKE '%…%' substring matches and
    // the typo-tolerant word-similarity operator <%. pg_trgm is created by migration 0001.
    index('products_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('products_long_desc_trgm_idx').using('gin', t.longDesc.op('gin_trgm_ops')),
    check('products_slug_shape', slugShape(t.slug)),
    check('products_title_filled', filledText(t.title, TEXT_LIMITS.title)),
    check('products_short_desc_size', sql`char_length(${t.shortDesc}) <= ${sql.raw(String(TEXT_LIMITS.shortText))}`),
    check('products_long_desc_size', sql`char_length(${t.longDesc}) <= ${sql.raw(String(TEXT_LIMITS.longText))}`),
    check('products_price_positive', sql`${t.pricePaise} > 0`),
    check('products_max_price_not_below_price', sql`${t.maxPricePaise} >= ${t.pricePaise}`),
    check('products_material_known', oneOf(t.material, MATERIALS)),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_image1_filled', sql`length(btrim(${t.image1})) > 0`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order the review was written from, when there was one. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    reviewText: text('review_text').notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A customer has one review per product, which they may edit.
    unique('reviews_user_product_key').on(t.userId, t.productId),
    index('reviews_product_status_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_order_idx').on(t.orderId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_text_filled', filledText(t.reviewText, TEXT_LIMITS.reviewText)),
    check('reviews_status_known', oneOf(t.status, REVIEW_STATUSES)),
  ],
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
