/**
 * Placing an order at checkout. The server prices everything from the database; a price, status or
 * user sent by the client is ignored. Order, lines, first timeline entry and payment record are
 * written in one transaction together with the stock reservation and the provider order, so an order
 * exists exactly when all of them do.
 *
 * How the order is paid is its payment method's part (payment-methods/): what it checks and writes with the
 * order row, what follows the row in the same transaction (online, the provider's order, opened last; on
 * delivery, the mailed request for the customer's confirmation), and how the answer describes the order.
 * Either way the courier aggregator is asked first about the address's PIN code, outside the transaction: a
 * PIN code no courier serves is refused, and cash on delivery is accepted exactly when the checkout's quote
 * offers it (cash-on-delivery.ts). A coupon is checked again inside the transaction with its row locked, so
 * its last use goes to one order only; so is the customer's paid survey fee (decision 062), with the survey's row
 * locked, so it comes off one order only.
 */
import { createHash } from 'node:crypto';
import type { Schema } from '@shop/contracts';
import { checkBusinessBuyer, netQuantityText, normaliseCouponCode, type BusinessBuyer } from '@shop/rules';
import { sharedRuleProblems } from '../../validation';
import { and, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { forgetSavedCart } from '../../carts';
import { PRODUCT_ID, VARIANT_IMAGE_POSITION, chooseVariants, linePriceColumns, priceOfLine, variantImageOf, type ChosenLine } from '../../catalog';
import { surveyCreditFor, useSurveyCredit } from '../../bookings';
import { couponAtCheckout } from '../../coupons';
import type { Database, Transaction } from '../../db/database';
import { addresses, idempotencyKeys, orderItems, orders, orderStatusHistory, products, productVariants, users } from '../../db/schema';
import type { PaymentMethod } from '../../db/tables/values';
import { inTransaction } from '../../db/transaction';
import { InvalidInputError, problem, type Problem } from '../../errors';
import type { TaxClass } from '../../invoices';
import { recordOptIn } from '../../messaging';
import { assertWithinOrderLimit, assertWithinUnpaidLimits, lockStockRows, type UnpaidOrderLimits } from '../../orders';
import type { PaymentGateway } from '../../payments';
import { deliverySettings, type DeliveryEstimator } from '../../shipping';
import { shopNow } from '../../shop-clock';
import { askCheckoutDelivery, notYourAddress, unavailableProducts, type CheckoutDelivery } from './delivery';
import { paymentMethods, type PlacedOrder } from './payment-methods';
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

export type { PlacedOrder };

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
  const payment = paymentMethods(checkout)[method];
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
    const resubmitted = await findResubmission(tx, userId, address.id, lines, method, payment.awaiting, business, couponCode);
    if (resubmitted) return payment.describe(resubmitted);
    const served = servedDelivery(delivery, address.zipCode);
    await assertWithinUnpaidLimits(tx, userId, lines.reduce((sum, line) => sum + line.quantity, 0), checkout.unpaidLimits);

    // Before the order's first message is queued, so that message already goes where the customer chose.
    await recordOptIn(tx, userId, input.messaging, 'checkout');
    const reserved = await reserveStock(tx, lines);
    const coupon = await couponAtCheckout(tx, couponCode, reserved, userId, true);
    const surveyCredit = await surveyCreditFor(tx, userId, shopNow(), true);
    const settings = await deliverySettings(tx);
    const price = priceCheckout({ lines: reserved, coupon, surveyCredit, settings, paymentMethod: method });
    assertWithinOrderLimit(price.subtotalPaise);
    const accepted = await payment.accept(tx, { userId, delivery: served.estimate, totalPaise: price.totalPaise, settings });
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
        surveyCreditPaise: price.surveyCreditPaise,
        shippingPaise: price.shippingPaise,
        codFeePaise: price.codFeePaise,
        totalPaise: price.totalPaise,
        ...accepted.columns,
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
        priceTierMinQuantity: line.tierMinQuantity,
        quantity: line.quantity,
        lineTotalPaise: line.lineTotalPaise,
        discountPaise: line.discountPaise,
        surveyCreditPaise: line.surveyCreditPaise,
        hsnCode: line.taxClass.hsnCode,
        gstRatePercent: line.taxClass.gstRatePercent,
        netQuantity: line.netQuantity,
        countryOfOrigin: line.countryOfOrigin,
      })),
    );
    if (price.surveyCredit) await useSurveyCredit(tx, order!.id, price.surveyCredit.bookingId);
    await tx.insert(orderStatusHistory).values({ orderId: order!.id, status: 'pending' });
    // The business is offered at the next checkout; a consumer order leaves a saved one as it is.
    if (business) await tx.update(users).set({ gstin: business.gstin, businessName: business.name }).where(eq(users.id, userId));
    // What was in the cart is ordered now: it is never recalled as left behind.
    await forgetSavedCart(tx, userId);

    const placed = payment.describe(await accepted.afterOrder(tx, order!));
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
  if (!checked.ok) throw new InvalidInputError(sharedRuleProblems(checked.errors), 'Check the GSTIN and business name.');
  return checked.business;
}

/**
 * The courier's answer for the address the order goes to. A PIN code no courier serves is refused whatever
 * the payment; one the aggregator could not be asked about lets an online order through (the shop still
 * sells) but not cash on delivery. The address's PIN code changing since it was asked is a retry.
 */
