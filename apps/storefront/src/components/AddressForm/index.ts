export { AddressFormModal } from './AddressFormModal';
