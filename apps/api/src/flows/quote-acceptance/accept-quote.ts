/**
 * A buyer accepts a quotation and it becomes an order at exactly the quoted prices (decision 053, "Acceptance").
 *
 * Quotations are "rate + GST"; the shop's order lines hold GST-inclusive amounts that the invoice splits back.
 * Each quotation line becomes an order line whose total is the quotation's taxable value plus its GST
 * (@shop/rules' quoteTotals). Splitting that total back (invoices/gst.ts, round(total × 100 / (100 + rate))) gives
 * the quoted taxable value exactly: the GST was rounded by at most half a paisa, and 100 / (100 + rate) shrinks
 * that below half a paisa, so the tax is the quoted GST too. The line keeps the quoted rate before GST
 * (`quoted_rate_paise`), and the database checks the total against it. No coupon, sale or price break applies; the
 * customer's paid survey fee does, as at the checkout (decision 069): it comes off the lines' totals after GST,
 * shared among them, so each line's taxable value on the invoice is what was charged, and the order holds the fee.
 *
 * The rest is the checkout's: catalogue lines take their stock by its guarded update, the courier aggregator is
 * asked about the site's PIN code outside the transaction, and the payment method (online through the provider,
 * or cash on delivery within the owner's rules) is the checkout's own port, which opens the provider's order or
 * mails the confirmation link, so the order's usual messages follow and no second one is sent.
 */
import type { Schema } from '@shop/contracts';
import { quoteTotals } from '@shop/rules';
import { inArray } from 'drizzle-orm';
import { useSurveyCredit } from '../../bookings';
import type { Database } from '../../db/database';
import { orderItems, orders, orderStatusHistory, productVariants } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { ConflictError, InvalidInputError, problem } from '../../errors';
import { notify } from '../../notify';
import { assertWithinOrderLimit, assertWithinUnpaidLimits } from '../../orders';
import { markQuoteAccepted, quoteToAccept, type AcceptingBuyer } from '../../quotes';
import { deliverySettings, packCart, postOfficesOf, type DeliveryEstimate } from '../../shipping';
import { paymentMethods, type PlacedOrder } from '../checkout/payment-methods';
import { reserveStock, type Checkout, type StockRefusal } from '../checkout/place-order';
import { quoteSurveyCredit } from './survey-credit';
import { transferInstructions, transferRequestOf } from './transfer';

export type QuoteAcceptanceInput = Schema<'QuoteAcceptance'>;

/** Nothing to ship asks no courier: a quotation of services alone is fitted on site, and is paid online. */
const NOTHING_TO_SHIP: DeliveryEstimate = { status: 'unknown', deliverBy: null, courierName: null, cashOnDelivery: false };

export async function acceptQuote(db: Database, checkout: Checkout, number: string, buyer: AcceptingBuyer, input: QuoteAcceptanceInput, now: Date): Promise<PlacedOrder> {
  const method = input.payment_method ?? 'online';
  const payment = paymentMethods(checkout)[method];
  // Read once without a lock to ask the courier; everything is checked again under the lock below.
  const first = await inTransaction(db, (tx) => quoteToAccept(tx, number, buyer, input.revision, now));
  assertMayPayBy(method, first.quote);
  const place = await siteOf(first.quote.sitePincode);
  const goods = await catalogueLines(db, first.revision.lines);
  const delivery = goods.length > 0 ? await askCourier(db, checkout, first.quote.sitePincode, goods, quoteTotals(first.revision.lines).totalPaise) : NOTHING_TO_SHIP;

  return inTransaction(db, async (tx) => {
    const { quote, revision } = await quoteToAccept(tx, number, buyer, input.revision, now);
    if (revision.id !== first.revision.id) {
      const changed = problem('quote_changed', 'The quotation changed. Please reload the page.');
      throw new ConflictError(changed, { revision: [changed] });
    }
    assertMayPayBy(method, quote);
    const totals = quoteTotals(revision.lines);
    assertWithinOrderLimit(totals.totalPaise);
    await assertWithinUnpaidLimits(tx, buyer.userId, goods.reduce((sum, line) => sum + line.quantity, 0), checkout.unpaidLimits);

    const reserved = await reserveStock(tx, goods, refuseQuotedLines(goods));
    const byVariant = new Map(reserved.map((line) => [line.variantId, line]));
    // The customer's paid survey fee, as a checkout takes it: locked after the stock, so it goes to one order.
    const lineTotals = totals.lines.map((line) => line.amountPaise + line.gstPaise);
    const survey = await quoteSurveyCredit(tx, buyer.userId, lineTotals, now, true);
    const totalPaise = totals.totalPaise - survey.creditPaise;
    const settings = await deliverySettings(tx);
    const accepted = await payment.accept(tx, { userId: buyer.userId, delivery, totalPaise, settings });
    const [order] = await tx
      .insert(orders)
      .values({
        userId: buyer.userId,
        shipFullName: quote.name,
        shipPhone: quote.phone,
        shipAddress: quote.siteAddress,
        shipCity: place.city,
        shipState: place.state,
        shipZipCode: quote.sitePincode,
        buyerGstin: quote.gstin,
        buyerBusinessName: quote.gstin === null ? null : quote.organisation,
        subtotalPaise: totals.totalPaise,
        surveyCreditPaise: survey.creditPaise,
        totalPaise,
        ...accepted.columns,
        // The quotation is the price: the owner prices collecting cash into it, as any other term.
        codFeePaise: 0,
      })
      .returning();
    await tx.insert(orderItems).values(
      revision.lines.map((line, index) => {
        const lineTotalPaise = lineTotals[index]!;
        const stocked = line.variantId === null ? undefined : byVariant.get(line.variantId);
        return {
          orderId: order!.id,
          productId: stocked?.productId ?? null,
          variantId: stocked?.variantId ?? null,
          // What the quotation said, which every later paper names.
          productName: line.unit ? `${line.description} (per ${line.unit})` : line.description,
          variantLabel: stocked?.label ?? '',
          sku: stocked?.sku ?? '',
          productImage: stocked?.image ?? null,
          // For display only; the total and the quoted rate are what the invoice and the database read.
          unitPricePaise: Math.round(lineTotalPaise / line.quantity),
          quantity: line.quantity,
          lineTotalPaise,
          surveyCreditPaise: survey.shares[index]!,
          quotedRatePaise: line.unitPricePaise,
          unit: line.unit,
          // A per-job fitting is booked for its service's length (decision 070).
          serviceId: line.serviceId ?? null,
          hsnCode: line.hsnSac,
          gstRatePercent: line.gstRatePercent,
          netQuantity: stocked?.netQuantity ?? null,
          countryOfOrigin: stocked?.countryOfOrigin ?? null,
        };
      }),
    );
    if (survey.credit) await useSurveyCredit(tx, order!.id, survey.credit.bookingId);
    await tx.insert(orderStatusHistory).values({ orderId: order!.id, status: 'pending', detail: `From quote ${quote.number}` });
    await markQuoteAccepted(tx, quote, order!.id, buyer.userId);
    const placed = payment.describe(await accepted.afterOrder(tx, order!));
    if (order!.transferPayBy === null) return placed;
    const request = await transferRequestOf(tx, { id: order!.id, transferPayBy: order!.transferPayBy }, quote.number);
    await notify(tx, { name: 'transfer_requested', orderId: order!.id, siteUrl: checkout.siteUrl, ...request }, { userId: buyer.userId });
    return { ...placed, bank_transfer: transferInstructions(request, order!.id, order!.totalPaise) };
  });
}

