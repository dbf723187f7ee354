import { execSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Regenerates both clients' endpoints from @shop/contracts' openapi.yaml into a temp copy of this package,
// with the package's own `generate` script, and compares them with the committed src/generated.
// It fails when someone edits generated code by hand or changes the contract without running
// `pnpm generate`. (The contract's types are generated, and guarded, in @shop/contracts.)

const packageDir = resolve(import.meta.dirname, '..');
// The storefront's endpoints, the shell's calls and a file per tag of the contract for the rest, and the back-office's, each generated beside its own base API.
const GENERATED = {
  'src/generated': ['account.ts', 'addresses.ts', 'bookings.ts', 'catalog.ts', 'complaints.ts', 'content.ts', 'orders.ts', 'quotes.ts', 'reviews.ts', 'shell.ts', 'shipping.ts', 'site.ts', 'wishlist.ts'],
  'src/admin/generated': ['adminApi.ts'],
} as const;

// The copy shares this package's node_modules, so the config finds the real contract through
// @shop/contracts exactly as it does here; only the output lands elsewhere.
const scratchPackage = mkdtempSync(join(tmpdir(), 'api-client-generate-'));

afterAll(() => rmSync(scratchPackage, { recursive: true, force: true }));

function regenerate(): void {
  for (const file of ['package.json', 'openapi-config.cjs', 'openapi-admin-config.cjs', 'codegen-filters.cjs', 'codegen.prettierrc.json', 'src/baseApi.ts', 'src/admin/adminBaseApi.ts']) {
    mkdirSync(dirname(join(scratchPackage, file)), { recursive: true });
    cpSync(join(packageDir, file), join(scratchPackage, file));
  }
  symlinkSync(join(packageDir, 'node_modules'), join(scratchPackage, 'node_modules'), 'dir');
  for (const dir of Object.keys(GENERATED)) mkdirSync(join(scratchPackage, dir), { recursive: true });
  const { scripts } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    scripts: { generate: string };
  };
  execSync(scripts.generate, {
    cwd: scratchPackage,
    env: { ...process.env, PATH: `${join(packageDir, 'node_modules/.bin')}${delimiter}${process.env.PATH}` },
    stdio: 'pipe',
  });
}

describe('the generated clients', () => {
  it('are exactly what the generator makes from the contract', { timeout: 60_000 }, () => {
    regenerate();
    for (const [dir, files] of Object.entries(GENERATED)) {
      const fresh = readdirSync(join(scratchPackage, dir)).sort();
      expect(readdirSync(join(packageDir, dir)).sort()).toEqual(fresh);
      expect(fresh).toEqual(files);
      for (const file of fresh) {
        const committed = readFileSync(join(packageDir, dir, file), 'utf8');
        const expected = readFileSync(join(scratchPackage, dir, file), 'utf8');
        expect(committed, `${dir}/${file} differs: run pnpm generate`).toBe(expected);
      }
    }
  });
});
