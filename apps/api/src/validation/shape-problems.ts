/**
 * The codes of shape validation: what the contract's schema (Ajv) and the validators' Zod schemas find wrong
 * with a value's form, before any rule of the shop is asked. The shop's shared patterns (a mobile number, a
 * PIN code, an e-mail address, a barcode) each have their own code, whichever validator refused them, so a
 * client words "Enter a valid 6-digit PIN code" the same way from either.
 */
import { BUSINESS_NAME_MESSAGES, GSTIN_MESSAGES, GTIN_SHAPE_MESSAGE, INDIAN_MOBILE_MESSAGE, PINCODE_MESSAGE } from '@shop/rules';
import { problem, type ErrorCode, type FieldProblems, type Problem } from '../errors';

export const REQUIRED_MESSAGE = 'This field is required.';
export const BLANK_MESSAGE = 'This field may not be blank.';
export const EMAIL_MESSAGE = 'Enter a valid email address.';

/** The shared messages whose meaning is more than their validator's kind of finding. */
const MESSAGE_CODES: ReadonlyMap<string, ErrorCode> = new Map<string, ErrorCode>([
  [REQUIRED_MESSAGE, 'required'],
  [BLANK_MESSAGE, 'blank'],
  [EMAIL_MESSAGE, 'email_invalid'],
  [INDIAN_MOBILE_MESSAGE, 'mobile_invalid'],
  [PINCODE_MESSAGE, 'pincode_invalid'],
  [GTIN_SHAPE_MESSAGE, 'gtin_invalid'],
  [GSTIN_MESSAGES.shape, 'gstin_invalid'],
  [GSTIN_MESSAGES.state, 'gstin_state_unknown'],
  [GSTIN_MESSAGES.check, 'gstin_check_failed'],
  [GSTIN_MESSAGES.missing, 'gstin_required'],
  [BUSINESS_NAME_MESSAGES.missing, 'business_name_required'],
  [BUSINESS_NAME_MESSAGES.tooLong, 'too_long'],
]);

/** `message` with its code: a shared message's own, else the validator's kind of finding. */
export function shapeProblem(message: string, kind: ErrorCode): Problem {
  return problem(MESSAGE_CODES.get(message) ?? kind, message);
}

/** @shop/rules' field -> messages (a business buyer's check), with each message's code. */
export function sharedRuleProblems(errors: Readonly<Record<string, readonly string[] | undefined>>): FieldProblems {
  return Object.fromEntries(Object.entries(errors).flatMap(([field, messages]) => (messages ? [[field, messages.map((message) => shapeProblem(message, 'invalid'))]] : [])));
}

export const MOBILE_INVALID = shapeProblem(INDIAN_MOBILE_MESSAGE, 'mobile_invalid');
export const PINCODE_INVALID = shapeProblem(PINCODE_MESSAGE, 'pincode_invalid');
