import { execSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Regenerates the endpoints from @shop/contracts' openapi.yaml into a temp copy of this package,
// with the package's own `generate` script, and compares them with the committed src/generated.
// It fails when someone edits generated code by hand or changes the contract without running
// `pnpm generate`. (The contract's types are generated, and guarded, in @shop/contracts.)

const packageDir = resolve(import.meta.dirname, '..');
const committedDir = join(packageDir, 'src/generated');

// The copy shares this package's node_modules, so the config finds the real contract through
// @shop/contracts exactly as it does here; only the output lands elsewhere.
const scratchPackage = mkdtempSync(join(tmpdir(), 'api-client-generate-'));
const scratchGenerated = join(scratchPackage, 'src/generated');

afterAll(() => rmSync(scratchPackage, { recursive: true, force: true }));

function regenerate(): void {
  for (const file of ['package.json', 'openapi-config.cjs', 'codegen.prettierrc.json', 'src/baseApi.ts']) {
    cpSync(join(packageDir, file), join(scratchPackage, file));
  }
  symlinkSync(join(packageDir, 'node_modules'), join(scratchPackage, 'node_modules'), 'dir');
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
  it('is exactly what the generator makes from the contract', { timeout: 60_000 }, () => {
    regenerate();
    const fresh = readdirSync(scratchGenerated).sort();
    expect(readdirSync(committedDir).sort()).toEqual(fresh);
    expect(fresh).toEqual(['shopApi.ts']);
    for (const file of fresh) {
      const committed = readFileSync(join(committedDir, file), 'utf8');
      const expected = readFileSync(join(scratchGenerated, file), 'utf8');
      expect(committed, `src/generated/${file} differs: run pnpm generate`).toBe(expected);
    }
  });
});
