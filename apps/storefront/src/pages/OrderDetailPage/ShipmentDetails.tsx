import type { Order } from '@shop/api-client';
import { Heading } from '@shop/ui/Heading';
import { ExternalIcon } from '@shop/ui/Icon';
import { LinkButton } from '@shop/ui/LinkButton';
import { Stack } from '@shop/ui/Stack';
import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import { Text } from '@shop/ui/Text';
import { ordersCopy } from '../../copy/orders';

const copy = ordersCopy.detail;

/**
 * The courier and tracking number of a shipped order, under its timeline, and the courier's own
 * tracking page when the shop gave one. The server accepts only https pages, so the link is safe to
 * open; it opens in a new tab, as it leaves the shop.
 */
export function ShipmentDetails({ shipment }: { shipment: NonNullable<Order['shipment']> }) {
  return (
    <Stack gap="3">
      <Heading level={3} size="md">
        {copy.shipment}
      </Heading>
      <dl>
        <Text as="dt" size="sm" tone="muted">
          {copy.courier}
        </Text>
        <Text as="dd" wrap="breakWord">
          {shipment.courier}
        </Text>
        <Text as="dt" size="sm" tone="muted">
          {copy.trackingNumber}
        </Text>
        <Text as="dd" wrap="breakWord">
          {shipment.tracking_number}
        </Text>
      </dl>
      {shipment.tracking_url ? (
        <LinkButton href={shipment.tracking_url} target="_blank" rel="noopener noreferrer" variant="secondary">
          {copy.trackParcel}
          <span className={visuallyHidden}> {copy.opensInNewTab}</span>
          <ExternalIcon size="1em" />
        </LinkButton>
      ) : null}
    </Stack>
  );
}
