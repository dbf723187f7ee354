import { onDemand } from '../../shared/onDemand';
import type { AddressFormModalProps } from './AddressModal';

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
