/**
 * Orders, their lines and their delivery timeline. An order copies the delivery address and each
 * product's name, image and price at the moment it is placed, so later edits never rewrite history.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { addresses, PINCODE_PATTERN } from './addresses';
import { products, productVariants } from './catalog';
import { coupons } from './coupons';
import { businessComplete, createdAt, filledText, id, oneOf, updatedAt, version } from './columns';
import {
  COD_CONFIRMATION_STATUSES,
  DELIVERY_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  TIMELINE_STEPS,
  type CodConfirmationStatus,
  type DeliveryStatus,
  type PaymentMethod,
  type PaymentStatus,
  type TimelineStep,
} from './values';

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
    /**
     * The business the customer bought for, as on the tax invoice ("Bill to"), so they can claim input tax
     * credit: its GSTIN and name, both or neither, copied at checkout and kept like the address.
     */
    buyerGstin: text('buyer_gstin'),
    buyerBusinessName: text('buyer_business_name'),
    /** The goods at the shop's prices, before a coupon. */
    subtotalPaise: bigint('subtotal_paise', { mode: 'number' }).notNull(),
    /**
     * The coupon the order used, and what it took off the goods (the sum of its lines' shares). The code is
     * copied, so the order still names it after the coupon is removed (which only unlinks it).
     */
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
    /**
     * A paid site survey's fee adjusted against the goods after the coupon (decision 062), the sum of its lines'
     * shares; which survey it came from is `order_survey_credits`'.
     */
    surveyCreditPaise: bigint('survey_credit_paise', { mode: 'number' }).notNull().default(0),
    shippingPaise: bigint('shipping_paise', { mode: 'number' }).notNull().default(0),
    /** The cash-on-delivery fee, GST included; 0 for an online payment. */
    codFeePaise: bigint('cod_fee_paise', { mode: 'number' }).notNull().default(0),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    deliveryStatus: text('delivery_status').$type<DeliveryStatus>().notNull().default('pending'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('pending'),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull().default('online'),
    /**
     * Cash on delivery: the customer confirms the order by the mailed link (whose secret is kept only as its
     * SHA-256) before the deadline, or it is cancelled. Null for online payments.
     */
    codConfirmation: text('cod_confirmation').$type<CodConfirmationStatus>(),
    codConfirmTokenHash: text('cod_confirm_token_hash').unique('orders_cod_confirm_token_hash_key'),
    codConfirmBy: timestamp('cod_confirm_by', { withTimezone: true }),
    codAnsweredAt: timestamp('cod_answered_at', { withTimezone: true }),
    /**
     * A bank transfer or UPI payment (decision 053, "Paying by transfer"): the moment the order stops waiting for the
     * money, after which it is cancelled and its stock freed. Null for every other method.
     */
    transferPayBy: timestamp('transfer_pay_by', { withTimezone: true }),
    /** When the courier delivered a cash-on-delivery order and took the cash. */
    codCollectedAt: timestamp('cod_collected_at', { withTimezone: true }),
    /** The courier's remittance that paid the collected cash to the shop. */
    codRemittanceId: integer('cod_remittance_id').references(() => codRemittances.id, { onDelete: 'restrict' }),
    /** The payment provider's order id (Razorpay's `order_…`, or the demo provider's). */
    providerOrderId: text('provider_order_id').unique('orders_provider_order_id_key'),
    /**
     * The shipment, set when staff mark the order shipped: the courier and its tracking number, and the
     * courier's tracking page when there is one (https only, as the customer's Track link opens it).
     */
    courierName: text('courier_name'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /** A replacement at ₹0 sent for a return: the order whose goods it replaces. */
    replacesOrderId: integer('replaces_order_id').references((): AnyPgColumn => orders.id, { onDelete: 'restrict' }),
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
    check('orders_buyer_business_complete', businessComplete(t.buyerGstin, t.buyerBusinessName)),
    check('orders_subtotal_not_negative', sql`${t.subtotalPaise} >= 0`),
    check('orders_shipping_not_negative', sql`${t.shippingPaise} >= 0`),
    check('orders_cod_fee_not_negative', sql`${t.codFeePaise} >= 0`),
    check('orders_total_adds_up', sql`${t.totalPaise} = ${t.subtotalPaise} - ${t.discountPaise} - ${t.surveyCreditPaise} + ${t.shippingPaise} + ${t.codFeePaise}`),
    // The credit comes off the goods after the coupon, never off shipping or the cash-on-delivery fee.
    check('orders_survey_credit_within_goods', sql`${t.surveyCreditPaise} >= 0 and ${t.discountPaise} + ${t.surveyCreditPaise} <= ${t.subtotalPaise}`),
    check('orders_discount_within_goods', sql`${t.discountPaise} >= 0 and (${t.discountPaise} = 0 or ${t.discountPaise} < ${t.subtotalPaise})`),
    check('orders_discount_has_coupon', sql`${t.discountPaise} = 0 or ${t.couponCode} is not null`),
    // Counting a coupon's uses, and one customer's.
    index('orders_coupon_user_idx').on(t.couponId, t.userId),
    check('orders_payment_method_known', oneOf(t.paymentMethod, PAYMENT_METHODS)),
    check('orders_cod_confirmation_known', oneOf(t.codConfirmation, COD_CONFIRMATION_STATUSES)),
    // Cash-on-delivery facts belong to cash-on-delivery orders only, and such an order always has a deadline.
    check(
      'orders_cod_fields_match_method',
      sql`(${t.paymentMethod} = 'cash_on_delivery' and ${t.codConfirmation} is not null and ${t.codConfirmBy} is not null) or (${t.paymentMethod} in ('online', 'bank_transfer') and ${t.codFeePaise} = 0 and ${t.codConfirmation} is null and ${t.codConfirmTokenHash} is null and ${t.codConfirmBy} is null and ${t.codCollectedAt} is null and ${t.codRemittanceId} is null)`,
    ),
    // A transfer always has its deadline, and only a transfer has one.
    check('orders_transfer_pay_by_matches_method', sql`(${t.paymentMethod} = 'bank_transfer') = (${t.transferPayBy} is not null)`),
    // The transfer sweep looks for transfers still unpaid past their deadline.
    index('orders_transfer_pay_by_idx').on(t.transferPayBy).where(sql`${t.paymentMethod} = 'bank_transfer' and ${t.paymentStatus} = 'pending'`),
    // Only cash that was collected can be remitted.
    check('orders_cod_remitted_after_collected', sql`${t.codRemittanceId} is null or ${t.codCollectedAt} is not null`),
    // The COD ledger sums what couriers hold: collected and not remitted.
    index('orders_cod_outstanding_idx').on(t.codCollectedAt).where(sql`${t.paymentMethod} = 'cash_on_delivery' and ${t.codRemittanceId} is null`),
    // The confirmation sweep looks for unanswered confirmations past their deadline.
    index('orders_cod_awaiting_idx').on(t.codConfirmBy).where(sql`${t.codConfirmation} = 'awaiting'`),
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
    /** Null, with the variant, only on a quotation's extra line (fitting, a site survey): a service, not a product. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'restrict' }),
    /** The variant bought: retired variants stay, so an old order always names what it sold. */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    /** The variant's label and SKU when ordered (an empty label for a product's only variant). */
    variantLabel: text('variant_label').notNull().default(''),
    sku: text('sku').notNull().default(''),
    productImage: text('product_image'),
    /** The product's price when the order was placed (GST included). */
    unitPricePaise: bigint('unit_price_paise', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    /** The minimum quantity of the price break that set the unit price (decision 052); null when the selling price did. */
    priceTierMinQuantity: integer('price_tier_min_quantity'),
    lineTotalPaise: bigint('line_total_paise', { mode: 'number' }).notNull(),
    /** The line's share of the order's coupon discount: the invoice's taxable value is the line total less it. */
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
    /** The line's share of the order's survey credit, after its coupon share: a discount at the sale, like the coupon's. */
    surveyCreditPaise: bigint('survey_credit_paise', { mode: 'number' }).notNull().default(0),
    /** The product's HSN code when the order was placed, for the tax invoice. */
    hsnCode: text('hsn_code').notNull(),
    /** The product's GST rate (whole percent) when the order was placed; the price includes it. */
    gstRatePercent: integer('gst_rate_percent').notNull(),
    /** The declared net quantity and country of origin (ISO code) as sold, for the order and invoice; null before declarations. */
    netQuantity: text('net_quantity'),
    countryOfOrigin: text('country_of_origin'),
    /**
     * A line of an accepted quotation (decision 053): its rate per unit before GST, as quoted. The line total is
     * then the quotation's taxable value plus its GST (quoteTotals), which the invoice's back-calculation splits
     * into exactly those two figures again; the unit price is that total per unit, rounded, for display only.
     */
    quotedRatePaise: bigint('quoted_rate_paise', { mode: 'number' }),
    /** A quotation's unit when it named one ("running metre", "visit"): a fitting line's unit and quantity time its installation. */
    unit: text('unit'),
    /**
     * The catalogue service a quotation line was priced from (decision 058), kept so a per-job fitting is booked
     * for its service's length (decision 070); null for products and free lines. No foreign key: services live in
     * the bookings tables, which already point at orders, and a service is retired, never deleted.
     */
    serviceId: integer('service_id'),
  },
  (t) => [
    unique('order_items_order_variant_key').on(t.orderId, t.variantId),
    index('order_items_variant_idx').on(t.variantId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_unit_price_not_negative', sql`${t.unitPricePaise} >= 0`),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    // Each side says which kind of line it is: a null quoted rate must not make the check unknown, which passes.
    check(
      'order_items_line_total_adds_up',
      sql`(${t.quotedRatePaise} is null and ${t.lineTotalPaise} = ${t.unitPricePaise} * ${t.quantity}) or (${t.quotedRatePaise} is not null and ${t.quotedRatePaise} >= 0 and ${t.lineTotalPaise} = ${t.quotedRatePaise} * ${t.quantity} + (2 * ${t.quotedRatePaise} * ${t.quantity} * ${t.gstRatePercent} + 100) / 200)`,
    ),
    check('order_items_product_with_variant', sql`(${t.productId} is null) = (${t.variantId} is null)`),
    check('order_items_service_is_quoted', sql`${t.variantId} is not null or ${t.quotedRatePaise} is not null`),
    check('order_items_discount_within_line', sql`${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.lineTotalPaise}`),
    check('order_items_survey_credit_within_line', sql`${t.surveyCreditPaise} >= 0 and ${t.discountPaise} + ${t.surveyCreditPaise} <= ${t.lineTotalPaise}`),
    check('order_items_unit_short', sql`${t.unit} is null or char_length(${t.unit}) between 1 and 40`),
    check('order_items_hsn_code_shape', sql`${t.hsnCode} ~ '^[0-9]{4,8}$'`),
    check('order_items_gst_rate_range', sql`${t.gstRatePercent} between 0 and 100`),
  ],
);

/**
 * The order's timeline: one row per delivery status it has been in, and one per courier scan (a tracking
 * step with the courier's words and place, at the scan's own time). A scan is recorded once however often
 * the courier repeats it.
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<TimelineStep>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** A scan's words and place as the courier gave them ("Arrived at hub, Pune"); null for a move. */
    detail: text('detail'),
    /** Set for a courier's scan: the same scan reported again finds its row by it. */
    scanKey: text('scan_key'),
  },
  (t) => [
    index('order_status_history_order_at_idx').on(t.orderId, t.at),
    check('order_status_history_status_known', oneOf(t.status, TIMELINE_STEPS)),
    check('order_status_history_detail_size', sql`${t.detail} is null or char_length(${t.detail}) <= 300`),
    unique('order_status_history_order_scan_key').on(t.orderId, t.scanKey),
  ],
);

/**
 * A courier's remittance of cash it collected on delivery: one bank transfer paying for many orders
 * (orders.cod_remittance_id), recorded by the owner with its reference.
 */
export const codRemittances = pgTable(
  'cod_remittances',
  {
    id: id(),
    reference: text('reference').notNull().unique('cod_remittances_reference_key'),
    remittedOn: date('remitted_on', { mode: 'string' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [check('cod_remittances_amount_positive', sql`${t.amountPaise} > 0`), check('cod_remittances_reference_filled', filledText(t.reference, 100))],
);
