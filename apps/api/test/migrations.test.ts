/** The committed migrations must describe the schema in src/db: a forgotten `db:generate` fails here. */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const DRIZZLE_KIT = path.join(PACKAGE_DIR, 'node_modules', '.bin', 'drizzle-kit');

describe('committed migrations', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'shop-migrations-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('leave nothing for drizzle-kit to generate', async () => {
    // A copy of the committed migrations, so a drift writes its migration there and not into the repository.
    // drizzle-kit wants paths relative to its working directory.
    const out = path.join(dir, 'drizzle');
    await cp(path.join(PACKAGE_DIR, 'drizzle'), out, { recursive: true });
    const schema = path.relative(dir, path.join(PACKAGE_DIR, 'src', 'db', 'schema.ts'));
    await writeFile(path.join(dir, 'drizzle.config.json'), JSON.stringify({ dialect: 'postgresql', schema, out: 'drizzle' }));
    const before = await readdir(out);
    const { stdout } = await promisify(execFile)(DRIZZLE_KIT, ['generate', '--config=drizzle.config.json'], { cwd: dir });
    // drizzle-kit exits 0 even when it fails, so look for its verdict.
    expect(stdout).toContain('No schema changes');
    expect(await readdir(out)).toEqual(before);
  });
});
