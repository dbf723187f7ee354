/** How far sending is behind, for the operator's metrics: per channel, unsent messages and the oldest's age. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { outbox } from '../db/schema';
import { OUTBOX_CHANNELS, type OutboxChannel } from '../db/tables/values';

export interface ChannelLag {
  channel: OutboxChannel;
  unsent: number;
  /** Seconds since the oldest unsent message was written; 0 when none waits. */
  oldestSeconds: number;
}

export async function outboxLag(db: Database): Promise<ChannelLag[]> {
  const rows = await db
    .select({
      channel: outbox.channel,
      unsent: sql<number>`count(*)::int`,
      oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outbox.createdAt})), 0)::float8`,
    })
    .from(outbox)
    .where(eq(outbox.status, 'pending'))
    .groupBy(outbox.channel);
  return OUTBOX_CHANNELS.map((channel) => {
    const row = rows.find((found) => found.channel === channel);
    return { channel, unsent: Number(row?.unsent ?? 0), oldestSeconds: Number(row?.oldestSeconds ?? 0) };
  });
}
