/**
 * Shoppers' and crews' photos (a return's, a quote's site, a finished job's) are stored under content-addressed
 * keys, so two uploads of one picture share their files. When photos are removed, only the keys no photo left
 * names may be deleted from storage: this answers those, checked against every kind of photo.
 */
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { bookingPhotos, quotePhotos, returnPhotos } from '../db/schema';

export async function keysNoPhotoUses(tx: Transaction, keys: readonly string[]): Promise<string[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  const usesAny = (column: typeof quotePhotos.variants | typeof returnPhotos.variants | typeof bookingPhotos.variants) =>
    sql`exists (select 1 from jsonb_array_elements(${column}) as variant where variant->>'key' in (${sql.join(unique.map((key) => sql`${key}`), sql`, `)}))`;
  const sharing = [
    ...(await tx.select({ variants: quotePhotos.variants }).from(quotePhotos).where(usesAny(quotePhotos.variants))),
    ...(await tx.select({ variants: returnPhotos.variants }).from(returnPhotos).where(usesAny(returnPhotos.variants))),
    ...(await tx.select({ variants: bookingPhotos.variants }).from(bookingPhotos).where(usesAny(bookingPhotos.variants))),
  ];
  const stillUsed = new Set(sharing.flatMap((photo) => photo.variants.map((variant) => variant.key)));
  return unique.filter((key) => !stillUsed.has(key));
}
