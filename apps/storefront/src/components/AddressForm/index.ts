export { AddressFormModal, preloadAddressForm } from './AddressFormModal';
