/** Address rows become the API's Address here, and only here. */
import type { Schema } from '@shop/contracts';
import type { addresses } from '../db/schema';

export type AddressView = Schema<'Address'>;

export function reshapeAddress(row: typeof addresses.$inferSelect): AddressView {
  return {
    id: row.id,
    user: row.userId,
    full_name: row.fullName,
    phone: row.phone,
    address: row.address,
    // '' when there is none: the storefront prints it as is.
    address_line2: row.addressLine2 ?? '',
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
  };
}
