import { describe, expect, it } from 'vitest';
import { serverFieldErrors, serverFormError } from './serverFieldErrors';

const badRequest = (errors: unknown, detail = 'Invalid request.') => ({ status: 400, data: { detail, errors } });

describe('serverFieldErrors', () => {
  it("takes each form field's messages from a 400 answer", () => {
    expect(
      serverFieldErrors(badRequest({ email: ['Enter a valid email address.'], message: ['This field may not be blank.'] })),
    ).toEqual({ email: ['Enter a valid email address.'], message: ['This field may not be blank.'] });
  });

  it('accepts a single message given as text instead of a list', () => {
    expect(serverFieldErrors(badRequest({ name: 'This field is required.' }))).toEqual({ name: ['This field is required.'] });
  });

  it('leaves out keys that are not form fields, and messages that are not text', () => {
    expect(serverFieldErrors(badRequest({ non_field_errors: ['Bad.'], phone: ['x'], subject: [42, null, ''] }))).toEqual({});
  });

  it('gives nothing for an answer without errors, or no answer at all', () => {
    expect(serverFieldErrors({ status: 429, data: { detail: 'Too many messages sent. Please try again later.' } })).toEqual({});
    expect(serverFieldErrors({ status: 400, data: null })).toEqual({});
    expect(serverFieldErrors({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({});
    expect(serverFieldErrors(new Error('boom'))).toEqual({});
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});

describe('serverFormError', () => {
  it("gives the detail of a 4xx answer that names no field", () => {
    const detail = 'Too many messages sent. Please try again later.';
    expect(serverFormError({ status: 429, data: { detail } })).toBe(detail);
  });

  it('gives nothing when the fields carry the problem, for a 5xx, or without an answer', () => {
    expect(serverFormError(badRequest({ email: ['Enter a valid email address.'] }))).toBeUndefined();
    expect(serverFormError({ status: 503, data: { detail: 'Service unavailable.' } })).toBeUndefined();
    expect(serverFormError({ status: 'FETCH_ERROR', error: 'offline' })).toBeUndefined();
    expect(serverFormError({ status: 413, data: 'Payload too large' })).toBeUndefined();
  });
});
