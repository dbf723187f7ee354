/**
 * Tax invoices and credit notes as PDFs, the customer's own and any order's for staff; a customer's proforma invoice;
 * the invoice and credit notes of a survey fee paid online, under the customer's booking (decision 060).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SellerConfig } from '../../kernel';
import type { Database } from '../../db/database';
import { bookingCreditNoteDocument, bookingInvoiceDocument, creditNoteDocument, invoiceDocument, renderTaxDocument, type TaxDocument } from '../../invoices';
import { proformaOf } from '../../flows/quote-acceptance/transfer';
import { shopNow } from '../../shop-clock';
import { signedIn } from '../authenticate';
import { registerOperation } from '../contract';

export function registerInvoiceRoutes(app: FastifyInstance, db: Database, seller: SellerConfig): void {
  registerOperation(app, 'getOrderInvoice', async (request, reply) =>
    sendPdf(reply, await invoiceDocument(db, seller, request.params.id, signedIn(request).userId)),
  );

  registerOperation(app, 'getOrderProforma', async (request, reply) =>
    sendPdf(reply, await proformaOf(db, seller, request.params.id, signedIn(request).userId, shopNow())),
  );

  registerOperation(app, 'getOrderCreditNote', async (request, reply) =>
    sendPdf(reply, await creditNoteDocument(db, request.params.id, request.params.noteId, signedIn(request).userId)),
  );

  registerOperation(app, 'getBookingInvoice', async (request, reply) => sendPdf(reply, await bookingInvoiceDocument(db, request.params.id, signedIn(request).userId)));

  registerOperation(app, 'getBookingCreditNote', async (request, reply) =>
    sendPdf(reply, await bookingCreditNoteDocument(db, request.params.id, request.params.noteId, signedIn(request).userId)),
  );
}

export function registerAdminInvoiceRoutes(app: FastifyInstance, db: Database, seller: SellerConfig): void {
  registerOperation(app, 'adminGetOrderInvoice', async (request, reply) => sendPdf(reply, await invoiceDocument(db, seller, request.params.id)));

  registerOperation(app, 'adminGetCreditNote', async (request, reply) =>
    sendPdf(reply, await creditNoteDocument(db, request.params.id, request.params.noteId)),
  );
}

/** An attachment named after the document's number ("BSI/26-27/000123" → BSI-26-27-000123.pdf); a proforma, after its order. */
async function sendPdf(reply: FastifyReply, document: TaxDocument) {
  const filename = document.kind === 'proforma' ? `proforma-order-${document.orderId}.pdf` : `${document.number.replaceAll('/', '-')}.pdf`;
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(await renderTaxDocument(document));
}
