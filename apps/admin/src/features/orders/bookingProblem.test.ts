import { describe, expect, it } from 'vitest';
import { bookingProblem } from './bookingProblem';

const words = { unreachable: 'No answer.', unexpected: 'Went wrong.', colleague: 'A colleague is booking.', stale: 'The order changed.' };
const answer = (status: number, detail: string, errors: Record<string, string[]> = {}) => ({ status, data: { detail, errors } });

describe('a press of Book that did not book', () => {
  it('keeps the dialog open with the aggregator’s own words, whether it refused or was down', () => {
    expect(bookingProblem(answer(409, 'The courier aggregator refused.', { carrier: ['Pickup address not verified.'] }), words)).toEqual({
      stays: true,
      words: 'Pickup address not verified.',
      courierGone: false,
    });
    expect(bookingProblem(answer(503, 'Try again in a minute.', { carrier: ['Shiprocket did not answer.'] }), words)).toEqual({ stays: true, words: 'Shiprocket did not answer.', courierGone: false });
    expect(bookingProblem(answer(503, 'The courier aggregator is down.'), words)).toEqual({ stays: true, words: 'The courier aggregator is down.', courierGone: false });
  });

  it('keeps it open to choose another courier when the chosen one is no longer quoted', () => {
    expect(bookingProblem(answer(400, 'Choose another courier.', { courier_id: ['This courier does not take this parcel to 560025.'] }), words)).toEqual({
      stays: true,
      words: 'This courier does not take this parcel to 560025.',
      courierGone: true,
    });
  });

  it('keeps it open to finish when no answer came, since pressing again never books twice', () => {
    expect(bookingProblem({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, words)).toEqual({ stays: true, words: 'No answer.', courierGone: false });
    expect(bookingProblem({ status: 500, data: 'Internal Server Error' }, words)).toEqual({ stays: true, words: 'Went wrong.', courierGone: false });
  });

  it('closes it when a colleague is booking or the order changed, where pressing again would not help', () => {
    expect(bookingProblem(answer(409, 'Someone is booking.', { booking: ['A colleague is booking this parcel.'] }), words)).toEqual({ stays: false, message: 'A colleague is booking.' });
    expect(bookingProblem(answer(409, 'Reload.', { version: ['Changed meanwhile.'] }), words)).toEqual({ stays: false, message: 'The order changed.' });
    expect(bookingProblem(answer(409, 'This order is not confirmed.', { delivery_status: ['The customer has not confirmed this order yet.'] }), words)).toEqual({
      stays: false,
      message: 'The customer has not confirmed this order yet.',
    });
  });
});
