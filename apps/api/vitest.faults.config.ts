import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The fault tests: real API processes, a throw-away PostgreSQL server, SMTP and a fake Razorpay, with
 * restarts and kills. Apart from the unit run (`pnpm test:faults`) because they are slower and start
 * processes; one file at a time, so their processes do not compete with each other on a small machine.
 */
export default defineConfig({
  test: {
    include: ['test/faults/**/*.test.ts'],
    exclude: [...configDefaults.exclude],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
