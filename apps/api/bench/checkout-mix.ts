/**
 * The checkout mix of `pnpm bench:api`: concurrent shoppers, each signed in once, buying in a loop for a
 * while as the storefront does, every other purchase paid online and the rest cash on delivery. Online: read
 * the product the cart adds, order, pay with the demo provider, verify, read the order. Cash on delivery:
 * read the product, ask for the checkout's quote (the courier's date and the COD offer), order, confirm as
 * the customer does, read the order. Afterwards the database must hold exactly the orders the shoppers were
 * told about, each paid once or confirmed: none lost, none doubled.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { orders, payments, users } from '../src/db/schema';
import type { PaymentMethod } from '../src/db/tables/values';
import type { BenchShop, Shopper } from './api-server';

export interface CheckoutMixResult {
  shoppers: number;
  seconds: number;
  /** Orders the API created (201); of those, the payments it confirmed and the cash-on-delivery orders confirmed. */
  ordersPlaced: number;
  ordersPaid: number;
  ordersConfirmed: number;
  errors: number;
  /** First few error descriptions, for the report. */
  errorSamples: string[];
  /** Median and p95 of one whole purchase (either way), ms. */
  purchaseP50: number;
  purchaseP95: number;
  /** From the database after the run. */
  lost: number;
  duplicated: number;
}

class StepError extends Error {}

async function call(shop: BenchShop, method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${shop.baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new StepError(`${method} ${path.replace(/\d+/g, '{n}')}: ${response.status} ${text.slice(0, 120)}`);
  return text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>);
}

async function signIn(shop: BenchShop, shopper: Shopper): Promise<string> {
  const answer = (await call(shop, 'POST', '/api/user/login/', undefined, { email: shopper.email, password: shopper.password })) as { token: { access: string } };
  return answer.token.access;
}

/** One purchase; answers the order's id once the API has confirmed the payment, or the customer's confirmation. */
async function purchase(shop: BenchShop, shopper: Shopper, token: string, method: PaymentMethod, placed: Set<number>): Promise<number> {
  await call(shop, 'GET', `/api/user/products/${shop.product.slug}/`);
  const checkout = { address: shopper.addressId, items: [{ product: shop.product.id, quantity: 1 }] };
  if (method === 'cash_on_delivery') {
    const quote = (await call(shop, 'POST', '/api/user/orders/quote/', token, checkout)) as { cash_on_delivery: { available: boolean; reason: string | null } };
    if (!quote.cash_on_delivery.available) throw new StepError(`cash on delivery not offered: ${quote.cash_on_delivery.reason}`);
  }
  const created = (await call(shop, 'POST', '/api/user/orders/', token, { ...checkout, payment_method: method }, { 'idempotency-key': randomUUID() })) as { id: number };
  placed.add(created.id);
  if (method === 'cash_on_delivery') {
    const order = (await call(shop, 'POST', `/api/user/orders/${created.id}/cod_confirmation/`, token, { decision: 'confirm' })) as { cod_confirmation?: { status: string } };
    if (order.cod_confirmation?.status !== 'confirmed') throw new StepError(`order ${created.id} reads as ${order.cod_confirmation?.status} after its customer confirmed it`);
    await call(shop, 'GET', `/api/user/orders/${created.id}/`, token);
    return created.id;
  }
  const signed = await call(shop, 'POST', `/api/user/orders/${created.id}/demo_payment/`, token);
  await call(shop, 'POST', `/api/user/orders/${created.id}/verify_payment/`, token, signed);
  const order = (await call(shop, 'GET', `/api/user/orders/${created.id}/`, token)) as { payment_status?: string };
  if (order.payment_status !== 'completed') throw new StepError(`order ${created.id} reads as ${order.payment_status} after its payment was confirmed`);
  return created.id;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function runCheckoutMix(shop: BenchShop, seconds: number): Promise<CheckoutMixResult> {
  const placed = new Set<number>();
  const paid = new Set<number>();
  const confirmed = new Set<number>();
  const durations: number[] = [];
  const errorSamples: string[] = [];
  let errors = 0;
  const fail = (error: unknown) => {
    errors++;
    if (errorSamples.length < 5) errorSamples.push(error instanceof Error ? error.message : String(error));
  };

  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    shop.shoppers.map(async (shopper) => {
      let token: string;
      try {
        token = await signIn(shop, shopper);
      } catch (error) {
        fail(error);
        return;
      }
      for (let round = 0; Date.now() < deadline; round++) {
        const method: PaymentMethod = round % 2 === 0 ? 'online' : 'cash_on_delivery';
        const started = performance.now();
        try {
          (method === 'online' ? paid : confirmed).add(await purchase(shop, shopper, token, method, placed));
          durations.push(performance.now() - started);
        } catch (error) {
          fail(error);
        }
      }
    }),
  );

  await shop.stopServer();
  const handle = await shop.openDatabase();
  try {
    const emails = shop.shoppers.map((shopper) => shopper.email);
    const shopperIds = (await handle.db.select({ id: users.id }).from(users).where(inArray(users.email, emails))).map(({ id }) => id);
    const stored = await handle.db
      .select({ id: orders.id, paymentStatus: orders.paymentStatus, codConfirmation: orders.codConfirmation })
      .from(orders)
      .where(inArray(orders.userId, shopperIds));
    const storedIds = new Set(stored.map(({ id }) => id));
    const paidInDatabase = new Set(stored.filter(({ paymentStatus }) => paymentStatus === 'completed').map(({ id }) => id));
    const confirmedInDatabase = new Set(stored.filter((order) => order.paymentStatus === 'to_collect' && order.codConfirmation === 'confirmed').map(({ id }) => id));
    const storedPayments =
      stored.length === 0
        ? []
        : await handle.db.select({ orderId: payments.orderId, providerPaymentId: payments.providerPaymentId }).from(payments).where(inArray(payments.orderId, [...storedIds]));
    // A payment the provider made for the order (its id is only known once it is verified).
    const capturesPerOrder = new Map<number, number>();
    for (const payment of storedPayments) if (payment.providerPaymentId) capturesPerOrder.set(payment.orderId, (capturesPerOrder.get(payment.orderId) ?? 0) + 1);

    // Lost: an order a shopper was given that is not stored, or was confirmed paid (or confirmed for cash on
    // delivery) and is not.
    const lost =
      [...placed].filter((id) => !storedIds.has(id)).length +
      [...paid].filter((id) => !paidInDatabase.has(id)).length +
      [...confirmed].filter((id) => !confirmedInDatabase.has(id)).length;
    // Doubled: an order nobody was given (a repeated checkout making a second one), or paid twice.
    const duplicated = [...storedIds].filter((id) => !placed.has(id)).length + [...capturesPerOrder.values()].filter((count) => count > 1).length;
    return {
      shoppers: shop.shoppers.length,
      seconds,
      ordersPlaced: placed.size,
      ordersPaid: paid.size,
      ordersConfirmed: confirmed.size,
      errors,
      errorSamples,
      purchaseP50: percentile(durations, 50),
      purchaseP95: percentile(durations, 95),
      lost,
      duplicated,
    };
  } finally {
    await handle.close();
  }
}
