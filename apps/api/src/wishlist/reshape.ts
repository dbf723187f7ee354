/** Wishlist rows become the API's WishlistEntry here; the product is the catalogue's own shape. */
import type { ProductView } from '../catalog/reshape';
import type { wishlistEntries } from '../db/schema';

export interface WishlistEntryView {
  id: number;
  product: number;
  product_details: ProductView;
  created_at: string;
}

export function reshapeWishlistEntry(row: typeof wishlistEntries.$inferSelect, product: ProductView): WishlistEntryView {
  return { id: row.id, product: row.productId, product_details: product, created_at: row.createdAt.toISOString() };
}
