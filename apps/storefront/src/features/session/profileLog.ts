import { errorStatus, type ShopApiError } from '@shop/api-client';
import { shellCopy } from '../../copy/shell';

const log = shellCopy.profileLog;

/**
 * The product brief's log line for a failed profile call: 'Failed to fetch profile data' when the
 * API answered with an error status, 'Error fetching profile data' when no answer came.
 */
export function profileFailureMessage(error: ShopApiError): string {
  return errorStatus(error) === undefined ? log.error : log.failed;
}

/**
 * The profile call's failures are only logged, never shown. As warnings, not errors: a stale token
 * is an expected state (the customer is asked to log in again where it matters), not a fault.
 */
export function logProfileFailure(error: ShopApiError): void {
  console.warn(profileFailureMessage(error), errorStatus(error) ?? error);
}

/** Logged (at the debug level, hidden by default) when the header mounts signed out. */
export function logNoToken(): void {
  console.debug(log.noToken);
}
