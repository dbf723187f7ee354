/**
 * The customers' public face for the back-office: the list and page of customers, deactivating and
 * reactivating an account, exporting a customer's data and erasing it, as the rest of the API uses them.
 * Everything else in this folder is its own business.
 */
export { deactivateCustomer, reactivateCustomer } from './account-state';
export { getAdminCustomer, listAdminCustomers } from './admin-customers';
export { exportCustomerData } from './data-export';
export { eraseCustomer } from './erase';
