/** Catalogue rows become the API's shapes here, and only here. Field names follow the specification. */
import type { categories, products, reviews } from '../db/schema';
import type { Material, ReviewStatus } from '../db/tables/values';
import { paiseToRupees } from '@shop/rules';

export type ProductRow = typeof products.$inferSelect & { categoryName: string };

export interface ProductView {
  id: number;
  slug: string;
  title: string;
  short_desc: string;
  /** The same text as short_desc: the storefront's documents read both spellings. */
  shortDesc: string;
  long_desc: string;
  /** Rupees. */
  price: number;
  /** Rupees; the M.R.P. shown struck through. */
  max_price: number;
  category_name: string;
  material: Material;
  image1: string;
  image2: string | null;
  image3: string | null;
  image4: string | null;
  image5: string | null;
  bullet_one: string;
  bullet_two: string;
  bullet_three: string;
  bullet_four: string;
  bullet_five: string;
  keywords: string;
  isBest: boolean;
  /** One decimal, "0.0" without reviews; published reviews only. */
  average_rating: string;
  review_count: number;
  reviews: { rating: number }[];
  in_stock: boolean;
}

export function reshapeProduct(row: ProductRow, publishedRatings: readonly number[]): ProductView {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    short_desc: row.shortDesc,
    shortDesc: row.shortDesc,
    long_desc: row.longDesc,
    price: paiseToRupees(row.pricePaise),
    max_price: paiseToRupees(row.maxPricePaise),
    category_name: row.categoryName,
    material: row.material,
    image1: row.image1,
    image2: row.image2,
    image3: row.image3,
    image4: row.image4,
    image5: row.image5,
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
  };
}

/** Mean rating to one decimal, rounding halves up ("4.25" -> "4.3"), computed in tenths to avoid float drift. */
export function averageRating(ratings: readonly number[]): string {
  if (ratings.length === 0) return '0.0';
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  const tenths = Math.round((sum * 10) / ratings.length);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

export interface CategoryView {
  id: number;
  category_name: string;
}

export function reshapeCategory(row: typeof categories.$inferSelect): CategoryView {
  return { id: row.id, category_name: row.name };
}

export type ReviewRow = typeof reviews.$inferSelect & { productTitle: string; userName: string };

export interface ReviewView {
  id: number;
  product: number;
  product_title: string;
  user_name: string;
  rating: number;
  review_text: string;
  status: ReviewStatus;
  verified_purchase: boolean;
  created_at: string;
}

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
    created_at: row.createdAt.toISOString(),
  };
}
