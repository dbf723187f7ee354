/**
 * Placing an order at checkout. The server prices everything from the database; a price, status or
 * user sent by the client is ignored. Order, lines, first timeline entry and payment record are
 * written in one transaction together with the stock reservation and the provider order, so an order
 * exists exactly when all of them do.
 *
 * Paid online, the provider's order is opened last in that transaction. Paid on delivery, no provider is
 * asked: the order carries the owner's fee, waits for its customer to confirm it by a mailed link before a
 * deadline, and the mail is queued in the same transaction. Either way the courier aggregator is asked first
 * about the address's PIN code, outside the transaction: a PIN code no courier serves is refused, and cash on
 * delivery is accepted exactly when the checkout's quote offers it (cash-on-delivery.ts). A coupon is
 * checked again inside the transaction with its row locked, so its last use goes to one order only.
 */
import { createHash } from 'node:crypto';
import type { Schema } from '@shop/contracts';
import { checkBusinessBuyer, normaliseCouponCode, type BusinessBuyer } from '@shop/rules';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { forgetSavedCart } from '../../carts/saved-cart';
import { PRODUCT_ID, VARIANT_IMAGE_POSITION, variantImageOf } from '../../catalog/products';
import { chooseVariants, type ChosenLine } from '../../catalog/variants';
import { couponAtCheckout } from '../../coupons/apply-coupon';
import type { Database, Transaction } from '../../db/database';
import { addresses, idempotencyKeys, orderItems, orders, orderStatusHistory, payments, products, productVariants, users } from '../../db/schema';
import type { PaymentMethod } from '../../db/tables/values';
import { inTransaction } from '../../db/transaction';
import { InvalidInputError } from '../../errors';
import type { TaxClass } from '../../invoices/tax-class';
import { recordOptIn } from '../../messaging/consent';
import { notify } from '../../notify';
import { newConfirmationToken } from '../../orders/cod-token';
import { assertWithinOrderLimit } from '../../orders/order-limit';
import { lockStockRows } from '../../orders/stock';
import { assertWithinUnpaidLimits, type UnpaidOrderLimits } from '../../orders/unpaid-limits';
import type { PaymentGateway } from '../../payments/gateway';
import { sellingPriceAt, VARIANT_PRICE } from '../../sales/sale-prices';
import { deliverySettings, type DeliveryEstimator, type DeliverySettings } from '../../shipping';
import { shopNow } from '../../shop-clock';
import { codRefusalMessage, customerCodRefusal } from './cash-on-delivery';
import { askCheckoutDelivery, notYourAddress, unavailableProducts, type CheckoutDelivery } from './delivery';
import { priceCheckout } from './price-checkout';

/** The contract's OrderCreate (validated against it before it gets here). */
export type PlaceOrderInput = Schema<'OrderCreate'>;

/** What placing an order needs of the shop around it. */
export interface Checkout {
  /** The provider an online payment is opened with. */
  gateway: PaymentGateway;
  /** The courier aggregator's word on the delivery PIN code. */
  estimator: DeliveryEstimator;
  /**
   * Runs when the aggregator must be asked (its answer is not kept): counts the client against the limit the
   * delivery estimate and the quote count it against, and refuses by throwing.
   */
  beforeAskingCarrier?: () => Promise<void>;
  /** The shop's public address, for the cash-on-delivery confirmation link. */
  siteUrl: string;
  unpaidLimits: UnpaidOrderLimits;
}

/** The contract's OrderCreated; `razorpay_amount` is paise, as Razorpay's widget wants the amount. */
export type PlacedOrder = Schema<'OrderCreated'>;

/**
 * A checkout sent again within this time, unchanged and still unpaid, answers the first order again
 * (a double click, a retry after a lost answer) instead of reserving the stock twice.
 */
const RESUBMISSION_WINDOW = sql`interval '15 minutes'`;

