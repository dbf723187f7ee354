import { execSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Regenerates the types from openapi.yaml with this package's own `generate` script, in a temp copy
// of the package, and compares them with the committed src/generated/schema.ts. It fails when
// someone edits the yaml without running `pnpm generate`, or edits the generated file by hand.

const packageDir = resolve(import.meta.dirname, '..');
const scratchDir = mkdtempSync(join(tmpdir(), 'contracts-generate-'));

afterAll(() => rmSync(scratchDir, { recursive: true, force: true }));

function regenerate(): string {
  for (const file of ['package.json', 'openapi.yaml']) cpSync(join(packageDir, file), join(scratchDir, file));
  mkdirSync(join(scratchDir, 'src/generated'), { recursive: true });
  const { scripts } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { scripts: { generate: string } };
  execSync(scripts.generate, {
    cwd: scratchDir,
    env: { ...process.env, PATH: `${join(packageDir, 'node_modules/.bin')}${delimiter}${process.env.PATH}` },
    stdio: 'pipe',
  });
  return readFileSync(join(scratchDir, 'src/generated/schema.ts'), 'utf8');
}

describe('src/generated/schema.ts', () => {
  it('is exactly what openapi-typescript makes from openapi.yaml', { timeout: 60_000 }, () => {
    const committed = readFileSync(join(packageDir, 'src/generated/schema.ts'), 'utf8');
    expect(committed, 'src/generated/schema.ts differs: run pnpm generate').toBe(regenerate());
  });
});
