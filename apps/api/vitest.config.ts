import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Pact provider verification has its own run: `pnpm test:pact` (vitest.pact.config.ts).
    // Fault tests (real processes, restarts, kills) have their own run too: `pnpm test:faults`.
    exclude: [...configDefaults.exclude, 'test/pact/**', 'test/faults/**'],
    environment: 'node',
    // One migrated PGlite and PostgreSQL database, which every test database copies.
    globalSetup: ['test/support/migrated-templates.ts'],
    // PGlite boots a WebAssembly PostgreSQL per test file (5-13 s on a busy two-core machine), and in a slow hour
    // CI runs the suite 2.7 times as long: the limits catch a hang, not a slow machine.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // Each file opens its own databases; two at a time suits a two-core machine.
    maxWorkers: 2,
    // A worker keeps the modules it loaded for its next file instead of importing the whole API again: a
    // third of the suite's CPU time went to that. Tests share no module state (no module mocks, no env
    // stubs; each file builds its own app and databases).
    isolate: false,
  },
});
