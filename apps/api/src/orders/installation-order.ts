/**
 * What booking an order's fitting needs to know of it (decisions 056, 070): whose it is, whether it is settled
 * (paid, or confirmed for cash on delivery, and not cancelled or returned), where it goes and who to call there,
 * and its quotation's fitting lines (running metres, square metres, fixed jobs) with the service each was priced from.
 */
import { fittingUnit } from '@shop/rules/installationLength';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { isPossibleId, type Database, type Transaction } from '../db/database';
import { orderItems, orders, users } from '../db/schema';

/** A service line measured in a fitting unit: its unit in words, quantity, and the catalogue service behind it. */
interface OrderFittingLine {
  unit: string;
  quantity: number;
  serviceId: number | null;
}

export interface InstallationOrder {
  orderId: number;
  userId: number;
  settled: boolean;
  pincode: string;
  address: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  /** Its service lines in running metres, square metres or jobs; empty when it has none (nothing to fit). */
  fittingLines: OrderFittingLine[];
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
    .select({ unit: orderItems.unit, quantity: orderItems.quantity, serviceId: orderItems.serviceId })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.variantId)))
    .orderBy(asc(orderItems.id));
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
    fittingLines: services.flatMap((line) => (line.unit !== null && fittingUnit(line.unit) !== null ? [{ unit: line.unit, quantity: line.quantity, serviceId: line.serviceId }] : [])),
  };
}
