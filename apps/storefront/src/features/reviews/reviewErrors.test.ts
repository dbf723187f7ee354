import { describe, expect, it } from 'vitest';
import { firstErrorMessage } from './reviewErrors';

const answer = (status: number, data: unknown) => ({ status, data });

describe("the server's first error message", () => {
  it('is the first field message, without the field name', () => {
    const error = answer(400, { detail: 'Invalid request.', errors: { order: ['You can review a product once its order is delivered.'], rating: ['x'] } });
    expect(firstErrorMessage(error, 'fallback')).toBe('You can review a product once its order is delivered.');
  });

  it('falls back to the detail, then to the given text', () => {
    expect(firstErrorMessage(answer(404, { detail: 'Order not found.' }), 'fallback')).toBe('Order not found.');
    expect(firstErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'fallback')).toBe('fallback');
    expect(firstErrorMessage(undefined, 'fallback')).toBe('fallback');
  });
});
