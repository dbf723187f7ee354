/**
 * A delivery address as the shop keeps it. The contract has checked its shape (AddressCreate: nothing
 * blank, an Indian mobile number and PIN code as people type them); this only tidies it for storage.
 */
import type { Schema } from '@shop/contracts';
import { normaliseIndianMobile, normalisePincode } from '@shop/rules';
import { MOBILE_INVALID, PINCODE_INVALID } from '../validation';
import { InvalidInputError } from '../errors';

export interface AddressInput {
  fullName: string;
  phone: string;
  address: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zipCode: string;
}

/** Trimmed fields, the phone as ten digits, the PIN code as six, a blank second line as none; a `user` in the input is ignored (the session says whose). */
export function storedAddress(input: Schema<'AddressCreate'>): AddressInput {
  return {
    fullName: input.full_name.trim(),
    phone: tenDigitMobile(input.phone),
    address: input.address.trim(),
    addressLine2: input.address_line2?.trim() || null,
    city: input.city.trim(),
    state: input.state.trim(),
    zipCode: sixDigitPincode(input.zip_code),
  };
}

// The contract's patterns accept exactly what these read (a test holds them together); the refusal
// is for a caller that did not go through the contract's validation.
function tenDigitMobile(raw: string): string {
  const digits = normaliseIndianMobile(raw);
  if (digits === null) throw new InvalidInputError({ phone: [MOBILE_INVALID] });
  return digits;
}

function sixDigitPincode(raw: string): string {
  const digits = normalisePincode(raw);
  if (digits === null) throw new InvalidInputError({ zip_code: [PINCODE_INVALID] });
  return digits;
}
