/** The products a customer keeps an eye on. Each product is on a list at most once. */
import { and, desc, eq } from 'drizzle-orm';
import { PRODUCT_NOT_FOUND, getActiveProductsById } from '../catalog';
import { isPossibleId, type Database } from '../db/database';
import { wishlistEntries } from '../db/schema';
import { NotFoundError, problem } from '../errors';
import { reshapeWishlistEntry, type WishlistEntryView } from './reshape';

const NOT_ON_WISHLIST = problem('not_on_wishlist', 'This product is not on your wishlist.');

/**
 * Newest first. Products taken out of the shop drop out of the list (their entries stay, should they
 * return). `siteUrl` makes the products' photo URLs absolute, as in the catalogue.
 */
export async function listWishlist(db: Database, userId: number, siteUrl: string): Promise<WishlistEntryView[]> {
  const rows = await db
    .select()
    .from(wishlistEntries)
    .where(eq(wishlistEntries.userId, userId))
    .orderBy(desc(wishlistEntries.createdAt), desc(wishlistEntries.id));
  const products = await getActiveProductsById(db, rows.map((row) => row.productId), siteUrl);
  return rows.flatMap((row) => {
    const product = products.get(row.productId);
    return product ? [reshapeWishlistEntry(row, product)] : [];
  });
}

/** Adds the product, or keeps the entry it already has; either way answers the entry. */
export async function addToWishlist(db: Database, userId: number, productId: number, siteUrl: string): Promise<WishlistEntryView> {
  const product = (await getActiveProductsById(db, [productId], siteUrl)).get(productId);
  if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
  await db.insert(wishlistEntries).values({ userId, productId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(wishlistEntries)
    .where(and(eq(wishlistEntries.userId, userId), eq(wishlistEntries.productId, productId)));
  return reshapeWishlistEntry(row!, product);
}

export async function isWishlisted(db: Database, userId: number, productId: number): Promise<boolean> {
  if (!isPossibleId(productId)) return false;
  const [row] = await db
    .select({ id: wishlistEntries.id })
    .from(wishlistEntries)
    .where(and(eq(wishlistEntries.userId, userId), eq(wishlistEntries.productId, productId)));
  return row !== undefined;
}

export async function removeFromWishlist(db: Database, userId: number, productId: number): Promise<void> {
  if (!isPossibleId(productId)) throw new NotFoundError(NOT_ON_WISHLIST);
  const deleted = await db
    .delete(wishlistEntries)
    .where(and(eq(wishlistEntries.userId, userId), eq(wishlistEntries.productId, productId)))
    .returning({ id: wishlistEntries.id });
  if (deleted.length === 0) throw new NotFoundError(NOT_ON_WISHLIST);
}
