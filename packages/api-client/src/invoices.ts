/** The customer's tax invoice of a paid order (`getOrderInvoice`), as a file to save. */
import { shopApiConfig } from './config';
import { fetchFile, type DownloadedFile } from './files';

export function downloadOrderInvoice(orderId: number): Promise<DownloadedFile> {
  const { baseUrl, getToken } = shopApiConfig();
  return fetchFile({ baseUrl, path: `/api/user/orders/${encodeURIComponent(String(orderId))}/invoice/`, token: getToken(), fallbackName: `invoice-order-${orderId}.pdf` });
}
