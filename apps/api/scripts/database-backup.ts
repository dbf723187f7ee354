/**
 * Backups from the command line, with the same configuration as the API (DATABASE_URL, or DATA_DIR
 * for the embedded database):
 *
 *   pnpm --filter @shop/api db:backup <file>    writes a backup (PostgreSQL: pg_dump's custom format;
 *                                               PGlite: the data directory as tar.gz)
 *   pnpm --filter @shop/api db:restore <file>   restores it into an empty database (a new PostgreSQL
 *                                               database, or a new DATA_DIR), never over a shop's data
 *
 * PGlite admits one process per directory: with the embedded database, stop the shop first.
 * Relative file names are read against apps/api (pnpm --filter runs scripts there).
 */
import path from 'node:path';
import { loadConfig } from '../src/config';
import { BackupError, backupDatabase, restoreDatabase } from '../src/db/backup';

const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('usage: db:backup <file> | db:restore <file>');
  process.exit(2);
}

const config = loadConfig(process.env);
const target = { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
const where = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${config.dataDir}`;
try {
  if (command === 'backup') {
    await backupDatabase(target, path.resolve(file));
    console.log(`Backed up ${where} to ${path.resolve(file)}.`);
  } else {
    await restoreDatabase(target, path.resolve(file));
    console.log(`Restored ${path.resolve(file)} into ${where}. Start the shop against it.`);
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