const NOT_ALLOWED = problem('bank_transfer_not_allowed', 'Paying by bank transfer or UPI is not available for this quotation. Choose another way to pay, or ask the shop.');

/** Only a quote the owner allowed may be paid by transfer; refused before anything is asked or written. */
function assertMayPayBy(method: QuoteAcceptanceInput['payment_method'], quote: { bankTransferAllowed: boolean }): void {
  if (method === 'bank_transfer' && !quote.bankTransferAllowed) throw new InvalidInputError({ payment_method: [NOT_ALLOWED] }, NOT_ALLOWED);
}

/** The quotation's catalogue lines, each with its product, as the stock reservation takes them. */
async function catalogueLines(db: Database, lines: readonly { variantId: number | null; quantity: number }[]): Promise<{ product: number; variant: number; quantity: number; index: number }[]> {
  const wanted = lines.flatMap((line, index) => (line.variantId === null ? [] : [{ variant: line.variantId, quantity: line.quantity, index }]));
  const found = wanted.length
    ? await db.select({ id: productVariants.id, product: productVariants.productId }).from(productVariants).where(inArray(productVariants.id, wanted.map((line) => line.variant)))
    : [];
  const productOf = new Map(found.map((row) => [row.id, row.product]));
  const seen = new Set<number>();
  return wanted.map((line) => {
    const product = productOf.get(line.variant);
    // One order line per variant (the order's lines are unique by variant); the desk quotes a variant once.
    if (product === undefined || seen.has(line.variant)) throw lineConflict(line.index, 'This product cannot be ordered from this quotation any more. Ask the shop for a fresh quotation.');
    seen.add(line.variant);
    return { product, ...line };
  });
}

function lineConflict(index: number, message: string): ConflictError {
  const refusal = problem('quote_line_unavailable', message);
  return new ConflictError(refusal, { [`lines.${index}`]: [refusal] });
}

/** Out of stock or off sale: 409 naming the quotation's line, so the page can point at it. */
function refuseQuotedLines(goods: readonly { index: number }[]): StockRefusal {
  return (problems) => {
    const fields = Object.fromEntries(problems.map((each) => [`lines.${goods[each.index]!.index}`, [each.problem]]));
    return new ConflictError(problem('quoted_goods_unavailable', `${problems.map((each) => each.problem.message).join(' ')} Ask the shop for a fresh quotation or a later date.`), fields);
  };
}

/** The site's town and state from India Post's directory: the quote keeps the PIN code and street address only. */
async function siteOf(pincode: string): Promise<{ city: string; state: string }> {
  const [office] = await postOfficesOf(pincode);
  if (!office) {
    const unknown = problem('pincode_unknown', 'We cannot place the site’s PIN code. Reply to the shop’s e-mail to correct the address.');
    throw new ConflictError(unknown, { site_pincode: [unknown] });
  }
  return { city: office.District, state: office.State };
}

/** The courier's word on the site, the goods packed as one parcel; a PIN code no courier serves is refused. */
async function askCourier(db: Database, checkout: Checkout, pincode: string, goods: readonly { product: number; variant: number; quantity: number }[], valuePaise: number): Promise<DeliveryEstimate> {
  const cart = await packCart(db, goods);
  const estimate = await checkout.estimator.estimate(pincode, cart.parcel, valuePaise, checkout.beforeAskingCarrier);
  if (estimate.status === 'not_serviceable') {
    const unserved = problem('pincode_not_served', 'No courier delivers to the site’s PIN code yet. Reply to the shop’s e-mail to arrange delivery.');
    throw new ConflictError(unserved, { site_pincode: [unserved] });
  }
  return estimate;
}
