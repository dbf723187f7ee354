import { describe, expect, it } from 'vitest';
import { prefilledSite } from './quoteLines';

describe('the site the services page hands to the quote form', () => {
  it('is read from the router state with its PIN code and the wish for fitting', () => {
    expect(prefilledSite({ quoteLines: [], site: { pincode: '400050', wantsInstallation: true } })).toEqual({ pincode: '400050', wantsInstallation: true });
  });

  it('is nothing when the state holds none, or one of another shape (an older tab, another page)', () => {
    expect(prefilledSite(null)).toBeUndefined();
    expect(prefilledSite({ quoteLines: [] })).toBeUndefined();
    expect(prefilledSite({ site: null })).toBeUndefined();
    expect(prefilledSite({ site: { pincode: 400050, wantsInstallation: true } })).toBeUndefined();
  });
});
