/**
 * The label of a booked parcel, to print and stick on the box: the PDF the aggregator made, fetched when staff
 * ask for it (the aggregator keeps it; the shop keeps only where), and named after the AWB.
 */
import { eq } from 'drizzle-orm';
import { isPossibleId, type Database } from '../db/database';
import { orders, shipments } from '../db/schema';
import { ConflictError, NotFoundError, ORDER_NOT_FOUND, ServiceUnavailableError, problem } from '../errors';
import type { Carrier } from './carrier';
import { carrierFailure } from './carrier-failures';

export interface ShipmentLabel {
  /** `label-<awb>.pdf`, with nothing a header could misread. */
  filename: string;
  pdf: Uint8Array;
}

const PDF_MAGIC = '%PDF-';

export async function shipmentLabel(db: Database, carrier: Carrier, orderId: number): Promise<ShipmentLabel> {
  const [found] = isPossibleId(orderId)
    ? await db.select({ orderId: orders.id, shipment: shipments }).from(orders).leftJoin(shipments, eq(shipments.orderId, orders.id)).where(eq(orders.id, orderId))
    : [];
  if (!found) throw new NotFoundError(ORDER_NOT_FOUND);
  const { shipment } = found;
  if (!shipment?.labelUrl || !shipment.awb) {
    throw new ConflictError(problem('no_shipment_label', 'This order has no label: book its parcel with the courier aggregator first (a parcel shipped by hand has the courier’s own).'));
  }
  if (shipment.carrier !== carrier.name) {
    throw new ConflictError(problem('carrier_retired', `This parcel was booked with ${shipment.carrier}, which the shop no longer books with: print its label there.`));
  }
  let pdf: Uint8Array;
  try {
    pdf = await carrier.fetchLabel(shipment.labelUrl);
  } catch (error) {
    throw carrierFailure(error);
  }
  // Whatever else came back (an error page, an expired link) must not reach the printer as a PDF.
  if (Buffer.from(pdf.subarray(0, PDF_MAGIC.length)).toString('latin1') !== PDF_MAGIC) {
    throw new ServiceUnavailableError(problem('carrier_unavailable', 'The courier aggregator did not send the label as a PDF. Try again in a minute.'), 30, { carrier: [problem('carrier_unavailable', 'The label is not a PDF.')] });
  }
  return { filename: `label-${shipment.awb.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`, pdf };
}
