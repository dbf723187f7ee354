import type { AddressCreate } from '@shop/api-client';

/** The 'Add New Address' form's values; the names are the contract's, so server errors land on them. */
export interface AddressValues {
  full_name: string;
  phone: string;
  address: string;
  address_line2: string;
  city: string;
  state: string;
  zip_code: string;
}

/** In the form's order. */
export const ADDRESS_FIELDS = ['full_name', 'phone', 'address', 'address_line2', 'city', 'state', 'zip_code'] as const satisfies readonly (keyof AddressValues)[];

/** The product brief's rule: everything but address line 2. (Formats are the server's to judge.) */
export const REQUIRED_ADDRESS_FIELDS = ['full_name', 'phone', 'address', 'city', 'state', 'zip_code'] as const satisfies readonly (keyof AddressValues)[];

/** The contract's length bounds, so the browser stops typing where the server would refuse. */
export const ADDRESS_MAX_LENGTH: Record<keyof AddressValues, number> = {
  full_name: 100,
  phone: 20,
  address: 200,
  address_line2: 200,
  city: 100,
  state: 100,
  zip_code: 10,
};

export const emptyAddress: AddressValues = { full_name: '', phone: '', address: '', address_line2: '', city: '', state: '', zip_code: '' };

/** The POST body: trimmed values and the customer's id (the server takes the owner from the token). */
export function toAddressCreate(values: AddressValues, userId: number): AddressCreate {
  const trimmed = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, values[field].trim()])) as unknown as AddressValues;
  return { ...trimmed, user: userId };
}
