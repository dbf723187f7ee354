import type { ShopApiError } from '@shop/api-client';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '../../copy/errors';
import { shownDetail, shownFieldLines, shownFieldProblems, wordsFor } from './errorWords';

const answer = (data: unknown, status = 400): ShopApiError => ({ status, data });

describe('wordsFor', () => {
  it('gives the shop’s words for a code it has words for', () => {
    expect(wordsFor('otp_expired', 'server words')).toBe(errorMessages.otp_expired);
  });

  it('falls back to the server’s sentence for a code without words, an unknown code, or none', () => {
    expect(wordsFor('out_of_stock', '"Anti Bird Net" is out of stock.')).toBe('"Anti Bird Net" is out of stock.');
    expect(wordsFor('a_code_from_a_newer_server', 'Newer words.')).toBe('Newer words.');
    expect(wordsFor(undefined, 'Older server.')).toBe('Older server.');
  });

  it('does not take an inherited member of the catalogue for a code', () => {
    expect(wordsFor('toString', 'Server words.')).toBe('Server words.');
  });

  it('reads another catalogue of the same codes, as a second language will be', () => {
    expect(wordsFor('otp_expired', 'server words', { otp_expired: 'कोड की समय-सीमा समाप्त हो गई है।' })).toBe('कोड की समय-सीमा समाप्त हो गई है।');
  });
});

describe('shownDetail', () => {
  it('words the detail by its code', () => {
    expect(shownDetail(answer({ code: 'order_not_found', detail: 'Order not found!' }, 404))).toBe('Order not found.');
  });

  it('keeps the server’s detail when the code has no words, and is undefined without a detail', () => {
    expect(shownDetail(answer({ code: 'rate_limited', detail: 'Too many delivery checks. Please try again later.' }, 429))).toBe(
      'Too many delivery checks. Please try again later.',
    );
    expect(shownDetail(answer({ detail: 'No code at all.' }))).toBe('No code at all.');
    expect(shownDetail({ status: 'FETCH_ERROR', error: 'offline' })).toBeUndefined();
  });
});

describe('shownFieldProblems and shownFieldLines', () => {
  const refused = answer({
    code: 'invalid_input',
    detail: 'Invalid request.',
    errors: { email: ['An account with this email already exists.'], contact: ['Bad number.'], items: ['"Net" is out of stock.'], non_field_errors: ['Passwords do not match!'] },
    error_codes: { email: ['email_taken'], contact: ['mobile_invalid'], items: ['out_of_stock'], non_field_errors: ['passwords_differ'] },
  });

  it('words each field message by the code at its place, keeping the server’s where there are no words', () => {
    expect(shownFieldProblems(refused)).toEqual([
      { field: 'email', message: errorMessages.email_taken },
      { field: 'contact', message: errorMessages.mobile_invalid },
      { field: 'items', message: '"Net" is out of stock.' },
      { field: 'non_field_errors', message: errorMessages.passwords_differ },
    ]);
  });

  it('gives one "field: message" line each, whole-request problems without a field name', () => {
    expect(shownFieldLines(refused)).toEqual([
      `email: ${errorMessages.email_taken}`,
      `contact: ${errorMessages.mobile_invalid}`,
      'items: "Net" is out of stock.',
      errorMessages.passwords_differ,
    ]);
  });

  it('shows an older server’s messages as they are', () => {
    expect(shownFieldLines(answer({ detail: 'x', errors: { otp: ['Wrong code.'] } }))).toEqual(['otp: Wrong code.']);
  });
});
