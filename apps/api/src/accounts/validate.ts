/**
 * The server's own checks of sign-up and account input; the storefront checks some of this too, but that
 * is only convenience. Every bad field is named in one answer.
 */
import { z } from 'zod';
import { InvalidInputError, type FieldProblems, problem } from '../errors';
import { aString, addFieldError, emailAddress, fieldErrorsOf, optionalIndianMobile, parseOrThrow, requiredText } from '../validation';
import { MESSAGE_LANGUAGES, type MessageLanguage } from '../db/tables/values';
import { PASSWORD_MIN_LENGTH } from './limits';

const PASSWORDS_DIFFER = problem('passwords_differ', 'Passwords do not match.');

/**
 * Passwords are taken exactly as typed: no trimming, any characters. The contract bounds their length
 * from above; the shortest new password is the shop's own rule, which the contract does not state.
 */
const newPassword = () => aString().min(PASSWORD_MIN_LENGTH, `Ensure this field has at least ${PASSWORD_MIN_LENGTH} characters.`);

const typedPassword = () => aString().min(1, 'This field may not be blank.');

export interface Registration {
  name: string;
  email: string;
  contact: string | null;
  password: string;
}

export function validateRegistration(input: unknown): Registration {
  const schema = z.object({
    name: requiredText(),
    email: emailAddress(),
    contact: optionalIndianMobile(),
    password: newPassword(),
    // Optional: a client written against the same specification may compare the two itself and not
    // send the confirmation; one that sends it is held to it.
    confirm_password: typedPassword().optional(),
  });
  const parsed = schema.safeParse(input ?? {});
  const errors: FieldProblems = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (passwordsDiffer(input, 'password', 'confirm_password') && !errors.confirm_password) addFieldError(errors, 'confirm_password', PASSWORDS_DIFFER);
  if (!parsed.success || Object.keys(errors).length > 0) throw new InvalidInputError(errors);
  const { name, email, contact, password } = parsed.data;
  return { name, email, contact, password };
}

export interface ProfileChanges {
  name?: string;
  contact?: string | null;
  language?: MessageLanguage;
}

/** Only the fields sent change; a blank contact clears the number. */
export function validateProfileChanges(input: unknown): ProfileChanges {
  const schema = z.object({
    name: requiredText().optional(),
    contact: optionalIndianMobile(),
    language: z.enum(MESSAGE_LANGUAGES as [MessageLanguage, ...MessageLanguage[]], { message: `Choose one of: ${MESSAGE_LANGUAGES.join(', ')}.` }).optional(),
  });
  const data = parseOrThrow(schema, input);
  const sent = (input ?? {}) as Record<string, unknown>;
  const changes: ProfileChanges = {};
  if (data.name !== undefined) changes.name = data.name;
  if ('contact' in sent) changes.contact = data.contact;
  if (data.language !== undefined) changes.language = data.language;
  return changes;
}

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
}

export function validatePasswordChange(input: unknown): PasswordChangeInput {
  const schema = z.object({
    current_password: typedPassword(),
    new_password: newPassword(),
    confirm_password: typedPassword(),
  });
  const parsed = schema.safeParse(input ?? {});
  const errors: FieldProblems = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (passwordsDiffer(input, 'new_password', 'confirm_password') && !errors.confirm_password) addFieldError(errors, 'confirm_password', PASSWORDS_DIFFER);
  if (!parsed.success || Object.keys(errors).length > 0) throw new InvalidInputError(errors);
  return { currentPassword: parsed.data.current_password, newPassword: parsed.data.new_password };
}

/** Both fields are strings and differ; a missing field is reported by the schema instead. */
function passwordsDiffer(input: unknown, field: string, confirmation: string): boolean {
  const body = (input ?? {}) as Record<string, unknown>;
  const a = body[field];
  const b = body[confirmation];
  return typeof a === 'string' && typeof b === 'string' && a !== b;
}
