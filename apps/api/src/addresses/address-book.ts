/** A customer's saved delivery addresses. Another customer's addresses do not exist for them (404). */
import type { Schema } from '@shop/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import { isPossibleId, type Database } from '../db/database';
import { addresses, users } from '../db/schema';
import { InvalidInputError, NotFoundError, problem } from '../errors';
import { reshapeAddress, type AddressView } from './reshape';
import { storedAddress } from './stored-address';
import { inTransaction } from '../db/transaction';

/** Enough for home, work and family; a list past this is a script, not a customer. */
const MAX_ADDRESSES_PER_CUSTOMER = 20;
const ADDRESS_NOT_FOUND = problem('address_not_found', 'Address not found.');
const ADDRESS_BOOK_NOT_FOUND = problem('address_book_not_found', 'Not found.');
const ADDRESS_BOOK_FULL = problem('address_book_full', `You can save up to ${MAX_ADDRESSES_PER_CUSTOMER} addresses. Please delete one you no longer use first.`);

/** The addresses of `ownerId`, oldest first; only the owner may ask. */
export async function listAddresses(db: Database, signedInUserId: number, ownerId: number): Promise<AddressView[]> {
  if (ownerId !== signedInUserId) throw new NotFoundError(ADDRESS_BOOK_NOT_FOUND);
  const rows = await db.select().from(addresses).where(eq(addresses.userId, ownerId)).orderBy(asc(addresses.id));
  return rows.map(reshapeAddress);
}

export async function createAddress(db: Database, userId: number, input: Schema<'AddressCreate'>): Promise<AddressView> {
  const address = storedAddress(input);
  return inTransaction(db, async (tx) => {
    // Locking the customer's row makes count-then-insert safe against a double submit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [saved] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    if ((saved?.n ?? 0) >= MAX_ADDRESSES_PER_CUSTOMER) throw new InvalidInputError({ non_field_errors: [ADDRESS_BOOK_FULL] }, ADDRESS_BOOK_FULL);
    const [row] = await tx
      .insert(addresses)
      .values({ ...address, userId })
      .returning();
    return reshapeAddress(row!);
  });
}

/** Orders keep their own copy of the address, so deleting it rewrites no order. */
export async function deleteAddress(db: Database, userId: number, addressId: number): Promise<void> {
  if (!isPossibleId(addressId)) throw new NotFoundError(ADDRESS_NOT_FOUND);
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (deleted.length === 0) throw new NotFoundError(ADDRESS_NOT_FOUND);
}
