/**
 * Staff downloads: an order's tax invoice (`adminGetOrderInvoice`), credit notes (`adminGetCreditNote`) and
 * shipping label (`getShipmentLabel`), a customer's personal data (`exportCustomerData`) and the accountant's
 * CSV of tax documents (`exportOrdersCsv`). A 401 means the staff session is over, as for every admin call.
 */
import { fetchFile, type DownloadedFile } from '../files';
import { adminApiConfig } from './config';

async function staffFile(path: string, fallbackName: string): Promise<DownloadedFile> {
  const { baseUrl, getToken, onUnauthorized } = adminApiConfig();
  try {
    return await fetchFile({ baseUrl, path, token: getToken(), fallbackName });
  } catch (error) {
    if ((error as { status?: unknown }).status === 401) onUnauthorized();
    throw error;
  }
}

export function downloadInvoiceAsStaff(orderId: number): Promise<DownloadedFile> {
  return staffFile(`/api/admin/orders/${encodeURIComponent(String(orderId))}/invoice/`, `invoice-order-${orderId}.pdf`);
}

export function downloadCreditNote(orderId: number, noteId: number): Promise<DownloadedFile> {
  return staffFile(`/api/admin/orders/${encodeURIComponent(String(orderId))}/credit-notes/${encodeURIComponent(String(noteId))}/`, `credit-note-${noteId}.pdf`);
}

/** The label of a parcel booked with the courier aggregator, to print (named after its AWB). */
export function downloadShipmentLabel(orderId: number): Promise<DownloadedFile> {
  return staffFile(`/api/admin/orders/${encodeURIComponent(String(orderId))}/label/`, `label-order-${orderId}.pdf`);
}

export function downloadCustomerData(customerId: number): Promise<DownloadedFile> {
  return staffFile(`/api/admin/customers/${encodeURIComponent(String(customerId))}/export/`, `customer-${customerId}-data.json`);
}

/** Days as YYYY-MM-DD (India's calendar), both included. */
export function downloadOrdersCsv(from: string, to: string): Promise<DownloadedFile> {
  const query = new URLSearchParams({ from, to });
  return staffFile(`/api/admin/reports/orders.csv?${query.toString()}`, `orders-${from}-to-${to}.csv`);
}
