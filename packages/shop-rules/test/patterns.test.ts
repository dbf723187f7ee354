import { describe, expect, it } from 'vitest';
import { normaliseIndianMobile, normalisePincode, PINCODE_LENGTH, PINCODE_PATTERN } from '../src/patterns';

describe('PIN codes', () => {
  it.each([
    ['411001', '411001'],
    ['400 001', '400001'],
    [' 110001 ', '110001'],
  ])('%j is %s', (raw, normalised) => {
    expect(normalisePincode(raw)).toBe(normalised);
  });

  it.each([['011001'], ['41100'], ['4110011'], ['41100a'], ['']])('%j is not one', (raw) => {
    expect(normalisePincode(raw)).toBeNull();
  });

  it('has as many digits as the pattern asks for', () => {
    expect(PINCODE_PATTERN.test('1'.repeat(PINCODE_LENGTH))).toBe(true);
    expect(PINCODE_PATTERN.test('1'.repeat(PINCODE_LENGTH + 1))).toBe(false);
  });

  it('is written in a form PostgreSQL reads too', () => {
    expect(PINCODE_PATTERN.source).toBe('^[1-9][0-9]{5}$');
  });
});

describe('Indian mobile numbers', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['6000000000', '6000000000'],
  ])('%s is %s', (raw, normalised) => {
    expect(normaliseIndianMobile(raw)).toBe(normalised);
  });

  it.each([['5876543210'], ['98765 4321'], ['+1 9876543210'], ['98765432101'], ['(987) 654-3210'], ['9876543210x'], ['']])('%j is not one', (raw) => {
    expect(normaliseIndianMobile(raw)).toBeNull();
  });
});
