import { downloadOrderInvoice, errorDetail, saveFile, type Order, type ShopApiError } from '@shop/api-client';
import { Button } from '@shop/ui/Button';
import { useState } from 'react';
import { ordersCopy } from '../../copy/orders';
import { notifyAccount } from '../../shared/toasts';

const copy = ordersCopy.detail;

/** Payment states in which the order has a tax invoice (a refunded order keeps its own; a partly refunded one reads `completed`). */
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
      saveFile(await downloadOrderInvoice(order.id));
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

