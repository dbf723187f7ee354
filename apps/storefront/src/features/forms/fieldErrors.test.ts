import { describe, expect, it } from 'vitest';
import { firstFieldWithError, requiredFieldErrors, serverFieldErrors } from './fieldErrors';

const FIELDS = ['full_name', 'phone', 'zip_code'] as const;

describe("the server's messages on the fields", () => {
  it('takes the messages of the form’s own fields', () => {
    const error = {
      status: 400,
      data: {
        detail: 'Please correct the highlighted fields.',
        errors: { phone: ['Enter a 10-digit mobile number.'], zip_code: ['Enter a 6-digit PIN code.', 'Unknown PIN code.'], user: ['x'] },
      },
    };
    expect(serverFieldErrors(error, FIELDS)).toEqual({
      phone: ['Enter a 10-digit mobile number.'],
      zip_code: ['Enter a 6-digit PIN code.', 'Unknown PIN code.'],
    });
  });

  it('accepts a single message instead of a list, and drops what is not text', () => {
    expect(serverFieldErrors({ status: 400, data: { errors: { phone: 'Too short.', zip_code: [42, ''] } } }, FIELDS)).toEqual({
      phone: ['Too short.'],
    });
  });

  it('gives nothing without an answer or without errors', () => {
    expect(serverFieldErrors({ status: 'FETCH_ERROR', error: 'Failed to fetch' }, FIELDS)).toEqual({});
    expect(serverFieldErrors({ status: 400, data: { detail: 'Bad request' } }, FIELDS)).toEqual({});
    expect(serverFieldErrors({ status: 500, data: 'Internal Server Error' }, FIELDS)).toEqual({});
    expect(serverFieldErrors(undefined, FIELDS)).toEqual({});
  });
});

describe('our own required-field messages', () => {
  it('marks each blank required field, in any order, and finds the first in the form’s order', () => {
    const errors = requiredFieldErrors({ full_name: ' ', phone: '9876543210', zip_code: '' }, ['zip_code', 'full_name'], 'Required.');
    expect(errors).toEqual({ zip_code: ['Required.'], full_name: ['Required.'] });
    expect(firstFieldWithError(errors, FIELDS)).toBe('full_name');
    expect(firstFieldWithError({}, FIELDS)).toBeUndefined();
  });
});
