/**
 * The back-office: staff sessions (revocable, short-lived) and the audit log of every staff write.
 * Whether an account is staff, and in which role, is `users.staff_role` (or STAFF_EMAILS); these tables hold
 * what staff do.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';
import type { AuditActorKind } from './values';

/**
 * One row per signed-in back-office session. The staff token carries the row's id; a session is live
 * while it is unrevoked and unexpired, so signing out or losing the staff role ends it on the server.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    /** Random, URL-safe; the token's `jti`. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_user_idx').on(t.userId), check('staff_sessions_expiry_after_creation', sql`${t.expiresAt} > ${t.createdAt}`)],
);

/**
 * Step 1 of a back-office sign-in that passed its password check: the challenge the browser holds and the
 * code mailed to the staff member. Only hashes are kept; a challenge serves one sign-in.
 */
export const staffSignIns = pgTable(
  'staff_sign_ins',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the challenge handed to the browser. */
    challengeHash: text('challenge_hash').notNull().unique('staff_sign_ins_challenge_hash_key'),
    /** HMAC of the six digits, bound to this challenge. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('staff_sign_ins_user_idx').on(t.userId, t.createdAt),
    check('staff_sign_ins_attempts_not_negative', sql`${t.attempts} >= 0`),
    check('staff_sign_ins_expiry_after_creation', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

/**
 * Who changed what, when, and the record's values before and after (its admin shape as JSON; null before
 * a creation or after a deletion). Written in the same transaction as the change, never updated.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** The staff member; kept (restrict) so the log never loses its author. Null for the command line. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'restrict' }),
    /** `staff` (a signed-in staff member, `actor_id`) or `cli` (the owner at the shop's command line). */
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull().default('staff'),
    /** `<entity>.<verb>`, e.g. `product.update`, `order.ship`. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    check('audit_log_action_shape', sql`${t.action} ~ '^[a-z_]+\\.[a-z_]+$'`),
    check('audit_log_actor_known', sql`(${t.actorKind} = 'staff' and ${t.actorId} is not null) or (${t.actorKind} = 'cli' and ${t.actorId} is null)`),
  ],
);
