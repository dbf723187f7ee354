/** Order rows become the API's Order shape here, and only here. Field names follow the product brief. */
import type { Schema } from '@shop/contracts';
import type { orderItems, orders, orderStatusHistory, refunds } from '../db/schema';
import type { MessageLanguage, PaymentMethod, PaymentProvider, PaymentStatus, TimelineStep } from '../db/tables/values';
import { paiseToRupees } from '@shop/rules';
import { countryName } from '@shop/rules/countries';
import { absoluteMediaUrl } from '../media';
import type { OrderTaxDocuments } from './tax-documents';

/**
 * What the customer reads for each step of the timeline, in each language the shop speaks: the delivery statuses
 * ('Pending' is the product brief's default) and the courier's scans. The Hindi are the storefront's words (its
 * order badges and glossary).
 */
const TIMELINE_DISPLAY: Record<MessageLanguage, Record<TimelineStep, string>> = {
  en: {
    pending: 'Pending',
    processing: 'Processing',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    returned: 'Returned to us',
    picked_up: 'Picked up by the courier',
    in_transit: 'In transit',
    out_for_delivery: 'Out for delivery',
    delivery_failed: 'Delivery attempt failed',
    rto_initiated: 'Returning to us',
    rto_delivered: 'Back with us',
  },
  hi: {
    pending: 'डिलीवरी बाकी है',
    processing: 'तैयार हो रहा है',
    shipped: 'भेज दिया गया',
    delivered: 'डिलीवर हो गया',
    cancelled: 'रद्द',
    returned: 'हमारे पास लौट आया',
    picked_up: 'कूरियर ने पार्सल ले लिया',
    in_transit: 'रास्ते में',
    out_for_delivery: 'डिलीवरी के लिए निकला',
    delivery_failed: 'डिलीवरी की कोशिश नहीं हो पाई',
    rto_initiated: 'हमारे पास लौट रहा है',
    rto_delivered: 'हमारे पास वापस आ गया',
  },
};

/** What the customer reads for each payment status, in each language; cash on delivery has words of its own. */
const PAYMENT_STATUS_DISPLAY: Record<MessageLanguage, Record<PaymentMethod, Record<PaymentStatus, string>>> = {
  en: {
    online: {
      pending: 'Awaiting payment',
      completed: 'Paid',
      failed: 'Payment failed',
      refunded: 'Refunded',
      partially_refunded: 'Partially refunded',
      to_collect: 'Pay on delivery',
      collected: 'Paid on delivery',
    },
    bank_transfer: {
      pending: 'Awaiting bank transfer',
      completed: 'Paid by bank transfer',
      failed: 'No transfer received',
      refunded: 'Refunded',
      partially_refunded: 'Partially refunded',
      to_collect: 'Awaiting bank transfer',
      collected: 'Paid by bank transfer',
    },
    cash_on_delivery: {
      pending: 'Pay on delivery',
      completed: 'Paid on delivery',
      failed: 'Not collected',
      refunded: 'Refunded',
      partially_refunded: 'Partially refunded',
      to_collect: 'Pay on delivery',
      collected: 'Paid on delivery',
    },
  },
  hi: {
    online: {
      pending: 'भुगतान बाकी है',
      completed: 'भुगतान हो गया',
      failed: 'भुगतान नहीं हो सका',
      refunded: 'रिफ़ंड हो गया',
      partially_refunded: 'आंशिक रिफ़ंड हुआ',
      to_collect: 'डिलीवरी पर भुगतान करें',
      collected: 'डिलीवरी पर भुगतान हो गया',
    },
    bank_transfer: {
      pending: 'बैंक ट्रांसफ़र का इंतज़ार है',
      completed: 'बैंक ट्रांसफ़र से भुगतान हो गया',
      failed: 'कोई ट्रांसफ़र नहीं मिला',
      refunded: 'रिफ़ंड हो गया',
      partially_refunded: 'आंशिक रिफ़ंड हुआ',
      to_collect: 'बैंक ट्रांसफ़र का इंतज़ार है',
      collected: 'बैंक ट्रांसफ़र से भुगतान हो गया',
    },
    cash_on_delivery: {
      pending: 'डिलीवरी पर भुगतान करें',
      completed: 'डिलीवरी पर भुगतान हो गया',
      failed: 'भुगतान नहीं लिया गया',
      refunded: 'रिफ़ंड हो गया',
      partially_refunded: 'आंशिक रिफ़ंड हुआ',
      to_collect: 'डिलीवरी पर भुगतान करें',
      collected: 'डिलीवरी पर भुगतान हो गया',
    },
  },
};

