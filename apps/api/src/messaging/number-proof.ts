/**
 * Proving a customer's number by a code: six digits sent to it by SMS or WhatsApp, typed back in the account.
 * The code is stored only as an HMAC bound to the account and the number (as the e-mail codes are, decision
 * 006), lives ten minutes and dies after a few wrong tries. It is sent at once through the channel's adapter,
 * not through the outbox: the customer waits for it, and is told at once when it could not go.
 *
 * Codes cost the shop money and land on a number anyone can type, so they are limited per number whichever
 * account asks (SMS pumping), per account and per client, all in the database's limiter, and never go to a
 * number that said STOP on the channel.
 */
import { createHmac } from 'node:crypto';
import type { Schema } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { messagingContacts, messagingNumberCodes } from '../db/schema';
import type { MessagingChannelName } from '../db/tables/values';
import { inTransaction } from '../db/transaction';
import { ConflictError, InvalidInputError, RateLimitedError, ServiceUnavailableError, problem } from '../errors';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit';
import { isSuppressed, markNumberProved, messagingPreferences, type MessagingPreferences } from './consent';
import type { MessagingSetup } from './setup';
import { generateOtp, hexDigestsEqual, wrongCodeMessage, type Client } from '../kernel';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

const NUMBER_CODE = {
  /** A code can be typed for this long after it was sent. */
  validSeconds: 10 * MINUTE,
  /** Wrong tries a code survives; then it is spent and a new one must be asked for. */
  maxWrongAttempts: 5,
  /** Least time between two codes for one account. */
  resendCooldownSeconds: MINUTE,
} as const;

const TOO_MANY = 'Too many codes have been asked for. Please try again later.';

const NUMBER_CODE_LIMITS = {
  /** Key: the number. Codes sent to one number in an hour, whichever account asked. */
  perNumberHour: { bucket: 'number_code_number_hour', limit: 5, windowSeconds: HOUR, detail: 'Too many codes have been sent to this number. Please try again later.' },
  /** Key: the number. Codes sent to one number in a day, whichever account asked. */
  perNumberDay: { bucket: 'number_code_number_day', limit: 10, windowSeconds: 24 * HOUR, detail: 'Too many codes have been sent to this number today. Please try again tomorrow.' },
  /** Key: user id. Codes one account asks for in an hour, whatever the number. */
  perAccount: { bucket: 'number_code_account', limit: 5, windowSeconds: HOUR, detail: TOO_MANY },
  /** Key: client IP. Codes asked for from one address in an hour, across accounts. */
  perClient: { bucket: 'number_code_ip', limit: 20, windowSeconds: HOUR, detail: TOO_MANY },
  /** Key: user id. Codes typed in by one account; each code also dies after NUMBER_CODE.maxWrongAttempts. */
  confirmPerAccount: { bucket: 'number_code_confirm', limit: 20, windowSeconds: 15 * MINUTE, detail: 'Too many attempts to confirm a code. Please try again later.' },
} as const satisfies Record<string, RateLimitRule>;

const CHANNEL_NAMES: Record<MessagingChannelName, string> = { whatsapp: 'WhatsApp', sms: 'SMS' };
const OTHER_CHANNEL: Record<MessagingChannelName, MessagingChannelName> = { whatsapp: 'sms', sms: 'whatsapp' };

const NO_NUMBER = problem('no_mobile_number', 'Save a mobile number before confirming it.');
const ALREADY_PROVED = problem('mobile_already_confirmed', 'This number is already confirmed.');
const RESEND_TOO_SOON = problem('resend_too_soon', 'Please wait a minute before asking for another code.');
const CODE_EXPIRED = problem('mobile_code_expired', 'This code has expired. Please ask for a new code.');
const CODE_SPENT = problem('mobile_code_attempts_exhausted', 'Too many incorrect attempts. Please ask for a new code.');

/** The stored form of a code: bound to the account and the number, so a hash cannot be moved to another. */
export function hashNumberCode(key: Buffer, userId: number, mobile: string, code: string): string {
  return createHmac('sha256', key).update(`number\n${userId}\n${mobile}\n${code}`).digest('hex');
}

/**
 * Stores a new code for the account's number (replacing any earlier one) and sends it at once. A send that
 * fails takes its code back, so the customer may ask again at once or choose the other channel.
 */
