import { useId } from 'react';
import { Button } from '../../Button';
import { Dialog } from '../Dialog';
import { Modal, type ModalProps } from '../Modal';
import { DialogTrigger } from 'react-aria-components/Dialog';
import { AddressFieldsExample } from './AddressFieldsExample';

export interface AddressModalExampleProps extends Omit<ModalProps, 'children'> {
  onSave?: (values: Record<string, FormDataEntryValue>) => void;
  hasCloseButton?: boolean;
  defaultOpen?: boolean;
}

/**
 * The 'Add New Address' flow: a trigger, a Modal, and a form Dialog whose
 * Save submits the form and closes. Story-only composition of the real parts.
 */
export function AddressModalExample({ onSave, hasCloseButton, defaultOpen, ...modalProps }: AddressModalExampleProps) {
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
              <AddressFieldsExample />
            </form>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
