import { serverFieldErrors } from './fieldErrors';

/**
 * The server's `detail` sentence of a 4xx answer that names none of the form's `fields` (too many messages sent, a
 * message too large), shown under the form so the visitor knows why; otherwise undefined. A 5xx or no answer has already raised the shop's global alert.
 */
export function serverFormError(error: unknown, fields: readonly string[]): string | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error) || !('data' in error)) return undefined;
  const { status, data } = error;
  if (typeof status !== 'number' || status < 400 || status > 499) return undefined;
  if (Object.keys(serverFieldErrors(error, fields)).length > 0) return undefined;
  const detail = typeof data === 'object' && data !== null && 'detail' in data ? data.detail : undefined;
  return typeof detail === 'string' && detail !== '' ? detail : undefined;
}
