/**
 * Shoppers checking out against a running API, for the fault tests: each buys one product again and again
 * until told to stop, and every answer is kept so a test can compare what shoppers were told with what
 * the database holds afterwards.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { invoices, orderItems, orders, payments, products } from '../../src/db/schema';
import { TEST_KEYS } from '../support/accounts';
import { createAddress, createCustomer, sessionTokenFor } from '../support/fixtures';
import type { FakeRazorpay } from '../support/fake-razorpay';
import { call } from './processes';

export interface Shopper {
  token: string;
  addressId: number;
}

export async function shoppers(db: Database, count: number): Promise<Shopper[]> {
  const list: Shopper[] = [];
  for (let n = 0; n < count; n += 1) {
    const user = await createCustomer(db, { email: `shopper-${n}-${Date.now()}@example.com` });
    const address = await createAddress(db, user.id);
    list.push({ token: await sessionTokenFor(TEST_KEYS, user), addressId: address.id });
  }
  return list;
}

export interface Answer {
  step: 'order' | 'pay' | 'verify';
  status: number;
  detail: unknown;
  retryAfter: string | null;
  orderId?: number;
  quantity?: number;
}

/**
 * One checkout: order `quantity` units, pay (the demo's signed payment, or Razorpay's Checkout via the
 * fake), report the payment. Answers every step's outcome; stops at the first that fails.
 */
export async function checkout(base: () => string, shopper: Shopper, productId: number, quantity: number, razorpay?: FakeRazorpay): Promise<Answer[]> {
  const answers: Answer[] = [];
  const record = (step: Answer['step'], response: Awaited<ReturnType<typeof call>>, extra: Partial<Answer> = {}) => {
    answers.push({ step, status: response.status, detail: response.json?.detail, retryAfter: response.headers.get('retry-after'), ...extra });
    return response.status >= 200 && response.status < 300;
  };
  const created = await call(base(), 'POST', '/api/user/orders/', { address: shopper.addressId, items: [{ product: productId, quantity }] }, shopper.token);
  const orderId = created.json?.id as number | undefined;
  if (!record('order', created, { orderId, quantity })) return answers;
  let signed: unknown;
  if (razorpay) {
    signed = razorpay.pay(created.json.razorpay_order_id as string);
  } else {
    const demo = await call(base(), 'POST', `/api/user/orders/${orderId}/demo_payment/`, {}, shopper.token);
    if (!record('pay', demo, { orderId })) return answers;
    signed = demo.json;
  }
  const verified = await call(base(), 'POST', `/api/user/orders/${orderId}/verify_payment/`, signed, shopper.token);
  record('verify', verified, { orderId });
  return answers;
}

/** What the database holds after the traffic: every order with its items, payments and invoices, and the product's stock. */
export async function ledger(db: Database, productId: number) {
  const rows = await db.select().from(orders);
  const ids = rows.map((order) => order.id);
  const items = ids.length ? await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)) : [];
  const paymentRows = ids.length ? await db.select().from(payments).where(inArray(payments.orderId, ids)) : [];
  const invoiceRows = ids.length ? await db.select().from(invoices).where(inArray(invoices.orderId, ids)) : [];
  const [product] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return {
    orders: rows,
    itemsOf: (orderId: number) => items.filter((item) => item.orderId === orderId),
    paymentsOf: (orderId: number) => paymentRows.filter((payment) => payment.orderId === orderId),
    invoicesOf: (orderId: number) => invoiceRows.filter((invoice) => invoice.orderId === orderId),
    stock: product!.stock,
  };
}

/**
 * The invariants that must hold whatever failed: no order without its lines and its payment row, no order
 * paid twice or invoiced twice, a completed order always invoiced, and the stock equal to what was there
 * minus the units of orders still holding it.
 */
export function expectConsistent(book: Awaited<ReturnType<typeof ledger>>, initialStock: number, expect: (value: unknown, message?: string) => { toBe(v: unknown): void; toBeGreaterThan(v: number): void }) {
  let held = 0;
  for (const order of book.orders) {
    const lines = book.itemsOf(order.id);
    expect(lines.length, `order ${order.id} has its lines`).toBeGreaterThan(0);
    expect(book.paymentsOf(order.id).length, `order ${order.id} has its payment row`).toBeGreaterThan(0);
    const captured = book.paymentsOf(order.id).filter((payment) => payment.status === 'captured').length;
    expect(captured <= 1, `order ${order.id} is paid at most once (${captured} captured)`).toBe(true);
    expect(book.invoicesOf(order.id).length, `order ${order.id}'s invoices`).toBe(order.paymentStatus === 'completed' ? 1 : 0);
    if (order.paymentStatus === 'completed') expect(captured, `completed order ${order.id} has its captured payment`).toBe(1);
    if (order.paymentStatus !== 'failed' && order.deliveryStatus !== 'cancelled') held += lines.reduce((sum, line) => sum + line.quantity, 0);
  }
  expect(book.stock, 'stock = initial − units held by live orders').toBe(initialStock - held);
}
