import type { AdminOrder } from '@shop/api-client/admin';
import { formatPaise } from '@shop/rules';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useState } from 'react';
import { ordersCopy } from '../../copy/orders';
import { useIsOwner } from '../../features/session';
import { orderTime } from '../../features/orders/orderText';
import { RefundDialog } from './RefundDialog';

const copy = ordersCopy.refunds;

/** The order's refunds with where each stands, what is left to refund, and the Refund button (an owner's). */
export function OrderRefunds({ order }: { order: AdminOrder }) {
  const isOwner = useIsOwner();
  const [isOpen, setOpen] = useState(false);
  // A new dialog (and with it a new idempotency key) for every refund started from this page.
  const [attempt, setAttempt] = useState(0);
  // Cash still to be collected at the door is not money the shop has: nothing to give back yet.
  const isPaid = order.payment_status !== 'pending' && order.payment_status !== 'failed' && order.payment_status !== 'to_collect';
  if (!isPaid && order.refunds.length === 0) return null;
  return (
    <Surface as="section" aria-labelledby="order-refunds">
      <SectionHeader title={copy.heading} titleId="order-refunds" />
      <Stack gap="3">
        {order.refunds.length === 0 ? (
          <Text tone="muted">{copy.none}</Text>
        ) : (
          <Box as="ul" display="grid" gap="2" margin="0" padding="0">
            {order.refunds.map((refund) => (
              <Stack as="li" key={refund.id} gap="0.5">
                <Text weight="semibold">{copy.line(formatPaise(refund.amount_paise), copy.status[refund.status])}</Text>
                <Text size="sm" tone="muted" wrap="breakWord">
                  {[refund.reason, refund.credit_note && copy.creditNote(refund.credit_note.number), refund.failure_reason, orderTime(refund.created_at)].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            ))}
          </Box>
        )}
        <Text>{order.refundable_paise > 0 ? copy.leftToRefund(formatPaise(order.refundable_paise)) : copy.nothingLeft}</Text>
        {order.refundable_paise > 0 && !isOwner && <Text tone="muted">{copy.ownerRefunds}</Text>}
        {order.refundable_paise > 0 && isOwner && (
          <Button
            variant="secondary"
            size="lg"
            isFullWidth
            onPress={() => {
              setAttempt((n) => n + 1);
              setOpen(true);
            }}
          >
            {copy.refund}
          </Button>
        )}
      </Stack>
      {isOpen && <RefundDialog key={attempt} order={order} isOpen onClose={() => setOpen(false)} />}
    </Surface>
  );
}
