/**
 * The dashboard's count of contact-form messages nobody has opened yet (the inbox's `unread` status).
 * The one place that decides what "unread" means for the dashboard.
 */
import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contactMessages } from '../db/schema';

export async function unreadMessageCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'unread'));
  return row?.n ?? 0;
}
