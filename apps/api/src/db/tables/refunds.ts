/**
 * Refunds of paid orders. A refund row is written (pending, with its idempotency key) before the provider
 * is asked, so a double click, a retry or a crash between the two can never refund twice: the key is
 * unique, and the provider is always asked with the same key, which it answers with the same refund.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, filledText, id, oneOf, updatedAt } from './columns';
import { bookings } from './bookings';
import { creditNotes } from './invoices';
import { orders } from './orders';
import { payments } from './payments';
import { PAYMENT_PROVIDERS, REFUND_STATUSES, TEXT_LIMITS, type PaymentProvider, type RefundStatus } from './values';

export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    /** The order refunded, or (with `bookingId` instead) a site survey's fee (decision 055). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /** The order's captured payment the money goes back to; a booking's fee goes back to the booking's payment. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** The provider's refund id (`rfnd_…`), once the provider has accepted the refund. */
    providerRefundId: text('provider_refund_id').unique('refunds_provider_refund_id_key'),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    /** Unique: a retried request with the same key answers the refund it made the first time. */
    idempotencyKey: text('idempotency_key').notNull().unique('refunds_idempotency_key_key'),
    /** The staff member who asked for it; null when the shop did (a payment for a cancelled order). */
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why the provider refused it, when it did. */
    failureReason: text('failure_reason'),
    /** The credit note issued when the provider processed it. */
    creditNoteId: integer('credit_note_id').references(() => creditNotes.id, { onDelete: 'restrict' }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_booking_idx').on(t.bookingId),
    check(
      'refunds_of_one_thing',
      sql`(${t.orderId} is not null and ${t.paymentId} is not null and ${t.bookingId} is null) or (${t.orderId} is null and ${t.paymentId} is null and ${t.bookingId} is not null)`,
    ),
    // The retry sweep looks for refunds the provider has not accepted yet.
    index('refunds_unsent_idx').on(t.status, t.createdAt).where(sql`${t.providerRefundId} is null`),
    check('refunds_provider_known', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('refunds_status_known', oneOf(t.status, REFUND_STATUSES)),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check('refunds_reason_filled', filledText(t.reason, TEXT_LIMITS.subject)),
    check('refunds_idempotency_key_size', sql`char_length(${t.idempotencyKey}) between 1 and 200`),
    // Processed means the provider accepted it and, for an order (which had a tax invoice), the shop documented
    // it with a credit note; a survey's fee has one only when its fee was invoiced (decision 060), so the code sees to it.
    check(
      'refunds_processed_complete',
      sql`${t.status} <> 'processed' or (${t.providerRefundId} is not null and ${t.processedAt} is not null and (${t.creditNoteId} is not null or ${t.orderId} is null))`,
    ),
  ],
);
