/** Orders ready to ship, placed and paid through the shop's own HTTP calls, for the booking and tracking tests. */
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database';
import { orders } from '../../src/db/schema';
import type { CodConfirmationStatus } from '../../src/db/tables/values';
import { client, TEST_KEYS } from './accounts';
import type { TestApp } from './app';
import { createAddress, createProduct, createUser, sessionTokenFor } from './fixtures';

export interface PlacedTestOrder {
  id: number;
  /** The customer's session, to read their own order. */
  token: string;
  email: string;
  productIds: number[];
}

/**
 * Two units of a 600 g spike strip (35 × 12 × 8 cm) and one 1 kg net (40 × 20 × 10 cm), to Pune; paid with the
 * demo provider unless `paid` is false.
 */
export async function placeTestOrder(t: TestApp, { paid = true } = {}): Promise<PlacedTestOrder> {
  const db = t.database.db;
  const api = client(t);
  const spikes = await createProduct(db, { pricePaise: 89900, stock: 10, weightGrams: 600, lengthCm: 35, breadthCm: 12, heightCm: 8 });
  const net = await createProduct(db, { pricePaise: 149900, stock: 10, weightGrams: 1000, lengthCm: 40, breadthCm: 20, heightCm: 10 });
  const user = await createUser(db, { name: 'Asha Patel', contact: '9876543210' });
  const address = await createAddress(db, user.id);
  const token = await sessionTokenFor(TEST_KEYS, user);
  const placed = await api.post('/api/user/orders/', { address: address.id, items: [{ product: spikes.id, quantity: 2 }, { product: net.id, quantity: 1 }] }, token);
  expect(placed.statusCode, placed.body).toBe(201);
  const { id } = placed.json<{ id: number }>();
  if (paid) {
    const signed = (await api.post(`/api/user/orders/${id}/demo_payment/`, {}, token)).json();
    expect((await api.post(`/api/user/orders/${id}/verify_payment/`, signed, token)).statusCode).toBe(200);
  }
  return { id, token, email: user.email, productIds: [spikes.id, net.id] };
}

/** Turns an unpaid order into a cash-on-delivery one at the given confirmation, as checkout will place them. */
export async function makeCashOnDelivery(db: Database, orderId: number, confirmation: CodConfirmationStatus): Promise<void> {
  await db
    .update(orders)
    .set({ paymentMethod: 'cash_on_delivery', paymentStatus: 'to_collect', codConfirmation: confirmation, codConfirmBy: sql`now() + interval '1 day'` })
    .where(eq(orders.id, orderId));
}
