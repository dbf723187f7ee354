/**
 * A customer's personal data as one JSON document (DPDP Act 2023, the right to a summary of one's data):
 * the profile (with the GSTIN saved from a business checkout), saved addresses, orders with their lines, reviews, wishlist, the contact-form messages
 * sent from the account's e-mail, its complaint tickets with their threads, the WhatsApp and SMS number with every choice made about them, the
 * cart the shop keeps for them, its site-survey bookings with the fee paid and refunded, its requests for quotation and its
 * returns (the photos sent with them by id and date, never the pictures).
 * Handing it out is recorded in the audit log by ids only, so the log does not become a second copy of
 * the data.
 */
import type { Schema } from '@shop/contracts';
import { asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { recordAudit } from '../audit';
import { isPossibleId, type Database, type Transaction } from '../db/database';
import { addresses, complaintMessages, complaints, contactMessages, orderItems, orders, products, users, wishlistEntries } from '../db/schema';
import { NotFoundError } from '../errors';
import { bookingsForExport } from '../bookings';
import { savedCartForExport } from '../carts';
import { consentHistory } from '../messaging';
import { shipToOf } from '../orders';
import { quotesForExport } from '../quotes';
import { returnsForExport } from '../returns';
import { CUSTOMER_NOT_FOUND, customerReviews, toAddress } from './admin-customers';
import { inTransaction } from '../db/transaction';

export type CustomerDataExport = Schema<'CustomerDataExport'>;

export async function exportCustomerData(db: Database, customerId: number, actorId: number, now: Date = new Date()): Promise<CustomerDataExport> {
  if (!isPossibleId(customerId)) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  return inTransaction(db, async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email, contact: users.contact, address: users.address, city: users.city, state: users.state, postalcode: users.postalcode, gstin: users.gstin, businessName: users.businessName, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, customerId));
    if (!user) throw new NotFoundError(CUSTOMER_NOT_FOUND);
    const [addressRows, orderRows, reviews, wishlist, messages] = await Promise.all([
      tx.select().from(addresses).where(eq(addresses.userId, customerId)).orderBy(asc(addresses.id)),
      tx.select().from(orders).where(eq(orders.userId, customerId)).orderBy(asc(orders.createdAt), asc(orders.id)),
      customerReviews(tx, customerId),
      tx
        .select({ product: wishlistEntries.productId, title: products.title, addedAt: wishlistEntries.createdAt })
        .from(wishlistEntries)
        .innerJoin(products, eq(products.id, wishlistEntries.productId))
        .where(eq(wishlistEntries.userId, customerId))
        .orderBy(asc(wishlistEntries.createdAt)),
      tx
        .select()
        .from(contactMessages)
        .where(sql`lower(${contactMessages.email}) = lower(${user.email})`)
        .orderBy(desc(contactMessages.createdAt)),
    ]);
    const items = orderRows.length
      ? await tx
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              orderRows.map((order) => order.id),
            ),
          )
          .orderBy(asc(orderItems.id))
      : [];
    await recordAudit(tx, { actorId, action: 'customer.export', entityType: 'customer', entityId: customerId, before: null, after: { id: customerId } });
    const messaging = await consentHistory(tx, customerId);
    const cart = await savedCartForExport(tx, customerId);
    return {
      exported_at: now.toISOString(),
      messaging,
      cart,
      profile: {
        id: user.id,
        name: user.name,
        email: user.email,
        phone: user.contact || null,
        address: user.address,
        city: user.city,
        state: user.state,
        postal_code: user.postalcode,
        gstin: user.gstin,
        business_name: user.businessName,
        created_at: user.createdAt.toISOString(),
      },
      addresses: addressRows.map(toAddress),
      orders: orderRows.map((order) => ({
        id: order.id,
        created_at: order.createdAt.toISOString(),
        payment_method: order.paymentMethod,
        payment_status: order.paymentStatus,
        delivery_status: order.deliveryStatus,
        subtotal_paise: order.subtotalPaise,
        shipping_paise: order.shippingPaise,
        cod_fee_paise: order.codFeePaise,
        coupon_code: order.couponCode,
        discount_paise: order.discountPaise,
        survey_credit_paise: order.surveyCreditPaise,
        total_paise: order.totalPaise,
        ship_to: shipToOf(order),
        gstin: order.buyerGstin,
        business_name: order.buyerBusinessName,
        items: items
          .filter((item) => item.orderId === order.id)
          .map((item) => ({
            product_name: item.productName,
            unit_price_paise: item.unitPricePaise,
            quantity: item.quantity,
            line_total_paise: item.lineTotalPaise,
            discount_paise: item.discountPaise,
            survey_credit_paise: item.surveyCreditPaise,
          })),
      })),
      reviews,
      wishlist: wishlist.map((entry) => ({ product: entry.product, product_title: entry.title, added_at: entry.addedAt.toISOString() })),
      contact_messages: messages.map((message) => ({ name: message.name, email: message.email, subject: message.subject, message: message.message, sent_at: message.createdAt.toISOString() })),
      complaints: await complaintsOf(tx, customerId, user.email),
      bookings: await bookingsForExport(tx, customerId, now),
      quotes: await quotesForExport(tx, customerId, user.email, now),
      returns: await returnsForExport(tx, customerId),
    };
  });
}

/** The customer's complaint tickets (filed under the account, or from its address), each with its thread. */
async function complaintsOf(tx: Transaction, customerId: number, email: string) {
  const tickets = await tx
    .select()
    .from(complaints)
    .where(or(eq(complaints.userId, customerId), sql`lower(${complaints.email}) = lower(${email})`))
    .orderBy(desc(complaints.receivedAt));
  const thread = tickets.length
    ? await tx
        .select()
        .from(complaintMessages)
        .where(
          inArray(
            complaintMessages.complaintId,
            tickets.map((ticket) => ticket.id),
          ),
        )
        .orderBy(asc(complaintMessages.createdAt), asc(complaintMessages.id))
    : [];
  return tickets.map((ticket) => ({
    number: ticket.number,
    order_id: ticket.orderId,
    text: ticket.text,
    status: ticket.status,
    received_at: ticket.receivedAt.toISOString(),
    resolution: ticket.resolution,
    messages: thread
      .filter((message) => message.complaintId === ticket.id)
      .map((message) => ({ author: message.author, body: message.body, created_at: message.createdAt.toISOString() })),
  }));
}
