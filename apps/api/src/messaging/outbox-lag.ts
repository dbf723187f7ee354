/** How far WhatsApp and SMS delivery is behind, for the operator's metrics: per channel, unsent messages and the oldest's age. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { notificationOutbox } from '../db/schema';
import { MESSAGING_CHANNELS, type MessagingChannelName } from '../db/tables/values';

export interface ChannelLag {
  channel: MessagingChannelName;
  unsent: number;
  /** Seconds since the oldest unsent message was written; 0 when none waits. */
  oldestSeconds: number;
}

export async function messageOutboxLag(db: Database): Promise<ChannelLag[]> {
  const rows = await db
    .select({
      channel: notificationOutbox.channel,
      unsent: sql<number>`count(*)::int`,
      oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${notificationOutbox.createdAt})), 0)::float8`,
    })
    .from(notificationOutbox)
    .where(eq(notificationOutbox.status, 'pending'))
    .groupBy(notificationOutbox.channel);
  return MESSAGING_CHANNELS.map((channel) => {
    const row = rows.find((found) => found.channel === channel);
    return { channel, unsent: Number(row?.unsent ?? 0), oldestSeconds: Number(row?.oldestSeconds ?? 0) };
  });
}
