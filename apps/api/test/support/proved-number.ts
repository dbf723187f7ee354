/**
 * A customer who proved their number, as a code typed back or the number's own START does (number-proof.test.ts
 * tests both): for tests about what goes to a proved number.
 */
import type { Database } from '../../src/db/database';
import { messagingContacts } from '../../src/db/schema';
import { inTransaction } from '../../src/db/transaction';
import { markNumberProved } from '../../src/messaging/consent';

export function proveNumber(db: Database, userId: number, mobile: string): Promise<void> {
  return inTransaction(db, async (tx) => {
    await tx.insert(messagingContacts).values({ userId, mobile }).onConflictDoUpdate({ target: messagingContacts.userId, set: { mobile, provedAt: null } });
    await markNumberProved(tx, userId, mobile);
  });
}
