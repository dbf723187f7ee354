/** The server's check of a delivery address: every field the form requires, Indian phone and PIN formats. */
import { PINCODE_MESSAGE, PINCODE_PATTERN } from '@shop/rules';
import { z } from 'zod';
import { TEXT_LIMITS } from '../db/tables/values';
import { aString, optionalText, parseOrThrow, requiredText } from '../validation/fields';
import { indianMobile } from '../validation/indian-mobile';

export interface AddressInput {
  fullName: string;
  phone: string;
  address: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zipCode: string;
}

/** Six digits, not starting with 0; people write "400 001" too. */
const pincode = () =>
  aString()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().min(1, 'This field may not be blank.').regex(PINCODE_PATTERN, PINCODE_MESSAGE));

const addressSchema = z.object({
  full_name: requiredText(TEXT_LIMITS.personName),
  phone: indianMobile(),
  address: requiredText(TEXT_LIMITS.addressLine),
  address_line2: optionalText(TEXT_LIMITS.addressLine),
  city: requiredText(TEXT_LIMITS.place),
  state: requiredText(TEXT_LIMITS.place),
  zip_code: pincode(),
});

/** Trimmed fields, phone as ten digits; a `user` in the input is ignored (the session says whose). */
export function validateAddress(input: unknown): AddressInput {
  const data = parseOrThrow(addressSchema, input);
  return {
    fullName: data.full_name,
    phone: data.phone,
    address: data.address,
    addressLine2: data.address_line2,
    city: data.city,
    state: data.state,
    zipCode: data.zip_code,
  };
}
