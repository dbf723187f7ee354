/**
 * State that must be shared by every API instance, so none of it lives in process memory:
 * outgoing mail, rate-limit counters, idempotency keys and generated settings.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, version } from './columns';
import { MAIL_STATUSES, type MailStatus } from './values';

/** Mail is written here in the same transaction as the change that causes it, then delivered. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** What the mail is about (`contact_notification`, …), for logs and tests. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /**
     * The order the mail tells about: one order's mails go out in the order they were written, so a parcel
     * shipped and returned within minutes never reads "came back" before "on its way" (mail/dispatcher.ts).
     */
    orderId: integer('order_id'),
    /** Marketing mail's one-click way out (RFC 8058), sent as its List-Unsubscribe header. */
    unsubscribeUrl: text('unsubscribe_url'),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a sender may next pick the mail up; claiming pushes it forward as a lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_pending_order_idx').on(t.orderId, t.id).where(sql`${t.status} = 'pending' and ${t.orderId} is not null`),
    check('mail_outbox_status_known', oneOf(t.status, MAIL_STATUSES)),
    check('mail_outbox_attempts_not_negative', sql`${t.attempts} >= 0`),
  ],
);

/** Fixed-window counters: one row per bucket (what is limited), key (who) and window. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
    /** After this the row is garbage and may be deleted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'rate_limit_counters_pkey', columns: [t.bucket, t.key, t.windowStart] }),
    index('rate_limit_counters_expires_idx').on(t.expiresAt),
    check('rate_limit_counters_hits_not_negative', sql`${t.hits} >= 0`),
  ],
);

/** A client-chosen key makes a retried request (e.g. placing an order) answer the first result again. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    /** Whose key it is and for which operation, e.g. `user:12:createOrder`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** Hash of the request body: the same key with a different body is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still being processed. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('idempotency_keys_scope_key_key').on(t.scope, t.key),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
    check('idempotency_keys_key_size', sql`char_length(${t.key}) between 1 and 255`),
  ],
);

/**
 * Values every instance must agree on: generated once (JWT secret, seed marker) or set by staff (the
 * dashboard's low-stock threshold), whose edits are version-checked.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  version: version(),
  createdAt: createdAt(),
});

/**
 * One row whose value changes whenever something a visitor can see changes: the catalogue, published
 * reviews, the site's content. Triggers set it as the writing transaction commits (see the migration
 * `public_data_version`), so every instance can tell by one small read whether the public answers it
 * keeps in memory are still current (http/shared-answers.ts).
 */
export const publicDataVersion = pgTable(
  'public_data_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('public_data_version_one_row', sql`${t.id}`)],
);
