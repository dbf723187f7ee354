/**
 * An order as the courier aggregator sees it: one parcel packed from its lines (each variant's weight and
 * box as the catalogue has them now, since that is what goes in the box), and the shipment request that
 * books it: who receives it, what is in it, what it is worth and what to collect.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orderItems, orders, productVariants, users } from '../db/schema';
import { parcelOfLines, type Parcel, type ShipmentRequest } from './carrier';

type OrderRow = typeof orders.$inferSelect;

async function linesOf(db: Database, orderId: number) {
  return db
    .select({
      orderItemId: orderItems.id,
      sku: orderItems.sku,
      name: orderItems.productName,
      units: orderItems.quantity,
      unitPricePaise: orderItems.unitPricePaise,
      hsnCode: orderItems.hsnCode,
      parcel: { weightGrams: productVariants.weightGrams, lengthCm: productVariants.lengthCm, breadthCm: productVariants.breadthCm, heightCm: productVariants.heightCm },
    })
    .from(orderItems)
    .innerJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

export async function parcelOfOrder(db: Database, orderId: number): Promise<Parcel> {
  return parcelOfLines(await linesOf(db, orderId));
}

/** What the aggregator needs to carry the order from the pickup pincode to the address it was placed with. */
export async function shipmentRequestOf(db: Database, order: OrderRow, pickupPincode: string): Promise<ShipmentRequest> {
  const [lines, [customer]] = await Promise.all([linesOf(db, order.id), db.select({ email: users.email }).from(users).where(eq(users.id, order.userId))]);
  return {
    orderId: order.id,
    orderDate: order.createdAt,
    pickupPincode,
    consignee: {
      name: order.shipFullName,
      phone: order.shipPhone,
      email: customer!.email,
      address: order.shipAddress,
      addressLine2: order.shipAddressLine2,
      city: order.shipCity,
      state: order.shipState,
      pincode: order.shipZipCode,
    },
    // The SKU the line was ordered under, which the packer's slip shows too.
    items: lines.map((line) => ({ name: line.name, sku: line.sku, units: line.units, unitPricePaise: line.unitPricePaise, hsnCode: line.hsnCode })),
    parcel: parcelOfLines(lines),
    totalPaise: order.totalPaise,
    cashOnDelivery: order.paymentMethod === 'cash_on_delivery',
  };
}

/**
 * A reverse pickup's shipment: from the address the order went to, only the units coming back (`units` by order
 * line), packed as such, worth what they sold for, nothing to collect.
 */
export async function returnShipmentRequestOf(db: Database, order: OrderRow, pickupPincode: string, units: ReadonlyMap<number, number>): Promise<ShipmentRequest> {
  const whole = await shipmentRequestOf(db, order, pickupPincode);
  const lines = (await linesOf(db, order.id)).filter((line) => units.has(line.orderItemId)).map((line) => ({ ...line, units: units.get(line.orderItemId)! }));
  return {
    ...whole,
    items: lines.map((line) => ({ name: line.name, sku: line.sku, units: line.units, unitPricePaise: line.unitPricePaise, hsnCode: line.hsnCode })),
    parcel: parcelOfLines(lines),
    totalPaise: lines.reduce((total, line) => total + line.unitPricePaise * line.units, 0),
    cashOnDelivery: false,
  };
}
