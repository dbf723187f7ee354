import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The home page's content and the FAQ are one document each, shared by every test on a server. Tests that
 * only read them (the home and FAQ pages against their content) may run side by side; a journey that edits
 * them runs alone. A readers-writer lock across Playwright's workers, in files, one per server:
 *   - `gate` is a folder (mkdir either creates it or fails, atomically). A reader holds it only while it
 *     signs in under `readers/`; a writer holds it for the whole edit, so no new reader starts meanwhile,
 *     and waits until the readers already in have left.
 *   - A lock left by a killed run goes stale.
 */
const outputDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '.output');
const STALE_AFTER_MS = 600_000;
const RETRY_MS = 200;

type Release = () => Promise<void>;

/** Waits until no journey is editing the server's site content, and keeps edits out until released. */
export async function readSiteContent(baseURL: string | undefined): Promise<Release> {
  const { gate, readers } = lockPaths(baseURL);
  await mkdir(readers, { recursive: true });
  await hold(gate);
  const reader = path.join(readers, randomUUID());
  try {
    await writeFile(reader, '');
  } finally {
    await rm(gate, { recursive: true, force: true });
  }
  return () => rm(reader, { force: true });
}

/** Waits until the server's site content is free of readers and other editors, then holds it alone. */
export async function editSiteContent(baseURL: string | undefined): Promise<Release> {
  const { gate, readers } = lockPaths(baseURL);
  await mkdir(readers, { recursive: true });
  await hold(gate);
  while ((await liveEntries(readers)).length > 0) await pause();
  return () => rm(gate, { recursive: true, force: true });
}

function lockPaths(baseURL: string | undefined) {
  const root = path.join(outputDir, `site-content-${encodeURIComponent(baseURL ?? 'default')}.lock`);
  return { gate: path.join(root, 'gate'), readers: path.join(root, 'readers') };
}

async function hold(gate: string): Promise<void> {
  for (;;) {
    try {
      await mkdir(gate);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (await isStale(gate)) await rm(gate, { recursive: true, force: true });
      await pause();
    }
  }
}

/** The readers still in, after removing those a killed run left behind. */
async function liveEntries(folder: string): Promise<string[]> {
  const live: string[] = [];
  for (const name of await readdir(folder)) {
    const entry = path.join(folder, name);
    if (await isStale(entry)) await rm(entry, { force: true });
    else live.push(entry);
  }
  return live;
}

async function isStale(entry: string): Promise<boolean> {
  const held = await stat(entry).catch(() => undefined);
  return held !== undefined && Date.now() - held.mtimeMs > STALE_AFTER_MS;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, RETRY_MS));
