/**
 * Installation crews and their calendars, and the bookings of their time: site surveys, and installations booked
 * for an order with fitting lines, which the crew marks done with notes and photos and the customer then confirms
 * or reports a problem about (decision 056). No slot is ever sold twice: the migration adds an exclusion constraint
 * (`bookings_no_overlap`, btree_gist) that refuses two held or confirmed bookings of one crew whose times overlap,
 * whatever the number of API instances; drizzle-kit cannot declare one, so it lives in the migration's SQL only.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, smallint, text, time, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { complaints } from './complaints';
import { businessComplete, createdAt, filledText, id, oneOf, updatedAt, version } from './columns';
import { DEFAULT_JOB_MINUTES, JOB_MINUTES_RANGE } from '@shop/rules/installationLength';
import { SERVICE_UNITS, type ServiceUnit } from '@shop/rules/services';
import type { StoredVariant } from './media';
import { orders } from './orders';
import { BOOKING_KINDS, BOOKING_STATUSES, GST_RATES, TEXT_LIMITS, type BookingKind, type BookingStatus, type PaymentProvider } from './values';

export const crews = pgTable(
  'crews',
  {
    id: id(),
    name: text('name').notNull(),
    /** An inactive crew is offered no new booking; its bookings stay until reassigned or cancelled. */
    active: boolean('active').notNull().default(true),
    /** What it serves: 6-digit PIN codes and 3-digit prefixes (a sorting district's), decision 054. */
    pincodes: text('pincodes').array().notNull().default(sql`'{}'::text[]`),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('crews_name_filled', filledText(t.name, TEXT_LIMITS.personName)),
    check('crews_pincodes_shape', sql`array_to_string(${t.pincodes}, ',') ~ '^([1-9][0-9]{2}([0-9]{3})?(,|$))*$'`),
  ],
);

