import { errorDetail, errorStatus, type ShopApiError } from '@shop/api-client';

/**
 * The toast for an order the API would not create: the product brief's 'Failed to create order',
 * followed by the server's reason when it gave one, e.g. which product is out of stock (the
 * `items` messages name it) or that the address is not the customer's.
 */
export function orderFailureMessage(error: ShopApiError | undefined, failed: string, failedBecause: (reason: string) => string): string {
  if (errorStatus(error) === undefined) return failed;
  const reasons = itemProblems(error);
  if (reasons.length > 0) return failedBecause(reasons.join(' '));
  const detail = errorDetail(error);
  return detail ? failedBecause(detail) : failed;
}

function itemProblems(error: ShopApiError | undefined): string[] {
  if (!error || !('data' in error) || typeof error.data !== 'object' || error.data === null) return [];
  const items = (error.data as { errors?: { items?: unknown } }).errors?.items;
  return Array.isArray(items) ? items.filter((item): item is string => typeof item === 'string') : [];
}
