import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The home page's content and the FAQ are one document each, shared by every test on a server: a journey
 * that edits them, and a test that checks the home page against them, take turns. The lock is a folder
 * (mkdir either creates it or fails, atomically), one per server; one left by a killed run goes stale.
 */
const outputDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '.output');
const STALE_AFTER_MS = 600_000;
const RETRY_MS = 200;

/** Waits for the server's site content to be free, then holds it; call the answer to let go. */
export async function lockSiteContent(baseURL: string | undefined): Promise<() => Promise<void>> {
  const lock = path.join(outputDir, `site-content-${encodeURIComponent(baseURL ?? 'default')}.lock`);
  await mkdir(outputDir, { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      return () => rm(lock, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = await stat(lock).catch(() => undefined);
      if (held && Date.now() - held.mtimeMs > STALE_AFTER_MS) await rm(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}
