import { errorStatus, type ShopApiError } from '@shop/api-client';
import { shownDetail } from '../errors';
import { serverFieldErrors } from '../forms/fieldErrors';

/**
 * Why an answer to a cash-on-delivery confirmation did not go through. `refusal`: the server refused it for the
 * order's state (409 naming `decision`: answered the other way already, cancelled, or past its deadline), in its
 * own words. `message`: any other answer's reason (an unknown link, too many tries); neither when there was no
 * answer at all.
 */
export interface CodAnswerProblem {
  refusal?: string;
  message?: string;
}

export function codAnswerProblem(error: ShopApiError | undefined): CodAnswerProblem {
  const status = errorStatus(error);
  if (status === undefined || status >= 500) return {};
  const detail = shownDetail(error);
  if (status === 409) {
    const refusal = serverFieldErrors(error, ['decision']).decision?.[0] ?? detail;
    return refusal ? { refusal } : {};
  }
  return detail ? { message: detail } : {};
}
