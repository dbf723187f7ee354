/**
 * What a customer agreed to be messaged about on WhatsApp and SMS, under the DPDP Act 2023: nothing until
 * they tick it (at sign-up, checkout or in the account); order updates and offers asked separately; every
 * change kept with its time, where it was made and the number it covers; withdrawn in one tap in the account
 * or by replying STOP.
 *
 * A STOP is also the number's own objection, whoever's account typed the number: it suppresses the number on
 * that channel (`messaging_suppressions`), and nothing goes there, whatever any account's choices say, until
 * the number opts in again (START on WhatsApp). An account cannot lift it by ticking the channel again.
 *
 * A number is proved before anything goes to it (number-proof.ts): typed by anyone, it could be a stranger's.
 * Until then the choices are recorded but nothing is sent; a changed number is unproved again, and the choices
 * in force are recorded anew naming it once it is proved, since a consent covers the number it names.
 */
import type { Schema } from '@shop/contracts';
import { normaliseIndianMobile } from '@shop/rules';
import { MOBILE_INVALID } from '../validation';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { messagingConsents, messagingContacts, messagingNumberCodes, messagingSuppressions, outbox } from '../db/schema';
import { CONSENT_PURPOSES, MESSAGING_CHANNELS, type ConsentPurpose, type ConsentSource, type MessagingChannelName } from '../db/tables/values';
import { InvalidInputError, problem } from '../errors';
import { inTransaction } from '../db/transaction';

export type MessagingOptIn = Schema<'MessagingOptIn'>;
export type MessagingPreferences = Schema<'MessagingPreferences'>;
type Choice = Schema<'MessagingChoice'>;
type Reader = Database | Transaction;

const NUMBER_NEEDED = problem('mobile_number_required', 'Enter the mobile number for WhatsApp or SMS messages.');

/** The choices in force: the newest record of each purpose and channel. */
async function choicesOf(db: Reader, userId: number): Promise<Map<string, typeof messagingConsents.$inferSelect>> {
  const rows = await db
    .selectDistinctOn([messagingConsents.purpose, messagingConsents.channel])
    .from(messagingConsents)
    .where(eq(messagingConsents.userId, userId))
    .orderBy(messagingConsents.purpose, messagingConsents.channel, desc(messagingConsents.id));
  return new Map(rows.map((row) => [`${row.purpose}:${row.channel}`, row]));
}

async function contactOf(db: Reader, userId: number): Promise<{ mobile: string; proved: boolean } | null> {
  const [row] = await db.select({ mobile: messagingContacts.mobile, provedAt: messagingContacts.provedAt }).from(messagingContacts).where(eq(messagingContacts.userId, userId));
  return row ? { mobile: row.mobile, proved: row.provedAt !== null } : null;
}

async function mobileOf(db: Reader, userId: number): Promise<string | null> {
  return (await contactOf(db, userId))?.mobile ?? null;
}

/** Saves the account's number; the same number stays proved, another one starts unproved. */
async function saveMobile(tx: Transaction, userId: number, mobile: string): Promise<void> {
  await tx
    .insert(messagingContacts)
    .values({ userId, mobile })
    .onConflictDoUpdate({
      target: messagingContacts.userId,
      set: { mobile, provedAt: sql`case when ${messagingContacts.mobile} = excluded.mobile then ${messagingContacts.provedAt} end`, updatedAt: new Date() },
    });
}

function tenDigits(raw: string): string {
  const digits = normaliseIndianMobile(raw);
  if (digits === null) throw new InvalidInputError({ mobile: [MOBILE_INVALID] });
  return digits;
}

/**
 * Records the choices, one row per change, each naming the number it covers (the account's number, or the
 * one being removed); a choice already in force adds nothing.
 */
async function choose(
  tx: Transaction,
  userId: number,
  wanted: { purpose: ConsentPurpose; channel: MessagingChannelName; granted: boolean }[],
  source: ConsentSource,
  mobile: string | null,
): Promise<void> {
  const current = await choicesOf(tx, userId);
  const changes = wanted.filter(({ purpose, channel, granted }) => (current.get(`${purpose}:${channel}`)?.granted ?? false) !== granted);
  if (changes.length > 0) await tx.insert(messagingConsents).values(changes.map((change) => ({ ...change, userId, source, mobile })));
}

/** The channels on which the number said STOP and has not opted in again since. */
async function suppressedChannels(db: Reader, mobile: string): Promise<MessagingChannelName[]> {
  const rows = await db.select({ channel: messagingSuppressions.channel }).from(messagingSuppressions).where(eq(messagingSuppressions.mobile, mobile));
  return MESSAGING_CHANNELS.filter((channel) => rows.some((row) => row.channel === channel));
}

