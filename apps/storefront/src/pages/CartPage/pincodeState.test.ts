import { describe, expect, it } from 'vitest';
import { nextPincodeState } from './pincodeState';

describe('nextPincodeState', () => {
  it('keeps a validated pincode while the changed cart is checked again', () => {
    const valid = { status: 'valid', value: '411001' } as const;
    expect(nextPincodeState(valid, 'checking', '411001')).toBe(valid);
  });

  it('follows every other change: a first check, another pincode, an answer, an edit', () => {
    expect(nextPincodeState({ status: 'idle', value: '411001' }, 'checking', '411001')).toEqual({ status: 'checking', value: '411001' });
    expect(nextPincodeState({ status: 'valid', value: '411001' }, 'checking', '560038')).toEqual({ status: 'checking', value: '560038' });
    expect(nextPincodeState({ status: 'checking', value: '744101' }, 'unserviceable', '744101')).toEqual({ status: 'unserviceable', value: '744101' });
    expect(nextPincodeState({ status: 'valid', value: '411001' }, 'idle', '41100')).toEqual({ status: 'idle', value: '41100' });
  });
});
