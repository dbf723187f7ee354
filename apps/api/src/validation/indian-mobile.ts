/**
 * Indian mobile numbers: ten digits starting with 6, 7, 8 or 9, as people type them — with +91, 91 or a
 * trunk 0 in front, with spaces or dashes between groups. Stored as the bare ten digits.
 */
import { aString } from './fields';

export const INDIAN_MOBILE_MESSAGE = 'Enter a valid 10-digit Indian mobile number.';

const SEPARATORS = /[\s-]/g;
const MOBILE = /^(?:\+91|91|0)?([6-9]\d{9})$/;

/** The ten digits, or null when `raw` is not an Indian mobile number. */
export function normaliseIndianMobile(raw: string): string | null {
  return MOBILE.exec(raw.replace(SEPARATORS, ''))?.[1] ?? null;
}

/** A required mobile number field, normalised to ten digits. */
export const indianMobile = () =>
  aString()
    .trim()
    .min(1, 'This field may not be blank.')
    .refine((value) => normaliseIndianMobile(value) !== null, INDIAN_MOBILE_MESSAGE)
    .transform((value) => normaliseIndianMobile(value)!);

/** An optional mobile number field: missing, null or blank is none (null); anything else must be valid. */
export const optionalIndianMobile = () =>
  aString()
    .trim()
    .nullish()
    .refine((value) => !value || normaliseIndianMobile(value) !== null, INDIAN_MOBILE_MESSAGE)
    .transform((value) => (value ? normaliseIndianMobile(value)! : null));
