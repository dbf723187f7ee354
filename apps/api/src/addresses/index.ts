/**
 * The address book's public face: a customer's addresses, as the rest of the API uses them.
 */
export { createAddress, deleteAddress, listAddresses } from './address-book';
