import { loadOpenApiDocument } from '@shop/contracts/document';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ERROR_CODES, type ErrorCode } from '../src/error-codes';
import { ConflictError, InvalidInputError, problem } from '../src/errors';
import { errorBody } from '../src/http/errors';

describe('the catalogue of error codes', () => {
  it('is the contract’s ErrorCode enum, each code once', () => {
    const { schemas } = loadOpenApiDocument().components as { schemas: Record<string, { enum: string[] }> };
    expect([...ERROR_CODES].sort()).toEqual([...schemas.ErrorCode!.enum].sort());
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('lists every code the contract types (checked by the type checker)', () => {
    expectTypeOf<Exclude<ErrorCode, (typeof ERROR_CODES)[number]>>().toBeNever();
  });

  it('names codes in lower snake case, as clients key their words by them', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});

describe('an error answer', () => {
  it('carries the detail’s code, and each field message’s code at the same place', () => {
    const refusal = new InvalidInputError(
      { email: [problem('email_invalid', 'Enter a valid email address.'), problem('too_long', 'Too long.')], otp: [problem('otp_expired', 'Expired.')] },
      'Check the form.',
    );
    expect(errorBody({ code: refusal.code, message: refusal.detail }, refusal.problems)).toEqual({
      code: 'invalid_input',
      detail: 'Check the form.',
      errors: { email: ['Enter a valid email address.', 'Too long.'], otp: ['Expired.'] },
      error_codes: { email: ['email_invalid', 'too_long'], otp: ['otp_expired'] },
    });
  });

  it('has no field members when the error names no field', () => {
    const conflict = new ConflictError(problem('slot_taken', 'Someone has just booked this time.'));
    expect(errorBody({ code: conflict.code, message: conflict.detail }, conflict.problems)).toEqual({ code: 'slot_taken', detail: 'Someone has just booked this time.' });
  });

  it('reads the fields’ messages and codes back from the error', () => {
    const refusal = new InvalidInputError({ otp: [problem('otp_wrong', 'Wrong.')] }, problem('otp_wrong', 'Wrong.'));
    expect(refusal).toMatchObject({ code: 'otp_wrong', detail: 'Wrong.', fieldErrors: { otp: ['Wrong.'] }, fieldCodes: { otp: ['otp_wrong'] } });
  });
});
