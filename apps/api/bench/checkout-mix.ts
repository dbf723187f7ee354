/**
 * The checkout mix of `pnpm bench:api`: concurrent shoppers, each signed in once, buying in a loop for a
 * while as the storefront does, every other purchase paid online and the rest cash on delivery. Online: read
 * the product and choose one of its variants in stock, as the product page offers them, order, pay with the
 * demo provider, verify, read the order. Cash on delivery: the same choice, ask for the checkout's quote (the
 * courier's date and the COD offer), order, confirm as the customer does, read the order. Afterwards the
 * database must hold exactly the orders the shoppers were told about, each paid once or confirmed: none
 * lost, none doubled.
 *
 * The shop refusing a purchase for a shop reason (sold out, a cap on unpaid orders, cash on delivery not
 * offered: a 400 or 409 naming it) is a refusal, counted apart; anything else that fails is an error.
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
  /** Purchases the shop refused for a reason it named, and the first few reasons. */
  refusals: number;
  refusalSamples: string[];
  /** Median and p95 of one whole purchase (either way), ms. */
  purchaseP50: number;
  purchaseP95: number;
  /** From the database after the run. */
  lost: number;
  duplicated: number;
}

class StepError extends Error {}
/** The shop said no to the purchase, naming why: what a shopper sees at checkout, not a fault. */
class Refusal extends Error {}

/** A 400 or 409 naming what about the purchase the shop cannot do; other fields are the mix's own mistakes. */
const REFUSED_FIELDS = ['items', 'payment_method'];

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
  if (!response.ok) {
    const what = `${method} ${path.replace(/\d+/g, '{n}')}: ${response.status} ${text.slice(0, 160)}`;
    throw (response.status === 400 || response.status === 409) && refusedFor(text) ? new Refusal(what) : new StepError(what);
  }
  return text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>);
}

function refusedFor(text: string): boolean {
  try {
    const fields = Object.keys((JSON.parse(text) as { errors?: Record<string, unknown> }).errors ?? {});
    return fields.length > 0 && fields.every((field) => REFUSED_FIELDS.includes(field));
  } catch {
    return false;
  }
}

async function signIn(shop: BenchShop, shopper: Shopper): Promise<string> {
  const answer = (await call(shop, 'POST', '/api/user/login/', undefined, { email: shopper.email, password: shopper.password })) as { token: { access: string } };
  return answer.token.access;
}

/** One purchase; answers the order's id once the API has confirmed the payment, or the customer's confirmation. */
async function purchase(shop: BenchShop, shopper: Shopper, token: string, method: PaymentMethod, round: number, placed: Set<number>): Promise<number> {
  const product = (await call(shop, 'GET', `/api/user/products/${shop.product.slug}/`)) as { variants?: { id: number; in_stock: boolean }[] };
  // One of the packs the page offers, a different one each round, as shoppers choose different packs.
  const inStock = (product.variants ?? []).filter((variant) => variant.in_stock);
  if (inStock.length === 0) throw new Refusal(`${shop.product.slug} is sold out in every pack`);
  const variant = inStock[round % inStock.length]!.id;
  const checkout = { address: shopper.addressId, items: [{ product: shop.product.id, variant, quantity: 1 }] };
  if (method === 'cash_on_delivery') {
    const quote = (await call(shop, 'POST', '/api/user/orders/quote/', token, checkout)) as { cash_on_delivery: { available: boolean; reason: string | null } };
    if (!quote.cash_on_delivery.available) throw new Refusal(`cash on delivery not offered: ${quote.cash_on_delivery.reason}`);
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
  const refusalSamples: string[] = [];
  let errors = 0;
  let refusals = 0;
  const fail = (error: unknown) => {
    const samples = error instanceof Refusal ? refusalSamples : errorSamples;
    if (error instanceof Refusal) refusals++;
    else errors++;
    if (samples.length < 5) samples.push(error instanceof Error ? error.message : String(error));
  };

  // Everyone signs in first: twenty password checks at once take seconds on a busy machine, and a clock
  // started before them left a short run no time to buy.
  const signedIn = await Promise.all(
    shop.shoppers.map(async (shopper) => {
      try {
        return { shopper, token: await signIn(shop, shopper) };
      } catch (error) {
        fail(error);
        return undefined;
      }
    }),
  );
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    signedIn.map(async (session) => {
      if (!session) return;
      const { shopper, token } = session;
      for (let round = 0; Date.now() < deadline; round++) {
        const method: PaymentMethod = round % 2 === 0 ? 'online' : 'cash_on_delivery';
        const started = performance.now();
        try {
          (method === 'online' ? paid : confirmed).add(await purchase(shop, shopper, token, method, round, placed));
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
      refusals,
      refusalSamples,
      purchaseP50: percentile(durations, 50),
      purchaseP95: percentile(durations, 95),
      lost,
      duplicated,
    };
  } finally {
    await handle.close();
  }
}
