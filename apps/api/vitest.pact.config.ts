import { defineConfig } from 'vitest/config';

// Pact provider verification (test/pact): the real API on a random port, per database driver.
export default defineConfig({
  test: {
    include: ['test/pact/**/*.pact.test.ts'],
    environment: 'node',
    // One migrated PGlite and PostgreSQL database, which every test database copies.
    globalSetup: ['test/support/migrated-templates.ts'],
    // Pact's anonymous usage metrics would call a host outside this network; keep tests offline.
    env: { PACT_DO_NOT_TRACK: 'true' },
    // Each verification replays every interaction (over 300) with its state setup; PGlite boots slowly. In CI
    // it runs beside the browser journeys on two cores, where PostgreSQL's replay once took over 180 s.
    testTimeout: 420_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
