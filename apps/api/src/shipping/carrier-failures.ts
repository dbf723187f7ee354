/**
 * What staff are told when the courier aggregator fails a call: down or slow is a 503 naming `carrier` (try
 * again; nothing is lost), a refusal a 409 with the aggregator's own words, since only staff can act on them
 * (another courier, the pickup address, the aggregator account's balance).
 */
import { ConflictError, ServiceUnavailableError, problem } from '../errors';
import { CarrierRefusedError, CarrierUnavailableError } from './carrier';

const RETRY_AFTER_SECONDS = 30;

/** The shop's error for a carrier's failure; any other error is returned as it is. */
export function carrierFailure(error: unknown): unknown {
  if (error instanceof CarrierUnavailableError) {
    return new ServiceUnavailableError(problem('carrier_unavailable', 'The courier aggregator did not answer. Nothing is lost: try again in a minute.'), RETRY_AFTER_SECONDS, {
      carrier: [problem('carrier_unavailable', error.message)],
    });
  }
  if (error instanceof CarrierRefusedError) return new ConflictError(problem('carrier_refused', 'The courier aggregator refused.'), { carrier: [problem('carrier_refused', error.message)] });
  return error;
}
