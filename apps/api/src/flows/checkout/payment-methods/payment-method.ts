/**
 * The port the checkout asks about the way an order is paid: online through the configured provider
 * (online.ts), or in cash on delivery (cash-on-delivery.ts). placeOrder takes the method by its name and
 * calls the same steps whichever it is; what differs lives here, one file a method.
 */
import type { Schema } from '@shop/contracts';
import type { SQL } from 'drizzle-orm';
import type { Transaction } from '../../../db/database';
import type { orders } from '../../../db/schema';
import type { DeliveryEstimate, DeliverySettings } from '../../../shipping';

/** The contract's OrderCreated; `razorpay_amount` is paise, as Razorpay's widget wants the amount. */
export type PlacedOrder = Schema<'OrderCreated'>;

/** What a method needs to know of the order about to be written. */
interface OrderToPay {
  userId: number;
  /** The courier aggregator's answer for the address the order goes to. */
  delivery: DeliveryEstimate;
  /** Priced for this method, its fee included. */
  totalPaise: number;
  settings: DeliverySettings;
}

/** An order row as a method reads it once written. */
type PlacedRow = Pick<typeof orders.$inferSelect, 'id' | 'totalPaise' | 'providerOrderId' | 'paymentMethod' | 'codConfirmBy'>;

/** A method's word on one new order: what the order row carries, and what follows once it is written. */
interface AcceptedPayment {
  columns: Partial<typeof orders.$inferInsert>;
  /** In the order's transaction, after its row and lines: answers the row as it then stands. */
  afterOrder(tx: Transaction, order: PlacedRow): Promise<PlacedRow>;
}

export interface PaymentMethodPort {
  /** Checks this method may pay the order, refusing with the reason under `payment_method`; runs before the order row is written. */
  accept(tx: Transaction, order: OrderToPay): Promise<AcceptedPayment>;
  /** An order of this method still waiting for its payment or its confirmation, which a resubmission answers again. */
  awaiting: SQL;
  /** How the OrderCreated answer describes an order of this method, new or answered again. */
  describe(order: PlacedRow): PlacedOrder;
}

/** The OrderCreated of an order, with what its method says of it (the fields in the order the answer has always had). */
export function orderCreated(order: PlacedRow, method: Pick<PlacedOrder, 'key' | 'razorpay_order_id' | 'provider'>): PlacedOrder {
  return {
    id: order.id,
    key: method.key,
    razorpay_amount: order.totalPaise,
    razorpay_order_id: method.razorpay_order_id,
    currency: 'INR',
    provider: method.provider,
    payment_method: order.paymentMethod,
    confirm_by: order.codConfirmBy?.toISOString() ?? null,
  };
}
