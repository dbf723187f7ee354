import { describe, expect, it } from 'vitest';
import { codAnswerProblem } from './codAnswer';

describe('codAnswerProblem', () => {
  it("gives the server's words for an order the answer no longer fits", () => {
    const conflict = {
      status: 409,
      data: { detail: 'This order is already confirmed. To cancel it now, write to us.', errors: { decision: ['This order is already confirmed. To cancel it now, write to us.'] } },
    };
    expect(codAnswerProblem(conflict)).toEqual({ refusal: 'This order is already confirmed. To cancel it now, write to us.' });
  });

  it("gives any other answer's reason, such as too many tries or an unknown link", () => {
    expect(codAnswerProblem({ status: 429, data: { detail: 'Too many tries. Please try again later.' } })).toEqual({ message: 'Too many tries. Please try again later.' });
    expect(codAnswerProblem({ status: 404, data: { detail: 'This confirmation link is not known.' } })).toEqual({ message: 'This confirmation link is not known.' });
  });

  it('says nothing of its own when there was no answer, or the server failed', () => {
    expect(codAnswerProblem({ status: 'FETCH_ERROR', error: 'offline' })).toEqual({});
    expect(codAnswerProblem({ status: 503, data: { detail: 'Unavailable' } })).toEqual({});
    expect(codAnswerProblem(undefined)).toEqual({});
  });
});
