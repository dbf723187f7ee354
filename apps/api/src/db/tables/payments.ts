/** Payment attempts at the provider and the provider's webhook deliveries, kept verbatim. */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { orders } from './orders';
import { PAYMENT_PROVIDERS, PROVIDER_PAYMENT_STATUSES, type PaymentProvider, type ProviderPaymentStatus } from './values';

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    /** Unique: a provider payment can settle an order once, whichever of browser and webhook arrives first. */
    providerPaymentId: text('provider_payment_id').unique('payments_provider_payment_id_key'),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').$type<ProviderPaymentStatus>().notNull().default('created'),
    method: text('method'),
    /** A bank transfer or UPI payment staff recorded: the day it reached the shop's account (India's calendar). */
    receivedOn: date('received_on', { mode: 'string' }),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_provider_order_idx').on(t.providerOrderId),
    check('payments_provider_known', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
    check('payments_currency_inr', sql`${t.currency} = 'INR'`),
    check('payments_status_known', oneOf(t.status, PROVIDER_PAYMENT_STATUSES)),
  ],
);

export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** The provider's event id; a redelivered event is recognised by it. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The body exactly as received: the signature is computed over these bytes. */
    rawBody: text('raw_body').notNull(),
    signature: text('signature'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    processingError: text('processing_error'),
  },
  (t) => [
    unique('webhook_events_provider_event_key').on(t.provider, t.eventId),
    index('webhook_events_unprocessed_idx').on(t.processedAt, t.receivedAt),
    check('webhook_events_provider_known', oneOf(t.provider, PAYMENT_PROVIDERS)),
  ],
);
