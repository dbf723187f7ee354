/**
 * The demo carrier's shipping label: a 4 × 6 inch PDF (the thermal label size Indian couriers print), with
 * the AWB large, the courier, where it goes and to whom, what to collect, and where it came from. Helvetica,
 * one of PDF's standard fonts, has no rupee sign, so amounts read "Rs." as on the shop's invoices.
 */
import { formatPaise } from '@shop/rules';
import PDFDocument from 'pdfkit';
import type { ShipmentRequest } from './carrier';

/** 4 × 6 inches in points. */
const WIDTH = 288;
const HEIGHT = 432;
const MARGIN = 14;
const INNER = WIDTH - 2 * MARGIN;

/** The seller as the label's sender: who the courier brings an undelivered parcel back to. */
export interface ReturnAddress {
  name: string;
  address: string;
}

export interface DemoLabel {
  awb: string;
  courierName: string;
  request: ShipmentRequest;
  returnTo: ReturnAddress;
}

export function renderDemoLabel({ awb, courierName, request, returnTo }: DemoLabel): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: [WIDTH, HEIGHT],
    margin: MARGIN,
    // The order's own time, so drawing the label again gives the same file.
    info: { Title: `Shipping label ${awb}`, Subject: `Order ${request.orderId}`, CreationDate: request.orderDate },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const rule = () => {
    pdf.moveDown(0.4);
    pdf.moveTo(MARGIN, pdf.y).lineTo(WIDTH - MARGIN, pdf.y).lineWidth(1).stroke();
    pdf.moveDown(0.4);
  };
  const { consignee } = request;

  pdf.font('Helvetica-Bold').fontSize(13).text(courierName, MARGIN, MARGIN, { width: INNER });
  pdf.font('Helvetica').fontSize(8).text('AWB', { width: INNER });
  pdf.font('Helvetica-Bold').fontSize(24).text(awb, { width: INNER });
  rule();

  pdf.font('Helvetica-Bold').fontSize(18).text(request.cashOnDelivery ? `COLLECT ${formatPaise(request.totalPaise, 'rsWithoutSuffix')}` : 'PREPAID', { width: INNER });
  rule();

  pdf.font('Helvetica').fontSize(8).text('DELIVER TO', { width: INNER });
  pdf.font('Helvetica-Bold').fontSize(12).text(consignee.name, { width: INNER });
  pdf.font('Helvetica').fontSize(10);
  for (const line of [consignee.address, consignee.addressLine2, `${consignee.city}, ${consignee.state}`]) {
    if (line) pdf.text(line, { width: INNER });
  }
  pdf.font('Helvetica-Bold').fontSize(16).text(`PIN ${consignee.pincode}`, { width: INNER });
  pdf.font('Helvetica').fontSize(10).text(`Phone ${consignee.phone}`, { width: INNER });
  rule();

  const { parcel } = request;
  pdf.font('Helvetica-Bold').fontSize(11).text(`Order ${request.orderId}`, { width: INNER });
  pdf.font('Helvetica').fontSize(10).text(`${(parcel.weightGrams / 1000).toFixed(2)} kg, ${parcel.lengthCm} × ${parcel.breadthCm} × ${parcel.heightCm} cm`, { width: INNER });

  // Where it comes from, and goes back to if undelivered, at the foot as couriers print it.
  pdf.font('Helvetica').fontSize(8);
  const from = [returnTo.address, `PIN ${request.pickupPincode}`];
  const fromHeight = pdf.heightOfString(from.join('\n'), { width: INNER });
  pdf.font('Helvetica-Bold').fontSize(10);
  const nameHeight = pdf.heightOfString(returnTo.name, { width: INNER });
  pdf.font('Helvetica').fontSize(8).text('FROM (RETURN TO)', MARGIN, HEIGHT - MARGIN - 10 - nameHeight - fromHeight, { width: INNER });
  pdf.font('Helvetica-Bold').fontSize(10).text(returnTo.name, { width: INNER });
  pdf.font('Helvetica').fontSize(8);
  for (const line of from) pdf.text(line, { width: INNER });

  pdf.end();
  return done;
}
