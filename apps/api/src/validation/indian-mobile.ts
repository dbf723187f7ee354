/**
 * Indian mobile number fields (the rule itself is @shop/rules' `normaliseIndianMobile`): ten digits
 * starting with 6, 7, 8 or 9, as people type them. Stored as the bare ten digits.
 */
import { INDIAN_MOBILE_MESSAGE, normaliseIndianMobile } from '@shop/rules';
import { aString } from './fields';

/** An optional mobile number field: missing, null or blank is none (null); anything else must be valid. */
export const optionalIndianMobile = () =>
  aString()
    .trim()
    .nullish()
    .refine((value) => !value || normaliseIndianMobile(value) !== null, INDIAN_MOBILE_MESSAGE)
    .transform((value) => (value ? normaliseIndianMobile(value)! : null));
