/** Order rows become the API's Order shape here, and only here. Field names follow the product brief. */
import type { Schema } from '@shop/contracts';
import type { orderItems, orders, orderStatusHistory, refunds } from '../db/schema';
import type { DeliveryStatus, PaymentProvider, PaymentStatus } from '../db/tables/values';
import { paiseToRupees } from '@shop/rules';

/** What the customer reads for each delivery status ('Pending' is the product brief's default). */
const DELIVERY_STATUS_DISPLAY: Record<DeliveryStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** What the customer reads for each payment status. */
const PAYMENT_STATUS_DISPLAY: Record<PaymentStatus, string> = {
  pending: 'Awaiting payment',
  completed: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
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

export function reshapeOrder(order: OrderRow, items: OrderItemRow[], history: HistoryRow[], refundRows: RefundRow[] = [], paymentProvider: PaymentProvider | null = null): OrderView {
  return {
    id: order.id,
    order_date: order.createdAt.toISOString(),
    total_amount: paiseToRupees(order.totalPaise),
    delivery_status: order.deliveryStatus,
    delivery_status_display: DELIVERY_STATUS_DISPLAY[order.deliveryStatus],
    // Clients that know only the first four statuses read a partly refunded order as paid.
    payment_status: order.paymentStatus === 'partially_refunded' ? 'completed' : order.paymentStatus,
    payment_status_display: PAYMENT_STATUS_DISPLAY[order.paymentStatus],
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
      product_name: item.productName,
      product_image: item.productImage,
      product_price: paiseToRupees(item.unitPricePaise),
      quantity: item.quantity,
      item_total: paiseToRupees(item.lineTotalPaise),
    })),
    // A copy of the address taken when the order was placed, in the contract's Address shape.
    address_details: {
      // The saved address it was copied from; 0 once the customer has deleted that address.
      id: order.addressId ?? 0,
      user: order.userId,
      ...shipToOf(order),
    },
    shipment: shipmentOf(order),
    status_history: history.map((entry) => ({ status: entry.status, display: DELIVERY_STATUS_DISPLAY[entry.status], at: entry.at.toISOString() })),
  };
}
