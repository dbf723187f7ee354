/**
 * The e-mail's one-time codes: stored only as an HMAC bound to the address and purpose, so a copy of the
 * database reveals no code (the key is not in it when JWT_SECRET is set) and a hash cannot be moved to another
 * address. The codes themselves are the kernel's (kernel/one-time-code.ts).
 */
import { createHmac } from 'node:crypto';
import type { OtpPurpose } from '../db/tables/values';
import { hexDigestsEqual } from '../kernel';

export function hashOtp(key: Buffer, email: string, purpose: OtpPurpose, code: string): string {
  return createHmac('sha256', key).update(`${purpose}\n${email}\n${code}`).digest('hex');
}

/** Constant-time comparison of a typed code with a stored hash. */
export function otpMatches(key: Buffer, email: string, purpose: OtpPurpose, code: string, storedHash: string): boolean {
  return hexDigestsEqual(storedHash, hashOtp(key, email, purpose, code));
}