export async function sendNumberCode(
  db: Database,
  setup: MessagingSetup,
  key: Buffer,
  userId: number,
  channel: MessagingChannelName,
  client: Client,
): Promise<Schema<'MessagingVerificationSent'>> {
  await consumeRateLimit(db, NUMBER_CODE_LIMITS.perClient, client.ip);
  const template = setup.templateFor(channel, 'number_code');
  if (template === null) throw new InvalidInputError({ channel: [problem('channel_cannot_send_codes', `Codes cannot be sent by ${CHANNEL_NAMES[channel]}. Choose ${CHANNEL_NAMES[OTHER_CHANNEL[channel]]} instead.`)] });

  const { mobile, code } = await inTransaction(db, async (tx) => {
    const [contact] = await tx.select().from(messagingContacts).where(eq(messagingContacts.userId, userId)).for('update');
    if (!contact) throw new ConflictError(NO_NUMBER, { mobile: [NO_NUMBER] });
    if (contact.provedAt !== null) throw new ConflictError(ALREADY_PROVED, { mobile: [ALREADY_PROVED] });
    if (await isSuppressed(tx, contact.mobile, channel)) {
      const other = CHANNEL_NAMES[OTHER_CHANNEL[channel]];
      throw new InvalidInputError({ channel: [problem('channel_opted_out', `This number replied STOP on ${CHANNEL_NAMES[channel]}, so we send nothing there. Choose ${other} instead.`)] });
    }
    const [earlier] = await tx
      .select({ wait: sql<number>`ceil(extract(epoch from ${messagingNumberCodes.createdAt} + make_interval(secs => ${NUMBER_CODE.resendCooldownSeconds}) - now()))::int` })
      .from(messagingNumberCodes)
      .where(eq(messagingNumberCodes.userId, userId));
    if (earlier && earlier.wait > 0) throw new RateLimitedError(earlier.wait, RESEND_TOO_SOON);
    await consumeRateLimit(tx, NUMBER_CODE_LIMITS.perAccount, String(userId));
    await consumeRateLimit(tx, NUMBER_CODE_LIMITS.perNumberHour, contact.mobile);
    await consumeRateLimit(tx, NUMBER_CODE_LIMITS.perNumberDay, contact.mobile);
    const code = generateOtp();
    const row = {
      mobile: contact.mobile,
      channel,
      codeHash: hashNumberCode(key, userId, contact.mobile, code),
      attempts: 0,
      expiresAt: sql`now() + make_interval(secs => ${NUMBER_CODE.validSeconds})`,
      createdAt: sql`now()`,
    };
    await tx.insert(messagingNumberCodes).values({ userId, ...row }).onConflictDoUpdate({ target: messagingNumberCodes.userId, set: row });
    return { mobile: contact.mobile, code };
  });

  try {
    await setup.channels[channel].send({ to: mobile, template, parameters: [code], buttons: [], copyCode: code });
  } catch {
    await db.delete(messagingNumberCodes).where(eq(messagingNumberCodes.userId, userId));
    const other = CHANNEL_NAMES[OTHER_CHANNEL[channel]];
    throw new ServiceUnavailableError(problem('code_not_sent', `We could not send the code by ${CHANNEL_NAMES[channel]} just now. Please try again, or choose ${other}.`), undefined, {
      channel: [problem('code_not_sent', `The code could not be sent by ${CHANNEL_NAMES[channel]}.`)],
    });
  }
  return { channel, expires_in_seconds: NUMBER_CODE.validSeconds, resend_after_seconds: NUMBER_CODE.resendCooldownSeconds };
}

type Outcome = { kind: 'proved' } | { kind: 'expired' } | { kind: 'spent' } | { kind: 'wrong'; attemptsLeft: number };

/** The code typed back: a right one proves the number; a wrong one counts, even though the answer is an error. */
export async function confirmNumberCode(db: Database, key: Buffer, userId: number, typed: string): Promise<MessagingPreferences> {
  await consumeRateLimit(db, NUMBER_CODE_LIMITS.confirmPerAccount, String(userId));
  const outcome = await inTransaction(db, async (tx): Promise<Outcome> => {
    const [code] = await tx
      .select({
        mobile: messagingNumberCodes.mobile,
        codeHash: messagingNumberCodes.codeHash,
        attempts: messagingNumberCodes.attempts,
        expired: sql<boolean>`${messagingNumberCodes.expiresAt} <= now()`,
        current: messagingContacts.mobile,
      })
      .from(messagingNumberCodes)
      .leftJoin(messagingContacts, eq(messagingContacts.userId, messagingNumberCodes.userId))
      .where(eq(messagingNumberCodes.userId, userId))
      .for('update', { of: messagingNumberCodes });
    // A code sent to a number the account no longer has proves nothing.
    if (!code || code.expired || code.current !== code.mobile) return { kind: 'expired' };
    if (code.attempts >= NUMBER_CODE.maxWrongAttempts) return { kind: 'spent' };
    if (hexDigestsEqual(code.codeHash, hashNumberCode(key, userId, code.mobile, typed))) {
      await tx.delete(messagingNumberCodes).where(eq(messagingNumberCodes.userId, userId));
      await markNumberProved(tx, userId, code.mobile);
      return { kind: 'proved' };
    }
    const attempts = code.attempts + 1;
    await tx.update(messagingNumberCodes).set({ attempts }).where(eq(messagingNumberCodes.userId, userId));
    return attempts >= NUMBER_CODE.maxWrongAttempts ? { kind: 'spent' } : { kind: 'wrong', attemptsLeft: NUMBER_CODE.maxWrongAttempts - attempts };
  });

  switch (outcome.kind) {
    case 'proved':
      return messagingPreferences(db, userId);
    case 'expired':
      throw new InvalidInputError({ code: [CODE_EXPIRED] }, CODE_EXPIRED);
    case 'spent':
      throw new InvalidInputError({ code: [CODE_SPENT] }, CODE_SPENT);
    case 'wrong': {
      const wrong = problem('mobile_code_wrong', wrongCodeMessage(outcome.attemptsLeft));
      throw new InvalidInputError({ code: [wrong] }, wrong);
    }
  }
}
