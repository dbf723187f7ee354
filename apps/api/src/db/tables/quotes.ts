/**
 * Requests for quotation (decision 053): what a buyer asked for and for which site, and the shop's quotations,
 * one row per revision. The draft being priced is the one revision not yet sent (at most one per quote); the
 * latest sent one is what the buyer reads, the earlier ones are the history. A quotation's lines keep what was
 * quoted whatever the catalogue does later, so accepting it can order exactly that.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import type { StoredVariant } from './media';
import { orders } from './orders';
import { createdAt, filledText, id, oneOf, updatedAt, version } from './columns';
import { QUOTE_SITE_KINDS, QUOTE_STATUSES, TEXT_LIMITS, type QuoteSiteKind, type QuoteStatus } from './values';

/** A line the buyer asked for: a catalogue variant, or their words for what the catalogue does not have. */
export interface RequestedQuoteLine {
  variantId: number | null;
  description: string | null;
  quantity: number;
}

/** A line of a quotation, at its price per unit before GST. `variantId` null: an extra line (fitting, a survey). */
export interface QuotedLine {
  variantId: number | null;
  /** The catalogue service it was priced from (decision 058); absent on lines saved before services were kept. */
  serviceId?: number | null;
  description: string;
  /** What one unit is when not a pack: "running metre", "visit". */
  unit: string | null;
  quantity: number;
  unitPricePaise: number;
  gstRatePercent: number;
  hsnSac: string;
}

/** Stored statuses: `expired` is read from the quotation's last valid day, never written. */
export type StoredQuoteStatus = Exclude<QuoteStatus, 'expired'>;
const STORED_QUOTE_STATUSES = QUOTE_STATUSES.filter((status) => status !== 'expired');

export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    /** What the buyer quotes: `Q-<year>-<six digits>`, counted per year in India (quote_numbers). */
    number: text('number').notNull().unique('quotes_number_key'),
    /** The account it was requested from; null for a guest. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    organisation: text('organisation'),
    /** Ten digits, as every stored Indian mobile number. */
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    gstin: text('gstin'),
    sitePincode: text('site_pincode').notNull(),
    siteAddress: text('site_address').notNull(),
    siteKind: text('site_kind').$type<QuoteSiteKind>().notNull(),
    wantsInstallation: boolean('wants_installation').notNull(),
    note: text('note'),
    requestedLines: jsonb('requested_lines').$type<RequestedQuoteLine[]>().notNull(),
    status: text('status').$type<StoredQuoteStatus>().notNull().default('requested'),
    /** The latest sent quotation's last valid day (India's calendar), kept here so lists and counts read expiry in SQL. */
    validUntil: date('valid_until', { mode: 'string' }),
    /** The order an accepted quotation became (status `accepted`); the order reads its quote through this. */
    orderId: integer('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'restrict' }),
    /** The owner allows this buyer to pay by bank transfer or UPI against a proforma invoice (decision 053, "Paying by transfer"). */
    bankTransferAllowed: boolean('bank_transfer_allowed').notNull().default(false),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('quotes_status_idx').on(t.status, t.createdAt),
    index('quotes_user_idx').on(t.userId),
    check('quotes_number_shape', sql`${t.number} ~ '^Q-[0-9]{4}-[0-9]{6,}$'`),
    check('quotes_status_known', oneOf(t.status, STORED_QUOTE_STATUSES)),
    check('quotes_site_kind_known', oneOf(t.siteKind, QUOTE_SITE_KINDS)),
    check('quotes_name_filled', filledText(t.name, TEXT_LIMITS.personName)),
    check('quotes_organisation_filled', sql`${t.organisation} is null or (${filledText(t.organisation, TEXT_LIMITS.personName)})`),
    check('quotes_email_filled', filledText(t.email, TEXT_LIMITS.email)),
    check('quotes_phone_shape', sql`${t.phone} ~ '^[6-9][0-9]{9}$'`),
    check('quotes_gstin_needs_organisation', sql`${t.gstin} is null or ${t.organisation} is not null`),
    check('quotes_site_pincode_shape', sql`${t.sitePincode} ~ '^[1-9][0-9]{5}$'`),
    check('quotes_site_address_filled', filledText(t.siteAddress, TEXT_LIMITS.shortText)),
    check('quotes_note_filled', sql`${t.note} is null or (${filledText(t.note, TEXT_LIMITS.message)})`),
    check('quotes_requested_lines_count', sql`jsonb_array_length(${t.requestedLines}) between 1 and 50`),
    uniqueIndex('quotes_order_idx').on(t.orderId),
    check('quotes_accepted_has_order', sql`(${t.status} = 'accepted') = (${t.orderId} is not null)`),
    check('quotes_quoted_has_validity', sql`${t.status} = 'requested' or ${t.status} = 'withdrawn' or ${t.validUntil} is not null`),
  ],
);

export const quoteRevisions = pgTable(
  'quote_revisions',
  {
    id: id(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** 1, 2, … per quote, in the order they were started. */
    revision: integer('revision').notNull(),
    lines: jsonb('lines').$type<QuotedLine[]>().notNull(),
    deliveryTerms: text('delivery_terms').notNull(),
    installationTerms: text('installation_terms').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    /** The staff member who last saved it. */
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    /** When it went to the buyer; null while it is the draft. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('quote_revisions_quote_revision_key').on(t.quoteId, t.revision),
    // One draft per quote: staff edit it until it is sent.
    uniqueIndex('quote_revisions_one_draft_idx').on(t.quoteId).where(sql`${t.sentAt} is null`),
    check('quote_revisions_revision_positive', sql`${t.revision} >= 1`),
    check('quote_revisions_lines_count', sql`jsonb_array_length(${t.lines}) between 1 and 60`),
    check('quote_revisions_delivery_terms_length', sql`char_length(${t.deliveryTerms}) <= ${sql.raw(String(TEXT_LIMITS.staffNote))}`),
    check('quote_revisions_installation_terms_length', sql`char_length(${t.installationTerms}) <= ${sql.raw(String(TEXT_LIMITS.staffNote))}`),
  ],
);

/** The last quote number given in each year (India's calendar): numbers run from 1 every year. */
export const quoteNumbers = pgTable('quote_numbers', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * Photos of a request's site (decision 053, "Site photos"), uploaded before the request names them, anyone may:
 * the uploader is answered a claim whose SHA-256 is kept, and only a request naming the claim takes the photo.
 * Stored as return photos are (media's storeImage); shown only to staff and on the quote's own pages.
 */
export const quotePhotos = pgTable(
  'quote_photos',
  {
    id: id(),
    /** The quote it shows; null until a request names its claim. */
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'cascade' }),
    claimHash: text('claim_hash').notNull().unique('quote_photos_claim_hash_key'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quote_photos_quote_idx').on(t.quoteId), check('quote_photos_size_positive', sql`${t.width} > 0 and ${t.height} > 0`)],
);
