/**
 * Parcels booked with the courier aggregator, and the tracking updates it sends. A booking is saved step
 * by step (the aggregator's order, then the AWB, the label and the pickup), so one the aggregator broke
 * off is resumed where it stopped and never booked twice. Orders shipped by hand have no row here: their
 * courier and tracking number are on the order itself, where booked ones are copied too.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { orders } from './orders';
import { CARRIERS, DELIVERY_PROBLEM_REASONS, DELIVERY_PROBLEM_STATUSES, type CarrierName, type DeliveryProblemReason, type DeliveryProblemStatus } from './values';

export const SHIPMENT_STATES = ['booking', 'booked'] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' })
      .unique('shipments_order_id_key'),
    carrier: text('carrier').$type<CarrierName>().notNull(),
    /** `booking` until every step has succeeded. */
    state: text('state').$type<ShipmentState>().notNull().default('booking'),
    /** The aggregator's own ids of the order and the shipment, once it has made them. */
    carrierOrderId: text('carrier_order_id'),
    carrierShipmentId: text('carrier_shipment_id'),
    courierId: text('courier_id'),
    courierName: text('courier_name'),
    /** The air waybill number: the tracking number webhooks name. */
    awb: text('awb'),
    ratePaise: bigint('rate_paise', { mode: 'number' }),
    trackingUrl: text('tracking_url'),
    /** Where the aggregator keeps the label PDF (fetched when staff print it). */
    labelUrl: text('label_url'),
    pickupScheduledFor: date('pickup_scheduled_for', { mode: 'string' }),
    /** Why the last attempt stopped, for staff; cleared by a successful one. */
    lastError: text('last_error'),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    /** When the shop last heard of the parcel, by webhook or by asking: the pull asks about the stalest first. */
    lastTrackedAt: timestamp('last_tracked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('shipments_carrier_awb_key').on(t.carrier, t.awb),
    check('shipments_carrier_known', oneOf(t.carrier, CARRIERS)),
    check('shipments_state_known', oneOf(t.state, SHIPMENT_STATES)),
    check('shipments_booked_complete', sql`${t.state} <> 'booked' or (${t.awb} is not null and ${t.courierName} is not null and ${t.bookedAt} is not null)`),
    check('shipments_rate_not_negative', sql`${t.ratePaise} is null or ${t.ratePaise} >= 0`),
    check('shipments_tracking_url_https', sql`${t.trackingUrl} is null or ${t.trackingUrl} ~ '^https://[^[:space:]]+$'`),
    check('shipments_last_error_size', sql`${t.lastError} is null or char_length(${t.lastError}) <= 500`),
    index('shipments_tracking_idx').on(t.lastTrackedAt).where(sql`${t.state} = 'booked'`),
  ],
);

export const TRACKING_OUTCOMES = ['applied', 'duplicate', 'unknown_awb', 'ignored'] as const;
export type TrackingOutcome = (typeof TRACKING_OUTCOMES)[number];

/**
 * Every tracking update the aggregator sent, with its body exactly as received, stored before it is
 * answered, once per body (a body sent again is a duplicate); `outcome` says what it did (null until applied)
 * and `reason` why one was ignored. Updates for an AWB the shop does not know stay here for staff to review;
 * every row is forgotten after a while (flows/track-shipment/webhook.ts).
 */