/** Whether the number said STOP on the channel (and has not opted in again): then nothing goes there. */
export async function isSuppressed(db: Reader, mobile: string, channel: MessagingChannelName): Promise<boolean> {
  const [row] = await db
    .select({ mobile: messagingSuppressions.mobile })
    .from(messagingSuppressions)
    .where(and(eq(messagingSuppressions.mobile, mobile), eq(messagingSuppressions.channel, channel)));
  return row !== undefined;
}

/**
 * The boxes ticked at sign-up or checkout. Only what was ticked is recorded: an unticked box at checkout
 * does not withdraw what the account already allows. A ticked channel needs a number, typed now or saved.
 */
export async function recordOptIn(tx: Transaction, userId: number, optIn: MessagingOptIn | undefined, source: Extract<ConsentSource, 'sign_up' | 'checkout'>): Promise<void> {
  const wanted = CONSENT_PURPOSES.flatMap((purpose) => (optIn?.[purpose] ?? []).map((channel) => ({ purpose, channel, granted: true })));
  if (wanted.length === 0) return;
  if (optIn?.mobile !== undefined) await saveMobile(tx, userId, tenDigits(optIn.mobile));
  const mobile = await mobileOf(tx, userId);
  if (mobile === null) throw new InvalidInputError({ mobile: [NUMBER_NEEDED] });
  await choose(tx, userId, wanted, source, mobile);
}

export async function messagingPreferences(db: Reader, userId: number): Promise<MessagingPreferences> {
  const [current, contact] = await Promise.all([choicesOf(db, userId), contactOf(db, userId)]);
  const mobile = contact?.mobile ?? null;
  const stopped = mobile === null ? [] : await suppressedChannels(db, mobile);
  const choice = (purpose: ConsentPurpose, channel: MessagingChannelName): Choice => {
    const row = current.get(`${purpose}:${channel}`);
    return row ? { granted: row.granted, changed_at: row.createdAt.toISOString(), source: row.source } : { granted: false, changed_at: null, source: null };
  };
  return {
    mobile,
    order_updates: { whatsapp: choice('order_updates', 'whatsapp'), sms: choice('order_updates', 'sms') },
    marketing: { whatsapp: choice('marketing', 'whatsapp'), sms: choice('marketing', 'sms') },
    stopped,
    verified: contact?.proved ?? false,
  };
}

/** The account's changes: what is left out stays; `mobile: null` removes the number and withdraws every choice. */
export async function changeMessagingPreferences(db: Database, userId: number, update: Schema<'MessagingPreferencesUpdate'>): Promise<MessagingPreferences> {
  const mobile = update.mobile === undefined || update.mobile === null ? update.mobile : tenDigits(update.mobile);
  await inTransaction(db, async (tx) => {
    if (mobile === null) {
      const removed = await mobileOf(tx, userId);
      await tx.delete(messagingContacts).where(eq(messagingContacts.userId, userId));
      await choose(tx, userId, everyChoice(false), 'account', removed);
      return;
    }
    if (mobile !== undefined) await saveMobile(tx, userId, mobile);
    const wanted = CONSENT_PURPOSES.flatMap((purpose) =>
      MESSAGING_CHANNELS.flatMap((channel) => {
        const granted = update[purpose]?.[channel];
        return granted === undefined ? [] : [{ purpose, channel, granted }];
      }),
    );
    const covered = await mobileOf(tx, userId);
    if (wanted.some((choice) => choice.granted) && covered === null) throw new InvalidInputError({ mobile: [NUMBER_NEEDED] });
    await choose(tx, userId, wanted, 'account', covered);
  });
  return messagingPreferences(db, userId);
}

function everyChoice(granted: boolean) {
  return CONSENT_PURPOSES.flatMap((purpose) => MESSAGING_CHANNELS.map((channel) => ({ purpose, channel, granted })));
}

/**
 * A STOP sent back on a channel suppresses the number there (its first STOP's time is kept), and withdraws
 * that channel, for order updates and offers, from every account whose messages go to that number, so each
 * account page shows what is in force. Returns how many accounts it changed.
 */
export async function withdrawByReply(tx: Transaction, mobile: string, channel: MessagingChannelName): Promise<number> {
  await tx.insert(messagingSuppressions).values({ mobile, channel, source: 'reply_stop' }).onConflictDoNothing();
  const accounts = await tx.select({ userId: messagingContacts.userId }).from(messagingContacts).where(eq(messagingContacts.mobile, mobile));
  for (const { userId } of accounts) {
    await choose(
      tx,
      userId,
      CONSENT_PURPOSES.map((purpose) => ({ purpose, channel, granted: false })),
      'reply_stop',
      mobile,
    );
  }
  return accounts.length;
}

/** The link in a marketing mail: offers withdrawn on every channel; order updates stay as they are. */
export async function withdrawOffers(tx: Transaction, userId: number): Promise<void> {
  await choose(
    tx,
    userId,
    MESSAGING_CHANNELS.map((channel) => ({ purpose: 'marketing' as const, channel, granted: false })),
    'unsubscribe_link',
    await mobileOf(tx, userId),
  );
}

