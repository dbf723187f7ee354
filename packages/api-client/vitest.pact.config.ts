import { defineConfig } from 'vitest/config';

// Pact consumer tests: each test runs the generated client against a Pact mock server and the
// interactions are merged into contracts/pacts/Storefront-ShopAPI.json. One file at a time, so
// the writers of that one file never race.
export default defineConfig({
  test: {
    include: ['test/pact/**/*.pact.test.ts'],
    environment: 'node',
    // Pact's anonymous usage metrics would call a host outside this network; keep tests offline.
    env: { PACT_DO_NOT_TRACK: 'true' },
    fileParallelism: false,
    // The worker keeps Pact's native core and the generated client from one file to the next instead of loading
    // them again for each of the 36 files: 47 s became 13 s, with the same pacts written.
    isolate: false,
    globalSetup: ['test/pact/removeOldPact.ts'],
    testTimeout: 30_000,
  },
});
