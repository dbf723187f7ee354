import type { Order } from '@shop/api-client';
import { formatRupees, WITH_PAISE } from '@shop/rules';
import { Box } from '@shop/ui/Box';
import { Heading } from '@shop/ui/Heading';
import { Inline } from '@shop/ui/Inline';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useId, type ReactNode } from 'react';
import { ordersCopy } from '../../copy/orders';
import { confirmDeadline } from '../../features/orders/confirmDeadline';
import { formatOrderDate } from '../../features/orders/orderDate';
import { TaxDocuments } from './TaxDocuments';

const copy = ordersCopy.detail;

/**
 * Order Information: our order id, the date, the payment method (the provider the payment went through, or
 * cash on delivery, which has none until the courier collects) and status in the API's words, where a
 * cash-on-delivery order's confirmation stands, the business a GST invoice is made out to, any refunds and, once paid, the tax invoice and credit notes.
 */
export function OrderInformation({ order }: { order: Order }) {
  const titleId = useId();
  const confirmation = order.cod_confirmation;
  const method = order.payment_method === 'cash_on_delivery' ? 'cash_on_delivery' : order.payment_provider;
  return (
    <Surface as="section" aria-labelledby={titleId}>
      <Heading level={2} size="lg" id={titleId}>
        {copy.orderInformation}
      </Heading>
      <Box as="dl" display="grid" gap="3">
        <Fact label={copy.orderId}>{ordersCopy.list.orderNumber(order.id)}</Fact>
        <Fact label={copy.date}>
          <time dateTime={order.order_date}>{formatOrderDate(order.order_date)}</time>
        </Fact>
        {method && <Fact label={copy.paymentMethod}>{copy.paymentProvider[method]}</Fact>}
        <Fact label={copy.paymentStatus}>{order.payment_status_display}</Fact>
        {order.gstin && order.business_name && <Fact label={copy.billedTo}>{copy.business(order.business_name, order.gstin)}</Fact>}
        {confirmation?.status === 'awaiting' && (
          <Fact label={copy.confirmBy}>
            <time dateTime={confirmation.confirm_by}>{confirmDeadline(confirmation.confirm_by)}</time>
          </Fact>
        )}
        {confirmation && confirmation.status !== 'awaiting' && <Fact label={copy.confirmation}>{copy.confirmationStatus[confirmation.status]}</Fact>}
        {order.refunds.map((refund, index) => (
          <Fact key={index} label={`${copy.refunds}: ${formatRupees(refund.amount, 'symbol', WITH_PAISE)}`}>
            {copy.refundStatus[refund.status]}
          </Fact>
        ))}
      </Box>
      <TaxDocuments order={order} />
    </Surface>
  );
}

/** One fact: its name at the start of the line, its value at the end. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Inline align="space-between" alignY="stretch" gap="2">
      <Text as="dt" tone="muted">
        {label}
      </Text>
      <Text as="dd" weight="semibold" tone="default" align="right">
        {children}
      </Text>
    </Inline>
  );
}
