/**
 * The one outbox: every message the shop sends, by e-mail, WhatsApp or SMS, is a row here, written in the
 * same transaction as the change it tells about (notify/), then sent by one dispatcher with one retry policy
 * and its outcome recorded on the row. The columns a channel does not use stay empty, and CHECKs say which.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { TEN_DIGIT_MOBILE } from './messaging';
import {
  MAIL_STATUSES,
  MESSAGE_LANGUAGES,
  NOTIFICATION_EVENTS,
  NOTIFICATION_STATUSES,
  OUTBOX_CHANNELS,
  OUTBOX_PROVIDERS,
  type MailStatus,
  type MessageLanguage,
  type NotificationStatus,
  type OutboxChannel,
  type OutboxProvider,
} from './values';

const EMAIL = sql.raw(`'email'`);

export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    /** What it tells: an order event on WhatsApp and SMS (`shipped`, …), a mail's kind (`order_shipped`, `signup_otp`, …). */
    event: text('event').notNull(),
    /**
     * What makes the event one of its kind on the order: the event itself, or for one that can happen more
     * than once (a refund) the event and its record's id. One message per key and channel; none for mail.
     */
    eventKey: text('event_key'),
    /** Whose message it is: the consent read at send time is theirs. None for mail to the shop's own inbox. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The order it tells about: on each channel, one order's messages go out in the order they were written, so
     * a parcel shipped and returned within minutes never reads "came back" before "on its way".
     */
    orderId: integer('order_id'),
    /** The e-mail address, or the ten-digit mobile number for WhatsApp and SMS. */
    recipient: text('recipient').notNull(),
    /**
     * The language it was written in, its recipient's when it was queued: a mail's words are written then, and a
     * WhatsApp or SMS message is sent later with this language's template, whatever the customer chose since.
     */
    language: text('language').$type<MessageLanguage>().notNull().default('en'),
    // A mail's content.
    subject: text('subject'),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    replyTo: text('reply_to'),
    /** Marketing mail's one-click way out (RFC 8058), sent as its List-Unsubscribe header. */
    unsubscribeUrl: text('unsubscribe_url'),
    // A WhatsApp or SMS message's content: the template (WhatsApp's name or the SMS's DLT id, recorded once sent), its parameters and quick replies.
    template: text('template'),
    parameters: jsonb('parameters').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    buttons: jsonb('buttons').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status').$type<MailStatus | NotificationStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a sender may next pick the message up; claiming pushes it forward as a lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who carried it, once tried: the configuration decides. */
    provider: text('provider').$type<OutboxProvider>(),
    providerMessageId: text('provider_message_id'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When it was sent, logged or given up on. */
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    unique('outbox_once_per_event').on(t.orderId, t.eventKey, t.channel),
    unique('outbox_provider_message_key').on(t.providerMessageId),
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_pending_order_idx').on(t.orderId, t.channel, t.id).where(sql`${t.status} = 'pending' and ${t.orderId} is not null`),
    index('outbox_user_idx').on(t.userId),
    check('outbox_channel_known', oneOf(t.channel, OUTBOX_CHANNELS)),
    check('outbox_language_known', oneOf(t.language, MESSAGE_LANGUAGES)),
    check('outbox_status_known', sql`(${t.channel} = ${EMAIL} and ${oneOf(t.status, MAIL_STATUSES)}) or (${t.channel} <> ${EMAIL} and ${oneOf(t.status, NOTIFICATION_STATUSES)})`),
    check('outbox_provider_known', sql`${t.provider} is null or ${oneOf(t.provider, OUTBOX_PROVIDERS)}`),
    check('outbox_attempts_not_negative', sql`${t.attempts} >= 0`),
    // A mail has a subject and a text and nothing of a template; a message has no mail's parts.
    check(
      'outbox_mail_content',
      sql`(${t.channel} = ${EMAIL} and ${t.subject} is not null and ${t.textBody} is not null and ${t.template} is null and ${t.parameters} = '[]'::jsonb and ${t.buttons} = '[]'::jsonb) or (${t.channel} <> ${EMAIL} and ${t.subject} is null and ${t.textBody} is null and ${t.htmlBody} is null and ${t.replyTo} is null and ${t.unsubscribeUrl} is null)`,
    ),
    // What the WhatsApp and SMS outbox held: a customer's message about a known event, to a proved number's shape.
    check('outbox_message_event_known', sql`${t.channel} = ${EMAIL} or ${oneOf(t.event, NOTIFICATION_EVENTS)}`),
    check('outbox_message_has_user', sql`${t.channel} = ${EMAIL} or ${t.userId} is not null`),
    // A cart reminder, a complaint's or a quote's news and a survey's reminder or move may name no order.
    check('outbox_order_event_has_order', sql`${t.channel} = ${EMAIL} or ${t.orderId} is not null or ${t.event} in ('abandoned_cart', 'complaint_update', 'quote_update', 'visit_reminder', 'visit_moved')`),
    check('outbox_mobile_shape', sql`${t.channel} = ${EMAIL} or ${t.recipient} ~ ${TEN_DIGIT_MOBILE}`),
  ],
);
