import { describe, expect, it } from 'vitest';
import { BUSINESS_NAME_MESSAGES, checkBusinessBuyer, gstinCheckCharacter, GSTIN_MESSAGES, gstinProblem, isGstStateCode, normaliseGstin } from '../src/gstin';

describe('GSTIN check character', () => {
  it('agrees with a published GSTIN', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
  });

  it.each([['29AAACB1234C1ZB'], ['07AABCS1429B1ZW'], ['33AAACH7409R1Z8'], ['24AAACC1206D1ZM'], ['37ABCDE1234F1ZZ'], ['97AAACO1234A1ZZ'], ['99ABCDE1234F1ZP']])('accepts %s', (gstin) => {
    expect(gstinProblem(gstin)).toBeNull();
  });

  it('refuses every other last character', () => {
    const wrong = [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((c) => c !== 'V').map((c) => `27AAPFU0939F1Z${c}`);
    for (const gstin of wrong) expect(gstinProblem(gstin)).toBe('check');
  });

  it('catches two neighbouring characters swapped', () => {
    expect(gstinProblem('27AAPFU9039F1ZV')).toBe('check');
  });
});

describe('GSTIN shape and state code', () => {
  it.each([['27AAPFU0939F1Z'], ['27AAPFU0939F1ZVX'], ['27AAPF00939F1ZV'], ['27AAPFU0939F0ZV'], ['27AAPFU0939F1YV'], ['2AAAPFU0939F1ZV'], ['']])('%j has the wrong shape', (gstin) => {
    expect(gstinProblem(gstin)).toBe('shape');
  });

  it.each([['00'], ['39'], ['40'], ['96'], ['98']])('state code %s is none', (code) => {
    expect(isGstStateCode(code)).toBe(false);
    const first14 = `${code}AAPFU0939F1Z`;
    expect(gstinProblem(first14 + gstinCheckCharacter(first14))).toBe('state');
  });

  it.each([['01'], ['27'], ['38'], ['97'], ['99']])('state code %s is one', (code) => {
    expect(isGstStateCode(code)).toBe(true);
  });
});

describe('a business buyer', () => {
  it('is none when both fields are blank or left out', () => {
    expect(checkBusinessBuyer({})).toEqual({ ok: true, business: null });
    expect(checkBusinessBuyer({ gstin: '  ', businessName: '' })).toEqual({ ok: true, business: null });
    expect(checkBusinessBuyer({ gstin: null, businessName: null })).toEqual({ ok: true, business: null });
  });

  it('takes a GSTIN in lower case with spaces, and trims the name', () => {
    expect(checkBusinessBuyer({ gstin: ' 27aapfu 0939f1zv ', businessName: '  Shree  Ganesh Temple Trust ' })).toEqual({
      ok: true,
      business: { gstin: '27AAPFU0939F1ZV', name: 'Shree Ganesh Temple Trust' },
    });
    expect(normaliseGstin('27aapfu0939f1zv')).toBe('27AAPFU0939F1ZV');
  });

  it('names the field that is wrong', () => {
    expect(checkBusinessBuyer({ gstin: '27AAPFU0939F1ZW', businessName: 'Mill' })).toEqual({ ok: false, errors: { gstin: [GSTIN_MESSAGES.check] } });
    expect(checkBusinessBuyer({ gstin: '45AAPFU0939F1ZV', businessName: 'Mill' })).toMatchObject({ ok: false, errors: { gstin: [GSTIN_MESSAGES.state] } });
    expect(checkBusinessBuyer({ gstin: '27AAPFU0939', businessName: 'Mill' })).toEqual({ ok: false, errors: { gstin: [GSTIN_MESSAGES.shape] } });
  });

  it('needs the name with a GSTIN and the GSTIN with a name', () => {
    expect(checkBusinessBuyer({ gstin: '27AAPFU0939F1ZV' })).toEqual({ ok: false, errors: { business_name: [BUSINESS_NAME_MESSAGES.missing] } });
    expect(checkBusinessBuyer({ businessName: 'Mill' })).toEqual({ ok: false, errors: { gstin: [GSTIN_MESSAGES.missing] } });
  });

  it('keeps the name to 100 characters', () => {
    expect(checkBusinessBuyer({ gstin: '27AAPFU0939F1ZV', businessName: 'x'.repeat(100) }).ok).toBe(true);
    expect(checkBusinessBuyer({ gstin: '27AAPFU0939F1ZV', businessName: 'x'.repeat(101) })).toEqual({ ok: false, errors: { business_name: [BUSINESS_NAME_MESSAGES.tooLong] } });
  });
});
