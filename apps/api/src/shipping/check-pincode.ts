/**
 * Is a pincode one India Post delivers to? The upstream lookup when one is configured and answers
 * in time, otherwise the bundled directory. A pincode only the upstream knows still counts; one the
 * upstream denies is checked against the directory too, since a flaky upstream may answer 'Error'.
 */
import { PINCODE_PATTERN } from '@shop/rules';
import { InvalidInputError, problem } from '../errors';
import { postOfficesOf } from './pincode-directory';
import { foundAnswer, NOT_FOUND_ANSWER, type PostalAnswer } from './postal-answer';
import type { UpstreamLookup } from './upstream-lookup';

export async function checkPincode(pin: string, upstream?: UpstreamLookup): Promise<PostalAnswer> {
  const pincode = pin.trim();
  if (!PINCODE_PATTERN.test(pincode)) {
    throw new InvalidInputError({ pin: [problem('pincode_invalid', 'Enter a 6-digit Indian PIN code that does not start with 0.')] }, 'Invalid pincode.');
  }
  const fromUpstream = upstream ? await upstream(pincode) : null;
  if (fromUpstream?.Status === 'Success') return fromUpstream;
  const offices = await postOfficesOf(pincode);
  return offices.length > 0 ? foundAnswer(offices) : NOT_FOUND_ANSWER;
}
