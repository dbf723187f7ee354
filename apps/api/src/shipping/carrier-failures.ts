/**
 * What staff are told when the courier aggregator fails a call: down or slow is a 503 naming `carrier` (try
 * again; nothing is lost), a refusal a 409 with the aggregator's own words, since only staff can act on them
 * (another courier, the pickup address, the aggregator account's balance).
 */
import { ConflictError, ServiceUnavailableError } from '../errors';
import { CarrierRefusedError, CarrierUnavailableError } from './carrier';

const RETRY_AFTER_SECONDS = 30;

/** The shop's error for a carrier's failure; any other error is returned as it is. */
export function carrierFailure(error: unknown): unknown {
  if (error instanceof CarrierUnavailableError) {
    return new ServiceUnavailableError('The courier aggregator did not answer. Nothing is lost: try again in a minute.', RETRY_AFTER_SECONDS, {
      carrier: [error.message],
    });
  }
  if (error instanceof CarrierRefusedError) return new ConflictError('The courier aggregator refused.', { carrier: [error.message] });
  return error;
}
