import { downloadCreditNote, downloadInvoiceAsStaff, errorDetail, saveFile, type AdminOrder, type DownloadedFile } from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useState } from 'react';
import { ordersCopy } from '../../copy/orders';
import { notify } from '../../features/toasts';

const copy = ordersCopy.documents;

/**
 * The order's tax invoice and every credit note against it (refunds', and the reversal of a
 * cash-on-delivery parcel that came back), as PDF downloads. They are behind the staff token, so a
 * plain link cannot fetch them: each button downloads through the API client.
 */
export function OrderDocuments({ order }: { order: Pick<AdminOrder, 'id' | 'payment_method' | 'invoice_number' | 'credit_notes'> }) {
  return (
    <Surface as="section" aria-labelledby="order-documents">
      <SectionHeader title={copy.heading} titleId="order-documents" />
      {order.invoice_number === null ? (
        <Text tone="muted">{order.payment_method === 'cash_on_delivery' ? copy.cashNone : copy.none}</Text>
      ) : (
        <Stack gap="2">
          <Download label={copy.invoice(order.invoice_number)} fetchFile={() => downloadInvoiceAsStaff(order.id)} />
          {order.credit_notes.map((note) => (
            <Download key={note.id} label={copy.creditNote(note.number)} fetchFile={() => downloadCreditNote(order.id, note.id)} />
          ))}
        </Stack>
      )}
    </Surface>
  );
}

function Download({ label, fetchFile }: { label: string; fetchFile: () => Promise<DownloadedFile> }) {
  const [isDownloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await fetchFile());
    } catch (error) {
      notify.error(errorDetail(error as Parameters<typeof errorDetail>[0]) ?? copy.failed);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button variant="secondary" isFullWidth onPress={() => void download()} isPending={isDownloading} pendingLabel={copy.downloading}>
      {label}
    </Button>
  );
}