/** The four payment statuses older clients know: a part refund is still paid, cash on delivery is pending until collected. */
const LEGACY_PAYMENT_STATUS: Record<PaymentStatus, OrderView['payment_status']> = {
  pending: 'pending',
  completed: 'completed',
  failed: 'failed',
  refunded: 'refunded',
  partially_refunded: 'completed',
  to_collect: 'pending',
  collected: 'completed',
};

export type OrderView = Schema<'Order'>;

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
type HistoryRow = typeof orderStatusHistory.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

/** Where the order goes: the copy of the address taken when it was placed. */
export function shipToOf(order: OrderRow) {
  return {
    full_name: order.shipFullName,
    phone: order.shipPhone,
    address: order.shipAddress,
    address_line2: order.shipAddressLine2 ?? '',
    city: order.shipCity,
    state: order.shipState,
    zip_code: order.shipZipCode,
  };
}

/** The courier and tracking staff entered on shipping, once both are there. */
export function shipmentOf(order: OrderRow) {
  return order.courierName && order.trackingNumber ? { courier: order.courierName, tracking_number: order.trackingNumber, tracking_url: order.trackingUrl } : null;
}

/**
 * Lines' pictures have absolute URLs, on `siteUrl` when stored as `/media/…` paths (media/image-url.ts). The statuses'
 * words are in `language`, the call's.
 */
export function reshapeOrder(
  order: OrderRow,
  items: OrderItemRow[],
  history: HistoryRow[],
  siteUrl: string,
  refundRows: RefundRow[] = [],
  paymentProvider: PaymentProvider | null = null,
  taxDocuments: OrderTaxDocuments = { invoiceNumber: null, creditNotes: [], surveyCredit: null },
  language: MessageLanguage = 'en',
): OrderView {
  const timeline = TIMELINE_DISPLAY[language];
  return {
    id: order.id,
    order_date: order.createdAt.toISOString(),
    total_amount: paiseToRupees(order.totalPaise),
    // Clients that know only the first five statuses read a parcel that came back as cancelled.
    delivery_status: order.deliveryStatus === 'returned' ? 'cancelled' : order.deliveryStatus,
    delivery_status_display: timeline[order.deliveryStatus],
    payment_status: LEGACY_PAYMENT_STATUS[order.paymentStatus],
    payment_status_display: PAYMENT_STATUS_DISPLAY[language][order.paymentMethod][order.paymentStatus],
    payment_method: order.paymentMethod,
    gstin: order.buyerGstin,
    business_name: order.buyerBusinessName,
    cod_fee_amount: paiseToRupees(order.codFeePaise),
    coupon_code: order.couponCode,
    discount_amount: paiseToRupees(order.discountPaise),
    survey_credit: taxDocuments.surveyCredit,
    shipping_amount: paiseToRupees(order.shippingPaise),
    cod_confirmation: order.codConfirmation && order.codConfirmBy ? { status: order.codConfirmation, confirm_by: order.codConfirmBy.toISOString() } : null,
    invoice_number: taxDocuments.invoiceNumber,
    credit_notes: taxDocuments.creditNotes,
    refunds: refundRows.map((refund) => ({
      amount: paiseToRupees(refund.amountPaise),
      status: refund.status,
      created_at: refund.createdAt.toISOString(),
      credit_note_id: refund.creditNoteId,
    })),
    razorpay_order_id: order.providerOrderId ?? '',
    payment_provider: paymentProvider,
    items: items.map((item) => ({
      id: item.id,
      product: item.productId,
      variant: item.variantId,
      variant_label: item.variantLabel,
      sku: item.sku,
      product_name: item.productName,
      product_image: item.productImage === null ? null : absoluteMediaUrl(item.productImage, siteUrl),
      product_price: paiseToRupees(item.unitPricePaise),
      quantity: item.quantity,
      item_total: paiseToRupees(item.lineTotalPaise),
      discount_amount: paiseToRupees(item.discountPaise),
      net_quantity: item.netQuantity,
      country_of_origin: item.countryOfOrigin === null ? null : (countryName(item.countryOfOrigin) ?? item.countryOfOrigin),
    })),
    // A copy of the address taken when the order was placed, in the contract's Address shape.
    address_details: {
      // The saved address it was copied from; 0 once the customer has deleted that address.
      id: order.addressId ?? 0,
      user: order.userId,
      ...shipToOf(order),
    },
    shipment: shipmentOf(order),
    status_history: history.map((entry) => ({ status: entry.status, display: timeline[entry.status], at: entry.at.toISOString(), detail: entry.detail })),
  };
}
