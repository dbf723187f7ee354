/**
 * Invoices' public face: GST tax invoices and credit notes, their PDF and register, and the seller's GSTIN check,
 * as the rest of the API uses them. Everything else in this folder is its own business.
 */
export { sellerGstinProblem } from './gstin';
export { invoiceRegister, registerCsv } from './invoice-register';
export { bookingCreditNoteDocument, bookingHasInvoice, bookingInvoiceDocument, creditNoteDocument, invoiceDocument, issueBookingInvoice, issueCreditNote, issueInvoice, proformaDocument } from './invoices';
export type { TaxDocument, TransferRequest } from './invoices';
export { renderTaxDocument } from './pdf';
export type { TaxClass } from './tax-class';
