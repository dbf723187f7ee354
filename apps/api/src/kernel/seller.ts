import type { IndianState } from '@shop/rules';

/**
 * Who the shop is as a seller: the legal name and address printed on its tax invoices and as the parcels'
 * return address, and the GSTIN and state that decide CGST + SGST or IGST. Configuration fills it.
 */
export interface SellerConfig {
  legalName: string;
  address: string;
  state: IndianState;
  gstin: string;
}
