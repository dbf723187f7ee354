/**
 * Draws a tax invoice or credit note as an A4 PDF with pdfkit. Names, addresses, products and reasons
 * may be written in Hindi, which the PDF standard fonts cannot show, so the document embeds Noto Sans
 * and, for runs of Devanagari, Noto Sans Devanagari (both under the SIL Open Font License, beside this
 * file; pdfkit embeds only the letters used). Amounts stay written "Rs." (the shop's own older notation).
 */
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import type { TaxedLine } from './gst';
import { indianTimeInWords } from '../kernel';
import type { TaxDocument, TransferRequest } from './invoices';

const MARGIN = 36;
const PAGE_WIDTH = 595.28; // A4 in points
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const PAGE_BOTTOM = 841.89 - MARGIN;

type Weight = 'regular' | 'bold';
const fontFile = (name: string) => fileURLToPath(new URL(`./fonts/${name}.ttf`, import.meta.url));
const FONT_FILES = {
  latin: { regular: fontFile('NotoSans-Regular'), bold: fontFile('NotoSans-Bold') },
  devanagari: { regular: fontFile('NotoSansDevanagari-Regular'), bold: fontFile('NotoSansDevanagari-Bold') },
} as const;
type Script = keyof typeof FONT_FILES;
const fontName = (script: Script, weight: Weight) => `${script}-${weight}`;

function registerFonts(pdf: PDFKit.PDFDocument) {
  for (const script of Object.keys(FONT_FILES) as Script[]) {
    for (const weight of ['regular', 'bold'] as const) pdf.registerFont(fontName(script, weight), FONT_FILES[script][weight]);
  }
}

/** Letters written in Devanagari, its dandas and Vedic signs included (they are shared with other Indian scripts). */
const DEVANAGARI = /\p{Script_Extensions=Devanagari}/u;
/** Zero-width (non-)joiners shape a conjunct: they belong to the Devanagari run they stand in. */
const JOINERS = new Set(['\u200C', '\u200D']);

/** Splits text into runs each font can draw: spaces stay with the run they are in, so words keep their spacing. */
function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const character of text) {
    const last = runs.at(-1);
    const staysInRun = last !== undefined && (/\s/u.test(character) || JOINERS.has(character));
    const script: Script = DEVANAGARI.test(character) ? 'devanagari' : staysInRun ? last.script : 'latin';
    if (last && last.script === script) last.text += character;
    else runs.push({ script, text: character });
  }
  return runs;
}

/**
 * Writes text at (x, y), or where the last text ended, in Noto Sans with Devanagari runs in Noto Sans
 * Devanagari. Shaping draws some Devanagari vowel signs before their consonant, so text that has any
 * is marked with its own words as ActualText, and readers that copy or extract it get the letters in
 * their written order.
 */
function write(pdf: PDFKit.PDFDocument, text: string, weight: Weight, at: { x: number; y: number } | null, options: PDFKit.Mixins.TextOptions = {}) {
  const runs = scriptRuns(text);
  if (runs.length === 0) runs.push({ script: 'latin', text: '' });
  const marked = runs.some((run) => run.script === 'devanagari');
  if (marked) pdf.markContent('Span', { actual: text });
  // pdfkit hangs each run from its font's ascender, and Devanagari's is taller: every run takes Noto
  // Sans's, so the scripts share one baseline.
  const latinAscent = ((pdf.font(fontName('latin', weight)) as unknown as FontState)._font.ascender / 1000) * (pdf as unknown as FontState)._fontSize;
  runs.forEach((run, index) => {
    const last = index === runs.length - 1;
    const runOptions = { ...options, baseline: -latinAscent, continued: last ? (options.continued ?? false) : true };
    pdf.font(fontName(run.script, weight));
    if (index === 0 && at) pdf.text(run.text, at.x, at.y, runOptions);
    else pdf.text(run.text, runOptions);
  });
  if (marked) endActualText(pdf);
}

/** What pdfkit keeps of the current font, which its types do not show. */
interface FontState {
  _font: { id: string; ascender: number };
  _fontSize: number;
}

/**
 * Ends an ActualText span. Poppler (pdftotext, most Linux viewers) places the span's text with the
 * transformation and font in force at its end, but pdfkit draws text under a flip of its own and
 * restores the page's top-down space afterwards; so the end is written under the same flip, with
 * the font the span ended in. Without this the words land on a line of their own below.
 */
function endActualText(pdf: PDFKit.PDFDocument) {
  const { _font: font, _fontSize: size } = pdf as unknown as FontState;
  pdf.save();
  pdf.transform(1, 0, 0, -1, 0, pdf.page.height);
  pdf.addContent(`BT /${font.id} ${size} Tf ET`);
  pdf.endMarkedContent();
  pdf.restore();
}

