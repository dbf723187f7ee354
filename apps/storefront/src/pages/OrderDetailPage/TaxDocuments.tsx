import { downloadOrderCreditNote, downloadOrderInvoice, errorDetail, saveFile, type DownloadedFile, type Order, type ShopApiError } from '@shop/api-client';
import { Button } from '@shop/ui/Button';
import { Inline } from '@shop/ui/Inline';
import { useState } from 'react';
import { ordersCopy } from '../../copy/orders';
import { notifyAccount } from '../../shared/toasts';

const copy = ordersCopy.detail;

/** Payment states in which the order has a tax invoice (a refunded order keeps its own; a partly refunded one reads `completed`). */
const INVOICED = new Set<Order['payment_status']>(['completed', 'refunded']);

/**
 * The order's tax documents: its invoice once paid, and a credit note for each processed refund.
 * They are behind the customer's token, so a plain link cannot fetch them: each button downloads its
 * file through the API client and hands the browser the file.
 */
export function TaxDocuments({ order }: { order: Order }) {
  if (!INVOICED.has(order.payment_status)) return null;
  const creditNotes = order.refunds.flatMap((refund) => (refund.credit_note_id === null ? [] : [refund.credit_note_id]));
  return (
    <Inline gap="2">
      <DownloadButton
        label={copy.downloadInvoice}
        pendingLabel={copy.invoiceDownloading}
        failed={copy.invoiceFailed}
        download={() => downloadOrderInvoice(order.id)}
      />
      {creditNotes.map((noteId, index) => (
        <DownloadButton
          key={noteId}
          label={copy.downloadCreditNote(index + 1, creditNotes.length)}
          pendingLabel={copy.creditNoteDownloading}
          failed={copy.creditNoteFailed}
          download={() => downloadOrderCreditNote(order.id, noteId)}
        />
      ))}
    </Inline>
  );
}

interface DownloadButtonProps {
  label: string;
  pendingLabel: string;
  failed: string;
  download: () => Promise<DownloadedFile>;
}

function DownloadButton({ label, pendingLabel, failed, download }: DownloadButtonProps) {
  const [isDownloading, setDownloading] = useState(false);

  async function save() {
    setDownloading(true);
    try {
      saveFile(await download());
    } catch (error) {
      notifyAccount.error(errorDetail(error as ShopApiError) ?? failed);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Button variant="secondary" onPress={() => void save()} isPending={isDownloading} pendingLabel={pendingLabel}>
      {label}
    </Button>
  );
}
