/** Wishlist rows become the API's WishlistEntry here; the product is the catalogue's own shape. */
import type { Schema } from '@shop/contracts';
import type { ProductView } from '../catalog';
import type { wishlistEntries } from '../db/schema';

export type WishlistEntryView = Schema<'WishlistEntry'>;

export function reshapeWishlistEntry(row: typeof wishlistEntries.$inferSelect, product: ProductView): WishlistEntryView {
  return { id: row.id, product: row.productId, product_details: product, created_at: row.createdAt.toISOString() };
}
