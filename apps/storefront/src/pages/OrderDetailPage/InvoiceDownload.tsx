import { downloadOrderInvoice, errorDetail, type Order, type ShopApiError } from '@shop/api-client';
import { Button } from '@shop/ui/Button';
import { useState } from 'react';
import { ordersCopy } from '../../copy/orders';
import { notifyAccount } from '../../shared/toasts';

const copy = ordersCopy.detail;

/** Payment states in which the order has a tax invoice (a refunded order keeps its own). */
const INVOICED = new Set<Order['payment_status']>(['completed', 'refunded']);

/**
 * "Download invoice" for a paid order. The invoice is behind the customer's token, so a plain link
 * cannot fetch it: the button downloads it through the API client and hands the browser the file.
 */
export function InvoiceDownload({ order }: { order: Order }) {
  const [isDownloading, setDownloading] = useState(false);
  if (!INVOICED.has(order.payment_status)) return null;

  async function download() {
    setDownloading(true);
    try {
      const { blob, filename } = await downloadOrderInvoice(order.id);
      saveFile(blob, filename);
    } catch (error) {
      notifyAccount.error(errorDetail(error as ShopApiError) ?? copy.invoiceFailed);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Button variant="secondary" onPress={() => void download()} isPending={isDownloading} pendingLabel={copy.invoiceDownloading}>
      {copy.downloadInvoice}
    </Button>
  );
}

/** Saves a downloaded file under its name, as a link with `download` would. */
function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
