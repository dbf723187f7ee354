/**
 * What booking an order's fitting needs to know of it (decision 056): whose it is, whether it is settled (paid, or
 * confirmed for cash on delivery, and not cancelled or returned), where it goes and who to call there, and the
 * running metres its quotation's fitting lines add up to.
 */
import { isRunningMetreUnit } from '@shop/rules/installationLength';
import { and, eq, isNull } from 'drizzle-orm';
import { isPossibleId, type Database, type Transaction } from '../db/database';
import { orderItems, orders, users } from '../db/schema';

export interface InstallationOrder {
  orderId: number;
  userId: number;
  settled: boolean;
  pincode: string;
  address: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  /** The running metres of its service lines priced per running metre; 0 when it has none (nothing to fit). */
  metres: number;
}

export async function installationOrder(db: Database | Transaction, orderId: number): Promise<InstallationOrder | null> {
  if (!isPossibleId(orderId)) return null;
  const [order] = await db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const services = await db
    .select({ unit: orderItems.unit, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.variantId)));
  const { order: row } = order;
  const live = row.deliveryStatus !== 'cancelled' && row.deliveryStatus !== 'returned';
  const paid = row.paymentStatus === 'completed' || row.paymentStatus === 'collected';
  const confirmedCod = row.paymentMethod === 'cash_on_delivery' && row.codConfirmation === 'confirmed' && row.paymentStatus === 'to_collect';
  return {
    orderId: row.id,
    userId: row.userId,
    settled: live && (paid || confirmedCod),
    pincode: row.shipZipCode,
    address: [row.shipAddress, row.shipAddressLine2, row.shipCity, row.shipState].filter(Boolean).join(', '),
    contactName: row.shipFullName,
    contactPhone: row.shipPhone,
    contactEmail: order.email,
    metres: services.filter((line) => isRunningMetreUnit(line.unit)).reduce((sum, line) => sum + line.quantity, 0),
  };
}
