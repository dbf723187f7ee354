import { describe, expect, it } from 'vitest';
import { GTIN_PATTERN, gtinCheckDigit, hasGtinCheckDigit } from '../src/gtin';

describe('GTIN check digit', () => {
  // Published examples: an EAN-13, a UPC-A, an EAN-8 and GS1's own GTIN-14.
  it.each([['4006381333931'], ['036000291452'], ['96385074'], ['10012345678902']])('accepts %s', (gtin) => {
    expect(GTIN_PATTERN.test(gtin)).toBe(true);
    expect(hasGtinCheckDigit(gtin)).toBe(true);
  });

  it('computes the digit that brings the weighted sum to a multiple of ten, zero included', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1);
    expect(gtinCheckDigit('890123456789')).toBe(0);
  });

  it('refuses every other last digit', () => {
    const wrong = [...'0123456789'].filter((digit) => digit !== '1').map((digit) => `400638133393${digit}`);
    for (const gtin of wrong) expect(hasGtinCheckDigit(gtin)).toBe(false);
  });

  it('catches two neighbouring digits swapped', () => {
    expect(hasGtinCheckDigit('4006383133931')).toBe(false);
  });
});

describe('GTIN shape', () => {
  it.each([['1234567'], ['123456789'], ['12345678901'], ['123456789012345'], ['40063813339a1'], [' 4006381333931'], ['']])('%j is not a GTIN', (text) => {
    expect(GTIN_PATTERN.test(text)).toBe(false);
  });
});
