/**
 * Opens the database the configuration names and brings its schema up to date:
 * embedded PGlite (a directory, or `memory://`) by default, PostgreSQL when a URL is given.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { IN_MEMORY_DATA_DIR, type Database } from './database';
import { ObservedQueries } from './observed-queries';
import * as schema from './schema';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any constant shared by all instances; serialises concurrent migrators on one PostgreSQL. */
const MIGRATION_LOCK_KEY = 0x5e0b1d;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** PostgreSQL: the connections the pool may open (PGlite is one connection in this process). */
  poolSize?: number;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** An absolute directory or `memory://`; used when no databaseUrl is given. */
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
  /** PGlite only: start from this dump of a data directory (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
}

export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? connectPostgres(options.databaseUrl, options.poolSize ?? 10) : connectPglite(options.dataDir, options.loadDataDir);
}

/**
 * PGlite is a single connection inside this process: transactions queue behind each other, so keep them
 * short. One directory must be opened by one process at a time.
 */
async function connectPglite(dataDir: string, loadDataDir: Blob | undefined): Promise<DatabaseHandle> {
  if (dataDir !== IN_MEMORY_DATA_DIR) await mkdir(dataDir, { recursive: true });
  // The contrib extensions the migrations create; PostgreSQL ships them, PGlite loads them as bundles.
  const client = new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS, ...(loadDataDir ? { loadDataDir } : {}) });
  await client.waitReady;
  const db = drizzlePglite({ client, schema, cache: new ObservedQueries() });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, driver: 'pglite', close: () => client.close() };
}

async function connectPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  await migratePostgresWithLock(url);
  const client = postgres(url, { max: poolSize, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema, cache: new ObservedQueries() });
  return { db, driver: 'postgres', poolSize, close: () => client.end({ timeout: 5 }) };
}

/**
 * Several instances may start together; a session advisory lock on a dedicated connection makes one
 * of them migrate while the others wait, then find nothing left to do.
 */
async function migratePostgresWithLock(url: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  const db = drizzlePostgres({ client });
  try {
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  } finally {
    await client.end({ timeout: 5 });
  }
}
