/** Step 2 of sign-up: the customer types the code; a right one lets the address register for a while. */
import type { Schema } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { emailOtps } from '../db/schema';
import { InvalidInputError, problem } from '../errors';
import { consumeRateLimit } from '../rate-limit';
import { newestUnusedCode } from './accounts-store';
import type { AccountKeys } from './keys';
import { OTP, RATE_LIMITS } from './limits';
import { otpMatches } from './otp-code';
import { normaliseEmail } from '../validation';
import { inTransaction } from '../db/transaction';
import { wrongCodeMessage, type Client } from '../kernel';

export const OTP_VERIFIED = 'OTP verified successfully';
const OTP_EXPIRED = problem('otp_expired', 'This code has expired. Please request a new code.');
const OTP_DEAD = problem('otp_attempts_exhausted', 'Too many incorrect attempts. Please request a new code.');

type Outcome = { kind: 'verified' } | { kind: 'expired' } | { kind: 'dead' } | { kind: 'wrong'; attemptsLeft: number };

export async function verifySignupOtp(db: Database, keys: AccountKeys, input: Schema<'VerifyOtpRequest'>, client: Client): Promise<void> {
  const email = normaliseEmail(input.email);
  const { otp } = input;
  await consumeRateLimit(db, RATE_LIMITS.otpVerify, `${email} ${client.ip}`);

  // The outcome is decided and recorded in the transaction, and reported after it commits: a wrong guess
  // must count even though the answer is an error.
  const outcome = await inTransaction(db, async (tx): Promise<Outcome> => {
    const code = await newestUnusedCode(tx, email, 'register');
    if (!code || code.expired) return { kind: 'expired' };
    if (code.attempts >= OTP.maxWrongAttempts) return { kind: 'dead' };
    if (otpMatches(keys.otp, email, 'register', otp, code.codeHash)) {
      if (!code.verifiedAt) await tx.update(emailOtps).set({ verifiedAt: sql`now()` }).where(eq(emailOtps.id, code.id));
      return { kind: 'verified' };
    }
    const attempts = code.attempts + 1;
    await tx.update(emailOtps).set({ attempts }).where(eq(emailOtps.id, code.id));
    return attempts >= OTP.maxWrongAttempts ? { kind: 'dead' } : { kind: 'wrong', attemptsLeft: OTP.maxWrongAttempts - attempts };
  });

  switch (outcome.kind) {
    case 'verified':
      return;
    case 'expired':
      throw new InvalidInputError({ otp: [OTP_EXPIRED] }, OTP_EXPIRED);
    case 'dead':
      throw new InvalidInputError({ otp: [OTP_DEAD] }, OTP_DEAD);
    case 'wrong': {
      const wrong = problem('otp_wrong', wrongCodeMessage(outcome.attemptsLeft));
      throw new InvalidInputError({ otp: [wrong] }, wrong);
    }
  }
}
