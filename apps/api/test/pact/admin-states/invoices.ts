/** Provider states of the back-office's invoice and credit-note download pacts. */
import type { Database } from '../../../src/db/database';
import { createCustomer, createProduct } from '../../support/fixtures';
import { payPactOrder, placePactOrder, refundPactOrder } from '../purchase-fixtures';
import type { StateHandler } from '../state-support';

async function orderOfACustomer(db: Database, paid: boolean) {
  const owner = await createCustomer(db, { email: 'kavya.nair@example.in', name: 'Kavya Nair' });
  const order = await placePactOrder(db, owner.id, (await createProduct(db)).id);
  if (paid) await payPactOrder(db, order);
  return order;
}

export function adminInvoiceStates(db: Database): Record<string, StateHandler> {
  return {
    'a customer has a paid order': async () => ({ orderId: (await orderOfACustomer(db, true)).id }),

    'a customer has an unpaid order': async () => ({ orderId: (await orderOfACustomer(db, false)).id }),

    'a paid order has a credit note': async () => {
      const order = await orderOfACustomer(db, false);
      return { orderId: order.id, ...(await refundPactOrder(db, order)) };
    },
  };
}
