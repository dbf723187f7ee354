import { errorStatus, useDeleteAddressMutation, useListAddressesQuery, type Address, type ShopApiError } from '@shop/api-client';
import { AddressCard } from '@shop/ui/AddressCard';
import { AlertDialog } from '@shop/ui/AlertDialog';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { EmptyState } from '@shop/ui/EmptyState';
import { Grid } from '@shop/ui/Grid';
import { MapPinIcon } from '@shop/ui/Icon';
import { Spinner } from '@shop/ui/Spinner';
import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import { Text } from '@shop/ui/Text';
import { useRef, useState } from 'react';
import { notifyAccount } from '../../../shared/toasts';
import { addressesCopy } from '../../../copy/addresses';
import * as styles from './ManageAddress.css';

const copy = addressesCopy;

/**
 * The saved addresses as cards, each with a delete button that asks 'Are you sure?' first. After a
 * delete, focus moves to the list's heading (the card and its button are gone).
 */
export function AddressBook({ userId }: { userId: number }) {
  const { data: addresses, error, isFetching, refetch } = useListAddressesQuery({ userId });
  const [deleteAddress] = useDeleteAddressMutation();
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteAddress({ id: toDelete.id }).unwrap();
      notifyAccount.success(copy.deleted);
      window.setTimeout(() => heading.current?.focus(), 0);
    } catch (thrown) {
      if (errorStatus(thrown as ShopApiError) !== 401) notifyAccount.error(copy.deleteFailed);
      // Rejecting keeps the dialog open for another try (or 'No').
      throw thrown;
    }
  };

  let content;
  if (addresses === undefined && error) {
    content = (
      <Box display="grid" justifyItems="center" gap="4" paddingY="10" textAlign="center" role="alert">
        <Text tone="muted" leading="body">
          {copy.loadFailed}
        </Text>
        <Button variant="secondary" onPress={() => void refetch()} isPending={isFetching}>
          {copy.retry}
        </Button>
      </Box>
    );
  } else if (addresses === undefined) {
    content = (
      <Box display="grid" justifyItems="center" paddingY="12">
        <Spinner label={copy.loading} size="lg" />
      </Box>
    );
  } else if (addresses.length === 0) {
    content = <EmptyState title={copy.empty} description={copy.emptyHint} icon={<MapPinIcon />} headingLevel={3} />;
  } else {
    content = (
      <Grid
        as="ul"
        columns={{ mobile: 1, md: 2, lg: 3 }}
        gap={{ mobile: '4', lg: '5' }}
        role="list"
        aria-labelledby="address-list-title"
      >
        {addresses.map((address) => (
          <Box as="li" key={address.id} display="flex" minWidth="0">
            <AddressCard
              fullName={address.full_name}
              phone={address.phone}
              addressLine1={address.address}
              addressLine2={address.address_line2 || undefined}
              city={address.city}
              state={address.state}
              zipCode={address.zip_code}
              onDelete={() => setToDelete(address)}
              formatDeleteLabel={copy.deleteLabel}
              phoneLabel={copy.phoneLabel}
              headingLevel={3}
              className={styles.card}
            />
          </Box>
        ))}
      </Grid>
    );
  }

  return (
    <Box as="section" display="grid" gap="4" aria-labelledby="address-list-title">
      <h2 id="address-list-title" ref={heading} tabIndex={-1} className={visuallyHidden}>
        {copy.listTitle}
      </h2>
      {content}
      <AlertDialog
        isOpen={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={copy.confirmDelete.title}
        cancelLabel={copy.confirmDelete.cancel}
        confirmLabel={copy.confirmDelete.confirm}
        pendingLabel={copy.confirmDelete.pending}
        variant="destructive"
        onConfirm={confirmDelete}
      >
        {copy.confirmDelete.message}
      </AlertDialog>
    </Box>
  );
}