export const carrierWebhooks = pgTable(
  'carrier_webhooks',
  {
    id: id(),
    carrier: text('carrier').$type<CarrierName>().notNull(),
    awb: text('awb'),
    /** The courier's status as sent, for review. */
    status: text('status'),
    rawBody: text('raw_body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    outcome: text('outcome').$type<TrackingOutcome>(),
    /** Why an update was ignored: scans dated outside the parcel's journey, or a fault no retry would mend. */
    reason: text('reason'),
    /** The SHA-256 of the raw body, hex: the same body sent again is not stored twice (null on rows from before). */
    bodySha256: text('body_sha256'),
  },
  (t) => [
    unique('carrier_webhooks_carrier_body_key').on(t.carrier, t.bodySha256),
    check('carrier_webhooks_reason_size', sql`${t.reason} is null or char_length(${t.reason}) <= 500`),
    check('carrier_webhooks_carrier_known', oneOf(t.carrier, CARRIERS)),
    check('carrier_webhooks_outcome_known', oneOf(t.outcome, TRACKING_OUTCOMES)),
    index('carrier_webhooks_outcome_received_idx').on(t.outcome, t.receivedAt),
  ],
);

export const DELIVERY_PROBLEM_ACTIONS = ['reattempt', 'return'] as const;
export type DeliveryProblemAction = (typeof DELIVERY_PROBLEM_ACTIONS)[number];
/** Where an answer stands with the carrier: being sent (retried while it is down), taken, or refused for good. */
export const CARRIER_ANSWER_STATES = ['pending', 'sent', 'refused'] as const;
export type CarrierAnswerState = (typeof CARRIER_ANSWER_STATES)[number];

/**
 * A courier's failed delivery attempt (an NDR) and what the customer, or staff for them, answered: one row per
 * failed attempt of a booked parcel, opened by the tracking engine from the courier's scan (its key, so a scan
 * reported again opens nothing), answered once (the row is locked; a second answer is refused), and expired by
 * the deadline sweep when nobody answered in time.
 */
export const deliveryProblems = pgTable(
  'delivery_problems',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'restrict' }),
    /** The tracking scan that reported it: once per scan. */
    scanKey: text('scan_key').notNull(),
    attempt: integer('attempt').notNull(),
    reason: text('reason').$type<DeliveryProblemReason>().notNull(),
    /** The courier's own words for the attempt. */
    courierWords: text('courier_words'),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    answerBy: timestamp('answer_by', { withTimezone: true }).notNull(),
    status: text('status').$type<DeliveryProblemStatus>().notNull().default('open'),
    action: text('action').$type<DeliveryProblemAction>(),
    preferredDate: date('preferred_date', { mode: 'string' }),
    /** A number the courier may call instead (ten digits); personal data, so never in logs, jobs or the audit log. */
    phone: text('phone'),
    addressLine: text('address_line'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The staff member who answered for the customer; null when the customer did. */
    answeredByStaffId: integer('answered_by_staff_id').references(() => users.id, { onDelete: 'set null' }),
    carrierStatus: text('carrier_status').$type<CarrierAnswerState>(),
    carrierError: text('carrier_error'),
    /** When staff were told nobody answered in time. */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('delivery_problems_shipment_scan_key').on(t.shipmentId, t.scanKey),
    check('delivery_problems_status_known', oneOf(t.status, DELIVERY_PROBLEM_STATUSES)),
    check('delivery_problems_reason_known', oneOf(t.reason, DELIVERY_PROBLEM_REASONS)),
    check('delivery_problems_action_known', oneOf(t.action, DELIVERY_PROBLEM_ACTIONS)),
    check('delivery_problems_carrier_status_known', oneOf(t.carrierStatus, CARRIER_ANSWER_STATES)),
    check('delivery_problems_attempt_positive', sql`${t.attempt} >= 1`),
    check('delivery_problems_answered', sql`(${t.status} = 'answered') = (${t.action} is not null and ${t.answeredAt} is not null and ${t.carrierStatus} is not null)`),
    check('delivery_problems_return_plain', sql`${t.action} is distinct from 'return' or (${t.preferredDate} is null and ${t.phone} is null and ${t.addressLine} is null)`),
    check('delivery_problems_phone_shape', sql`${t.phone} is null or ${t.phone} ~ '^[6-9][0-9]{9}$'`),
    check('delivery_problems_address_line_size', sql`${t.addressLine} is null or char_length(${t.addressLine}) <= 200`),
    check('delivery_problems_words_size', sql`${t.courierWords} is null or char_length(${t.courierWords}) <= 300`),
    check('delivery_problems_carrier_error_size', sql`${t.carrierError} is null or char_length(${t.carrierError}) <= 500`),
    index('delivery_problems_order_idx').on(t.orderId, t.id),
    index('delivery_problems_status_deadline_idx').on(t.status, t.answerBy),
  ],
);
