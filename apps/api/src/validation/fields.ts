/**
 * Field rules shared by the capabilities' validators, and the one conversion of Zod's findings into the
 * `{ field: [messages] }` map of a 400 answer. Messages follow the legacy API's wording.
 *
 * Sizes are not checked here: the contract bounds every field these rules read, and the request is
 * refused before a handler runs. Trimming only shortens a value, so a trimmed one is within them too.
 */
import { z } from 'zod';
import { InvalidInputError, type ErrorCode, type FieldProblems, type Problem } from '../errors';
import { BLANK_MESSAGE, REQUIRED_MESSAGE, shapeProblem } from './shape-problems';

const REQUIRED = REQUIRED_MESSAGE;

/** A string, as opposed to a missing value or another type. */
export const aString = () =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : 'Not a valid string.') });

/** Trimmed text with at least one character. */
export const requiredText = () => aString().trim().min(1, BLANK_MESSAGE);

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

/** Field -> problems, first field first; problems of the whole input go under `non_field_errors`. */
export function fieldErrorsOf(error: z.ZodError): FieldProblems {
  const errors: FieldProblems = {};
  for (const issue of error.issues) {
    const field = issue.path.length === 0 ? 'non_field_errors' : issue.path.map(String).join('.');
    const problems = (errors[field] ??= []);
    if (!problems.some((each) => each.message === issue.message)) problems.push(shapeProblem(issue.message, kindOf(issue)));
  }
  return errors;
}

/** The code of what kind of finding a Zod issue is, for a message that has no code of its own. */
function kindOf(issue: z.core.$ZodIssue): ErrorCode {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'wrong_type';
    case 'too_small':
      return issue.origin === 'string' ? 'too_short' : issue.origin === 'array' ? 'too_few' : 'too_small';
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : issue.origin === 'array' ? 'too_many' : 'too_large';
    case 'invalid_format':
      return 'invalid_format';
    case 'invalid_value':
      return 'not_allowed_value';
    default:
      return 'invalid';
  }
}

/** Adds one problem to a field of an errors map. */
export function addFieldError(errors: FieldProblems, field: string, problem: Problem): void {
  (errors[field] ??= []).push(problem);
}
