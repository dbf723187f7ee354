import type { ShopApiError } from '@shop/api-client';
import { shownDetail } from '../errors';
import { serverFieldErrors } from './fieldErrors';

/**
 * The server's `detail` sentence (in the shop's words for its code) of a 4xx answer that names none of the form's `fields` (too many messages sent, a
 * message too large), shown under the form so the visitor knows why; otherwise undefined. A 5xx or no answer has already raised the shop's global alert.
 */
export function serverFormError(error: unknown, fields: readonly string[]): string | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error) || !('data' in error)) return undefined;
  const { status } = error;
  if (typeof status !== 'number' || status < 400 || status > 499) return undefined;
  if (Object.keys(serverFieldErrors(error, fields)).length > 0) return undefined;
  const detail = shownDetail(error as ShopApiError);
  return detail !== '' ? detail : undefined;
}
