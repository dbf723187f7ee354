import type { ShopApiError } from '@shop/api-client';
import {  } from '@shop/api-client';
import { shownDetail, shownFieldLines } from '../errors';

/**
 * The product brief's rule for a refused review: show the first element of the server's error list.
 * Ours lists problems by field (`{ errors: { order: ['…'] } }`), so that is the first message
 * without its field name; else the `detail` sentence; else the caller's fallback.
 */
export function firstErrorMessage(error: ShopApiError | undefined, fallback: string): string {
  const first = shownFieldLines(error)[0];
  if (first) return first.replace(/^[a-z_]+: /, '');
  return shownDetail(error) ?? fallback;
}
