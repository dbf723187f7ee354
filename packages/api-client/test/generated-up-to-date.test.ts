import { execSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Regenerates the client from contracts/openapi.yaml into a temp copy of this package's layout,
// with the package's own `generate` script, and compares it with the committed src/generated.
// It fails when someone edits generated code by hand or changes the contract without running
// `pnpm --filter @shop/api-client generate`.

const packageDir = resolve(import.meta.dirname, '..');
const repoRoot = resolve(packageDir, '../..');
const committedDir = join(packageDir, 'src/generated');

// The generator resolves every path relative to the package folder (and `../../contracts`),
// so the temp copy keeps the same two levels.
const scratchRoot = mkdtempSync(join(tmpdir(), 'api-client-generate-'));
const scratchPackage = join(scratchRoot, 'packages/api-client');
const scratchGenerated = join(scratchPackage, 'src/generated');

afterAll(() => rmSync(scratchRoot, { recursive: true, force: true }));

function regenerate(): void {
  cpSync(join(repoRoot, 'contracts/openapi.yaml'), join(scratchRoot, 'contracts/openapi.yaml'));
  for (const file of ['package.json', 'openapi-config.cjs', 'codegen.prettierrc.json', 'src/baseApi.ts']) {
    cpSync(join(packageDir, file), join(scratchPackage, file));
  }
  mkdirSync(scratchGenerated, { recursive: true });
  const { scripts } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    scripts: { generate: string };
  };
  execSync(scripts.generate, {
    cwd: scratchPackage,
    env: { ...process.env, PATH: `${join(packageDir, 'node_modules/.bin')}${delimiter}${process.env.PATH}` },
    stdio: 'pipe',
  });
}

describe('src/generated', () => {
  it('is exactly what the generator makes from contracts/openapi.yaml', { timeout: 60_000 }, () => {
    regenerate();
    const fresh = readdirSync(scratchGenerated).sort();
    expect(readdirSync(committedDir).sort()).toEqual(fresh);
    expect(fresh).toEqual(['schema.ts', 'shopApi.ts']);
    for (const file of fresh) {
      const committed = readFileSync(join(committedDir, file), 'utf8');
      const expected = readFileSync(join(scratchGenerated, file), 'utf8');
      expect(committed, `src/generated/${file} differs: run pnpm --filter @shop/api-client generate`).toBe(expected);
    }
  });
});
