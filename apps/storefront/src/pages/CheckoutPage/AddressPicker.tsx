import { skipToken } from '@reduxjs/toolkit/query';
import { useListAddressesQuery, type Address } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { PlusIcon } from '@shop/ui/Icon';
import { Radio, RadioGroup } from '@shop/ui/RadioGroup';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Spinner } from '@shop/ui/Spinner';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { memo, useDeferredValue, useEffect, useId, useState } from 'react';
import { AddressFormModal, preloadAddressForm } from '../../components/AddressForm';
import { checkoutCopy } from '../../copy/checkout';
import * as styles from './CheckoutPage.css';

const copy = checkoutCopy.address;

export interface AddressPickerProps {
  /** The customer's, once their profile has come: until then the section holds its place. */
  userId: number | undefined;
  value: number | null;
  onChange: (addressId: number) => void;
  /**
   * What is wrong with the choice, shown at the group: none made when Proceed to Pay was pressed ('Please
   * select a delivery address'), or an address no courier delivers to. Null when nothing is.
   */
  error: string | null;
}

/**
 * The checkout's left side: the customer's saved addresses as a group of address cards (one Tab
 * stop, arrow keys to choose), and 'Add New Address', the address book's own form in a modal. A
 * new address is chosen as soon as it is saved; a single saved address is chosen from the start.
 * Choosing one asks for the checkout's quote, whose courier may refuse it (`error`).
 */
export const AddressPicker = memo(function AddressPicker({ userId, value, onChange, error: choiceError }: AddressPickerProps) {
  const titleId = useId();
  const { data: latestAddresses, error, isFetching, refetch } = useListAddressesQuery(userId === undefined ? skipToken : { userId });
  // Drawn in a render a tap can interrupt: the saved addresses' cards are the section's largest part.
  const addresses = useDeferredValue(latestAddresses);
  const [isAdding, setAdding] = useState(false);

  const only = addresses?.length === 1 ? addresses[0] : undefined;
  useEffect(() => {
    if (only && value === null) onChange(only.id);
  }, [only, value, onChange]);

  let content;
  if (!addresses && error) {
    content = (
      <Box display="grid" justifyItems="start" gap="3" color="muted" role="alert" className={styles.addressesPending}>
        <Text>{copy.loadFailed}</Text>
        <Button variant="secondary" onPress={() => void refetch()} isPending={isFetching}>
          {copy.retry}
        </Button>
      </Box>
    );
  } else if (!addresses) {
    content = (
      <Box display="grid" justifyItems="start" gap="3" color="muted" className={styles.addressesPending}>
        <Spinner label={copy.loading} isLabelVisible />
      </Box>
    );
  } else if (addresses.length === 0) {
    content = choiceError ? (
      <Text tone="critical" weight="semibold" leading="body">
        {choiceError}
      </Text>
    ) : (
      <Text tone="muted" leading="body">
        {copy.none}
      </Text>
    );
  } else {
    content = (
      <RadioGroup
        label={copy.choose}
        variant="card"
        value={value === null ? null : String(value)}
        onChange={(next) => onChange(Number(next))}
        isInvalid={choiceError !== null}
        errorMessage={choiceError}
        isRequired
        className={styles.addressGroup}
      >
        {addresses.map((address) => (
          <Radio key={address.id} value={String(address.id)} description={<AddressLines address={address} />}>
            {address.full_name}
          </Radio>
        ))}
      </RadioGroup>
    );
  }

  return (
    <Surface as="section" aria-labelledby={titleId}>
      <SectionHeader
        title={copy.title}
        titleId={titleId}
        action={
          // Never disabled while the profile is on its way (the server renders the page before it is known): a
          // press then opens the form once it has come, and the button does not change colour during the load.
          <Button
            variant="secondary"
            size="sm"
            onPress={() => setAdding(true)}
            onHoverStart={preloadAddressForm}
            onFocus={preloadAddressForm}
          >
            <PlusIcon />
            {copy.addNew}
          </Button>
        }
      />
      {content}
      {userId !== undefined && <AddressFormModal isOpen={isAdding} onOpenChange={setAdding} userId={userId} onAdded={(address) => onChange(address.id)} />}
    </Surface>
  );
});

/** Spans, not an `<address>` block: they sit inside the radio's label. */
function AddressLines({ address }: { address: Address }) {
  return (
    <Box as="span" display="grid" gap="0.5" className={styles.addressLines}>
      <span>{address.address}</span>
      {address.address_line2 && <span>{address.address_line2}</span>}
      <span>
        {address.city}, {address.state} {address.zip_code}
      </span>
      <span>
        {copy.phone}: {address.phone}
      </span>
    </Box>
  );
}
