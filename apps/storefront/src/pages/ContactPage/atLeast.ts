/** Resolves after `ms` milliseconds. */
const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Settles like `work`, but never sooner than `minimumMs` after the call: a fast answer waits out
 * the rest, a slow one is not delayed further. The contact form's outcome shows only after at least
 * 1500 ms since submit began (product brief §4), so a quick failure does not flash past, and the
 * 'Sending...' state is seen either way.
 */
export async function atLeast<T>(work: Promise<T>, minimumMs: number, delay: (ms: number) => Promise<void> = wait): Promise<T> {
  const [outcome] = await Promise.allSettled([work, delay(minimumMs)]);
  if (outcome.status === 'rejected') throw outcome.reason;
  return outcome.value;
}
