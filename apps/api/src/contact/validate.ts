/**
 * The server's own check of a contact message; the storefront checks too, but that is only convenience.
 * Messages follow the wording of the legacy API's field errors.
 */
import { z } from 'zod';
import { TEXT_LIMITS } from '../db/tables/values';
import { InvalidInputError, type FieldErrors } from '../errors';

const CONTACT_LIMITS = {
  name: TEXT_LIMITS.personName,
  email: TEXT_LIMITS.email,
  subject: TEXT_LIMITS.subject,
  message: TEXT_LIMITS.message,
} as const;

export interface ContactMessageInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const requiredText = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'This field is required.' : 'Not a valid string.') })
    .trim()
    .min(1, 'This field may not be blank.')
    .max(max, `Ensure this field has no more than ${max} characters.`);

const contactSchema = z.object({
  name: requiredText(CONTACT_LIMITS.name),
  email: requiredText(CONTACT_LIMITS.email).pipe(z.email('Enter a valid email address.')),
  subject: requiredText(CONTACT_LIMITS.subject),
  message: requiredText(CONTACT_LIMITS.message),
});

/** Returns the trimmed message, or throws InvalidInputError naming every bad field. */
export function validateContactMessage(input: unknown): ContactMessageInput {
  const parsed = contactSchema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'non_field_errors');
    (errors[field] ??= []).push(issue.message);
  }
  throw new InvalidInputError(errors);
}
