/**
 * Backups of the shop's database and their restore, for both drivers:
 *
 * - PostgreSQL: `pg_dump --format=custom` and `pg_restore` (Debian's postgresql-client; its major version
 *   must be at least the server's). The dump is consistent while the shop runs.
 * - PGlite: the data directory as PGlite's own tar.gz (`dumpDataDir`), loaded back with `loadDataDir`.
 *   PGlite admits one process per directory, so the shop is stopped for both.
 *
 * A restore goes into an empty database only (a new PostgreSQL database, a new or empty PGlite
 * directory): it never merges into, or overwrites, a shop that has data.
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import postgres from 'postgres';
import { IN_MEMORY_DATA_DIR } from './database';

export interface BackupTarget {
  /** The PGlite data directory; used when no databaseUrl is given. */
  dataDir: string;
  databaseUrl?: string | undefined;
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export async function backupDatabase(source: BackupTarget, file: string): Promise<void> {
  if (source.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${source.databaseUrl}`]);
    return;
  }
  assertOnDisk(source.dataDir);
  const client = new PGlite(source.dataDir, { extensions: PGLITE_EXTENSIONS });
  try {
    await client.waitReady;
    const dump = await client.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if (target.databaseUrl) {
    await assertEmptyPostgres(target.databaseUrl);
    await run('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${target.databaseUrl}`, file]);
    return;
  }
  assertOnDisk(target.dataDir);
  await mkdir(target.dataDir, { recursive: true });
  if ((await readdir(target.dataDir)).length > 0) {
    throw new BackupError(`${target.dataDir} is not empty: restore into a new directory, then point DATA_DIR at it.`);
  }
  const archive = await readFile(file);
  const client = new PGlite(target.dataDir, { extensions: PGLITE_EXTENSIONS, loadDataDir: new Blob([archive]) });
  try {
    await client.waitReady;
  } finally {
    await client.close();
  }
}

function assertOnDisk(dataDir: string): void {
  if (dataDir === IN_MEMORY_DATA_DIR) throw new BackupError('DATA_DIR is memory://: an in-memory database has nothing to back up or restore into.');
}

async function assertEmptyPostgres(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ tables: number }[]>`
      select count(*)::int as tables from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema')`;
    if (row!.tables > 0) {
      throw new BackupError('The target database already has tables: restore into a new, empty database, then point DATABASE_URL at it.');
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Runs a PostgreSQL client program; its error output (never the URL, which may hold a password) on failure. */
function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => reject(new BackupError(`${program} could not be started (${error.message}); install postgresql-client.`)));
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${program} failed with exit code ${code}: ${stderr.trim().replace(/postgres(ql)?:\/\/\S+/g, '<database URL>')}`)),
    );
  });
}
