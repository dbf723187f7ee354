import type { PincodeLookup } from '@shop/api-client';
import { describe, expect, it } from 'vitest';
import { deliveryArea, isValidPincodeAnswer } from './pincodeAnswer';

const found: PincodeLookup[] = [
  {
    Status: 'Success',
    Message: 'Number of pincode(s) found:2',
    PostOffice: [
      { Name: 'Shivajinagar', District: 'Pune', State: 'Maharashtra', Pincode: '411005' },
      { Name: 'Model Colony', District: 'Pune', State: 'Maharashtra', Pincode: '411005' },
    ],
  },
];
const missing: PincodeLookup[] = [{ Status: 'Error', Message: 'No records found', PostOffice: null }];

describe('the pincode answer', () => {
  it("is valid only when the first element's Status is 'Success'", () => {
    expect(isValidPincodeAnswer(found)).toBe(true);
    expect(isValidPincodeAnswer(missing)).toBe(false);
    expect(isValidPincodeAnswer([])).toBe(false);
    expect(isValidPincodeAnswer(undefined)).toBe(false);
    expect(isValidPincodeAnswer([...missing, ...found])).toBe(false);
  });

  it("names the first post office's district and state", () => {
    expect(deliveryArea(found)).toEqual({ district: 'Pune', state: 'Maharashtra' });
    expect(deliveryArea(missing)).toBeUndefined();
    expect(deliveryArea([{ ...found[0]!, PostOffice: [] }])).toBeUndefined();
  });
});
