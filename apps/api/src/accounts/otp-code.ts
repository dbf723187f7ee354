/**
 * One-time codes: six random digits, stored only as an HMAC bound to the address and purpose, so a copy of
 * the database reveals no code (the key is not in it when JWT_SECRET is set) and a hash cannot be moved to
 * another address.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { OtpPurpose } from '../db/tables/values';
import { OTP } from './limits';

export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP.digits)).padStart(OTP.digits, '0');
}

export function hashOtp(key: Buffer, email: string, purpose: OtpPurpose, code: string): string {
  return createHmac('sha256', key).update(`${purpose}\n${email}\n${code}`).digest('hex');
}

/** What a wrong code is told: how many tries the code has left. */
export function wrongCodeMessage(attemptsLeft: number): string {
  return `The code is incorrect. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`;
}

/** Constant-time comparison of a typed code with a stored hash. */
export function otpMatches(key: Buffer, email: string, purpose: OtpPurpose, code: string, storedHash: string): boolean {
  return hexDigestsEqual(storedHash, hashOtp(key, email, purpose, code));
}

/** Constant-time equality of two hex digests (a stored code hash and one just computed). */
export function hexDigestsEqual(stored: string, computed: string): boolean {
  const expected = Buffer.from(stored, 'hex');
  const actual = Buffer.from(computed, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
