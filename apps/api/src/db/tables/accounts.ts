/** Customers and staff, and the one-time codes that prove an e-mail address. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businessComplete, createdAt, filledText, id, oneOf, updatedAt, version } from './columns';
import { MESSAGE_LANGUAGES, OTP_PURPOSES, STAFF_ROLES, TEXT_LIMITS, type MessageLanguage, type OtpPurpose, type StaffRole } from './values';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Contact phone number as typed at registration. */
    contact: text('contact'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    postalcode: text('postalcode'),
    /** The business the customer last bought for at checkout (GSTIN and name, both or neither), offered next time. */
    gstin: text('gstin'),
    businessName: text('business_name'),
    /** The language the customer's mail, WhatsApp and SMS messages are written in: the storefront's they signed up in, or the one they chose since. */
    language: text('language').$type<MessageLanguage>().notNull().default('en'),
    /** A password hash; demo accounts hold an unusable value starting with '!'. */
    passwordHash: text('password_hash').notNull(),
    /** The account's place in the back-office (`owner` or `staff`); null for a customer. */
    staffRole: text('staff_role').$type<StaffRole>(),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Bumped by every password change. A session token carries the version it was issued under, and a
     * token of an older version is refused: changing the password signs out every other session.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /** The session (token `jti`) that made the last password change; it alone survives the change. */
    passwordChangedInSession: text('password_changed_in_session'),
    /** Bumped by every staff change (deactivate, reactivate, erase), for the back-office's version check. */
    version: version(),
    /** When the account's personal data was erased on request (DPDP Act 2023); its orders stay for tax records. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One account per address however it is capitalised.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_business_complete', businessComplete(t.gstin, t.businessName)),
    check('users_name_filled', filledText(t.name, TEXT_LIMITS.personName)),
    check('users_email_shape', sql`${t.email} ~ '^[^@[:space:]]+@[^@[:space:]]+$' and char_length(${t.email}) <= ${sql.raw(String(TEXT_LIMITS.email))}`),
    check('users_password_hash_filled', sql`length(${t.passwordHash}) > 0`),
    check('users_session_version_not_negative', sql`${t.sessionVersion} >= 0`),
    check('users_language_known', oneOf(t.language, MESSAGE_LANGUAGES)),
    check('users_staff_role_known', sql`${t.staffRole} is null or ${oneOf(t.staffRole, STAFF_ROLES)}`),
  ],
);

/**
 * Sessions ended before their expiry (Logout): a token whose `jti` is here is refused. A row is only
 * needed until the token would have expired anyway, then housekeeping deletes it.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    /** The token's `jti`. */
    sessionId: text('session_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ended_sessions_token_expires_idx').on(t.tokenExpiresAt)],
);

export const emailOtps = pgTable(
  'email_otps',
  {
    id: id(),
    email: text('email').notNull(),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    /** Only a hash of the six digits is kept. */
    codeHash: text('code_hash').notNull(),
    /** Wrong guesses so far; the code dies after a few. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_otps_lookup_idx').on(sql`lower(${t.email})`, t.purpose, t.createdAt),
    check('email_otps_purpose_known', oneOf(t.purpose, OTP_PURPOSES)),
    check('email_otps_attempts_not_negative', sql`${t.attempts} >= 0`),
    check('email_otps_expiry_after_creation', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);
