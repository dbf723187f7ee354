import { downloadOrderCreditNote, downloadOrderInvoice, downloadOrderProforma, type Order } from '@shop/api-client';
import { Inline } from '@shop/ui/Inline';
import { ordersCopy } from '../../copy/orders';
import { DownloadButton } from '../../features/documents/DownloadButton';

const copy = ordersCopy.detail;

/**
 * The order's tax documents: its invoice once issued (with the payment, or for cash on delivery when
 * the parcel ships), and every credit note against it — a refund's, or the one reversing a
 * cash-on-delivery invoice when the parcel came back uncollected. They are behind the customer's
 * token, so a plain link cannot fetch them: each button downloads its file through the API client
 * and hands the browser the file. Before an order paid by bank transfer has its invoice, its proforma invoice.
 */
export function TaxDocuments({ order }: { order: Pick<Order, 'id' | 'invoice_number' | 'credit_notes' | 'payment_method' | 'payment_status'> }) {
  // An order waiting for its bank transfer has a proforma invoice to pay against; the tax invoice replaces it.
  if (order.invoice_number === null && order.payment_method === 'bank_transfer' && order.payment_status === 'pending') {
    return (
      <Inline gap="2">
        <DownloadButton label={copy.downloadProforma} pendingLabel={copy.proformaDownloading} failed={copy.proformaFailed} download={() => downloadOrderProforma(order.id)} />
      </Inline>
    );
  }
  if (order.invoice_number === null) return null;
  return (
    <Inline gap="2">
      <DownloadButton
        label={copy.downloadInvoice}
        pendingLabel={copy.invoiceDownloading}
        failed={copy.invoiceFailed}
        download={() => downloadOrderInvoice(order.id)}
      />
      {order.credit_notes.map((note) => (
        <DownloadButton
          key={note.id}
          label={copy.downloadCreditNote(note.number)}
          pendingLabel={copy.creditNoteDownloading}
          failed={copy.creditNoteFailed}
          download={() => downloadOrderCreditNote(order.id, note.id)}
        />
      ))}
    </Inline>
  );
}
