import { useId } from 'react';
import { Button } from '../../Button';
import { Dialog } from '../Dialog';
import { Modal, type ModalProps } from '../Modal';
import { DialogTrigger } from 'react-aria-components/Dialog';
import { AddressFields } from './AddressFields';

export interface AddressModalProps extends Omit<ModalProps, 'children'> {
  onSave?: (values: Record<string, FormDataEntryValue>) => void;
  hasCloseButton?: boolean;
  defaultOpen?: boolean;
}

/**
 * The 'Add New Address' flow: a trigger, a Modal, and a form Dialog whose
 * Save submits the form and closes. Story-only composition of the real parts.
 */
export function AddressModal({ onSave, hasCloseButton, defaultOpen, ...modalProps }: AddressModalProps) {
  const formId = useId();
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button variant="secondary">Add New Address</Button>
      <Modal {...modalProps}>
        <Dialog
          title="Add New Address"
          hasCloseButton={hasCloseButton}
          footer={
            <>
              <Button slot="close" variant="secondary">
                Cancel
              </Button>
              <Button type="submit" form={formId}>
                Save Address
              </Button>
            </>
          }
        >
          {({ close }) => (
            <form
              id={formId}
              onSubmit={(event) => {
                event.preventDefault();
                onSave?.(Object.fromEntries(new FormData(event.currentTarget)));
                close();
              }}
            >
              <AddressFields />
            </form>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
