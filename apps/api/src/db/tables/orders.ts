/**
 * Orders, their lines and their delivery timeline. An order copies the delivery address and each
 * product's name, image and price at the moment it is placed, so later edits never rewrite history.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { addresses, PINCODE_PATTERN } from './addresses';
import { products } from './catalog';
import { createdAt, filledText, id, oneOf, updatedAt, version } from './columns';
import { DELIVERY_STATUSES, PAYMENT_STATUSES, type DeliveryStatus, type PaymentStatus } from './values';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The saved address chosen at checkout; the copy below is what the order ships to. */
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    shipFullName: text('ship_full_name').notNull(),
    shipPhone: text('ship_phone').notNull(),
    shipAddress: text('ship_address').notNull(),
    shipAddressLine2: text('ship_address_line2'),
    shipCity: text('ship_city').notNull(),
    shipState: text('ship_state').notNull(),
    shipZipCode: text('ship_zip_code').notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    deliveryStatus: text('delivery_status').$type<DeliveryStatus>().notNull().default('pending'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('pending'),
    /** The payment provider's order id (Razorpay's `order_…`, or the demo provider's). */
    providerOrderId: text('provider_order_id').unique('orders_provider_order_id_key'),
    /**
     * The shipment, set when staff mark the order shipped: the courier and its tracking number, and the
     * courier's tracking page when there is one (https only, as the customer's Track link opens it).
     */
    courierName: text('courier_name'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /** Bumped by every staff change, for the back-office's version check. */
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // Reconciliation looks for orders still awaiting payment after a while.
    index('orders_payment_status_created_idx').on(t.paymentStatus, t.createdAt),
    check('orders_ship_zip_code_pincode', sql`${t.shipZipCode} ~ ${sql.raw(`'${PINCODE_PATTERN}'`)}`),
    check('orders_subtotal_not_negative', sql`${t.subtotalPaise} >= 0`),
    check('orders_shipping_not_negative', sql`${t.shippingPaise} >= 0`),
    check('orders_total_adds_up', sql`${t.totalPaise} = ${t.subtotalPaise} + ${t.shippingPaise}`),
    check('orders_delivery_status_known', oneOf(t.deliveryStatus, DELIVERY_STATUSES)),
    check('orders_payment_status_known', oneOf(t.paymentStatus, PAYMENT_STATUSES)),
    // The back-office's list filters by delivery status and sorts by date.
    index('orders_delivery_status_created_idx').on(t.deliveryStatus, t.createdAt),
    // A shipment is a courier and a tracking number together; its page, if any, is an https address.
    check(
      'orders_shipment_complete',
      sql`(${t.courierName} is null and ${t.trackingNumber} is null and ${t.trackingUrl} is null) or (${t.courierName} is not null and ${t.trackingNumber} is not null and ${filledText(t.courierName, 100)} and ${filledText(t.trackingNumber, 100)})`,
    ),
    check('orders_tracking_url_https', sql`${t.trackingUrl} is null or (${t.trackingUrl} ~ '^https://[^[:space:]]+$' and char_length(${t.trackingUrl}) <= 500)`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    productImage: text('product_image'),
    /** The product's price when the order was placed. */
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
    /** The product's HSN code when the order was placed, for the tax invoice. */
    hsnCode: text('hsn_code').notNull(),
    /** The product's GST rate (whole percent) when the order was placed; the price includes it. */
    gstRatePercent: integer('gst_rate_percent').notNull(),
  },
  (t) => [
    unique('order_items_order_product_key').on(t.orderId, t.productId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_unit_price_not_negative', sql`${t.unitPricePaise} >= 0`),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_line_total_adds_up', sql`${t.lineTotalPaise} = ${t.unitPricePaise} * ${t.quantity}`),
    check('order_items_hsn_code_shape', sql`${t.hsnCode} ~ '^[0-9]{4,8}$'`),
    check('order_items_gst_rate_range', sql`${t.gstRatePercent} between 0 and 100`),
  ],
);

/** One row per delivery status an order has been in, for the order page's timeline. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<DeliveryStatus>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_at_idx').on(t.orderId, t.at), check('order_status_history_status_known', oneOf(t.status, DELIVERY_STATUSES))],
);
