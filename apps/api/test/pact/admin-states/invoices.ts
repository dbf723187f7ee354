/** Provider states of the back-office's invoice and credit-note download pacts. */
import { loadConfig } from '../../../src/config';
import type { Database } from '../../../src/db/database';
import { createDemoGateway } from '../../../src/payments/demo-gateway';
import { startRefund } from '../../../src/refunds/refunds';
import { createCustomer, createProduct } from '../../support/fixtures';
import { payPactOrder, placePactOrder } from '../purchase-fixtures';
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

    // A partial refund of the paid order through the demo provider, which processes it and issues its credit note.
    'a paid order has a credit note': async () => {
      const order = await orderOfACustomer(db, true);
      const refund = await startRefund(
        db,
        await createDemoGateway(db),
        { orderId: order.id, amountPaise: 10000, reason: 'One strip arrived bent', idempotencyKey: 'pact-credit-note' },
        { siteUrl: 'https://shop.example.test', seller: loadConfig({}).seller },
      );
      return { orderId: order.id, creditNoteId: refund.credit_note!.id };
    },
  };
}
