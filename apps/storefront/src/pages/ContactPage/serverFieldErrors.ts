import { CONTACT_FIELDS, type ContactField } from './contactMessage';

export type ContactFieldErrors = Partial<Record<ContactField, string[]>>;

/** True for the shape of an HTTP error RTK Query rejects `unwrap()` with: `{ status, data }`. */
function errorData(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || !('status' in error) || !('data' in error)) return undefined;
  return typeof error.status === 'number' ? error.data : undefined;
}

/**
 * The messages the server gave for each of the form's fields, from its 400 answer
 * `{ "detail": "…", "errors": { "email": ["Enter a valid email address."] } }`, so they can be shown
 * on the fields. Keys that are not form fields and messages that are not text are left out; no answer
 * (network failure) or an answer without `errors` gives `{}`.
 */
export function serverFieldErrors(error: unknown): ContactFieldErrors {
  const data = errorData(error);
  if (typeof data !== 'object' || data === null || !('errors' in data)) return {};
  const { errors } = data;
  if (typeof errors !== 'object' || errors === null) return {};
  const byField: ContactFieldErrors = {};
  for (const field of CONTACT_FIELDS) {
    const raw: unknown = (errors as Record<string, unknown>)[field];
    const messages = (Array.isArray(raw) ? raw : [raw]).filter((message): message is string => typeof message === 'string' && message !== '');
    if (messages.length > 0) byField[field] = messages;
  }
  return byField;
}

/**
 * The server's `detail` sentence of a 4xx answer that names no field (too many messages, a
 * message too large), shown under the form so the visitor knows why; otherwise undefined. A 5xx
 * or no answer has already raised the shop's global alert.
 */
export function serverFormError(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error;
  if (typeof status !== 'number' || status < 400 || status > 499) return undefined;
  if (Object.keys(serverFieldErrors(error)).length > 0) return undefined;
  const data = errorData(error);
  const detail = typeof data === 'object' && data !== null && 'detail' in data ? data.detail : undefined;
  return typeof detail === 'string' && detail !== '' ? detail : undefined;
}
