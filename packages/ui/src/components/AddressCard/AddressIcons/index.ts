export { PhoneIcon, TrashIcon } from './AddressIcons';
