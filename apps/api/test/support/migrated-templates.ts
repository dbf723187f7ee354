/**
 * The test runs' global setup: migrates one PGlite and one PostgreSQL database before any test file starts,
 * creates the shop's job queues in them (as the API does at start-up, so a test can enqueue a job), and names them to the test processes (TEMPLATE_ENV) so every test database is a copy of them
 * (databases.ts). The migrations themselves are still tested from nothing (migrations.test.ts, seed.test.ts).
 */
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { JOB_QUEUES } from '../../src/background-jobs';
import { connectDatabase, type DatabaseHandle } from '../../src/db/connect';
import { loadConfig } from '../../src/config';
import { IN_MEMORY_DATA_DIR } from '../../src/db/database';
import { createJobQueues } from '../../src/jobs';
import { createPostgresDatabase, dropPostgresDatabase, TEMPLATE_ENV } from './databases';

export default async function setup(): Promise<() => Promise<void>> {
  const [dumpFile, templateName] = await Promise.all([migratedPgliteDump(), migratedPostgresTemplate()]);
  process.env[TEMPLATE_ENV.pglite] = dumpFile;
  process.env[TEMPLATE_ENV.postgres] = templateName;
  return async () => {
    await Promise.all([rm(dumpFile, { force: true }), dropPostgresDatabase(templateName)]);
  };
}

async function migratedPgliteDump(): Promise<string> {
  const handle = await connectDatabase({ dataDir: IN_MEMORY_DATA_DIR });
  try {
    await withJobQueues(handle);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const file = path.join(tmpdir(), `shop-api-template-${randomBytes(6).toString('hex')}.tar`);
    // Uncompressed: each test database loads it, and gzip would cost every one of them the inflation.
    await writeFile(file, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  } finally {
    await handle.close();
  }
}

/** A migrated database no test connects to, which CREATE DATABASE … TEMPLATE copies (it must have no sessions). */
async function migratedPostgresTemplate(): Promise<string> {
  const { name, url } = await createPostgresDatabase();
  try {
    const handle = await connectDatabase({ dataDir: IN_MEMORY_DATA_DIR, databaseUrl: url, poolSize: 1 });
    try {
      await withJobQueues(handle);
    } finally {
      await handle.close();
    }
    return name;
  } catch (error) {
    await dropPostgresDatabase(name);
    throw error;
  }
}

function withJobQueues(handle: DatabaseHandle): Promise<void> {
  return createJobQueues(handle.db, JOB_QUEUES, loadConfig({ DATA_DIR: IN_MEMORY_DATA_DIR }).jobs);
}
