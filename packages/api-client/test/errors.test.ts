import { describe, expect, it } from 'vitest';
import { errorCode, errorDetail, errorStatus, fieldErrors, fieldProblems, isUnexpectedError } from '../src';

const badRequest = {
  status: 400,
  data: {
    code: 'invalid_input',
    detail: 'Please correct the marked fields.',
    errors: { name: ['This field may not be blank.'], email: ['Enter a valid e-mail.', 'Too long.'] },
    error_codes: { name: ['blank'], email: ['email_invalid', 'too_long'] },
  },
};

describe('errorCode', () => {
  it('reads the code beside the detail', () => {
    expect(errorCode(badRequest)).toBe('invalid_input');
  });

  it('is undefined without an answer or from a server that sends no code', () => {
    expect(errorCode(undefined)).toBeUndefined();
    expect(errorCode({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' })).toBeUndefined();
    expect(errorCode({ status: 404, data: { detail: 'Not found.' } })).toBeUndefined();
  });
});

describe('fieldProblems', () => {
  it('pairs each message with the code at the same place', () => {
    expect(fieldProblems(badRequest)).toEqual([
      { field: 'name', code: 'blank', message: 'This field may not be blank.' },
      { field: 'email', code: 'email_invalid', message: 'Enter a valid e-mail.' },
      { field: 'email', code: 'too_long', message: 'Too long.' },
    ]);
  });

  it('keeps the messages of an older server without codes, code undefined', () => {
    expect(fieldProblems({ status: 400, data: { detail: 'x', errors: { otp: ['Wrong.'] } } })).toEqual([{ field: 'otp', code: undefined, message: 'Wrong.' }]);
  });
});

describe('errorDetail', () => {
  it('reads the detail sentence of an Error body', () => {
    expect(errorDetail(badRequest)).toBe('Please correct the marked fields.');
  });

  it('is undefined without an HTTP answer or a JSON body', () => {
    expect(errorDetail(undefined)).toBeUndefined();
    expect(errorDetail({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' })).toBeUndefined();
    expect(errorDetail({ status: 'PARSING_ERROR', originalStatus: 404, data: '<h1>', error: 'x' })).toBeUndefined();
    expect(errorDetail({ message: 'thrown in a hook' })).toBeUndefined();
    expect(errorDetail({ status: 404, data: { detail: 42 } })).toBeUndefined();
  });
});

describe('fieldErrors', () => {
  it('gives one "field: message" line per message, in order', () => {
    expect(fieldErrors(badRequest)).toEqual([
      'name: This field may not be blank.',
      'email: Enter a valid e-mail.',
      'email: Too long.',
    ]);
  });

  it('shows whole-request problems without a field name', () => {
    const error = { status: 400, data: { detail: 'x', errors: { non_field_errors: ['Passwords do not match.'] } } };
    expect(fieldErrors(error)).toEqual(['Passwords do not match.']);
  });

  it('is empty when there is no errors map', () => {
    expect(fieldErrors({ status: 404, data: { detail: 'Not found.' } })).toEqual([]);
    expect(fieldErrors({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toEqual([]);
    expect(fieldErrors(undefined)).toEqual([]);
  });
});

describe('errorStatus and isUnexpectedError', () => {
  it('classifies by the HTTP status, 400–499 being expected', () => {
    expect(isUnexpectedError({ status: 400, data: null })).toBe(false);
    expect(isUnexpectedError({ status: 499, data: null })).toBe(false);
    expect(isUnexpectedError({ status: 399, data: null })).toBe(true);
    expect(isUnexpectedError({ status: 500, data: null })).toBe(true);
    expect(isUnexpectedError({ status: 'PARSING_ERROR', originalStatus: 404, data: '', error: '' })).toBe(false);
    expect(isUnexpectedError({ status: 'PARSING_ERROR', originalStatus: 502, data: '', error: '' })).toBe(true);
    expect(isUnexpectedError({ status: 'CUSTOM_ERROR', error: 'x' })).toBe(true);
  });

  it('reports the status of a non-JSON answer and none for a network error', () => {
    expect(errorStatus({ status: 'PARSING_ERROR', originalStatus: 404, data: '', error: '' })).toBe(404);
    expect(errorStatus({ status: 'FETCH_ERROR', error: '' })).toBeUndefined();
  });
});
