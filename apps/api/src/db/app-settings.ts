/** Values generated once and shared by every API instance through the database. */
import { eq } from 'drizzle-orm';
import type { Database } from './database';
import { appSettings } from './schema';

/**
 * Returns the stored value of `key`, storing `create()` first if there is none. Safe when several
 * instances race: the first insert wins and every caller reads the winner's value.
 */
export async function getOrCreateSetting(db: Database, key: string, create: () => string): Promise<string> {
  await db.insert(appSettings).values({ key, value: create() }).onConflictDoNothing({ target: appSettings.key });
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  return row!.value;
}
