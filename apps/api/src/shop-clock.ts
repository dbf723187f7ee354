/**
 * The shop's one clock: the time its rules are read by, in every domain. Sales and coupons start and end by
 * it; carts are recalled, unpaid checkouts expire and cash-on-delivery orders get and miss their deadline by
 * it. It is the real time, except in tests: on a shop started with a settable clock (`SETTABLE_CLOCK`, which the
 * configuration refuses in production) the browser journeys set it through http/test-clock.ts, and API tests set
 * it here, then put it back. Sessions, sign-in codes and rate limits keep the real time, so moving the shop's
 * clock never lengthens a session or empties a limit.
 */
let offsetMs = 0;

export function shopNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Moves the shop's time to `at` (null: back to the real time). Only the test clock's route and tests call this. */
export function setShopTime(at: Date | null): void {
  offsetMs = at === null ? 0 : at.getTime() - Date.now();
}
