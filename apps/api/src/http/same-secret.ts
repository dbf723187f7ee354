import { createHash, timingSafeEqual } from 'node:crypto';

/** Whether a header holds the expected secret, in constant time whatever the lengths: both are hashed to one size first. */
export function sameSecret(expected: string, given: string | string[] | undefined): boolean {
  if (typeof given !== 'string') return false;
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(expected), digest(given));
}
