/**
 * What a customer agreed to be messaged about on WhatsApp and SMS, under the DPDP Act 2023: nothing until
 * they tick it (at sign-up, checkout or in the account); order updates and offers asked separately; every
 * change kept with its time and where it was made; withdrawn in one tap in the account or by replying STOP.
 */
import type { Schema } from '@shop/contracts';
import { INDIAN_MOBILE_MESSAGE, normaliseIndianMobile } from '@shop/rules';
import { desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { messagingConsents, messagingContacts, notificationOutbox } from '../db/schema';
import { CONSENT_PURPOSES, MESSAGING_CHANNELS, type ConsentPurpose, type ConsentSource, type MessagingChannelName } from '../db/tables/values';
import { InvalidInputError } from '../errors';
import { inTransaction } from '../db/transaction';

export type MessagingOptIn = Schema<'MessagingOptIn'>;
export type MessagingPreferences = Schema<'MessagingPreferences'>;
type Choice = Schema<'MessagingChoice'>;
type Reader = Database | Transaction;

const NUMBER_NEEDED = 'Enter the mobile number for WhatsApp or SMS messages.';

/** The choices in force: the newest record of each purpose and channel. */
async function choicesOf(db: Reader, userId: number): Promise<Map<string, typeof messagingConsents.$inferSelect>> {
  const rows = await db
    .selectDistinctOn([messagingConsents.purpose, messagingConsents.channel])
    .from(messagingConsents)
    .where(eq(messagingConsents.userId, userId))
    .orderBy(messagingConsents.purpose, messagingConsents.channel, desc(messagingConsents.id));
  return new Map(rows.map((row) => [`${row.purpose}:${row.channel}`, row]));
}

async function mobileOf(db: Reader, userId: number): Promise<string | null> {
  const [row] = await db.select({ mobile: messagingContacts.mobile }).from(messagingContacts).where(eq(messagingContacts.userId, userId));
  return row?.mobile ?? null;
}

async function saveMobile(tx: Transaction, userId: number, mobile: string): Promise<void> {
  await tx.insert(messagingContacts).values({ userId, mobile }).onConflictDoUpdate({ target: messagingContacts.userId, set: { mobile, updatedAt: new Date() } });
}

function tenDigits(raw: string): string {
  const digits = normaliseIndianMobile(raw);
  if (digits === null) throw new InvalidInputError({ mobile: [INDIAN_MOBILE_MESSAGE] });
  return digits;
}

/** Records the choices, one row per change; a choice already in force adds nothing. */
async function choose(tx: Transaction, userId: number, wanted: { purpose: ConsentPurpose; channel: MessagingChannelName; granted: boolean }[], source: ConsentSource): Promise<void> {
  const current = await choicesOf(tx, userId);
  const changes = wanted.filter(({ purpose, channel, granted }) => (current.get(`${purpose}:${channel}`)?.granted ?? false) !== granted);
  if (changes.length > 0) await tx.insert(messagingConsents).values(changes.map((change) => ({ ...change, userId, source })));
}

/**
 * The boxes ticked at sign-up or checkout. Only what was ticked is recorded: an unticked box at checkout
 * does not withdraw what the account already allows. A ticked channel needs a number, typed now or saved.
 */
export async function recordOptIn(tx: Transaction, userId: number, optIn: MessagingOptIn | undefined, source: Extract<ConsentSource, 'sign_up' | 'checkout'>): Promise<void> {
  const wanted = CONSENT_PURPOSES.flatMap((purpose) => (optIn?.[purpose] ?? []).map((channel) => ({ purpose, channel, granted: true })));
  if (wanted.length === 0) return;
  if (optIn?.mobile !== undefined) await saveMobile(tx, userId, tenDigits(optIn.mobile));
  else if ((await mobileOf(tx, userId)) === null) throw new InvalidInputError({ mobile: [NUMBER_NEEDED] });
  await choose(tx, userId, wanted, source);
}

export async function messagingPreferences(db: Reader, userId: number): Promise<MessagingPreferences> {
  const [current, mobile] = await Promise.all([choicesOf(db, userId), mobileOf(db, userId)]);
  const choice = (purpose: ConsentPurpose, channel: MessagingChannelName): Choice => {
    const row = current.get(`${purpose}:${channel}`);
    return row ? { granted: row.granted, changed_at: row.createdAt.toISOString(), source: row.source } : { granted: false, changed_at: null, source: null };
  };
  return {
    mobile,
    order_updates: { whatsapp: choice('order_updates', 'whatsapp'), sms: choice('order_updates', 'sms') },
    marketing: { whatsapp: choice('marketing', 'whatsapp'), sms: choice('marketing', 'sms') },
  };
}

/** The account's changes: what is left out stays; `mobile: null` removes the number and withdraws every choice. */
export async function changeMessagingPreferences(db: Database, userId: number, update: Schema<'MessagingPreferencesUpdate'>): Promise<MessagingPreferences> {
  const mobile = update.mobile === undefined || update.mobile === null ? update.mobile : tenDigits(update.mobile);
  await inTransaction(db, async (tx) => {
    if (mobile === null) {
      await tx.delete(messagingContacts).where(eq(messagingContacts.userId, userId));
      await choose(tx, userId, everyChoice(false), 'account');
      return;
    }
    if (mobile !== undefined) await saveMobile(tx, userId, mobile);
    const wanted = CONSENT_PURPOSES.flatMap((purpose) =>
      MESSAGING_CHANNELS.flatMap((channel) => {
        const granted = update[purpose]?.[channel];
        return granted === undefined ? [] : [{ purpose, channel, granted }];
      }),
    );
    if (wanted.some((choice) => choice.granted) && mobile === undefined && (await mobileOf(tx, userId)) === null) {
      throw new InvalidInputError({ mobile: [NUMBER_NEEDED] });
    }
    await choose(tx, userId, wanted, 'account');
  });
  return messagingPreferences(db, userId);
}

function everyChoice(granted: boolean) {
  return CONSENT_PURPOSES.flatMap((purpose) => MESSAGING_CHANNELS.map((channel) => ({ purpose, channel, granted })));
}

/**
 * A STOP sent back on a channel withdraws that channel, for order updates and offers, from every account
 * whose messages go to that number. Returns how many accounts it changed.
 */
export async function withdrawByReply(tx: Transaction, mobile: string, channel: MessagingChannelName): Promise<number> {
  const accounts = await tx.select({ userId: messagingContacts.userId }).from(messagingContacts).where(eq(messagingContacts.mobile, mobile));
  for (const { userId } of accounts) {
    await choose(
      tx,
      userId,
      CONSENT_PURPOSES.map((purpose) => ({ purpose, channel, granted: false })),
      'reply_stop',
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
  );
}

/** Where a customer allows messages of a purpose now, WhatsApp first; null when nowhere (or no number). */
export async function allowedChannels(db: Reader, userId: number, purpose: ConsentPurpose): Promise<{ mobile: string; channels: MessagingChannelName[] } | null> {
  const mobile = await mobileOf(db, userId);
  if (mobile === null) return null;
  const current = await choicesOf(db, userId);
  const channels = MESSAGING_CHANNELS.filter((channel) => current.get(`${purpose}:${channel}`)?.granted);
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
    choices: rows.map((row) => ({ purpose: row.purpose, channel: row.channel, granted: row.granted, source: row.source, at: row.createdAt.toISOString() })),
  };
}

type CustomerDataExportMessaging = Schema<'CustomerDataExport'>['messaging'];

/** Erasure: the number, the choices and the messages sent to it go (the orders stay, for tax, without them). */
export async function eraseMessaging(tx: Transaction, userId: number): Promise<void> {
  await tx.delete(notificationOutbox).where(eq(notificationOutbox.userId, userId));
  await tx.delete(messagingContacts).where(eq(messagingContacts.userId, userId));
  await tx.delete(messagingConsents).where(eq(messagingConsents.userId, userId));
}
