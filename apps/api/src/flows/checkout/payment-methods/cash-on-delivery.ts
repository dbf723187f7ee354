/**
 * Paying in cash on delivery: no provider is asked. The order is accepted when the owner's rules allow it
 * for this customer and this total (../cash-on-delivery.ts, the rule the quote asks too), carries nothing to
 * collect yet, and waits for its customer to confirm it by a mailed link before a deadline; the mail is
 * queued in the order's transaction.
 */
import { eq } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import { InvalidInputError } from '../../../errors';
import { notify } from '../../../notify';
import { newConfirmationToken } from '../../../orders';
import { shopNow } from '../../../shop-clock';
import { codRefusalMessage, customerCodRefusal } from '../cash-on-delivery';
import { orderCreated, type PaymentMethodPort } from './payment-method';

/** `siteUrl`: the shop's public address, for the confirmation link. */
export function cashOnDelivery(siteUrl: string): PaymentMethodPort {
  return {
    async accept(tx, { userId, delivery, totalPaise, settings }) {
      const refusal = await customerCodRefusal(tx, userId, settings, delivery, totalPaise);
      if (refusal) throw new InvalidInputError({ payment_method: [codRefusalMessage(refusal, settings)] }, 'Cash on delivery is not available for this order.');
      const { token, hash } = newConfirmationToken();
      return {
        columns: {
          paymentMethod: 'cash_on_delivery',
          paymentStatus: 'to_collect',
          codConfirmation: 'awaiting',
          codConfirmTokenHash: hash,
          codConfirmBy: new Date(shopNow().getTime() + settings.codConfirmHours * 60 * 60 * 1000),
        },
        async afterOrder(tx, order) {
          // The link's secret goes out in the mail only; the answer names the deadline, never the secret.
          await notify(tx, { name: 'cod_confirmation', orderId: order.id, siteUrl, confirmationToken: token }, { userId });
          return order;
        },
      };
    },
    awaiting: eq(orders.codConfirmation, 'awaiting'),
    describe: (order) => orderCreated(order, { key: '', razorpay_order_id: '', provider: 'cash_on_delivery' }),
  };
}
