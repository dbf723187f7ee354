/**
 * The time sales are priced by. It is the real time, except in tests: on a shop started with a settable
 * clock (`SETTABLE_CLOCK=1`, which the configuration refuses in production) the browser journeys set it to
 * watch a sale start and end (http/test-clock.ts), and API tests set it here, then put it back. Only sales
 * read it, so sessions, rate limits and deadlines keep the real time.
 */
let offsetMs = 0;

export function shopNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Moves the shop's time to `at` (null: back to the real time). Only the test clock's route calls this. */
export function setShopTime(at: Date | null): void {
  offsetMs = at === null ? 0 : at.getTime() - Date.now();
}
