import type { Address } from '@shop/api-client';
import { onDemand } from '../../shared/onDemand';

export interface AddressFormModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The signed-in customer's id (from the profile), sent with the address as the contract has it. */
  userId: number;
  /** After a successful save, with the created address (checkout selects it). The modal closes itself. */
  onAdded?: (address: Address) => void;
}

// The modal and its form (react-aria's dialog, modal and fields, about 30 KB compressed) come when the shopper
// opens them: the checkout would otherwise wait for them on its first render, for a form most checkouts never open.
const addressModal = onDemand<AddressFormModalProps>(async () => (await import('./AddressModal')).AddressModal);

/** 'Add New Address' in a modal (AddressModal), fetched the first time it opens. */
export function AddressFormModal(props: AddressFormModalProps) {
  const Modal = addressModal.useOverlay(props.isOpen, () => props.onOpenChange(false));
  return Modal ? <Modal {...props} /> : null;
}

/** Starts fetching the modal's code: call it when the button that opens it is pointed at or focused. */
export const preloadAddressForm = addressModal.preload;
