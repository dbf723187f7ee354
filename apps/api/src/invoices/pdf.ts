/**
 * Draws a tax invoice or credit note as an A4 PDF with pdfkit. The text uses the PDF standard font
 * Helvetica, which every viewer has and which keeps the file small; it has no rupee sign, so amounts
 * are written "Rs." (the shop's own older notation), which also extracts as plain text.
 */
import PDFDocument from 'pdfkit';
import type { TaxedLine } from './gst';
import type { TaxDocument } from './invoices';

const MARGIN = 36;
const PAGE_WIDTH = 595.28; // A4 in points
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const PAGE_BOTTOM = 841.89 - MARGIN;

const grouped = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 12990050 → "1,29,900.50": table cells, under a "(Rs.)" heading. */
const amount = (paise: number) => grouped.format(paise / 100);
/** 12990050 → "Rs.1,29,900.50". */
const rupees = (paise: number) => `Rs.${amount(paise)}`;

/** "2026-04-01" → "01-04-2026", as Indian invoices write dates. */
const indianDateText = (isoDate: string) => isoDate.split('-').reverse().join('-');

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: TaxedLine, index: number) => string;
}

function columns(document: TaxDocument): Column[] {
  const intra = document.figures.supply === 'intra-state';
  const isCreditNote = document.kind === 'credit-note';
  const list: Column[] = [
    { title: '#', width: 16, align: 'left', cell: (_line, index) => String(index + 1) },
    { title: 'Description', width: 0, align: 'left', cell: (line) => line.description },
    { title: 'HSN/SAC', width: 44, align: 'left', cell: (line) => line.hsnCode },
  ];
  if (!isCreditNote) {
    list.push({ title: 'Qty', width: 26, align: 'right', cell: (line) => String(line.quantity ?? '') });
    list.push({ title: 'Unit price', width: 58, align: 'right', cell: (line) => (line.unitPricePaise === null ? '' : amount(line.unitPricePaise)) });
    // The coupon's share of each line, taken off before tax (the taxable value is after it).
    if (document.coupon) list.push({ title: 'Discount', width: 50, align: 'right', cell: (line) => (line.discountPaise > 0 ? `-${amount(line.discountPaise)}` : '') });
  }
  list.push({ title: 'Taxable value', width: 62, align: 'right', cell: (line) => amount(line.taxablePaise) });
  list.push({ title: 'GST rate', width: 34, align: 'right', cell: (line) => `${line.gstRatePercent}%` });
  if (intra) {
    list.push({ title: 'CGST', width: 52, align: 'right', cell: (line) => amount(line.cgstPaise) });
    list.push({ title: 'SGST', width: 52, align: 'right', cell: (line) => amount(line.sgstPaise) });
  } else {
    list.push({ title: 'IGST', width: 56, align: 'right', cell: (line) => amount(line.igstPaise) });
  }
  list.push({ title: isCreditNote ? 'Credited' : 'Total', width: 62, align: 'right', cell: (line) => amount(line.amountPaise) });
  const fixed = list.reduce((total, column) => total + column.width, 0);
  list[1]!.width = CONTENT_WIDTH - fixed;
  return list;
}

