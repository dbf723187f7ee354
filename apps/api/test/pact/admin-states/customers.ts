/** Provider states of the back-office's customer and dashboard pacts. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/database';
import { LOW_STOCK_SETTING } from '../../../src/dashboard/low-stock';
import { appSettings, users } from '../../../src/db/schema';
import { indianDate } from '../../../src/kernel';
import { createAddress, createCustomer, createProduct, createReview } from '../../support/fixtures';
import { payPactOrder, placePactOrder } from '../purchase-fixtures';
import { param, type StateHandler } from '../state-support';

/** The customer with this address and a paid order, an address and a pending review; answers their id and version. */
async function customerWithHistory(db: Database, email: string) {
  const [existing] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  const customer = existing ?? (await createCustomer(db, { email, name: 'Ravi Kumar', contact: '9830012345' }));
  await createAddress(db, customer.id, { fullName: 'Ravi Kumar', phone: '9830012345', city: 'Kolkata', state: 'West Bengal', zipCode: '700016' });
  const product = await createProduct(db, { title: 'Polycarbonate Bird Spikes' });
  await payPactOrder(db, await placePactOrder(db, customer.id, product.id));
  // Published: an erasure keeps it (its rating, not its words), as the erasure interaction expects.
  await createReview(db, product.id, { userId: customer.id, status: 'published', reviewText: 'Pigeons gone from the balcony.' });
  return customer;
}

export function adminCustomerStates(db: Database): Record<string, StateHandler> {
  return {
    // Each returns `customerId` and `customerVersion` (the version a change must send).
    'customer {email} has an account with an order, an address and a review': async (params) => {
      const customer = await customerWithHistory(db, param(params, 'email'));
      return { customerId: customer.id, customerVersion: customer.version };
    },

    'customer {email} has a deactivated account': async (params) => {
      const customer = await createCustomer(db, { email: param(params, 'email'), name: 'Ravi Kumar', contact: '9830012345', isActive: false, version: 2 });
      return { customerId: customer.id, customerVersion: customer.version };
    },

    // Returns `today` (India's calendar), the day of the order's invoice.
    'the shop has a paid order today and a product low on stock': async () => {
      const customer = await createCustomer(db, { email: 'kavya.nair@example.in', name: 'Kavya Nair' });
      await payPactOrder(db, await placePactOrder(db, customer.id, (await createProduct(db)).id));
      await createProduct(db, { title: 'Monkey Spikes', stock: 3 });
      return { today: indianDate(new Date()) };
    },

    // No stored threshold: the default, at version 1.
    'the low-stock threshold is the default': async () => {
      await db.delete(appSettings).where(eq(appSettings.key, LOW_STOCK_SETTING));
      return undefined;
    },
  };
}
