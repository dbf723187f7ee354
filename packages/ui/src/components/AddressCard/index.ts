export { AddressCard, type AddressCardProps, type AddressCardAddress, type AddressCardOptionState } from './AddressCard';
