/**
 * Field rules shared by the capabilities' validators, and the one conversion of Zod's findings into the
 * `{ field: [messages] }` map of a 400 answer. Messages follow the legacy API's wording.
 *
 * Sizes are not checked here: the contract bounds every field these rules read, and the request is
 * refused before a handler runs. Trimming only shortens a value, so a trimmed one is within them too.
 */
import { z } from 'zod';
import { InvalidInputError, type FieldErrors } from '../errors';

const REQUIRED = 'This field is required.';

/** A string, as opposed to a missing value or another type. */
export const aString = () =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : 'Not a valid string.') });

/** Trimmed text with at least one character. */
export const requiredText = () => aString().trim().min(1, 'This field may not be blank.');

/** Trimmed text; missing, null or blank all mean "none" (null). */
export const optionalText = () =>
  aString()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null));

/** Parses `input` with `schema`, or throws InvalidInputError naming every bad field. */
export function parseOrThrow<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  throw new InvalidInputError(fieldErrorsOf(parsed.error));
}

/** Field -> messages, first field first; problems of the whole input go under `non_field_errors`. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length === 0 ? 'non_field_errors' : issue.path.map(String).join('.');
    const messages = (errors[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

/** Adds one message to a field of an errors map. */
export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}
