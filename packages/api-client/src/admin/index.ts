// The back-office client: `adminApi` (reducer, middleware, endpoints) and one hook per /api/admin
// operation, generated from @shop/contracts. Kept out of the package root so the storefront never
// bundles it.
export * from './generated/adminApi';
export { configureAdminApi, adminApiConfig } from './config';
export type { AdminApiConfig } from './config';
export { errorDetail, errorStatus, fieldErrors } from '../errors';
export { downloadCreditNote, downloadCustomerData, downloadInvoiceAsStaff, downloadOrdersCsv, downloadShipmentLabel } from './documents';
export { saveFile, type DownloadedFile } from '../files';
export type { Schema } from '@shop/contracts';
