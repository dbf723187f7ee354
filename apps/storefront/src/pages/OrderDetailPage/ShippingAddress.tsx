import type { Order } from '@shop/api-client';
import { AddressCard } from '@shop/ui/AddressCard';
import { useId } from 'react';
import { ordersCopy } from '../../copy/orders';
import * as styles from './OrderDetailPage.css';

const copy = ordersCopy.detail;

/** Where the order goes, as it was when ordered (a later change to the address book does not move it). */
export function ShippingAddress({ address }: { address: Order['address_details'] }) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {copy.shippingAddress}
      </h2>
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
        <p className={styles.muted}>{copy.noAddress}</p>
      )}
    </section>
  );
}