/** The height text takes in `width`: measured in both fonts when it mixes scripts, since its runs wrap as one paragraph. */
function heightOf(pdf: PDFKit.PDFDocument, text: string, weight: Weight, width: number): number {
  const scripts = new Set(scriptRuns(text).map((run) => run.script));
  return Math.max(...[...scripts].map((script) => pdf.font(fontName(script, weight)).heightOfString(text, { width })));
}

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
    // The coupon's share of each line, and a survey fee's adjusted against the order, taken off before tax (the taxable value is after them).
    if (document.coupon || document.surveyCredit) list.push({ title: 'Discount', width: 50, align: 'right', cell: (line) => (line.discountPaise > 0 ? `-${amount(line.discountPaise)}` : '') });
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
  const title = TITLES[document.kind];
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${title} ${document.number}`,
      Author: document.seller.legalName,
      Subject: document.orderId === null ? `${title} for site survey booking ${document.bookingId}` : `${title} for order ${document.orderId}`,
      // The document's own date, so drawing it again gives the same file.
      CreationDate: new Date(`${document.date}T00:00:00+05:30`),
    },
  });
  registerFonts(pdf);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  // Heading: the title, then seller (left) and document details (right).
  pdf.fontSize(16);
  write(pdf, title, 'bold', { x: MARGIN, y: MARGIN });
  pdf.moveDown(0.5);
  const top = pdf.y;
  const half = CONTENT_WIDTH / 2 - 8;
  pdf.fontSize(10);
  write(pdf, document.seller.legalName, 'bold', { x: MARGIN, y: top }, { width: half });
  pdf.fontSize(9);
  write(pdf, document.seller.address, 'regular', null, { width: half });
  write(pdf, `State: ${document.seller.state} (code ${document.seller.stateCode})`, 'regular', null, { width: half });
  write(pdf, `GSTIN: ${document.seller.gstin}`, 'regular', null, { width: half });
  const sellerBottom = pdf.y;

  const right = MARGIN + CONTENT_WIDTH / 2 + 8;
  // A proforma invoice takes no number of the tax series: it names the payment's reference instead.
  const details: [string, string][] =
    document.kind === 'proforma'
      ? [
          ['Date', indianDateText(document.date)],
          ['Payment reference', document.number],
        ]
      : [
          [isCreditNote ? 'Credit note no.' : 'Invoice no.', document.number],
          [isCreditNote ? 'Credit note date' : 'Invoice date', indianDateText(document.date)],
        ];
  if (document.invoice) {
    details.push(['Against invoice', document.invoice.number]);
    details.push(['Invoice date', indianDateText(document.invoice.date)]);
  }
  // A survey fee's documents name the booking the customer paid for, as the account's bookings list shows it.
  if (document.orderId === null) details.push(['Booking', `#${document.bookingId} (site survey)`]);
  else details.push(['Order', `#${document.orderId}`]);
  details.push(['Payment', paymentWords(document)]);
  if (document.coupon && !isCreditNote) details.push(['Coupon', `${document.coupon.code} (-${rupees(document.coupon.discountPaise)})`]);
  if (document.surveyCredit && !isCreditNote) details.push(['Survey fee', surveyCreditWords(document.surveyCredit)]);
  details.push(['Place of supply', document.placeOfSupply.code ? `${document.placeOfSupply.name} (${document.placeOfSupply.code})` : document.placeOfSupply.name]);
  details.push(['Reverse charge', 'No']);
  pdf.fontSize(9);
  let detailY = top;
  for (const [label, value] of details) {
    write(pdf, `${label}:`, 'bold', { x: right, y: detailY }, { width: 90 });
    write(pdf, value, 'regular', { x: right + 92, y: detailY }, { width: half - 92 });
    detailY = pdf.y + 1;
  }

  // Buyer.
  let y = Math.max(sellerBottom, detailY) + 12;
  const business = document.buyer.business;
  pdf.fontSize(9);
  // A survey is done at the site: there are no goods to ship.
  write(pdf, document.orderId === null ? 'Bill to / Site' : 'Bill to / Ship to', 'bold', { x: MARGIN, y });
  if (business) {
    // A registered buyer: the business and its GSTIN first, as its input tax credit needs them; then who receives the goods.
    write(pdf, business.name, 'bold', null);
    write(pdf, `GSTIN: ${business.gstin}`, 'regular', null);
    write(pdf, `Attn: ${document.buyer.name}`, 'regular', null);
  } else {
    write(pdf, document.buyer.name, 'regular', null);
  }
  for (const line of document.buyer.lines) write(pdf, line, 'regular', null);
  write(pdf, `Phone: ${document.buyer.phone}`, 'regular', null);
  if (document.credit) {
    pdf.moveDown(0.5);
    write(pdf, `${document.credit.moneyBack ? 'Refund' : 'Reversal'} of ${indianDateText(document.credit.on)}: ${document.credit.reason}`, 'regular', null);
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
    pdf.fontSize(9);
    write(pdf, label, last ? 'bold' : 'regular', { x: labelX, y }, { width: 190, align: 'right' });
    write(pdf, rupees(value), last ? 'bold' : 'regular', { x: labelX + 200, y }, { width: 100, align: 'right' });
    y += 14;
  }

  y += 6;
  if (y > PAGE_BOTTOM - 60) y = newPage(pdf);
  pdf.fontSize(9);
  write(pdf, 'Amount in words: ', 'bold', { x: MARGIN, y }, { continued: true });
  write(pdf, document.figures.amountInWords, 'regular', null);
  if (document.transfer) writeTransfer(pdf, document.transfer, totals.amountPaise);
  pdf.moveDown(0.5);
  write(pdf, closingWords(document), 'regular', null);
  pdf.moveDown(1);
  write(pdf, `For ${document.seller.legalName}`, 'regular', null, { align: 'right' });
  write(pdf, 'Authorised signatory (computer-generated document)', 'regular', null, { align: 'right' });

  pdf.end();
  return done;
}

