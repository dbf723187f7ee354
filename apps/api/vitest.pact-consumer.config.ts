import { defineConfig } from 'vitest/config';

/**
 * The API's own consumer pacts, each adapter against Pact's mock server: the Shiprocket carrier (written to
 * contracts/pacts/ShopAPI-Shiprocket.json), the WhatsApp channel (ShopAPI-WhatsApp.json) and the SMS channel
 * (ShopAPI-MSG91.json). `pnpm test:pact` runs this before the verifications (vitest.pact.config.ts), which check
 * each file against its fake.
 */
export default defineConfig({
  test: {
    include: ['test/pact/**/*.consumer.test.ts'],
    environment: 'node',
    // Pact's anonymous usage metrics would call a host outside this network; keep tests offline.
    env: { PACT_DO_NOT_TRACK: 'true' },
    globalSetup: ['test/pact/shiprocket/remove-old-pact.ts', 'test/pact/whatsapp/remove-old-pact.ts', 'test/pact/msg91/remove-old-pact.ts'],
    // A pact file per provider, written by each of its tests in turn.
    fileParallelism: false,
    testTimeout: 30_000,
  },
});
