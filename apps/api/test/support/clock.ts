import { vi } from 'vitest';

/**
 * Runs `steps` with the clock held still (only `Date`; timers run). Rate limits count in fixed windows of the
 * clock (src/rate-limit/limiter.ts), so a test whose hits must land in one window would fail whenever a window
 * ended between them, which a busy machine makes likelier (a 30-second pace, a quarter-hour of code checks).
 */
export async function withClockHeld(steps: () => Promise<void>): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    await steps();
  } finally {
    vi.useRealTimers();
  }
}
