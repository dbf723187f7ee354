import { defineConfig } from 'vitest/config';

// Unit tests. The Pact consumer tests have their own config (vitest.pact.config.ts) because they
// write contracts/pacts and must run one file at a time.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/pact/**'],
    environment: 'node',
  },
});
