import { defineConfig } from 'vitest/config';

/**
 * The API's own consumer pacts: the Shiprocket carrier against Pact's mock server, written to
 * contracts/pacts/ShopAPI-Shiprocket.json. `pnpm test:pact` runs this before the verifications
 * (vitest.pact.config.ts), which check that file against the fake Shiprocket.
 */
export default defineConfig({
  test: {
    include: ['test/pact/**/*.consumer.test.ts'],
    environment: 'node',
    // Pact's anonymous usage metrics would call a host outside this network; keep tests offline.
    env: { PACT_DO_NOT_TRACK: 'true' },
    globalSetup: ['test/pact/shiprocket/remove-old-pact.ts'],
    // One pact file, written by each test in turn.
    fileParallelism: false,
    testTimeout: 30_000,
  },
});
