/**
 * State that must be shared by every API instance, so none of it lives in process memory:
 * rate-limit counters, idempotency keys and generated settings (outgoing messages are outbox.ts's).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, version } from './columns';

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
