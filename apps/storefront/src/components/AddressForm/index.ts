export { AddressFormModal, type AddressFormModalProps } from './AddressFormModal';
export { AddressFields, type AddressFieldsProps } from './AddressFields';
export { toAddressCreate, emptyAddress, type AddressValues } from './addressValues';
