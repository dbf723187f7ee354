/** Step 1 of sign-up: a six-digit code to the address, which proves the customer can read its mail. */
import type { Schema } from '@shop/contracts';
import type { Database } from '../db/database';
import type { MessageLanguage } from '../db/tables/values';
import { InvalidInputError, RateLimitedError, problem } from '../errors';
import { consumeRateLimit } from '../rate-limit';
import { accountExists, ACCOUNT_EXISTS, deleteUnverifiedCodes, lockAddress, secondsUntilNextCode, storeCode } from './accounts-store';
import type { AccountKeys } from './keys';
import { OTP, RATE_LIMITS } from './limits';
import { hashOtp } from './otp-code';
import { notify } from '../notify';
import { normaliseEmail } from '../validation';
import { inTransaction } from '../db/transaction';
import { generateOtp, type Client } from '../kernel';

export const OTP_SENT = 'OTP sent successfully';
const RESEND_TOO_SOON = problem('resend_too_soon', 'Please wait a minute before requesting another code.');

/**
 * Stores a new code (replacing the address's unverified ones) and queues its mail in one transaction.
 * Returns the mail's id: the caller delivers it at once (`deliverNow`) to tell the customer whether it went. The mail
 * is written in `language`, the sign-up page's, as there is no account yet to have one.
 */
export async function sendSignupOtp(db: Database, keys: AccountKeys, input: Schema<'SendOtpRequest'>, client: Client, language: MessageLanguage): Promise<{ mailId: number }> {
  const email = normaliseEmail(input.email);
  // Counted before the account check, so probing addresses for accounts costs the prober its budget.
  await consumeRateLimit(db, RATE_LIMITS.otpPerIp, client.ip);
  if (await accountExists(db, email)) throw new InvalidInputError({ email: [ACCOUNT_EXISTS] });

  return inTransaction(db, async (tx) => {
    await lockAddress(tx, email);
    const wait = await secondsUntilNextCode(tx, email, 'register');
    if (wait > 0) throw new RateLimitedError(wait, RESEND_TOO_SOON);
    await consumeRateLimit(tx, RATE_LIMITS.otpPerEmailAndClient, `${email} ${client.ip}`);
    await deleteUnverifiedCodes(tx, email, 'register');
    const code = generateOtp();
    await storeCode(tx, email, 'register', hashOtp(keys.otp, email, 'register', code));
    const { email: mailId } = await notify(tx, { name: 'signup_otp', code, validMinutes: OTP.validSeconds / 60 }, { email, language }, { deliverNow: true });
    return { mailId: mailId! };
  });
}