/** A crew's working period on a weekday (1 Monday … 7 Sunday), in shop time (India); several a day allowed. */
export const crewHours = pgTable(
  'crew_hours',
  {
    id: id(),
    crewId: integer('crew_id')
      .notNull()
      .references(() => crews.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    index('crew_hours_crew_idx').on(t.crewId, t.weekday),
    check('crew_hours_weekday_known', sql`${t.weekday} between 1 and 7`),
    check('crew_hours_start_before_end', sql`${t.startTime} < ${t.endTime}`),
  ],
);

export const crewDaysOff = pgTable(
  'crew_days_off',
  {
    id: id(),
    crewId: integer('crew_id')
      .notNull()
      .references(() => crews.id, { onDelete: 'cascade' }),
    /** The day in India. */
    day: date('day', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [unique('crew_days_off_crew_day_key').on(t.crewId, t.day), check('crew_days_off_reason_short', sql`char_length(${t.reason}) <= 200`)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    crewId: integer('crew_id')
      .notNull()
      .references(() => crews.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<BookingKind>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<BookingStatus>().notNull().default('held'),
    /** While held: the slot is the customer's until then, after which it blocks nobody (decision 054). */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** None once the customer's account is erased. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The contact and the site's address are null only once the customer's account is erased (a paid survey's row stays). */
    contactName: text('contact_name'),
    /** The ten digits. */
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    pincode: text('pincode').notNull(),
    address: text('address'),
    note: text('note'),
    /**
     * A business the survey was booked for (decision 069): its GSTIN and registered name, both or neither, checked as
     * the checkout's; the fee's invoice copies them. Null with the contact once the account is erased.
     */
    buyerGstin: text('buyer_gstin'),
    buyerBusinessName: text('buyer_business_name'),
    /** The fee as it stood when held: what the customer pays online to confirm (decision 055). */
    feePaise: integer('fee_paise').notNull().default(0),
    /** The provider that opened the fee's payment, and its order: one per booking, so a retry reuses it. */
    paymentProvider: text('payment_provider').$type<PaymentProvider>(),
    providerOrderId: text('provider_order_id').unique('bookings_provider_order_id_key'),
    /** The provider's payment that paid the fee (unique: one payment pays one booking, once), when, and how much. */
    paymentId: text('payment_id').unique('bookings_payment_id_key'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidPaise: integer('paid_paise'),
    /**
     * When the day-before reminder went out, and the start it told about: it goes once per start, so a visit moved
     * to another time is reminded of again for its new day.
     */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    remindedFor: timestamp('reminded_for', { withTimezone: true }),
    /** An installation's order (and the quote it was accepted from, if any); a survey has neither. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    quoteNumber: text('quote_number'),
    cancelReason: text('cancel_reason'),
    /** When staff marked the job done, and the crew's words: set together, exactly when done (decision 056). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completionNotes: text('completion_notes'),
    /** The customer's answer to the finished job, once: the work confirmed, or a problem that opened a complaint. */
    customerOutcome: text('customer_outcome').$type<'confirmed' | 'problem'>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    complaintId: integer('complaint_id').references(() => complaints.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_crew_starts_idx').on(t.crewId, t.startsAt),
    index('bookings_user_idx').on(t.userId),
    index('bookings_starts_idx').on(t.startsAt),
    // One live or finished installation per order: a second one is a mistake, staff move the first instead.
    uniqueIndex('bookings_one_installation_per_order')
      .on(t.orderId)
      .where(sql`${t.kind} = 'installation' and ${t.status} <> 'cancelled'`),
    index('bookings_held_expiry_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'held'`),
    check('bookings_kind_known', oneOf(t.kind, BOOKING_KINDS)),
    check('bookings_status_known', oneOf(t.status, BOOKING_STATUSES)),
    check('bookings_starts_before_ends', sql`${t.startsAt} < ${t.endsAt}`),
    check('bookings_held_has_expiry', sql`(${t.status} = 'held') = (${t.holdExpiresAt} is not null)`),
    check('bookings_cancelled_has_reason', sql`(${t.status} = 'cancelled') = (${t.cancelReason} is not null)`),
    check('bookings_pincode_shape', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
    check('bookings_contact_name_filled', filledText(t.contactName, TEXT_LIMITS.personName)),
    check('bookings_contact_phone_shape', sql`${t.contactPhone} ~ '^[6-9][0-9]{9}$'`),
    check('bookings_contact_email_filled', filledText(t.contactEmail, TEXT_LIMITS.email)),
    check('bookings_address_filled', filledText(t.address, 500)),
    check('bookings_note_short', sql`${t.note} is null or char_length(${t.note}) <= ${sql.raw(String(TEXT_LIMITS.shortText))}`),
    check('bookings_fee_not_negative', sql`${t.feePaise} >= 0`),
    check('bookings_payment_provider_known', sql`${t.paymentProvider} is null or ${t.paymentProvider} in ('razorpay', 'demo')`),
    check('bookings_provider_order_has_provider', sql`(${t.providerOrderId} is null) = (${t.paymentProvider} is null)`),
    check('bookings_paid_whole', sql`(${t.paymentId} is null) = (${t.paidAt} is null) and (${t.paymentId} is null) = (${t.paidPaise} is null) and (${t.paymentId} is null or ${t.providerOrderId} is not null)`),
    check('bookings_paid_positive', sql`${t.paidPaise} is null or ${t.paidPaise} > 0`),
    // Erased together: either the whole contact and address, or none of them.
    check(
      'bookings_contact_whole',
      sql`(${t.contactName} is null and ${t.contactPhone} is null and ${t.contactEmail} is null and ${t.address} is null) or (${t.contactName} is not null and ${t.contactPhone} is not null and ${t.contactEmail} is not null and ${t.address} is not null)`,
    ),
    check('bookings_survey_has_no_order', sql`${t.kind} = 'installation' or ${t.orderId} is null`),
    check('bookings_done_has_completion', sql`(${t.status} = 'done') = (${t.completedAt} is not null) and (${t.completedAt} is null) = (${t.completionNotes} is null)`),
    check('bookings_completion_notes_filled', filledText(t.completionNotes, 2000)),
    check('bookings_outcome_known', sql`${t.customerOutcome} is null or ${t.customerOutcome} in ('confirmed', 'problem')`),
    check('bookings_outcome_after_completion', sql`(${t.customerOutcome} is null) = (${t.answeredAt} is null) and (${t.customerOutcome} is null or ${t.completedAt} is not null)`),
    check('bookings_buyer_business_complete', businessComplete(t.buyerGstin, t.buyerBusinessName)),
    check('bookings_reminded_whole', sql`(${t.remindedAt} is null) = (${t.remindedFor} is null)`),
    check('bookings_cancel_reason_short', sql`${t.cancelReason} is null or char_length(${t.cancelReason}) <= 500`),
  ],
);

/**
 * A paid survey's fee adjusted against an order that followed it (decision 062): one survey per order. The fee is
 * used while that order stands (not cancelled, not returned, its payment not failed); placing an order locks the
 * survey's row first, so two checkouts racing for one fee never both take it.
 */
export const orderSurveyCredits = pgTable(
  'order_survey_credits',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_survey_credits_booking_idx').on(t.bookingId)],
);

/** The crew's photos of a job, up to five, uploaded by staff while marking it done; shown to its customer and staff. */
export const bookingPhotos = pgTable(
  'booking_photos',
  {
    id: id(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('booking_photos_booking_idx').on(t.bookingId), check('booking_photos_size_positive', sql`${t.width} > 0 and ${t.height} > 0`)],
);

/**
 * The services the crews sell, as catalogue items (decision 058): the site survey (one, whose price is the fee a
 * survey is paid with online) and installation per running metre, per square metre or as a fixed job. A price is
 * what the customer pays per unit with GST, as every catalogue price is; the SAC code and rate are what the
 * quotation and the tax invoice name. Kept after retiring (`active` false) for the quotations that name them.
 */
export const services = pgTable(
  'services',
  {
    id: id(),
    name: text('name').notNull(),
    kind: text('kind').$type<BookingKind>().notNull(),
    unit: text('unit').$type<ServiceUnit>().notNull(),
    /** Per unit, GST included, in paise. */
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    sacCode: text('sac_code').notNull(),
    gstRatePercent: smallint('gst_rate_percent').notNull(),
    active: boolean('active').notNull().default(true),
    /** How long one fixed job takes the crew: a per-job fitting is booked for that long (decision 070). */
    jobMinutes: integer('job_minutes').notNull().default(DEFAULT_JOB_MINUTES),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('services_name_lower_key').on(sql`lower(${t.name})`),
    // The survey's price is the survey fee: one survey, so the fee has one home.
    uniqueIndex('services_one_survey').on(t.kind).where(sql`${t.kind} = 'survey'`),
    check('services_name_filled', filledText(t.name, TEXT_LIMITS.title)),
    check('services_kind_known', oneOf(t.kind, BOOKING_KINDS)),
    check('services_unit_known', oneOf(t.unit, SERVICE_UNITS)),
    check('services_unit_of_kind', sql`(${t.kind} = 'survey') = (${t.unit} = 'visit')`),
    check('services_price_range', sql`${t.pricePaise} between 0 and 2000000000`),
    check('services_sac_shape', sql`${t.sacCode} ~ '^99[0-9]{4}$' and (${t.kind} <> 'installation' or left(${t.sacCode}, 4) in ('9987', '9954'))`),
    check('services_gst_rate_known', sql`${t.gstRatePercent} in (${sql.raw(GST_RATES.join(', '))})`),
    check('services_job_minutes_range', sql`${t.jobMinutes} between ${sql.raw(String(JOB_MINUTES_RANGE.min))} and ${sql.raw(String(JOB_MINUTES_RANGE.max))}`),
  ],
);
