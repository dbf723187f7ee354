/**
 * An order's page in the back-office: the order with its lines, payment attempts, timeline and the moves it
 * can make now, the customer's other orders, its tax documents and refunds, the courier booking and where its
 * cash on delivery stands, and the courier's latest failed delivery. A flow, as it gathers what orders, refunds and shipping each keep of the order.
 */
import type { Schema } from '@shop/contracts';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { isPossibleId, type Database } from '../db/database';
import { codRemittances, orderItems, orders, orderStatusHistory, payments, quotes, users } from '../db/schema';
import { NotFoundError, ORDER_NOT_FOUND } from '../errors';
import { allowedMoves, shipToOf, shipmentOf, summaryColumns, taxDocumentsOf, toSummary } from '../orders';
import { refundsOf } from '../refunds';
import { bookingOf } from '../shipping';
import { adminDeliveryProblemOfOrder } from './delivery-problems/views';
import { adminReturnsOfOrder } from './return-requests/views';
import type { MediaStorage } from '../media';

type AdminOrder = Schema<'AdminOrder'>;

/** The customer's other orders shown beside one, newest first. */
const OTHER_ORDERS_SHOWN = 20;

export async function getAdminOrder(db: Database, orderId: number, storage?: Pick<MediaStorage, 'urlOf'>): Promise<AdminOrder> {
  if (!isPossibleId(orderId)) throw new NotFoundError(ORDER_NOT_FOUND);
  const [row] = await db.select(summaryColumns).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, orderId));
  if (!row) throw new NotFoundError(ORDER_NOT_FOUND);
  const { order } = row;
  const [items, attempts, timeline, others, documents, refunds, booking, remittance, deliveryProblem, fromQuote] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt), asc(payments.id)),
    db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
    db
      .select(summaryColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orders.userId, order.userId), ne(orders.id, orderId)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(OTHER_ORDERS_SHOWN),
    taxDocumentsOf(db, [orderId]),
    refundsOf(db, orderId),
    bookingOf(db, orderId),
    order.codRemittanceId === null
      ? []
      : db
          .select({ id: codRemittances.id, reference: codRemittances.reference, remitted_on: codRemittances.remittedOn })
          .from(codRemittances)
          .where(eq(codRemittances.id, order.codRemittanceId)),
    adminDeliveryProblemOfOrder(db, orderId),
    db.select({ number: quotes.number }).from(quotes).where(eq(quotes.orderId, orderId)),
  ]);
  return {
    id: order.id,
    quote_number: fromQuote[0]?.number ?? null,
    version: order.version,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    customer: { ...row.customer, phone: row.customer.phone || null },
    payment_status: order.paymentStatus,
    payment_method: order.paymentMethod,
    transfer_pay_by: order.transferPayBy?.toISOString() ?? null,
    delivery_status: order.deliveryStatus,
    subtotal_paise: order.subtotalPaise,
    shipping_paise: order.shippingPaise,
    cod_fee_paise: order.codFeePaise,
    coupon_code: order.couponCode,
    discount_paise: order.discountPaise,
    survey_credit: documents.get(orderId)!.surveyCredit,
    total_paise: order.totalPaise,
    items: items.map((item) => ({
      id: item.id,
      product: item.productId,
      variant: item.variantId,
      variant_label: item.variantLabel,
      sku: item.sku,
      product_name: item.productName,
      product_image: item.productImage,
      unit_price_paise: item.unitPricePaise,
      quantity: item.quantity,
      line_total_paise: item.lineTotalPaise,
      discount_paise: item.discountPaise,
    })),
    address: shipToOf(order),
    shipment: shipmentOf(order),
    booking,
    cash_on_delivery: codStateOf(order, remittance[0] ?? null),
    payments: attempts.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      provider_payment_id: payment.providerPaymentId,
      amount_paise: payment.amountPaise,
      status: payment.status,
      method: payment.method,
      error: payment.errorDescription ?? payment.errorCode,
      created_at: payment.createdAt.toISOString(),
    })),
    timeline: timeline.map((entry) => ({ status: entry.status, at: entry.at.toISOString(), detail: entry.detail })),
    allowed_moves: allowedMoves(order),
    other_orders: others.map(toSummary),
    invoice_number: documents.get(orderId)!.invoiceNumber,
    credit_notes: documents.get(orderId)!.creditNotes,
    gstin: order.buyerGstin,
    business_name: order.buyerBusinessName,
    refunds: refunds.refunds,
    refundable_paise: refunds.refundablePaise,
    delivery_problem: deliveryProblem,
    replaces_order_id: order.replacesOrderId,
    // The order page's returns, with their photos' addresses where the caller keeps photos.
    ...(storage ? { returns: await adminReturnsOfOrder(db, orderId, storage) } : {}),
  };
}

/**
 * Where a cash-on-delivery order's money stands for staff (null for an online payment): the customer's
 * confirmation and its deadline while unanswered, when it was confirmed, collected and remitted.
 */
function codStateOf(order: typeof orders.$inferSelect, remittance: Schema<'AdminCodState'>['remittance']): AdminOrder['cash_on_delivery'] {
  if (order.paymentMethod !== 'cash_on_delivery') return null;
  const unanswered = order.codConfirmation === 'awaiting' || order.codConfirmation === 'expired';
  return {
    confirmation: order.codConfirmation!,
    confirm_by: unanswered ? order.codConfirmBy!.toISOString() : null,
    confirmed_at: order.codConfirmation === 'confirmed' ? (order.codAnsweredAt?.toISOString() ?? null) : null,
    collected_at: order.codCollectedAt?.toISOString() ?? null,
    remittance,
  };
}
