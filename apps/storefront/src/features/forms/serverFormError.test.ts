import { describe, expect, it } from 'vitest';
import { serverFormError as formError } from './serverFormError';

const FIELDS = ['name', 'email', 'subject', 'message'];
const serverFormError = (error: unknown) => formError(error, FIELDS);

const badRequest = (errors: unknown, detail = 'Invalid request.') => ({ status: 400, data: { detail, errors } });

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