/**
 * The number's own opt-in (START on WhatsApp) lifts its suppression on that channel. It grants nothing: each
 * account's choices stay as they are, so messages resume only where an account has the channel ticked.
 * Returns whether the number was suppressed there.
 */
export async function optInByReply(tx: Transaction, mobile: string, channel: MessagingChannelName): Promise<boolean> {
  const lifted = await tx
    .delete(messagingSuppressions)
    .where(and(eq(messagingSuppressions.mobile, mobile), eq(messagingSuppressions.channel, channel)))
    .returning({ mobile: messagingSuppressions.mobile });
  return lifted.length > 0;
}

/**
 * Marks the account's number proved (once it is the number given) and records the choices in force anew naming
 * it where they named another: a consent given for the old number does not cover the new one until then.
 */
export async function markNumberProved(tx: Transaction, userId: number, mobile: string): Promise<void> {
  const proved = await tx
    .update(messagingContacts)
    .set({ provedAt: sql`coalesce(${messagingContacts.provedAt}, now())` })
    .where(and(eq(messagingContacts.userId, userId), eq(messagingContacts.mobile, mobile)))
    .returning({ userId: messagingContacts.userId });
  if (proved.length === 0) return;
  const carried = [...(await choicesOf(tx, userId)).values()].filter((row) => row.granted && row.mobile !== mobile);
  if (carried.length > 0) {
    await tx.insert(messagingConsents).values(carried.map(({ purpose, channel, source }) => ({ userId, purpose, channel, granted: true, source, mobile })));
  }
}

/**
 * The number's own opt-in on WhatsApp proves it for the account that saved it, when only one did: with two
 * accounts naming it, the message cannot tell which of them is its owner's, and each must prove it by code.
 */
export async function proveByReply(tx: Transaction, mobile: string): Promise<boolean> {
  const accounts = await tx.select({ userId: messagingContacts.userId }).from(messagingContacts).where(eq(messagingContacts.mobile, mobile));
  if (accounts.length !== 1) return false;
  await markNumberProved(tx, accounts[0]!.userId, mobile);
  return true;
}

/**
 * Where a customer allows messages of a purpose now, WhatsApp first, leaving out each channel on which their
 * number said STOP; null when nowhere, or no number, or one not proved yet (a choice naming another number
 * does not cover it).
 */
export async function allowedChannels(db: Reader, userId: number, purpose: ConsentPurpose): Promise<{ mobile: string; channels: MessagingChannelName[] } | null> {
  return chosenChannels(db, userId, purpose, { proved: true });
}

/**
 * The channels the customer chose for a purpose, less those their number stopped, whether or not the number is
 * proved: what the cart reminder's e-mail leans on (decision 037), for the e-mail does not go to the number.
 */
export async function chosenChannels(
  db: Reader,
  userId: number,
  purpose: ConsentPurpose,
  { proved }: { proved: boolean } = { proved: false },
): Promise<{ mobile: string; channels: MessagingChannelName[] } | null> {
  const contact = await contactOf(db, userId);
  if (contact === null || (proved && !contact.proved)) return null;
  const { mobile } = contact;
  const [current, stopped] = await Promise.all([choicesOf(db, userId), suppressedChannels(db, mobile)]);
  const channels = MESSAGING_CHANNELS.filter((channel) => {
    const choice = current.get(`${purpose}:${channel}`);
    return choice?.granted && (!proved || choice.mobile === mobile) && !stopped.includes(channel);
  });
  return channels.length > 0 ? { mobile, channels } : null;
}

/** Every choice the customer made, oldest first, for their data export. */
export async function consentHistory(db: Reader, userId: number): Promise<CustomerDataExportMessaging> {
  const [mobile, rows] = await Promise.all([
    mobileOf(db, userId),
    db.select().from(messagingConsents).where(eq(messagingConsents.userId, userId)).orderBy(messagingConsents.id),
  ]);
  return {
    mobile,
    choices: rows.map((row) => ({ purpose: row.purpose, channel: row.channel, granted: row.granted, source: row.source, at: row.createdAt.toISOString(), mobile: row.mobile })),
  };
}

type CustomerDataExportMessaging = Schema<'CustomerDataExport'>['messaging'];

/**
 * Erasure: the number, the choices and the messages sent to it go (the orders stay, for tax, without them).
 * The suppressions stay: a STOP is the number's objection, not the account's, and outlives it (another account
 * may type the number tomorrow); a suppression holds nothing personal beyond the number, which is needed to
 * honour the objection.
 */
export async function eraseMessaging(tx: Transaction, userId: number): Promise<void> {
  await tx.delete(outbox).where(and(eq(outbox.userId, userId), ne(outbox.channel, 'email')));
  await tx.delete(messagingContacts).where(eq(messagingContacts.userId, userId));
  await tx.delete(messagingNumberCodes).where(eq(messagingNumberCodes.userId, userId));
  await tx.delete(messagingConsents).where(eq(messagingConsents.userId, userId));
}
