/**
 * Messages to show under a form's fields, in the shape react-aria's `Form validationErrors` takes:
 * field name → messages. Our own "this field is required", and the server's answer to a refused
 * request (`{ "detail": "…", "errors": { "zip_code": ["Enter a 6-digit PIN code."] } }`).
 */
import type { ShopApiError } from '@shop/api-client';
import { shownFieldProblems } from '../errors';

export type FieldErrors<Field extends string> = Partial<Record<Field, string[]>>;

/** An error RTK Query rejects `unwrap()` with (`{ status, data }`), as the client's error readers take it. */
function asAnswer(error: unknown): ShopApiError | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error) || !('data' in error)) return undefined;
  return typeof error.status === 'number' ? (error as ShopApiError) : undefined;
}

/**
 * The server's messages for the form's own fields, in the shop's words for their codes (the server's own
 * sentence for a code without words). Keys that are not fields of this form, and messages that are not
 * text, are left out; no answer or no `errors` gives `{}`.
 */
export function serverFieldErrors<Field extends string>(error: unknown, fields: readonly Field[]): FieldErrors<Field> {
  const byField: FieldErrors<Field> = {};
  for (const { field, message } of shownFieldProblems(asAnswer(error))) {
    if (message === '' || !(fields as readonly string[]).includes(field)) continue;
    (byField[field as Field] ??= []).push(message);
  }
  return byField;
}

/** `message` under each required field that is blank (spaces alone do not fill a field). */
export function requiredFieldErrors<Field extends string>(
  values: Readonly<Record<Field, string>>,
  required: readonly NoInfer<Field>[],
  message: string,
): FieldErrors<Field> {
  const byField: FieldErrors<Field> = {};
  for (const field of required) if (values[field].trim() === '') byField[field] = [message];
  return byField;
}

/** The first field with a message, in the form's order: where focus goes after a refused submit. */
export function firstFieldWithError<Field extends string>(errors: FieldErrors<string>, order: readonly Field[]): Field | undefined {
  return order.find((field) => (errors[field]?.length ?? 0) > 0);
}

/** Moves focus to a named control of the form, so keyboard and screen-reader users land where to fix. */
export function focusFormField(form: HTMLFormElement | null, name: string): void {
  const element = form?.elements.namedItem(name);
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.focus();
}
