/** Order rows become the API's Order shape here, and only here. Field names follow the specification. */
import type { orderItems, orders, orderStatusHistory } from '../db/schema';
import type { DeliveryStatus, PaymentStatus } from '../db/tables/values';
import { paiseToRupees } from '@shop/rules';

/** What the customer reads for each delivery status ('Pending' is the specification's default). */
export const DELIVERY_STATUS_DISPLAY: Record<DeliveryStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export interface OrderItemView {
  id: number;
  product: number;
  product_name: string;
  product_image: string | null;
  product_price: number;
  quantity: number;
  item_total: number;
}

export interface ShippingAddressView {
  /** The saved address it was copied from; 0 once the customer has deleted that address. */
  id: number;
  user: number;
  full_name: string;
  phone: string;
  address: string;
  address_line2: string;
  city: string;
  state: string;
  zip_code: string;
}

export interface OrderView {
  id: number;
  order_date: string;
  total_amount: number;
  delivery_status: DeliveryStatus;
  delivery_status_display: string;
  payment_status: PaymentStatus;
  razorpay_order_id: string;
  items: OrderItemView[];
  address_details: ShippingAddressView;
  status_history: { status: DeliveryStatus; display: string; at: string }[];
}

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
type HistoryRow = typeof orderStatusHistory.$inferSelect;

export function reshapeOrder(order: OrderRow, items: OrderItemRow[], history: HistoryRow[]): OrderView {
  return {
    id: order.id,
    order_date: order.createdAt.toISOString(),
    total_amount: paiseToRupees(order.totalPaise),
    delivery_status: order.deliveryStatus,
    delivery_status_display: DELIVERY_STATUS_DISPLAY[order.deliveryStatus],
    payment_status: order.paymentStatus,
    razorpay_order_id: order.providerOrderId ?? '',
    items: items.map((item) => ({
      id: item.id,
      product: item.productId,
      product_name: item.productName,
      product_image: item.productImage,
      product_price: paiseToRupees(item.unitPricePaise),
      quantity: item.quantity,
      item_total: paiseToRupees(item.lineTotalPaise),
    })),
    address_details: {
      id: order.addressId ?? 0,
      user: order.userId,
      full_name: order.shipFullName,
      phone: order.shipPhone,
      address: order.shipAddress,
      address_line2: order.shipAddressLine2 ?? '',
      city: order.shipCity,
      state: order.shipState,
      zip_code: order.shipZipCode,
    },
    status_history: history.map((entry) => ({ status: entry.status, display: DELIVERY_STATUS_DISPLAY[entry.status], at: entry.at.toISOString() })),
  };
}
