/**
 * The customer's documents of an order, as files to save: the tax invoice of a paid order (`getOrderInvoice`), the credit
 * notes of its refunds (`getOrderCreditNote`), and the proforma invoice of one awaiting a bank transfer (`getOrderProforma`);
 * and of a site survey's fee paid online, its tax invoice (`getBookingInvoice`) and credit notes (`getBookingCreditNote`).
 */
import { shopApiConfig } from './config';
import { fetchFile, type DownloadedFile } from './files';

export function downloadOrderInvoice(orderId: number): Promise<DownloadedFile> {
  return customerFile(`/api/user/orders/${encodeURIComponent(String(orderId))}/invoice/`, `invoice-order-${orderId}.pdf`);
}

export function downloadOrderProforma(orderId: number): Promise<DownloadedFile> {
  return customerFile(`/api/user/orders/${encodeURIComponent(String(orderId))}/proforma/`, `proforma-order-${orderId}.pdf`);
}

export function downloadOrderCreditNote(orderId: number, noteId: number): Promise<DownloadedFile> {
  return customerFile(
    `/api/user/orders/${encodeURIComponent(String(orderId))}/credit-notes/${encodeURIComponent(String(noteId))}/`,
    `credit-note-${noteId}-order-${orderId}.pdf`,
  );
}

export function downloadBookingInvoice(bookingId: number): Promise<DownloadedFile> {
  return customerFile(`/api/user/bookings/${encodeURIComponent(String(bookingId))}/invoice/`, `invoice-booking-${bookingId}.pdf`);
}

export function downloadBookingCreditNote(bookingId: number, noteId: number): Promise<DownloadedFile> {
  return customerFile(
    `/api/user/bookings/${encodeURIComponent(String(bookingId))}/credit-notes/${encodeURIComponent(String(noteId))}/`,
    `credit-note-${noteId}-booking-${bookingId}.pdf`,
  );
}

function customerFile(path: string, fallbackName: string): Promise<DownloadedFile> {
  const { baseUrl, getToken } = shopApiConfig();
  return fetchFile({ baseUrl, path, token: getToken(), fallbackName });
}
