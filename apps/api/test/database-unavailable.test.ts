/** Which errors mean "the database is unreachable for now" (503, retry) rather than a bug (500). */
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/db/unavailable';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('isDatabaseUnavailable', () => {
  it.each(['CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECT_TIMEOUT', 'ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006'])('is true for %s, also wrapped by Drizzle', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], withCode(code)))).toBe(true);
  });

  it.each(['23505', '23503', '40P01', '42P01', 'ERR_INVALID_ARG_TYPE'])('is false for %s: a refused statement or a bug', (code) => {
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], withCode(code)))).toBe(false);
  });

  it('is false for anything that is not an error', () => {
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
