import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * `node --import tsx shopData.ts <data folder>`: fills a PGlite data folder with the migrated, seeded demo shop
 * by copying one made once. The journeys start three PGlite shops at once (playwright.config.ts), and each
 * used to migrate and seed its own on the same two cores; a copy takes a fraction of that.
 *
 * The copy is made by the API's own script (apps/api/scripts/seed-demo.ts) and named by a hash of the API's
 * sources and migrations, so a change to the schema or the seed makes a new one rather than reusing a stale one.
 * The shops' commands run at once: the first takes a lock folder and makes the copy, the others wait for it.
 */

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const outputDir = path.join(here, '.output');
const api = path.join(here, '..', 'apps', 'api');
const WAIT_MS = 200;
/** Longer than making it has ever taken in a slow hour; a lock older than this was left by a killed run. */
const STALE_LOCK_MS = 5 * 60_000;

async function sourcesHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const folder of ['src', 'drizzle']) {
    const files = (await readdir(path.join(api, folder), { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    const names = files.map((file) => path.join(file.parentPath, file.name)).sort();
    for (const name of names) hash.update(name).update(await readFile(name));
  }
  return hash.digest('hex').slice(0, 16);
}

const exists = (file: string) => stat(file).then(() => true, () => false);

async function makeTemplate(template: string): Promise<void> {
  const lock = `${template}.lock`;
  while (!(await exists(template))) {
    try {
      await mkdir(lock);
    } catch {
      const age = Date.now() - (await stat(lock).then((info) => info.mtimeMs, () => Date.now()));
      if (age > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
      continue;
    }
    try {
      if (await exists(template)) return;
      const draft = `${template}.draft`;
      await rm(draft, { recursive: true, force: true });
      await run('node', ['--import', 'tsx', 'scripts/seed-demo.ts'], { cwd: api, env: { ...process.env, DATA_DIR: draft } });
      await rename(draft, template);
      // Copies made from older sources are of no further use.
      const base = path.basename(template).replace(/-[0-9a-f]+$/, '-');
      for (const entry of await readdir(outputDir)) {
        if (entry.startsWith(base) && !entry.startsWith(path.basename(template))) await rm(path.join(outputDir, entry), { recursive: true, force: true });
      }
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
}

const [target] = process.argv.slice(2);
if (!target) throw new Error('Usage: node --import tsx shopData.ts <data folder>');
await mkdir(outputDir, { recursive: true });
const template = path.join(outputDir, `shop-data-${await sourcesHash()}`);
await makeTemplate(template);
await rm(target, { recursive: true, force: true });
await cp(template, target, { recursive: true });
