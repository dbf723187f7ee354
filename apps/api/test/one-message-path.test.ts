/**
 * notify(tx, event, recipient) is the only path a message takes: nothing in the API writes to the outbox but
 * its writer, notify/outbox.ts, and nothing outside notify/ imports that writer (lint refuses the import too).
 * The scan reads the source as text, so a raw SQL insert is caught as well as a Drizzle one.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = fileURLToPath(new URL('../src', import.meta.url));
const WRITER = path.join('notify', 'outbox.ts');

/** A Drizzle insert into the outbox table, or an SQL one. */
const WRITES_TO_OUTBOX = /\.insert\(\s*outbox\s*\)|insert\s+into\s+"?outbox"?\b/i;
const IMPORTS_THE_WRITER = /from\s+'[./]*(?:\.\.\/)?notify\/outbox'/;

async function sourceFiles(): Promise<string[]> {
  const entries = await readdir(SOURCE, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.ts')).map((entry) => path.relative(SOURCE, path.join(entry.parentPath, entry.name)));
}

describe('the one message path', () => {
  it('writes to the outbox in notify/outbox.ts alone, which nothing outside notify/ imports', async () => {
    const files = await sourceFiles();
    const texts = new Map(await Promise.all(files.map(async (file) => [file, await readFile(path.join(SOURCE, file), 'utf8')] as const)));
    // The scan must see the writer's own insert, or it would pass on a renamed table or writer without looking.
    expect(texts.get(WRITER)).toMatch(WRITES_TO_OUTBOX);
    const writers = files.filter((file) => file !== WRITER && WRITES_TO_OUTBOX.test(texts.get(file)!));
    expect(writers, 'send messages with notify(tx, event, recipient), not by writing to the outbox').toEqual([]);
    const importers = files.filter((file) => !file.startsWith(`notify${path.sep}`) && IMPORTS_THE_WRITER.test(texts.get(file)!));
    expect(importers, 'only notify/ imports the outbox writer').toEqual([]);
  });
});
