/**
 * Photos of a request's site (decision 053, "Site photos"). Anyone may upload one, as anyone may ask for a price: the
 * answer carries a claim (128 random bits) whose SHA-256 alone is kept, and a request naming the claim takes the
 * photo, once. A photo is shown only where the quote is: to staff, and on the buyer's own page (by its link or their
 * account); no listing names it. Erasing a buyer removes their quotes' photos from storage too.
 */
import type { Schema } from '@shop/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { inTransaction } from '../db/transaction';
import { quotePhotos, quotes } from '../db/schema';
import { InvalidInputError, problem } from '../errors';
import { keysNoPhotoUses, type MediaStorage, type StoredImage } from '../media';

/** How long an upload waits for the request that names it: a form is filled in minutes, not days. */
const UNCLAIMED_FOR_MS = 24 * 60 * 60 * 1000;

const hashOf = (claim: string) => createHash('sha256').update(claim).digest('hex');

export async function recordQuotePhoto(db: Database, image: StoredImage, storage: Pick<MediaStorage, 'urlOf'>): Promise<Schema<'QuotePhotoUpload'>> {
  const claim = randomBytes(16).toString('base64url');
  const [row] = await db.insert(quotePhotos).values({ claimHash: hashOf(claim), width: image.width, height: image.height, variants: image.variants }).returning();
  return { claim, url: largest(row!, storage) };
}

/** Gives the photos the request names to its quote; a claim unknown or taken already is refused, naming it. */
export async function attachQuotePhotos(tx: Transaction, quoteId: number, claims: readonly string[]): Promise<void> {
  if (claims.length === 0) return;
  const hashes = claims.map(hashOf);
  const taken = await tx
    .update(quotePhotos)
    .set({ quoteId })
    .where(and(inArray(quotePhotos.claimHash, hashes), isNull(quotePhotos.quoteId)))
    .returning({ claimHash: quotePhotos.claimHash });
  const took = new Set(taken.map((row) => row.claimHash));
  const missing = hashes.flatMap((hash, index) => (took.has(hash) ? [] : [index]));
  if (missing.length > 0) {
    const message = problem('photo_unavailable', 'This photo is not one you uploaded, or another request has it. Upload it again.');
    throw new InvalidInputError(Object.fromEntries(missing.map((index) => [`photos.${index}`, [message]])), 'A photo could not be added to the request.');
  }
}

/** The photos of each quote, oldest first, as their pages show them. */
export async function quotePhotoViews(db: Database, quoteIds: readonly number[], storage: Pick<MediaStorage, 'urlOf'>): Promise<Map<number, Schema<'QuotePhoto'>[]>> {
  const rows = quoteIds.length ? await db.select().from(quotePhotos).where(inArray(quotePhotos.quoteId, [...quoteIds])).orderBy(asc(quotePhotos.id)) : [];
  const views = new Map<number, Schema<'QuotePhoto'>[]>();
  for (const row of rows) views.set(row.quoteId!, [...(views.get(row.quoteId!) ?? []), { url: largest(row, storage) }]);
  return views;
}

/** The quote's id by its number, for the routes that add its photos to an answer. */
export async function quoteIdOf(db: Database, number: string): Promise<number | null> {
  const [row] = await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.number, number));
  return row?.id ?? null;
}

/**
 * Removes the photos of the quotes `which` selects (an erased buyer's) and answers the storage keys no other quote's
 * or return's photo still uses (keys are content-addressed, so two uploads of one picture share them).
 */
export async function eraseQuotePhotos(tx: Transaction, which: SQL): Promise<string[]> {
  return removePhotos(tx, inArray(quotePhotos.quoteId, tx.select({ id: quotes.id }).from(quotes).where(which)));
}

/** A photo no request claimed within a day is nobody's: it goes, with its stored files no other photo uses. */
export async function forgetUnclaimedQuotePhotos(db: Database, storage: Pick<MediaStorage, 'delete'>, now: Date): Promise<number> {
  const { count, keys } = await inTransaction(db, async (tx) => {
    const before = await tx.select({ id: quotePhotos.id }).from(quotePhotos).where(and(isNull(quotePhotos.quoteId), lt(quotePhotos.createdAt, new Date(now.getTime() - UNCLAIMED_FOR_MS))));
    if (before.length === 0) return { count: 0, keys: [] };
    return { count: before.length, keys: await removePhotos(tx, inArray(quotePhotos.id, before.map((row) => row.id))) };
  });
  // After the rows are gone: a file left behind by a failed delete is only space, never a photo shown.
  await Promise.all(keys.map((key) => storage.delete(key)));
  return count;
}

async function removePhotos(tx: Transaction, which: SQL): Promise<string[]> {
  const removed = await tx.delete(quotePhotos).where(which).returning({ id: quotePhotos.id, variants: quotePhotos.variants });
  return keysNoPhotoUses(
    tx,
    removed.flatMap((photo) => photo.variants.map((variant) => variant.key)),
  );
}

/** The last variant is the fallback JPEG or PNG at the largest size, as media's own answers use. */
function largest(row: typeof quotePhotos.$inferSelect, storage: Pick<MediaStorage, 'urlOf'>): string {
  return storage.urlOf(row.variants.at(-1)!.key);
}
