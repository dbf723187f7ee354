/** How far mail delivery is behind, for the operator's metrics: unsent mail and the age of the oldest. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';

export interface OutboxLag {
  unsent: number;
  /** Seconds since the oldest unsent mail was written; 0 when none waits. */
  oldestSeconds: number;
}

export async function mailOutboxLag(db: Database): Promise<OutboxLag> {
  const [row] = await db
    .select({
      unsent: sql<number>`count(*)::int`,
      oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt})), 0)::float8`,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'));
  return { unsent: Number(row?.unsent ?? 0), oldestSeconds: Number(row?.oldestSeconds ?? 0) };
}
