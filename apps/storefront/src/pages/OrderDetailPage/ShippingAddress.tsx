import type { Order } from '@shop/api-client';
import { AddressCard } from '@shop/ui/AddressCard';
import { Heading } from '@shop/ui/Heading';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useId } from 'react';
import { ordersCopy } from '../../copy/orders';
import * as styles from './OrderDetailPage.css';

const copy = ordersCopy.detail;

/** Where the order goes, as it was when ordered (a later change to the address book does not move it). */
export function ShippingAddress({ address }: { address: Order['address_details'] }) {
  const titleId = useId();
  return (
    <Surface as="section" aria-labelledby={titleId}>
      <Heading level={2} size="lg" id={titleId}>
        {copy.shippingAddress}
      </Heading>
      {address ? (
        <AddressCard
          fullName={address.full_name}
          phone={address.phone}
          addressLine1={address.address}
          addressLine2={address.address_line2 || undefined}
          city={address.city}
          state={address.state}
          zipCode={address.zip_code}
          phoneLabel={copy.phone}
          headingLevel={3}
          className={styles.address}
        />
      ) : (
        <Text tone="muted">{copy.noAddress}</Text>
      )}
    </Surface>
  );
}