export function renderTaxDocument(document: TaxDocument): Promise<Buffer> {
  const isCreditNote = document.kind === 'credit-note';
  const title = isCreditNote ? 'Credit note' : 'Tax invoice';
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${title} ${document.number}`,
      Author: document.seller.legalName,
      Subject: `${title} for order ${document.orderId}`,
      // The document's own date, so drawing it again gives the same file.
      CreationDate: new Date(`${document.date}T00:00:00+05:30`),
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  // Heading: the title, then seller (left) and document details (right).
  pdf.font('Helvetica-Bold').fontSize(16).text(title, MARGIN, MARGIN);
  pdf.moveDown(0.5);
  const top = pdf.y;
  const half = CONTENT_WIDTH / 2 - 8;
  pdf.font('Helvetica-Bold').fontSize(10).text(document.seller.legalName, MARGIN, top, { width: half });
  pdf.font('Helvetica').fontSize(9).text(document.seller.address, { width: half });
  pdf.text(`State: ${document.seller.state} (code ${document.seller.stateCode})`, { width: half });
  pdf.text(`GSTIN: ${document.seller.gstin}`, { width: half });
  const sellerBottom = pdf.y;

  const right = MARGIN + CONTENT_WIDTH / 2 + 8;
  const details: [string, string][] = [
    [isCreditNote ? 'Credit note no.' : 'Invoice no.', document.number],
    [isCreditNote ? 'Credit note date' : 'Invoice date', indianDateText(document.date)],
  ];
  if (document.invoice) {
    details.push(['Against invoice', document.invoice.number]);
    details.push(['Invoice date', indianDateText(document.invoice.date)]);
  }
  details.push(['Order', `#${document.orderId}`]);
  details.push(['Payment', document.paymentMethod === 'cash_on_delivery' ? 'Cash on delivery' : 'Paid online']);
  if (document.coupon && !isCreditNote) details.push(['Coupon', `${document.coupon.code} (-${rupees(document.coupon.discountPaise)})`]);
  details.push(['Place of supply', document.placeOfSupply.code ? `${document.placeOfSupply.name} (${document.placeOfSupply.code})` : document.placeOfSupply.name]);
  details.push(['Reverse charge', 'No']);
  pdf.fontSize(9);
  let detailY = top;
  for (const [label, value] of details) {
    pdf.font('Helvetica-Bold').text(`${label}:`, right, detailY, { width: 90 });
    pdf.font('Helvetica').text(value, right + 92, detailY, { width: half - 92 });
    detailY = pdf.y + 1;
  }

  // Buyer.
  let y = Math.max(sellerBottom, detailY) + 12;
  const business = document.buyer.business;
  pdf.font('Helvetica-Bold').fontSize(9).text('Bill to / Ship to', MARGIN, y);
  if (business) {
    // A registered buyer: the business and its GSTIN first, as its input tax credit needs them; then who receives the goods.
    pdf.font('Helvetica-Bold').text(business.name);
    pdf.font('Helvetica').text(`GSTIN: ${business.gstin}`);
    pdf.text(`Attn: ${document.buyer.name}`);
  } else {
    pdf.font('Helvetica').text(document.buyer.name);
  }
  for (const line of document.buyer.lines) pdf.text(line);
  pdf.text(`Phone: ${document.buyer.phone}`);
  if (document.credit) {
    pdf.moveDown(0.5);
    pdf.text(`${document.credit.moneyBack ? 'Refund' : 'Reversal'} of ${indianDateText(document.credit.on)}: ${document.credit.reason}`);
  }

  // Lines.
  y = pdf.y + 12;
  const cols = columns(document);
  y = tableRow(pdf, cols, y, cols.map((column) => column.title), true);
  document.figures.lines.forEach((line, index) => {
    y = tableRow(pdf, cols, y, cols.map((column) => column.cell(line, index)), false);
  });
  pdf.moveTo(MARGIN, y).lineTo(MARGIN + CONTENT_WIDTH, y).lineWidth(0.5).stroke();

  // Totals, right-aligned under the table.
  const totals = document.figures.totals;
  const totalRows: [string, number][] = [['Taxable value', totals.taxablePaise]];
  if (document.figures.supply === 'intra-state') {
    totalRows.push(['CGST', totals.cgstPaise], ['SGST', totals.sgstPaise]);
  } else {
    totalRows.push(['IGST', totals.igstPaise]);
  }
  totalRows.push([isCreditNote ? 'Total credited (GST included)' : 'Total (GST included)', totals.amountPaise]);
  y += 8;
  const labelX = MARGIN + CONTENT_WIDTH - 300;
  for (const [index, [label, value]] of totalRows.entries()) {
    if (y > PAGE_BOTTOM - 60) y = newPage(pdf);
    const last = index === totalRows.length - 1;
    pdf.font(last ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    pdf.text(label, labelX, y, { width: 190, align: 'right' });
    pdf.text(rupees(value), labelX + 200, y, { width: 100, align: 'right' });
    y += 14;
  }

  y += 6;
  if (y > PAGE_BOTTOM - 60) y = newPage(pdf);
  pdf.font('Helvetica-Bold').fontSize(9).text('Amount in words: ', MARGIN, y, { continued: true }).font('Helvetica').text(document.figures.amountInWords);
  pdf.moveDown(0.5);
  pdf.text(closingWords(document));
  pdf.moveDown(1);
  pdf.text(`For ${document.seller.legalName}`, { align: 'right' });
  pdf.text('Authorised signatory (computer-generated document)', { align: 'right' });

  pdf.end();
  return done;
}

/** What the amounts mean: paid, to be paid at the door, refunded, or reversed for goods that came back unpaid. */
function closingWords(document: TaxDocument): string {
  if (document.credit) {
    return document.credit.moneyBack
      ? 'Prices include GST. This credit note reduces the invoice named above by the amount refunded.'
      : 'Prices include GST. This credit note reverses the invoice named above for goods that came back undelivered: nothing was collected, so nothing is refunded.';
  }
  return document.paymentMethod === 'cash_on_delivery'
    ? 'Prices include GST: the amounts above split the amount payable to the courier on delivery into its taxable value and tax.'
    : 'Prices include GST: the amounts above split what was paid into its taxable value and tax.';
}

/** One row of the table, wrapped to the tallest cell; returns the y below it. */
function tableRow(pdf: PDFKit.PDFDocument, cols: Column[], y: number, cells: string[], heading: boolean): number {
  pdf.font(heading ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
  const height = Math.max(...cols.map((column, index) => pdf.heightOfString(cells[index]!, { width: column.width - 4 }))) + 6;
  if (y + height > PAGE_BOTTOM) y = newPage(pdf);
  if (heading) pdf.rect(MARGIN, y, CONTENT_WIDTH, height).fillAndStroke('#eeeeee', '#999999').fillColor('#000000');
  let x = MARGIN;
  cols.forEach((column, index) => {
    pdf.text(cells[index]!, x + 2, y + 3, { width: column.width - 4, align: column.align });
    x += column.width;
  });
  return y + height;
}

function newPage(pdf: PDFKit.PDFDocument): number {
  pdf.addPage();
  return MARGIN;
}
