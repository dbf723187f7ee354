/**
 * Test databases for both drivers: an in-memory PGlite, or a fresh uniquely named database on the local
 * PostgreSQL (created from the `postgres` maintenance database and dropped again on close).
 *
 * Each starts as a copy of a database migrated once per run (migrated-templates.ts, the test runs' global
 * setup): PGlite loads a dump of the migrated data directory, PostgreSQL copies a template database. Booting
 * an empty PGlite and migrating it costs seconds; loading the dump, about a third of that. Where that setup
 * did not run (a script importing this module), each database is migrated from nothing.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import postgres from 'postgres';
import { IN_MEMORY_DATA_DIR } from '../../src/db/database';
import { connectDatabase, type DatabaseHandle } from '../../src/db/connect';

export type Driver = 'pglite' | 'postgres';
/** Both drivers: for the tests whose subject is the database itself (locks, jobs, migrations, backups, search). */
export const DRIVERS: readonly Driver[] = ['pglite', 'postgres'];

/**
 * The driver a test of the shop's rules runs on: PostgreSQL, the production database. A rule holds or fails the
 * same way on either (PGlite is PostgreSQL compiled to WebAssembly); what differs between the drivers (result
 * parsing, transactions side by side, raw SQL) is checked where it can differ: the tests on DRIVERS, the provider
 * verification, which replays every consumer's call on both, and the journeys, which run on PGlite.
 */
export const RULE_DRIVERS: readonly Driver[] = ['postgres'];

/** The maintenance database of the PostgreSQL the tests may use (trust auth on 127.0.0.1). */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Where the global setup left the migrated templates: a file holding PGlite's dump, a database's name. */
export const TEMPLATE_ENV = { pglite: 'SHOP_TEST_PGLITE_TEMPLATE', postgres: 'SHOP_TEST_POSTGRES_TEMPLATE' } as const;

export interface TestDatabase extends DatabaseHandle {
  /** The postgres:// URL of the database, for a second connection; undefined for PGlite. */
  url: string | undefined;
}

export async function openTestDatabase(driver: Driver): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const handle = await connectDatabase({ dataDir: IN_MEMORY_DATA_DIR, loadDataDir: await pgliteTemplate() });
    return { ...handle, url: undefined };
  }
  const { name, url } = await createPostgresDatabase({ template: process.env[TEMPLATE_ENV.postgres] });
  try {
    const handle = await connectDatabase({ dataDir: IN_MEMORY_DATA_DIR, databaseUrl: url, poolSize: 4 });
    return {
      ...handle,
      url,
      async close() {
        await handle.close();
        await dropPostgresDatabase(name);
      },
    };
  } catch (error) {
    await dropPostgresDatabase(name);
    throw error;
  }
}

let pgliteDump: Promise<Blob | undefined> | undefined;

/** The dump of the PGlite database migrated once per run, to start another from, read once per test process; undefined where the setup did not run. */
export function pgliteTemplate(): Promise<Blob | undefined> {
  const file = process.env[TEMPLATE_ENV.pglite];
  return (pgliteDump ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined));
}

/** A new database, empty or (with `template`) a copy of that one. */
export async function createPostgresDatabase({ template }: { template?: string | undefined } = {}): Promise<{ name: string; url: string }> {
  const name = `shop_api_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((sql) => (template ? sql`create database ${sql(name)} template ${sql(template)}` : sql`create database ${sql(name)}`));
  return { name, url: postgresUrl(name) };
}

function postgresUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPostgresDatabase(name: string): Promise<void> {
  await withAdmin((sql) => sql`drop database if exists ${sql(name)} with (force)`);
}

async function withAdmin(run: (sql: postgres.Sql) => Promise<unknown>): Promise<void> {
  const sql = postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    await run(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
