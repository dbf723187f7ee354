/**
 * One-time codes, whatever they prove (an e-mail address, a staff sign-in, a mobile number): six random
 * digits, compared with their stored hash in constant time, and one sentence for a wrong one.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_DIGITS = 6;

export function generateOtp(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

/** What a wrong code is told: how many tries the code has left. */
export function wrongCodeMessage(attemptsLeft: number): string {
  return `The code is incorrect. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`;
}

/** Constant-time equality of two hex digests (a stored code hash and one just computed). */
export function hexDigestsEqual(stored: string, computed: string): boolean {
  const expected = Buffer.from(stored, 'hex');
  const actual = Buffer.from(computed, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
