import { defineConfig } from 'vitest/config';

// Unit tests. The Pact consumer tests have their own config (vitest.pact.config.ts) because they
// write contracts/pacts and must run one file at a time.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/pact/**'],
    environment: 'node',
    // Vitest's 5 s default failed a file read in a slow hour beside the journeys; this catches a hang, not a slow machine.
    testTimeout: 30_000,
  },
});
