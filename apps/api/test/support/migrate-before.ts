/**
 * A database as a shop had it before one migration: the same migration files, the journal cut just before
 * `tag`, applied as an upgrading shop applies them. The test then writes the old data and runs the rest.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../../src/db/connect';

export async function migrateUpTo(db: PgliteDatabase, tag: string): Promise<void> {
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
