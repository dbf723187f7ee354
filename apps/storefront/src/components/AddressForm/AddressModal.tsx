import { errorStatus, useCreateAddressMutation, type Address, type ShopApiError } from '@shop/api-client';
import { Button } from '@shop/ui/Button';
import { Dialog, Modal } from '@shop/ui/Modal';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { notifyAccount } from '../../shared/toasts';
import { addressesCopy } from '../../copy/addresses';
import {
  firstFieldWithError,
  focusFormField,
  requiredFieldErrors,
  serverFieldErrors,
  type FieldErrors,
} from '../../features/forms/fieldErrors';
import { AddressFields } from './AddressFields';
import { ADDRESS_FIELDS, emptyAddress, REQUIRED_ADDRESS_FIELDS, toAddressCreate, type AddressValues } from './addressValues';

export interface AddressFormModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The signed-in customer's id (from the profile), sent with the address as the contract has it. */
  userId: number;
  /** After a successful save, with the created address (checkout selects it). The modal closes itself. */
  onAdded?: (address: Address) => void;
}

const copy = addressesCopy;

/**
 * 'Add New Address' in a modal, for the address book and the checkout: the fields, Cancel and 'Save
 * Address'. Empty required fields are named under themselves; the server's refusals (a phone or PIN
 * code it does not accept) show under their fields with the toast 'Failed to add address'. A saved
 * address is confirmed with 'Address added successfully!' and the modal closes.
 * Open it from a button of the page (`isOpen`); focus returns there when it closes.
 */
export function AddressModal({ isOpen, onOpenChange, userId, onAdded }: AddressFormModalProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      {/* Inside the Modal, so every opening starts with an empty form. */}
      <AddressDialog userId={userId} onAdded={onAdded} />
    </Modal>
  );
}

function AddressDialog({ userId, onAdded }: Pick<AddressFormModalProps, 'userId' | 'onAdded'>) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<AddressValues>(emptyAddress);
  const [errors, setErrors] = useState<FieldErrors<keyof AddressValues>>({});
  const [createAddress, { isLoading }] = useCreateAddressMutation();

  const change = (name: keyof AddressValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const showErrors = (byField: FieldErrors<keyof AddressValues>) => {
    setErrors(byField);
    const first = firstFieldWithError(byField, ADDRESS_FIELDS);
    if (first) focusFormField(formRef.current, first);
  };

  const save = async (event: FormEvent<HTMLFormElement>, close: () => void) => {
    event.preventDefault();
    const missing = requiredFieldErrors(values, REQUIRED_ADDRESS_FIELDS, copy.form.required);
    if (Object.keys(missing).length > 0) {
      showErrors(missing);
      return;
    }
    try {
      const address = await createAddress({ addressCreate: toAddressCreate(values, userId) }).unwrap();
      notifyAccount.success(copy.added);
      close();
      onAdded?.(address);
    } catch (thrown) {
      const error = thrown as ShopApiError;
      showErrors(serverFieldErrors(error, ADDRESS_FIELDS));
      // A 401 signs the customer out (the store's rule); no 'failed' toast on top of that.
      if (errorStatus(error) !== 401) notifyAccount.error(copy.addFailed);
    }
  };

  return (
    <Dialog
      title={copy.form.title}
      closeLabel={copy.form.close}
      footer={
        <>
          <Button slot="close" variant="secondary" isDisabled={isLoading}>
            {copy.form.cancel}
          </Button>
          <Button type="submit" form={formId} isPending={isLoading} pendingLabel={copy.form.saving}>
            {copy.form.save}
          </Button>
        </>
      }
    >
      {({ close }) => (
        <Form
          id={formId}
          ref={formRef}
          validationBehavior="aria"
          validationErrors={errors}
          onSubmit={(event) => void save(event, close)}
        >
          <AddressFields values={values} onChange={change} isReadOnly={isLoading} />
        </Form>
      )}
    </Dialog>
  );
}
