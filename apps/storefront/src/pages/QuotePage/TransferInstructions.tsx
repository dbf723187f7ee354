import { downloadOrderProforma, type Schema } from '@shop/api-client';
import { formatPaise } from '@shop/rules';
import { AmountList } from '@shop/ui/AmountList';
import { Box } from '@shop/ui/Box';
import { Heading } from '@shop/ui/Heading';
import { Inline } from '@shop/ui/Inline';
import { LinkButton } from '@shop/ui/LinkButton';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useEffect } from 'react';
import { ordersCopy } from '../../copy/orders';
import { quoteCopy } from '../../copy/quotes';
import { confirmDeadline } from '../../features/orders/confirmDeadline';
import { orderDetailPath } from '../../features/orders/orderLink';
import { DownloadButton } from '../../features/documents/DownloadButton';

const copy = quoteCopy.accept.transfer;
const HEADING_ID = 'transfer-instructions';

/**
 * After an accepted quotation is ordered to be paid by bank transfer or UPI: where to pay, how much, with which
 * remark and by when, as the API answered them, and the proforma invoice the buyer's accounts department pays
 * against. Focus moves to its heading, so a screen reader hears that the order is placed and what comes next.
 */
export function TransferInstructions({ orderId, transfer }: { orderId: number; transfer: Schema<'BankTransferInstructions'> }) {
  useEffect(() => document.getElementById(HEADING_ID)?.focus(), []);
  const rows = [
    { label: copy.accountName, amount: transfer.account_name },
    { label: copy.accountNumber, amount: transfer.account_number },
    { label: copy.ifsc, amount: transfer.ifsc },
    ...(transfer.upi_id ? [{ label: copy.upiId, amount: transfer.upi_id }] : []),
    { label: copy.reference, amount: transfer.reference },
  ];
  return (
    <Surface as="section" aria-labelledby={HEADING_ID}>
      <Box display="grid" gap="4">
        <Heading level={2} id={HEADING_ID} tabIndex={-1}>
          {copy.heading}
        </Heading>
        <Text leading="body">{copy.intro(ordersCopy.list.orderNumber(orderId), confirmDeadline(transfer.pay_by))}</Text>
        <AmountList rows={rows} total={{ label: copy.amount, amount: formatPaise(transfer.amount_paise) }} />
        <Inline gap="2">
          <DownloadButton label={copy.downloadProforma} pendingLabel={copy.proformaDownloading} failed={copy.proformaFailed} download={() => downloadOrderProforma(orderId)} />
          <LinkButton variant="secondary" href={orderDetailPath(orderId)}>
            {copy.viewOrder}
          </LinkButton>
        </Inline>
      </Box>
    </Surface>
  );
}
