/**
 * A database as a shop had it before one migration: a new PostgreSQL database given the same migration files with
 * the journal cut just before `tag`, as an upgrading shop had applied them. The test writes the old data in the SQL
 * of that time, calls `upgrade()` to run the rest as the shop's next start would, and reads what they made of it.
 *
 * On PostgreSQL rather than PGlite: the migrations' SQL is the same on both, and PGlite, compiled to WebAssembly,
 * spent several CPU-seconds booting and migrating each of these databases where PostgreSQL spends about one.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { MIGRATIONS_FOLDER } from '../../src/db/connect';
import type { Database } from '../../src/db/database';
import { rowsOf } from '../../src/db/rows';
import * as schema from '../../src/db/schema';
import { createPostgresDatabase, dropPostgresDatabase } from './databases';

export interface DatabaseBefore {
  /** The database, typed as the shop reads it today (for reading after `upgrade()`). */
  db: Database;
  /** The rows a query returns. */
  rows<Row = Record<string, unknown>>(query: SQL): Promise<Row[]>;
  /** Runs every migration from `tag` on, as the shop's next start would. */
  upgrade(): Promise<void>;
  close(): Promise<void>;
}

export async function databaseBefore(tag: string): Promise<DatabaseBefore> {
  const { name, url } = await createPostgresDatabase();
  const client = postgres(url, { max: 1, onnotice: () => {} });
  const db = drizzle({ client, schema });
  const close = async () => {
    await client.end({ timeout: 5 });
    await dropPostgresDatabase(name);
  };
  try {
    await migrateUpTo(db, tag);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    db,
    rows: async (query) => rowsOf(await db.execute(query)),
    upgrade: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close,
  };
}

async function migrateUpTo(db: Parameters<typeof migrate>[0], tag: string): Promise<void> {
  const before = await mkdtemp(path.join(tmpdir(), 'migrations-before-'));
  try {
    await cp(MIGRATIONS_FOLDER, before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const cut = journal.entries.findIndex((entry) => entry.tag === tag);
    if (cut <= 0) throw new Error(`No migration ${tag} with migrations before it`);
    await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
    await migrate(db, { migrationsFolder: before });
  } finally {
    await rm(before, { recursive: true, force: true });
  }
}