const TITLES: Record<TaxDocument['kind'], string> = { invoice: 'Tax invoice', 'credit-note': 'Credit note', proforma: 'Proforma invoice' };

function paymentWords(document: TaxDocument): string {
  if (document.paymentMethod === 'cash_on_delivery') return 'Cash on delivery';
  if (document.paymentMethod === 'bank_transfer') return document.kind === 'proforma' ? 'Bank transfer or UPI, before dispatch' : 'Paid by bank transfer or UPI';
  return 'Paid online';
}

/** Where to pay, how much, with which remark and by when: what a buyer's accounts department needs to pay. */
function writeTransfer(pdf: PDFKit.PDFDocument, transfer: TransferRequest, amountPaise: number) {
  pdf.moveDown(1);
  if (pdf.y > PAGE_BOTTOM - 110) pdf.y = newPage(pdf);
  pdf.fontSize(10);
  write(pdf, 'Please pay by bank transfer (NEFT, RTGS or IMPS) or UPI', 'bold', { x: MARGIN, y: pdf.y });
  pdf.fontSize(9);
  const rows: [string, string][] = [
    ['Amount', rupees(amountPaise)],
    ['Account name', transfer.accountName],
    ['Account number', transfer.accountNumber],
    ['IFSC', transfer.ifsc],
  ];
  if (transfer.upiId) rows.push(['UPI id', transfer.upiId]);
  rows.push(['Payment reference', `${transfer.reference} (write it as the payment's remark)`]);
  rows.push(['Pay by', indianTimeInWords(transfer.payBy)]);
  for (const [label, value] of rows) {
    const y = pdf.y + 1;
    write(pdf, `${label}:`, 'bold', { x: MARGIN, y }, { width: 110 });
    write(pdf, value, 'regular', { x: MARGIN + 112, y }, { width: CONTENT_WIDTH - 112 });
  }
}

/** What the amounts mean: paid, to be paid at the door, refunded, or reversed for goods that came back unpaid. */
function closingWords(document: TaxDocument): string {
  if (document.credit) {
    return document.credit.moneyBack
      ? 'Prices include GST. This credit note reduces the invoice named above by the amount refunded.'
      : 'Prices include GST. This credit note reverses the invoice named above for goods that came back undelivered: nothing was collected, so nothing is refunded.';
  }
  if (document.kind === 'proforma') {
    return 'This is a proforma invoice, not a tax invoice: it asks for payment and claims no input tax credit. The tax invoice is issued when the payment reaches the shop; the order is dispatched after that, and cancelled if no payment arrives by the date above.';
  }
  return document.paymentMethod === 'cash_on_delivery'
    ? 'Prices include GST: the amounts above split the amount payable to the courier on delivery into its taxable value and tax.'
    : 'Prices include GST: the amounts above split what was paid into its taxable value and tax.';
}

/** One row of the table, wrapped to the tallest cell; returns the y below it. */
function tableRow(pdf: PDFKit.PDFDocument, cols: Column[], y: number, cells: string[], heading: boolean): number {
  const weight: Weight = heading ? 'bold' : 'regular';
  pdf.fontSize(8);
  const height = Math.max(...cols.map((column, index) => heightOf(pdf, cells[index]!, weight, column.width - 4))) + 6;
  if (y + height > PAGE_BOTTOM) y = newPage(pdf);
  if (heading) pdf.rect(MARGIN, y, CONTENT_WIDTH, height).fillAndStroke('#eeeeee', '#999999').fillColor('#000000');
  let x = MARGIN;
  cols.forEach((column, index) => {
    write(pdf, cells[index]!, weight, { x: x + 2, y: y + 3 }, { width: column.width - 4, align: column.align });
    x += column.width;
  });
  return y + height;
}

function newPage(pdf: PDFKit.PDFDocument): number {
  pdf.addPage();
  return MARGIN;
}

/**
 * "BSI/26-27/000012 (-Rs.499.00)": the survey fee's own invoice and what of it the goods' discount is, beside the
 * coupon's; a fee paid before fees were invoiced is named by its booking.
 */
function surveyCreditWords(credit: NonNullable<TaxDocument['surveyCredit']>): string {
  return `${credit.invoiceNumber ?? `Booking #${credit.bookingId}`} (-${rupees(credit.amountPaise)})`;
}
