/**
 * Paying online: the configured provider (Razorpay, or the offline demo) opens an order for the total,
 * and the answer hands its key and order id to the provider's widget in the browser.
 */
import { eq } from 'drizzle-orm';
import { orders, payments } from '../../../db/schema';
import type { PaymentGateway } from '../../../payments';
import { orderCreated, type PaymentMethodPort } from './payment-method';

export function onlinePayment(gateway: PaymentGateway): PaymentMethodPort {
  return {
    async accept() {
      return {
        columns: { paymentMethod: 'online' },
        async afterOrder(tx, order) {
          // Last, so a provider that fails rolls everything back and nothing is half-written.
          const providerOrderId = await gateway.createOrder({ amountPaise: order.totalPaise, receipt: `order_${order.id}` });
          await tx.update(orders).set({ providerOrderId }).where(eq(orders.id, order.id));
          await tx.insert(payments).values({ orderId: order.id, provider: gateway.provider, providerOrderId, amountPaise: order.totalPaise });
          return { ...order, providerOrderId };
        },
      };
    },
    awaiting: eq(orders.paymentStatus, 'pending'),
    describe: (order) => orderCreated(order, { key: gateway.keyId, razorpay_order_id: order.providerOrderId!, provider: gateway.provider }),
  };
}
