import { GSTIN_MESSAGES } from '@shop/rules';
import { describe, expect, it } from 'vitest';
import { businessFromProfile, businessPayload, businessProblems } from './businessBuyer';

const BLANK = 'Enter the GSTIN and business name, or untick the box.';

describe('the checkout business fields', () => {
  it('start ticked with the saved GSTIN, unticked without one', () => {
    expect(businessFromProfile({ gstin: '27AAPFU0939F1ZV', business_name: 'Shree Ganesh Agro Mills' })).toEqual({ isBusiness: true, gstin: '27AAPFU0939F1ZV', businessName: 'Shree Ganesh Agro Mills' });
    expect(businessFromProfile({ gstin: null, business_name: null })).toEqual({ isBusiness: false, gstin: '', businessName: '' });
    expect(businessFromProfile(undefined)).toEqual({ isBusiness: false, gstin: '', businessName: '' });
  });

  it('send nothing when unticked, whatever was typed', () => {
    const fields = { isBusiness: false, gstin: 'junk', businessName: 'Mill' };
    expect(businessProblems(fields, BLANK)).toEqual({});
    expect(businessPayload(fields)).toBeUndefined();
  });

  it('send the GSTIN normalised as the server stores it', () => {
    const fields = { isBusiness: true, gstin: ' 27aapfu0939f1zv', businessName: ' Shree Ganesh Agro Mills ' };
    expect(businessProblems(fields, BLANK)).toEqual({});
    expect(businessPayload(fields)).toEqual({ gstin: '27AAPFU0939F1ZV', business_name: 'Shree Ganesh Agro Mills' });
  });

  it("say what the server would say, at each field", () => {
    expect(businessProblems({ isBusiness: true, gstin: '27AAPFU0939F1ZW', businessName: 'Mill' }, BLANK)).toEqual({ gstin: GSTIN_MESSAGES.check, businessName: undefined });
    expect(businessProblems({ isBusiness: true, gstin: '', businessName: 'Mill' }, BLANK)).toEqual({ gstin: GSTIN_MESSAGES.missing, businessName: undefined });
    expect(businessProblems({ isBusiness: true, gstin: '27AAPFU0939F1ZV', businessName: '' }, BLANK).businessName).toEqual(expect.any(String));
  });

  it('ask for the fields when ticked and left empty', () => {
    expect(businessProblems({ isBusiness: true, gstin: ' ', businessName: '' }, BLANK)).toEqual({ gstin: BLANK });
  });
});