function servedDelivery(delivery: CheckoutDelivery | undefined, pincode: string): CheckoutDelivery {
  if (!delivery || delivery.pincode !== pincode) {
    throw new InvalidInputError({ address: [problem('address_changed', 'Your address changed while you were checking out. Please try again.')] }, 'Please try again.');
  }
  if (delivery.estimate.status === 'not_serviceable') throw new InvalidInputError({ address: [problem('pincode_not_served', "We can't deliver to this PIN code yet")] }, "We can't deliver to this PIN code yet.");
  return delivery;
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
    throw new InvalidInputError({ 'Idempotency-Key': [problem('idempotency_key_reused', 'This key was used for a different checkout; send a new key.')] }, 'Idempotency-Key reused.');
  }
  return row.responseBody as PlacedOrder;
}

/** First argument of the two-key advisory lock: keeps these locks apart from any other use. */
const ORDER_LOCK_NAMESPACE = 0x0bd3;

async function ownAddress(tx: Transaction, userId: number, addressId: number) {
  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  if (!address) throw notYourAddress();
  return address;
}

/** The same checkout, paid the same way, billed to the same buyer with the same coupon, placed within the window and still waiting for its payment or confirmation (`awaiting`, the method's word). */
async function findResubmission(tx: Transaction, userId: number, addressId: number, lines: readonly ChosenLine[], method: PaymentMethod, awaiting: SQL, business: BusinessBuyer | null, couponCode: string | null) {
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
        awaiting,
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
      // A checkout's lines are all catalogue variants; only a quotation's service line has none.
      .sort((a, b) => (a.variant ?? 0) - (b.variant ?? 0))
      .map((line) => `${line.variant}x${line.quantity}`)
      .join(',');
    return theirs === wanted;
  });
}

export interface ReservedLine {
  productId: number;
  variantId: number;
  title: string;
  /** The variant's label and SKU, copied onto the order line. */
  label: string;
  sku: string;
  /** The variant's photo, or the product's main one, when the order was placed. */
  image: string | null;
  unitPricePaise: number;
  /** The price break that set the unit price; null when the selling price did. */
  tierMinQuantity: number | null;
  quantity: number;
  /** Which coupons cover the line. */
  categoryId: number;
  /** Copied onto the order line, so the tax invoice keeps the class the variant had when ordered. */
  taxClass: TaxClass;
  /** The declared net quantity ("20 pieces") and country of origin (ISO code) as sold, like the price. */
  netQuantity: string | null;
  countryOfOrigin: string | null;
}

/** The refusal of lines that cannot be had: one sentence a line, with the line's place in the list given. */
export type StockRefusal = (problems: readonly { index: number; problem: Problem }[]) => Error;

const refuseCartLines: StockRefusal = (problems) =>
  new InvalidInputError({ items: problems.map((each) => each.problem) }, 'Some products in your cart are out of stock.');

/**
 * Takes each line's quantity off its variant's stock with a guarded update (stock >= quantity, the variant
 * still on sale), so two checkouts can never both take the last units and stock never goes below zero. Any
 * refusal names every line that cannot be had, and the transaction rolls back what was already taken. An
 * accepted quotation reserves its catalogue lines here too, refusing in its own words (`refuse`).
 */
export async function reserveStock(tx: Transaction, lines: readonly ChosenLine[], refuse: StockRefusal = refuseCartLines): Promise<ReservedLine[]> {
  await lockStockRows(tx, lines.map((line) => line.variant));
  const problems: { index: number; problem: Problem }[] = [];
  const reserved: ReservedLine[] = [];
  for (const [index, line] of lines.entries()) {
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
        ...linePriceColumns(shopNow()),
        categoryId: products.categoryId,
        hsnCode: productVariants.hsnCode,
        gstRatePercent: products.gstRatePercent,
        netQuantity: productVariants.netQuantity,
        netQuantityUnit: productVariants.netQuantityUnit,
        countryOfOrigin: products.countryOfOrigin,
      });
    if (taken) {
      // The line keeps the variant's tax class as it is now, as it keeps its price: the invoice follows the sale.
      const taxClass: TaxClass = { hsnCode: taken.hsnCode, gstRatePercent: taken.gstRatePercent };
      const { title, label, sku, image, categoryId, countryOfOrigin } = taken;
      const { unitPricePaise, tierMinQuantity } = priceOfLine(taken, line.quantity);
      // Numeric as text from RETURNING on one driver, a number on the other: Number() reads both.
      const netQuantity = taken.netQuantity === null || taken.netQuantityUnit === null ? null : netQuantityText(Number(taken.netQuantity), taken.netQuantityUnit);
      reserved.push({ productId: line.product, variantId: line.variant, title, label, sku, image, unitPricePaise, tierMinQuantity, quantity: line.quantity, categoryId, taxClass, netQuantity, countryOfOrigin });
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
    if (!left!.onSale) problems.push({ index, problem: problem('product_unavailable', `"${name}" is no longer available.`) });
    else if (left!.stock === 0) problems.push({ index, problem: problem('out_of_stock', `"${name}" is out of stock.`) });
    else problems.push({ index, problem: problem('not_enough_stock', `Only ${left!.stock} of "${name}" left in stock.`) });
  }
  if (problems.length > 0) throw refuse(problems);
  return reserved;
}
