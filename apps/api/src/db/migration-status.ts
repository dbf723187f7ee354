/**
 * Whether the database has every migration this build ships: the readiness check (GET /readyz) answers
 * 503 until it has, e.g. while another instance is still migrating a shared PostgreSQL.
 */
import { bigint, pgSchema } from 'drizzle-orm/pg-core';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER } from './connect';
import type { Database } from './database';

/** Drizzle's own bookkeeping: one row per applied migration, `created_at` being its journal timestamp. */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  createdAt: bigint('created_at', { mode: 'number' }),
});

let shipped: number[] | undefined;

/** How many of this build's migrations the database lacks (0: up to date). Throws when it cannot be asked. */
export async function countPendingMigrations(db: Database): Promise<number> {
  shipped ??= readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((migration) => migration.folderMillis);
  const applied = new Set((await db.select({ createdAt: appliedMigrations.createdAt }).from(appliedMigrations)).map((row) => row.createdAt));
  return shipped.filter((millis) => !applied.has(millis)).length;
}
