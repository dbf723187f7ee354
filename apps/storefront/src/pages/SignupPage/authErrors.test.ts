import { describe, expect, it } from 'vitest';
import {
  asShopApiError,
  loginErrorToasts,
  registrationErrorToasts,
  sendOtpErrorToasts,
  serverMessages,
  serverSentences,
  verifyOtpErrorToasts,
} from './authErrors';

const answered = (status: number, data: unknown) => ({ status, data });
const noAnswer = { status: 'FETCH_ERROR' as const, error: 'TypeError: Failed to fetch' };
const timedOut = { status: 'TIMEOUT_ERROR' as const, error: 'AbortError' };
const notJson = { status: 'PARSING_ERROR' as const, originalStatus: 502, data: '<html>', error: 'bad json' };
const thrown = { name: 'TypeError', message: 'x is undefined' };

describe('what the server said', () => {
  it("is one 'field: message' per field error, in the server's order", () => {
    const error = answered(400, {
      detail: 'Please correct the fields below.',
      errors: { email: ['An account with this e-mail already exists.'], contact: ['Enter a 10-digit mobile number.', 'Too long.'] },
    });
    expect(serverMessages(error)).toEqual([
      'email: An account with this e-mail already exists.',
      'contact: Enter a 10-digit mobile number.',
      'contact: Too long.',
    ]);
  });

  it('gives whole-request problems without a field name, and the detail when there are no field errors', () => {
    expect(serverMessages(answered(400, { detail: 'x', errors: { non_field_errors: ['Invalid OTP.'] } }))).toEqual(['Invalid OTP.']);
    expect(serverMessages(answered(429, { detail: 'Too many attempts. Please try again later.' }))).toEqual([
      'Too many attempts. Please try again later.',
    ]);
    expect(serverMessages(answered(500, 'Internal Server Error'))).toEqual([]);
  });
});

describe('what the server said, without field names', () => {
  it('is each field message once, else the detail', () => {
    expect(
      serverSentences(
        answered(400, { detail: 'The code is incorrect. 4 attempts left.', errors: { otp: ['The code is incorrect. 4 attempts left.'] } }),
      ),
    ).toEqual(['The code is incorrect. 4 attempts left.']);
    expect(serverSentences(answered(400, { detail: 'Invalid request.', errors: { email: ['An account with this email already exists.'] } }))).toEqual([
      'An account with this email already exists.',
    ]);
    expect(serverSentences(answered(429, { detail: 'Please wait a minute before requesting another code.' }))).toEqual([
      'Please wait a minute before requesting another code.',
    ]);
  });
});

describe('sending the OTP fails', () => {
  it("with the server's error, else 'Failed to send OTP'", () => {
    expect(sendOtpErrorToasts(answered(503, { detail: 'We could not send the e-mail just now.' }))).toEqual(['We could not send the e-mail just now.']);
    expect(sendOtpErrorToasts(notJson)).toEqual(['Failed to send OTP']);
  });

  it('without an answer: the advice to check the e-mail or contact support', () => {
    expect(sendOtpErrorToasts(noAnswer)).toEqual(['Error while sending OTP, Please check your email or contact support.']);
  });
});

describe('verifying the OTP fails', () => {
  it("with the server's error, else 'OTP verification failed'", () => {
    expect(verifyOtpErrorToasts(answered(400, { detail: 'The code is wrong or has expired.' }))).toEqual(['The code is wrong or has expired.']);
    expect(verifyOtpErrorToasts(answered(400, { detail: 'x', errors: { otp: ['This code has expired. Please request a new code.'] } }))).toEqual([
      'This code has expired. Please request a new code.',
    ]);
    expect(verifyOtpErrorToasts(answered(400, {}))).toEqual(['OTP verification failed']);
  });

  it("'Error while verifying OTP' when the call itself failed", () => {
    expect(verifyOtpErrorToasts(noAnswer)).toEqual(['Error while verifying OTP']);
    expect(verifyOtpErrorToasts(thrown)).toEqual(['Error while verifying OTP']);
  });
});

describe('registration fails', () => {
  it("with one toast per 'field: message'", () => {
    expect(registrationErrorToasts(answered(400, { detail: 'Invalid', errors: { password: ['Use at least 8 characters.'] } }))).toEqual([
      'password: Use at least 8 characters.',
    ]);
  });

  it("with the server's message, else 'Something went wrong'", () => {
    expect(registrationErrorToasts(answered(400, { detail: 'Please verify your e-mail address first.' }))).toEqual([
      'Please verify your e-mail address first.',
    ]);
    expect(registrationErrorToasts(answered(500, 'oops'))).toEqual(['Something went wrong']);
  });

  it("'Server not responding…' without an answer; 'An unexpected error occurred.' for anything else", () => {
    expect(registrationErrorToasts(noAnswer)).toEqual(['Server not responding. Please check your connection.']);
    expect(registrationErrorToasts(timedOut)).toEqual(['Server not responding. Please check your connection.']);
    expect(registrationErrorToasts(thrown)).toEqual(['An unexpected error occurred.']);
  });

  it("'Registration failed' for a success status that is not the created account", () => {
    expect(registrationErrorToasts({ status: 'PARSING_ERROR', originalStatus: 200, data: '', error: 'bad json' })).toEqual([
      'Registration failed',
    ]);
  });
});

describe('login fails', () => {
  it("with the server's errors, else 'Login failed'", () => {
    expect(loginErrorToasts(answered(401, { detail: 'Invalid e-mail or password.' }))).toEqual(['Invalid e-mail or password.']);
    expect(loginErrorToasts(answered(401, { detail: 'x', errors: { non_field_errors: ['Invalid e-mail or password.'] } }))).toEqual([
      'Invalid e-mail or password.',
    ]);
    expect(loginErrorToasts(answered(401, null))).toEqual(['Login failed']);
  });

  it("'Unexpected error during login' when no answer came or the code threw", () => {
    expect(loginErrorToasts(noAnswer)).toEqual(['Unexpected error during login']);
    expect(loginErrorToasts(asShopApiError(new TypeError('boom')))).toEqual(['Unexpected error during login']);
    expect(loginErrorToasts(asShopApiError('boom'))).toEqual(['Unexpected error during login']);
  });
});
