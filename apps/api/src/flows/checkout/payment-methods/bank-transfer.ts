/**
 * Paying by bank transfer or UPI against a proforma invoice: only for an accepted quotation the owner allowed so
 * (the quote acceptance checks the allowance; the checkout's contract does not offer this method). No provider is
 * asked; the order waits unpaid, its stock held, until staff record the money or its deadline passes
 * (orders/expire-transfers.ts), and the buyer is mailed the bank details, the reference and the proforma's link.
 */
import { and, eq } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import { InvalidInputError, problem } from '../../../errors';
import { payableBankDetails } from '../../../orders';
import { shopNow } from '../../../shop-clock';
import { orderCreated, type PaymentMethodPort } from './payment-method';

/**
 * How long a transfer order waits for its money. A business pays after its accounts department approves the
 * proforma, which takes days, not the online checkout's minutes; a week holds the stock no longer than the
 * shop can afford.
 */
const TRANSFER_DAYS = 7;

const NO_BANK_DETAILS = problem('no_bank_details', 'The shop cannot take bank transfers yet. Choose another way to pay, or reply to the shop’s e-mail.');

export function bankTransfer(): PaymentMethodPort {
  return {
    async accept(tx) {
      if (!(await payableBankDetails(tx))) throw new InvalidInputError({ payment_method: [NO_BANK_DETAILS] }, NO_BANK_DETAILS);
      return {
        columns: { paymentMethod: 'bank_transfer', transferPayBy: new Date(shopNow().getTime() + TRANSFER_DAYS * 24 * 60 * 60 * 1000) },
        afterOrder: async (_tx, order) => order,
      };
    },
    awaiting: and(eq(orders.paymentMethod, 'bank_transfer'), eq(orders.paymentStatus, 'pending'))!,
    describe: (order) => orderCreated(order, { key: '', razorpay_order_id: '', provider: 'bank_transfer' }),
  };
}
