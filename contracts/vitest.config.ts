import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Vitest's 5 s default failed a file read in a slow hour beside the journeys; this catches a hang, not a slow machine.
    testTimeout: 30_000,
  },
});
