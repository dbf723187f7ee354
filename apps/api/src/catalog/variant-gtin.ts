/**
 * A variant's GTIN as staff save it, with the product form (its default variant's) or a variant's own: one
 * barcode names one pack, so a GTIN another variant has is refused naming the field, and two saves claiming
 * the same free one at once are told the same by the unique index.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { productVariants } from '../db/schema';
import { InvalidInputError, problem } from '../errors';
import { isUniqueViolation } from '../kernel';

const GTIN_TAKEN = problem('gtin_taken', 'Another variant already has this barcode number (GTIN): each pack size has its own. Check it against the pack.');

/** The column a save writes: only when it sent one (left out keeps the stored GTIN; null clears it). */
export function gtinColumn(gtin: string | null | undefined): { gtin?: string | null } {
  return gtin === undefined ? {} : { gtin };
}

/** `variantId`: the variant being saved, which may keep its own; undefined for a variant not yet made. */
export async function assertGtinFree(tx: Transaction, gtin: string | null | undefined, variantId: number | undefined): Promise<void> {
  if (gtin === undefined || gtin === null) return;
  const [taken] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.gtin, gtin), variantId === undefined ? undefined : ne(productVariants.id, variantId)));
  if (taken) throw new InvalidInputError({ gtin: [GTIN_TAKEN] });
}

/** Two saves that claim one free GTIN at once both pass assertGtinFree; the unique index stops the second. */
export function gtinRaceAsInvalid(error: unknown): unknown {
  return isUniqueViolation(error, 'product_variants_gtin_key') ? new InvalidInputError({ gtin: [GTIN_TAKEN] }) : error;
}
