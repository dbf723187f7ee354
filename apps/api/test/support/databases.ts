/**
 * Test databases for both drivers: an in-memory PGlite, or a fresh uniquely named database on the local
 * PostgreSQL (created from the `postgres` maintenance database and dropped again on close).
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { IN_MEMORY_DATA_DIR } from '../../src/config';
import { connectDatabase, type DatabaseHandle } from '../../src/db/connect';

export type Driver = 'pglite' | 'postgres';
export const DRIVERS: readonly Driver[] = ['pglite', 'postgres'];

/** The maintenance database of the PostgreSQL the tests may use (trust auth on 127.0.0.1). */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase extends DatabaseHandle {
  /** The postgres:// URL of the database, for a second connection; undefined for PGlite. */
  url: string | undefined;
}

export async function openTestDatabase(driver: Driver): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const handle = await connectDatabase({ dataDir: IN_MEMORY_DATA_DIR });
    return { ...handle, url: undefined };
  }
  const { name, url } = await createPostgresDatabase();
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

export async function createPostgresDatabase(): Promise<{ name: string; url: string }> {
  const name = `shop_api_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((sql) => sql`create database ${sql(name)}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
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
