/**
 * Returns and replacements: a shopper's request to send back units of a delivered order, staff's decision, the
 * reverse pickup the carrier books, what came back (per line: sellable and damaged units) and how it was resolved
 * (a refund through the refunds engine, or a replacement order at ₹0). Photos are uploaded first and taken by the
 * request that names them.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, oneOf, version } from './columns';
import type { StoredVariant } from './media';
import { orderItems, orders } from './orders';
import { refunds } from './refunds';
import { RETURN_REASONS, RETURN_RESOLUTIONS, RETURN_STATUSES, type ReturnReason, type ReturnResolution, type ReturnStatus } from './values';

export const RETURN_PICKUP_METHODS = ['carrier', 'self'] as const;
export type ReturnPickupMethod = (typeof RETURN_PICKUP_METHODS)[number];
/** The carrier's booking of the pickup: being booked (a job, retried while it is down), booked, or refused for good. */
export const RETURN_PICKUP_STATES = ['booking', 'booked', 'refused'] as const;
export type ReturnPickupState = (typeof RETURN_PICKUP_STATES)[number];

export const returns = pgTable(
  'returns',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    reason: text('reason').$type<ReturnReason>().notNull(),
    resolution: text('resolution').$type<ReturnResolution>().notNull(),
    /** The shopper's own words, optional. */
    note: text('note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByStaffId: integer('decided_by_staff_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why staff rejected it: the shopper sees it. */
    decisionReason: text('decision_reason'),
    pickupMethod: text('pickup_method').$type<ReturnPickupMethod>(),
    pickupStatus: text('pickup_status').$type<ReturnPickupState>(),
    /** The carrier's return order and shipment, saved as each is made, so a retried booking resumes. */
    carrierOrderId: text('carrier_order_id'),
    carrierShipmentId: text('carrier_shipment_id'),
    awb: text('awb'),
    courierName: text('courier_name'),
    pickupDate: date('pickup_date', { mode: 'string' }),
    pickupBookedAt: timestamp('pickup_booked_at', { withTimezone: true }),
    pickupError: text('pickup_error'),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedByStaffId: integer('received_by_staff_id').references(() => users.id, { onDelete: 'set null' }),
    qualityNote: text('quality_note'),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    replacementOrderId: integer('replacement_order_id').references(() => orders.id, { onDelete: 'restrict' }),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    check('returns_status_known', oneOf(t.status, RETURN_STATUSES)),
    check('returns_reason_known', oneOf(t.reason, RETURN_REASONS)),
    check('returns_resolution_known', oneOf(t.resolution, RETURN_RESOLUTIONS)),
    check('returns_pickup_method_known', oneOf(t.pickupMethod, RETURN_PICKUP_METHODS)),
    check('returns_pickup_status_known', oneOf(t.pickupStatus, RETURN_PICKUP_STATES)),
    check('returns_note_size', sql`${t.note} is null or char_length(${t.note}) <= 1000`),
    check('returns_decision_reason_size', sql`${t.decisionReason} is null or char_length(${t.decisionReason}) <= 1000`),
    check('returns_quality_note_size', sql`${t.qualityNote} is null or char_length(${t.qualityNote}) <= 1000`),
    check('returns_pickup_error_size', sql`${t.pickupError} is null or char_length(${t.pickupError}) <= 500`),
    check('returns_rejected_says_why', sql`${t.status} <> 'rejected' or ${t.decisionReason} is not null`),
    check('returns_carrier_pickup_has_status', sql`(${t.pickupMethod} = 'carrier') = (${t.pickupStatus} is not null)`),
    index('returns_order_idx').on(t.orderId, t.id),
    index('returns_status_idx').on(t.status, t.createdAt),
  ],
);

/** The units of one order line a return asks for, and, once received, how many came back sellable and damaged. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: id(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    sellable: integer('sellable'),
    damaged: integer('damaged'),
  },
  (t) => [
    unique('return_lines_return_item_key').on(t.returnId, t.orderItemId),
    index('return_lines_item_idx').on(t.orderItemId),
    check('return_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('return_lines_received_within', sql`(${t.sellable} is null) = (${t.damaged} is null) and (${t.sellable} is null or (${t.sellable} >= 0 and ${t.damaged} >= 0 and ${t.sellable} + ${t.damaged} <= ${t.quantity}))`),
  ],
);

/**
 * A shopper's photo for a return, stored as staff uploads are (web sizes without metadata, content-addressed
 * keys); the shopper's until a request takes it, then the return's.
 */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    returnId: integer('return_id').references(() => returns.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('return_photos_user_idx').on(t.userId, t.createdAt),
    index('return_photos_return_idx').on(t.returnId),
    check('return_photos_size_positive', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);
