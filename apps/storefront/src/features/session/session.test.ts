import { describe, expect, it } from 'vitest';
import { profileFailureMessage } from './profileLog';
import { parseStoredUser } from './sessionStorage';

describe('the stored profile record', () => {
  it('reads the name of a stored profile', () => {
    expect(parseStoredUser(JSON.stringify({ id: 7, name: 'Priya Sharma', email: 'p@example.in' }))).toEqual({ name: 'Priya Sharma' });
  });

  it('answers an empty record when the name is missing or not text', () => {
    expect(parseStoredUser(JSON.stringify({ id: 7 }))).toEqual({});
    expect(parseStoredUser(JSON.stringify({ name: 42 }))).toEqual({});
  });

  it('answers null for nothing stored, broken JSON or a value that is not a record', () => {
    expect(parseStoredUser(null)).toBeNull();
    expect(parseStoredUser('')).toBeNull();
    expect(parseStoredUser('{not json')).toBeNull();
    expect(parseStoredUser('["Priya"]')).toBeNull();
    expect(parseStoredUser('"Priya"')).toBeNull();
  });
});

describe('the profile call log line', () => {
  it("says 'Failed to fetch profile data' when the API answered with an error status", () => {
    expect(profileFailureMessage({ status: 401, data: { detail: 'Not signed in' } })).toBe('Failed to fetch profile data');
    expect(profileFailureMessage({ status: 'PARSING_ERROR', originalStatus: 502, data: '', error: 'bad json' })).toBe(
      'Failed to fetch profile data',
    );
  });

  it("says 'Error fetching profile data' when no answer came", () => {
    expect(profileFailureMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('Error fetching profile data');
    expect(profileFailureMessage({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toBe('Error fetching profile data');
  });
});
