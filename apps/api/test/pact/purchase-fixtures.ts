/**
 * Orders for the purchase pacts' provider states, made the way the shop makes them: placed through
 * placeOrder with the demo payment provider, paid through completePayment, moved along its delivery
 * through changeDeliveryStatus. Nothing is written to the tables directly.
 */
import { and, desc, eq } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { outbox, orders, users } from '../../src/db/schema';
import type { MessagingOptIn } from '../../src/messaging/consent';
import { answerCodConfirmationByLink } from '../../src/orders/cod-confirmation';
import { changeDeliveryStatus } from '../../src/orders/delivery';
import { placeOrder, type PlacedOrder } from '../../src/flows/checkout/place-order';
import { checkoutWith } from '../support/checkout';
import { completePayment } from '../../src/orders/settle-payment';
import { createDemoGateway } from '../../src/payments/demo-gateway';
import { startRefund } from '../../src/refunds/refunds';
import { createAddress } from '../support/fixtures';

export const PACT_SITE = { siteUrl: 'http://127.0.0.1', seller: loadConfig({}).seller };

/** Two of the product, to the customer's own new address; unpaid, with its stock reserved. With `couponCode`, using that coupon. */
export async function placePactOrder(db: Database, userId: number, productId: number, quantity = 2, couponCode?: string): Promise<PlacedOrder> {
  const address = await createAddress(db, userId);
  return placeOrder(db, checkoutWith(await createDemoGateway(db)), userId, {
    address: address.id,
    items: [{ product: productId, quantity }],
    ...(couponCode ? { coupon_code: couponCode } : {}),
  });
}

/**
 * The same paid on delivery: awaiting its customer's confirmation, with the secret of the link mailed to
 * them (read from the outbox, as their mail reader would). With `messaging`, the WhatsApp and SMS boxes the
 * customer ticked at this checkout.
 */
export async function placeCodPactOrder(
  db: Database,
  userId: number,
  productId: number,
  quantity = 2,
  messaging?: MessagingOptIn,
): Promise<{ order: PlacedOrder; token: string }> {
  const address = await createAddress(db, userId);
  const order = await placeOrder(db, checkoutWith(await createDemoGateway(db)), userId, {
    address: address.id,
    items: [{ product: productId, quantity }],
    payment_method: 'cash_on_delivery',
    ...(messaging ? { messaging } : {}),
  });
  const [mail] = await db
    .select({ text: outbox.textBody })
    .from(outbox)
    .innerJoin(users, eq(users.email, outbox.recipient))
    .where(and(eq(users.id, userId), eq(outbox.event, 'cod_confirmation_request')))
    .orderBy(desc(outbox.id))
    .limit(1);
  const token = /\/confirm-order\/([A-Za-z0-9_-]+)/.exec(mail!.text!)![1]!;
  return { order, token };
}

/** Confirmed by its customer through the mailed link; answers the order's version. */
export async function confirmCodPactOrder(db: Database, token: string, orderId: number): Promise<number> {
  await answerCodConfirmationByLink(db, token, 'confirm', PACT_SITE);
  const [row] = await db.select({ version: orders.version }).from(orders).where(eq(orders.id, orderId));
  return row!.version;
}

/** As if the customer paid it: the captured payment the demo provider would report. */
export async function payPactOrder(db: Database, order: PlacedOrder): Promise<void> {
  await db.transaction((tx) =>
    completePayment(tx, { providerOrderId: order.razorpay_order_id, providerPaymentId: `pay_pact${order.id}` }, PACT_SITE),
  );
}

/** Paid, packed and handed to a courier, with a tracking page. */
export async function shipPactOrder(db: Database, order: PlacedOrder): Promise<void> {
  await payPactOrder(db, order);
  await changeDeliveryStatus(db, order.id, { to: 'processing' }, PACT_SITE);
  await changeDeliveryStatus(
    db,
    order.id,
    { to: 'shipped', shipment: { courier: 'Delhivery', trackingNumber: `DLV${order.id}0000`, trackingUrl: `https://www.delhivery.com/track/package/DLV${order.id}0000` } },
    PACT_SITE,
  );
}

export async function deliverPactOrder(db: Database, order: PlacedOrder): Promise<void> {
  await payPactOrder(db, order);
  await changeDeliveryStatus(db, order.id, { to: 'processing' }, PACT_SITE);
  await changeDeliveryStatus(db, order.id, { to: 'delivered' }, PACT_SITE);
}

/** Paid, then ₹100 of it refunded through the demo provider, which processes the refund and issues its credit note. */
export async function refundPactOrder(db: Database, order: PlacedOrder): Promise<{ creditNoteId: number }> {
  await payPactOrder(db, order);
  const refund = await startRefund(
    db,
    await createDemoGateway(db),
    { orderId: order.id, amountPaise: 10000, reason: 'One strip arrived bent', idempotencyKey: `pact-credit-note-${order.id}` },
    PACT_SITE,
  );
  return { creditNoteId: refund.credit_note!.id };
}

/**
 * What Razorpay's Checkout (here the demo provider) hands the browser after paying the order, signed
 * by the running API itself: its demo provider keeps its signing secret for the life of the process,
 * while the verifier empties the database between interactions.
 */
export async function signedDemoPayment(apiUrl: string, token: string, orderId: number): Promise<Record<string, string>> {
  const answer = await fetch(`${apiUrl}/api/user/orders/${orderId}/demo_payment/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!answer.ok) throw new Error(`demo_payment answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as Record<string, string>;
}
