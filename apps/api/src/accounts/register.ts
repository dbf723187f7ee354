/** Step 3 of sign-up: the account, for an address whose code was verified in the last few minutes. */
import type { Schema } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { emailOtps, users } from '../db/schema';
import type { MessageLanguage } from '../db/tables/values';
import { InvalidInputError, problem } from '../errors';
import { recordOptIn } from '../messaging';
import { accountExists, ACCOUNT_EXISTS, lockAddress, verifiedCodeId } from './accounts-store';
import { hashPassword } from './password-hash';
import { reshapeProfile, type ProfileView } from './reshape';
import { validateRegistration } from './validate';
import { inTransaction } from '../db/transaction';

export const REGISTERED = 'Registration successful. Please log in.';
const VERIFY_FIRST = problem('email_not_verified', 'Please verify this email address with the code we sent before registering.');

const notVerified = () => new InvalidInputError({ email: [VERIFY_FIRST] }, problem('email_not_verified', 'Please verify your email address first.'));
const taken = () => new InvalidInputError({ email: [ACCOUNT_EXISTS] });

/**
 * Creates the account and uses up the verified code, both or neither. `language`: the storefront's the customer
 * signed up in, which their messages are written in until they choose another.
 */
export async function register(db: Database, input: unknown, language: MessageLanguage): Promise<ProfileView> {
  const registration = validateRegistration(input);
  const { email } = registration;
  // Cheap refusals first: hashing costs tens of milliseconds of CPU.
  if (await accountExists(db, email)) throw taken();
  if ((await verifiedCodeId(db, email, 'register')) === undefined) throw notVerified();
  const passwordHash = await hashPassword(registration.password);

  return inTransaction(db, async (tx) => {
    await lockAddress(tx, email);
    // Checked again under the lock: a concurrent registration may have used the code or the address.
    if (await accountExists(tx, email)) throw taken();
    const codeId = await verifiedCodeId(tx, email, 'register', true);
    if (codeId === undefined) throw notVerified();
    const [user] = await tx
      .insert(users)
      .values({ name: registration.name, email, contact: registration.contact, passwordHash, language })
      .returning();
    await tx.update(emailOtps).set({ consumedAt: sql`now()` }).where(eq(emailOtps.id, codeId));
    // The contract has checked its shape and the number; an older client sends none.
    await recordOptIn(tx, user!.id, (input as Schema<'RegisterRequest'>).messaging, 'sign_up');
    return reshapeProfile(user!);
  });
}
