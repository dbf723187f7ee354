import { errorStatus, type ShopApiError } from '@shop/api-client';

/**
 * Why a product could not be shown. An answer in 400–499 (404 for an unknown slug) means this
 * link names no product: trying again will not help. No answer or a server error may pass.
 */
export type ProductLoadError = 'not-found' | 'failed';

export function productLoadError(error: ShopApiError | undefined): ProductLoadError {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status <= 499 ? 'not-found' : 'failed';
}
