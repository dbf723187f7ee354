import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { PlusIcon } from '@shop/ui/Icon';
import { Spinner } from '@shop/ui/Spinner';
import { useState } from 'react';
import { AddressFormModal, preloadAddressForm } from '../../../components/AddressForm';
import { accountCopy } from '../../../copy/account';
import { addressesCopy } from '../../../copy/addresses';
import { useProfile } from '../../../features/session';
import { AccountPageFrame } from '../AccountPageFrame';
import { AddressBook } from './AddressBook';

const copy = addressesCopy;

/**
 * /account/manage-address: the saved delivery addresses (GET /api/user/addresses/{userId}/, the id
 * from the profile), each deletable after a confirmation, and 'Add New Address'.
 */
export function ManageAddressPage() {
  const { profile } = useProfile();
  const [isAdding, setAdding] = useState(false);

  const addButton = (
    <Button onPress={() => setAdding(true)} onHoverStart={preloadAddressForm} onFocus={preloadAddressForm} isDisabled={!profile}>
      <PlusIcon />
      {copy.addNew}
    </Button>
  );

  return (
    <AccountPageFrame title={copy.title} intro={copy.intro} action={addButton}>
      {profile ? (
        <>
          <AddressBook userId={profile.id} />
          <AddressFormModal isOpen={isAdding} onOpenChange={setAdding} userId={profile.id} />
        </>
      ) : (
        <Box display="grid" justifyItems="center" paddingY="12">
          <Spinner label={accountCopy.loadingProfile} size="lg" />
        </Box>
      )}
    </AccountPageFrame>
  );
}
