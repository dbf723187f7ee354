import { serverProblem, type ProblemWords } from '../forms/serverProblem';

/**
 * What a refused or failed press of Book means for the booking dialog. The aggregator's doing (down, or
 * refusing in its own words), a courier no longer quoted, or no answer at all: the dialog stays open with
 * the words, and Finish booking tries again, which never books twice. A colleague's booking under way, or an
 * order that changed meanwhile (a stale version, an order that cannot go out now): pressing again would not
 * help, so the dialog closes and says why, while the page reloads the order.
 */
export type BookingProblem =
  | {
      stays: true;
      words: string;
      /** The chosen courier is no longer quoted for this parcel (400 naming `courier_id`): the quotes need asking again. */
      courierGone: boolean;
    }
  | { stays: false; message: string };

export interface BookingProblemWords extends ProblemWords {
  /** A colleague's press is talking to the aggregator now (409 naming `booking`). */
  colleague: string;
  /** The order's version is stale (409 naming `version`). */
  stale: string;
}

export function bookingProblem(error: unknown, words: BookingProblemWords): BookingProblem {
  const { detail, errors } = serverProblem(error, words);
  const first = (field: string) => errors[field]?.join(' ');
  if (errors.booking) return { stays: false, message: words.colleague };
  if (errors.version) return { stays: false, message: words.stale };
  if (errors.delivery_status) return { stays: false, message: first('delivery_status')! };
  return { stays: true, words: first('carrier') ?? first('courier_id') ?? detail, courierGone: errors.courier_id !== undefined && errors.carrier === undefined };
}
