/**
 * Complaints (grievances under the Consumer Protection (E-Commerce) Rules, 2020): a ticket with a number the
 * shopper can quote, the clocks the Rules set, its thread of messages both ways, and the resolution staff
 * record when they close it.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, filledText, id, oneOf, version } from './columns';
import { contactMessages } from './content';
import { orders } from './orders';
import { outbox } from './outbox';
import { COMPLAINT_AUTHORS, COMPLAINT_STATUSES, TEXT_LIMITS, type ComplaintAuthor, type ComplaintStatus } from './values';

export const complaints = pgTable(
  'complaints',
  {
    id: id(),
    /** What the shopper quotes: `GR-<year>-<five digits>`, counted per year in India (complaint_numbers). */
    number: text('number').notNull().unique('complaints_number_key'),
    /** The shopper's account, when they filed signed in or the order is theirs. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The contact-form message staff made a ticket of, if it came that way: one ticket per message. */
    contactMessageId: integer('contact_message_id')
      .unique('complaints_contact_message_key')
      .references(() => contactMessages.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The complaint in the shopper's words. */
    text: text('text').notNull(),
    status: text('status').$type<ComplaintStatus>().notNull().default('open'),
    /** When the shop had it: the form's filing, or the contact message's arrival. The clocks run from here. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull(),
    acknowledgeBy: timestamp('acknowledge_by', { withTimezone: true }).notNull(),
    resolveBy: timestamp('resolve_by', { withTimezone: true }).notNull(),
    /** What staff tell the shopper was done; set when the ticket is closed. */
    resolution: text('resolution'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    index('complaints_status_resolve_by_idx').on(t.status, t.resolveBy),
    index('complaints_user_idx').on(t.userId),
    check('complaints_number_shape', sql`${t.number} ~ '^GR-[0-9]{4}-[0-9]{5,}$'`),
    check('complaints_status_known', oneOf(t.status, COMPLAINT_STATUSES)),
    check('complaints_name_filled', filledText(t.name, TEXT_LIMITS.personName)),
    check('complaints_email_filled', filledText(t.email, TEXT_LIMITS.email)),
    check('complaints_text_filled', filledText(t.text, TEXT_LIMITS.message)),
    check('complaints_resolution_filled', sql`${t.resolution} is null or (${filledText(t.resolution, TEXT_LIMITS.message)})`),
    check('complaints_resolved_has_resolution', sql`(${t.status} = 'resolved') = (${t.resolution} is not null and ${t.resolvedAt} is not null)`),
  ],
);

/** The thread: the shopper's follow-ups and staff's answers, oldest first. */
export const complaintMessages = pgTable(
  'complaint_messages',
  {
    id: id(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    author: text('author').$type<ComplaintAuthor>().notNull(),
    /** The staff member who answered; none for the shopper's own words. */
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** The mail that carried a staff answer to the shopper. */
    mailId: integer('mail_id').references(() => outbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('complaint_messages_complaint_idx').on(t.complaintId, t.createdAt),
    check('complaint_messages_author_known', oneOf(t.author, COMPLAINT_AUTHORS)),
    check('complaint_messages_body_filled', filledText(t.body, TEXT_LIMITS.message)),
    check('complaint_messages_staff_wrote', sql`${t.author} = 'staff' or ${t.staffId} is null`),
  ],
);

/** The last ticket number given in each year (India's calendar): numbers run from 1 every year. */
export const complaintNumbers = pgTable('complaint_numbers', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});
