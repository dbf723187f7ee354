import { randomBytes } from 'node:crypto';

/** The header PUT /test/clock wants the sales shop's clock secret in (apps/api/src/http/test-clock.ts). */
export const TEST_CLOCK_HEADER = 'x-test-clock-token';

/**
 * The secret that moves the sales shop's clock (its SETTABLE_CLOCK): made once per run by the configuration and
 * handed to the journeys' workers in the environment they inherit, so no fixed secret lives in the repository.
 */
export function testClockToken(): string {
  return (process.env.E2E_TEST_CLOCK_TOKEN ??= randomBytes(24).toString('hex'));
}