export async function placeOrder(db: Database, checkout: Checkout, userId: number, input: PlaceOrderInput, idempotencyKey?: string): Promise<PlacedOrder> {
  const chosen = await chooseVariants(db, input.items);
  if (chosen.unavailable.length > 0) throw unavailableProducts(chosen.unavailable);
  const { lines } = chosen;
  const method = input.payment_method ?? 'online';
  const business = businessOf(input);
  const couponCode = input.coupon_code?.trim() ? normaliseCouponCode(input.coupon_code) : null;
  const delivery = await askCheckoutDelivery(db, checkout.estimator, userId, input.address, lines, checkout.beforeAskingCarrier);
  return inTransaction(db, async (tx) => {
    // One checkout at a time per customer, so a resubmission always sees the first attempt.
    await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_LOCK_NAMESPACE}, ${userId})`);

    const requestHash = createHash('sha256').update(JSON.stringify({ address: input.address, lines, method, ...(business ? { business } : {}), ...(couponCode ? { couponCode } : {}) })).digest('hex');
    const keyed = idempotencyKey ? await findKeyedOrder(tx, userId, idempotencyKey, requestHash) : undefined;
    if (keyed) return keyed;

    const address = await ownAddress(tx, userId, input.address);
    const resubmitted = await findResubmission(tx, userId, address.id, lines, method, business, couponCode);
    if (resubmitted) return placedOrder(checkout.gateway, resubmitted);
    const served = servedDelivery(delivery, address.zipCode);
    await assertWithinUnpaidLimits(tx, userId, lines.reduce((sum, line) => sum + line.quantity, 0), checkout.unpaidLimits);

    // Before the order's first message is queued, so that message already goes where the customer chose.
    await recordOptIn(tx, userId, input.messaging, 'checkout');
    const reserved = await reserveStock(tx, lines);
    const coupon = await couponAtCheckout(tx, couponCode, reserved, userId, true);
    const settings = await deliverySettings(tx);
    const price = priceCheckout({ lines: reserved, coupon, settings, paymentMethod: method });
    assertWithinOrderLimit(price.subtotalPaise);
    const cashOnDelivery = method === 'cash_on_delivery' ? await acceptCashOnDelivery(tx, userId, served, price.totalPaise, settings) : undefined;
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        addressId: address.id,
        shipFullName: address.fullName,
        shipPhone: address.phone,
        shipAddress: address.address,
        shipAddressLine2: address.addressLine2,
        shipCity: address.city,
        shipState: address.state,
        shipZipCode: address.zipCode,
        buyerGstin: business?.gstin ?? null,
        buyerBusinessName: business?.name ?? null,
        subtotalPaise: price.subtotalPaise,
        couponId: coupon?.couponId ?? null,
        couponCode: coupon?.code ?? null,
        discountPaise: price.discountPaise,
        shippingPaise: price.shippingPaise,
        codFeePaise: price.codFeePaise,
        totalPaise: price.totalPaise,
        ...(cashOnDelivery?.columns ?? {}),
      })
      .returning();
    await tx.insert(orderItems).values(
      price.lines.map((line) => ({
        orderId: order!.id,
        productId: line.productId,
        variantId: line.variantId,
        // What was bought, as every later paper names it: the product, and which of its choices.
        productName: line.label ? `${line.title} – ${line.label}` : line.title,
        variantLabel: line.label,
        sku: line.sku,
        productImage: line.image,
        unitPricePaise: line.unitPricePaise,
        quantity: line.quantity,
        lineTotalPaise: line.lineTotalPaise,
        discountPaise: line.discountPaise,
        hsnCode: line.taxClass.hsnCode,
        gstRatePercent: line.taxClass.gstRatePercent,
      })),
    );
    await tx.insert(orderStatusHistory).values({ orderId: order!.id, status: 'pending' });
    // The business is offered at the next checkout; a consumer order leaves a saved one as it is.
    if (business) await tx.update(users).set({ gstin: business.gstin, businessName: business.name }).where(eq(users.id, userId));
    // What was in the cart is ordered now: it is never recalled as left behind.
    await forgetSavedCart(tx, userId);

    let placed: PlacedOrder;
    if (cashOnDelivery) {
      // The link's secret goes out in the mail only; the answer names the deadline, never the secret.
      await notify(tx, { name: 'cod_confirmation', orderId: order!.id, siteUrl: checkout.siteUrl, confirmationToken: cashOnDelivery.token }, { userId: order!.userId });
      placed = placedOrder(checkout.gateway, order!);
    } else {
      // Last, so a provider that fails rolls everything back and nothing is half-written.
      const providerOrderId = await checkout.gateway.createOrder({ amountPaise: order!.totalPaise, receipt: `order_${order!.id}` });
      await tx.update(orders).set({ providerOrderId }).where(eq(orders.id, order!.id));
      await tx.insert(payments).values({
        orderId: order!.id,
        provider: checkout.gateway.provider,
        providerOrderId,
        amountPaise: order!.totalPaise,
      });
      placed = placedOrder(checkout.gateway, { ...order!, providerOrderId });
    }
    if (idempotencyKey) {
      const remembered = { requestHash, responseStatus: 201, responseBody: placed, expiresAt: sql`now() + interval '24 hours'` };
      await tx
        .insert(idempotencyKeys)
        .values({ scope: idempotencyScope(userId), key: idempotencyKey, ...remembered })
        // An expired row of the same key is reused rather than left to block it.
        .onConflictDoUpdate({ target: [idempotencyKeys.scope, idempotencyKeys.key], set: remembered });
    }
    return placed;
  });
}

/**
 * The business the customer buys for, checked before anything is asked or written (@shop/rules'
 * checkBusinessBuyer, the check the checkout shows): none when both fields are blank or left out.
 */
function businessOf(input: PlaceOrderInput): BusinessBuyer | null {
  const checked = checkBusinessBuyer({ gstin: input.gstin, businessName: input.business_name });
  if (!checked.ok) throw new InvalidInputError(checked.errors, 'Check the GSTIN and business name.');
  return checked.business;
}

/**
 * The courier's answer for the address the order goes to. A PIN code no courier serves is refused whatever
 * the payment; one the aggregator could not be asked about lets an online order through (the shop still
 * sells) but not cash on delivery. The address's PIN code changing since it was asked is a retry.
 */
function servedDelivery(delivery: CheckoutDelivery | undefined, pincode: string): CheckoutDelivery {
  if (!delivery || delivery.pincode !== pincode) {
    throw new InvalidInputError({ address: ['Your address changed while you were checking out. Please try again.'] }, 'Please try again.');
  }
  if (delivery.estimate.status === 'not_serviceable') throw new InvalidInputError({ address: ["We can't deliver to this PIN code yet"] }, "We can't deliver to this PIN code yet.");
  return delivery;
}

/**
 * The cash-on-delivery part of a new order, when the owner's rules allow it for this customer and this
 * total (priced just now, the fee included): nothing to collect yet, and a confirmation awaited until the deadline.
 */
async function acceptCashOnDelivery(tx: Transaction, userId: number, delivery: CheckoutDelivery, totalPaise: number, settings: DeliverySettings) {
  const refusal = await customerCodRefusal(tx, userId, settings, delivery.estimate, totalPaise);
  if (refusal) throw new InvalidInputError({ payment_method: [codRefusalMessage(refusal, settings)] }, 'Cash on delivery is not available for this order.');
  const { token, hash } = newConfirmationToken();
  return {
    token,
    columns: {
      paymentMethod: 'cash_on_delivery' as const,
      paymentStatus: 'to_collect' as const,
      codConfirmation: 'awaiting' as const,
      codConfirmTokenHash: hash,
      codConfirmBy: new Date(shopNow().getTime() + settings.codConfirmHours * 60 * 60 * 1000),
    },
  };
}

const idempotencyScope = (userId: number) => `user:${userId}:createOrder`;

/** A checkout retried with the same Idempotency-Key answers the order it made; the key with another cart is refused. */
async function findKeyedOrder(tx: Transaction, userId: number, key: string, requestHash: string): Promise<PlacedOrder | undefined> {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, idempotencyScope(userId)), eq(idempotencyKeys.key, key), gt(idempotencyKeys.expiresAt, sql`now()`)));
  if (!row) return undefined;
  if (row.requestHash !== requestHash) {
    throw new InvalidInputError({ 'Idempotency-Key': ['This key was used for a different checkout; send a new key.'] }, 'Idempotency-Key reused.');
  }
  return row.responseBody as PlacedOrder;
}

/** First argument of the two-key advisory lock: keeps these locks apart from any other use. */
const ORDER_LOCK_NAMESPACE = 0x0bd3;

type PlacedRow = Pick<typeof orders.$inferSelect, 'id' | 'totalPaise' | 'providerOrderId' | 'paymentMethod' | 'codConfirmBy'>;

/** The answer: the payment to open in the provider's widget, or, paid on delivery, the confirmation's deadline. */
function placedOrder(gateway: PaymentGateway, order: PlacedRow): PlacedOrder {
  const onDelivery = order.paymentMethod === 'cash_on_delivery';
  return {
    id: order.id,
    key: onDelivery ? '' : gateway.keyId,
    razorpay_amount: order.totalPaise,
    razorpay_order_id: onDelivery ? '' : order.providerOrderId!,
    currency: 'INR',
    provider: onDelivery ? 'cash_on_delivery' : gateway.provider,
    payment_method: order.paymentMethod,
    confirm_by: order.codConfirmBy?.toISOString() ?? null,
  };
}

async function ownAddress(tx: Transaction, userId: number, addressId: number) {
  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  if (!address) throw notYourAddress();
  return address;
}

/** The same checkout, paid the same way, billed to the same buyer with the same coupon, placed within the window and still waiting for its payment or confirmation. */
async function findResubmission(tx: Transaction, userId: number, addressId: number, lines: readonly ChosenLine[], method: PaymentMethod, business: BusinessBuyer | null, couponCode: string | null) {
  const candidates = await tx
    .select({ id: orders.id, totalPaise: orders.totalPaise, providerOrderId: orders.providerOrderId, paymentMethod: orders.paymentMethod, codConfirmBy: orders.codConfirmBy })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.addressId, addressId),
        eq(orders.paymentMethod, method),
        // Billed to the same buyer: adding a GSTIN on a retry makes a new order with the right invoice.
        business ? and(eq(orders.buyerGstin, business.gstin), eq(orders.buyerBusinessName, business.name)) : isNull(orders.buyerGstin),
        couponCode ? eq(orders.couponCode, couponCode) : isNull(orders.couponCode),
        method === 'online' ? eq(orders.paymentStatus, 'pending') : eq(orders.codConfirmation, 'awaiting'),
        eq(orders.deliveryStatus, 'pending'),
        gt(orders.createdAt, sql`now() - ${RESUBMISSION_WINDOW}`),
      ),
    );
  if (candidates.length === 0) return undefined;
  const candidateLines = await tx
    .select({ orderId: orderItems.orderId, variant: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(inArray(orderItems.orderId, candidates.map((candidate) => candidate.id)));
  const wanted = lines.map((line) => `${line.variant}x${line.quantity}`).join(',');
  return candidates.find((candidate) => {
    const theirs = candidateLines
      .filter((line) => line.orderId === candidate.id)
      .sort((a, b) => a.variant - b.variant)
      .map((line) => `${line.variant}x${line.quantity}`)
      .join(',');
    return theirs === wanted;
  });
}

interface ReservedLine {
  productId: number;
  variantId: number;
  title: string;
  /** The variant's label and SKU, copied onto the order line. */
  label: string;
  sku: string;
  /** The variant's photo, or the product's main one, when the order was placed. */
  image: string | null;
  unitPricePaise: number;
  quantity: number;
  /** Which coupons cover the line. */
  categoryId: number;
  /** Copied onto the order line, so the tax invoice keeps the class the variant had when ordered. */
  taxClass: TaxClass;
}

/**
 * Takes each line's quantity off its variant's stock with a guarded update (stock >= quantity, the variant
 * still on sale), so two checkouts can never both take the last units and stock never goes below zero. Any
 * refusal names every line that cannot be had, and the transaction rolls back what was already taken.
 */
async function reserveStock(tx: Transaction, lines: readonly ChosenLine[]): Promise<ReservedLine[]> {
  await lockStockRows(tx, lines.map((line) => line.variant));
  const problems: string[] = [];
  const reserved: ReservedLine[] = [];
  for (const line of lines) {
    // One statement takes the units and reads what the order line copies, as it is at this moment.
    const [taken] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${line.quantity}`, version: sql`${productVariants.version} + 1` })
      .from(products)
      .where(
        and(
          eq(productVariants.id, line.variant),
          eq(products.id, productVariants.productId),
          eq(products.isActive, true),
          eq(productVariants.isRetired, false),
          sql`${productVariants.stock} >= ${line.quantity}`,
        ),
      )
      .returning({
        title: products.title,
        label: productVariants.label,
        sku: productVariants.sku,
        image: variantImageOf(PRODUCT_ID, VARIANT_IMAGE_POSITION),
        pricePaise: sellingPriceAt(shopNow(), VARIANT_PRICE),
        categoryId: products.categoryId,
        hsnCode: productVariants.hsnCode,
        gstRatePercent: products.gstRatePercent,
      });
    if (taken) {
      // The line keeps the variant's tax class as it is now, as it keeps its price: the invoice follows the sale.
      const taxClass: TaxClass = { hsnCode: taken.hsnCode, gstRatePercent: taken.gstRatePercent };
      const { title, label, sku, image, pricePaise, categoryId } = taken;
      reserved.push({ productId: line.product, variantId: line.variant, title, label, sku, image, unitPricePaise: pricePaise, quantity: line.quantity, categoryId, taxClass });
      continue;
    }
    const [left] = await tx
      .select({
        title: products.title,
        label: productVariants.label,
        stock: productVariants.stock,
        onSale: sql<boolean>`${products.isActive} and not ${productVariants.isRetired}`,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(productVariants.id, line.variant));
    const name = left!.label ? `${left!.title} (${left!.label})` : left!.title;
    if (!left!.onSale) problems.push(`"${name}" is no longer available.`);
    else problems.push(left!.stock === 0 ? `"${name}" is out of stock.` : `Only ${left!.stock} of "${name}" left in stock.`);
  }
  if (problems.length > 0) throw new InvalidInputError({ items: problems }, 'Some products in your cart are out of stock.');
  return reserved;
}
