/**
 * WhatsApp and SMS: what each customer agreed to, and the messages the shop sends about orders. Choices are
 * kept as a history, one row per change with its time and where it was made (DPDP Act 2023: consent must be
 * shown, not just held); the newest row of each purpose and channel is the choice in force. The messages
 * themselves go through the one outbox with the mail (outbox.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, oneOf, updatedAt } from './columns';
import {
  CONSENT_PURPOSES,
  CONSENT_SOURCES,
  MESSAGING_CHANNELS,
  SUPPRESSION_SOURCES,
  type ConsentPurpose,
  type ConsentSource,
  type MessagingChannelName,
  type SuppressionSource,
} from './values';

/** A ten-digit Indian mobile number as stored: no country code, no spaces. */
export const TEN_DIGIT_MOBILE = sql.raw(`'^[6-9][0-9]{9}$'`);

export const messagingConsents = pgTable(
  'messaging_consents',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<ConsentPurpose>().notNull(),
    channel: text('channel').$type<MessagingChannelName>().notNull(),
    granted: boolean('granted').notNull(),
    source: text('source').$type<ConsentSource>().notNull(),
    /**
     * The number the choice covers, as saved when it was made: a choice is about one number, and the account's
     * number can change. Null only for rows older than this column whose account had no number left.
     */
    mobile: text('mobile'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messaging_consents_user_idx').on(t.userId, t.purpose, t.channel, t.id),
    check('messaging_consents_purpose_known', oneOf(t.purpose, CONSENT_PURPOSES)),
    check('messaging_consents_channel_known', oneOf(t.channel, MESSAGING_CHANNELS)),
    check('messaging_consents_source_known', oneOf(t.source, CONSENT_SOURCES)),
    check('messaging_consents_mobile_shape', sql`${t.mobile} is null or ${t.mobile} ~ ${TEN_DIGIT_MOBILE}`),
  ],
);

/**
 * The numbers that said STOP on a channel: nothing goes to that number on that channel, whatever any account's
 * choices say, until the number itself opts in again (START on WhatsApp). Kept by number, not by account, and
 * not erased with an account: the objection is the number owner's, and the row holds nothing personal beyond
 * the number it needs to honour it.
 */
export const messagingSuppressions = pgTable(
  'messaging_suppressions',
  {
    mobile: text('mobile').notNull(),
    channel: text('channel').$type<MessagingChannelName>().notNull(),
    source: text('source').$type<SuppressionSource>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.mobile, t.channel] }),
    check('messaging_suppressions_mobile_shape', sql`${t.mobile} ~ ${TEN_DIGIT_MOBILE}`),
    check('messaging_suppressions_channel_known', oneOf(t.channel, MESSAGING_CHANNELS)),
    check('messaging_suppressions_source_known', oneOf(t.source, SUPPRESSION_SOURCES)),
  ],
);

/**
 * The number a customer's WhatsApp and SMS go to; one per account, removed when the account is erased. Nothing
 * goes to it until it is proved (decision 037): by a code sent to it and typed back in the account, or by the
 * number's own message on WhatsApp. A changed number is unproved again.
 */
export const messagingContacts = pgTable(
  'messaging_contacts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    mobile: text('mobile').notNull(),
    /** When this number was proved to be the customer's; null until then. */
    provedAt: timestamp('proved_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('messaging_contacts_mobile_idx').on(t.mobile),
    check('messaging_contacts_mobile_shape', sql`${t.mobile} ~ ${TEN_DIGIT_MOBILE}`),
  ],
);

/**
 * The code that proves an account's number, one at a time per account: stored only as an HMAC bound to the
 * account and the number, spent after a few wrong tries, replaced by the next one asked for.
 */
export const messagingNumberCodes = pgTable(
  'messaging_number_codes',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    mobile: text('mobile').notNull(),
    channel: text('channel').$type<MessagingChannelName>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('messaging_number_codes_mobile_shape', sql`${t.mobile} ~ ${TEN_DIGIT_MOBILE}`),
    check('messaging_number_codes_channel_known', oneOf(t.channel, MESSAGING_CHANNELS)),
    check('messaging_number_codes_attempts_not_negative', sql`${t.attempts} >= 0`),
  ],
);

/**
 * The customers' WhatsApp messages already acted on, by WhatsApp's id of each: the same message delivered
 * again (Meta's retry, or a signed body posted anew) changes nothing a second time. Kept a little longer than
 * a message is read at all (flows/whatsapp-replies.ts), then forgotten by housekeeping.
 */
export const whatsAppReceivedMessages = pgTable(
  'whatsapp_received_messages',
  {
    messageId: text('message_id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('whatsapp_received_messages_received_idx').on(t.receivedAt)],
);
