import { describe, expect, it } from 'vitest';
import { isRefusedToken } from './refusedToken';

const rejected = (endpointName: string, status: unknown) => ({
  payload: { status, data: { detail: 'Authentication credentials were not provided.' } },
  meta: { arg: { endpointName, type: 'query' }, rejectedWithValue: true },
});

describe('a 401 that ends the session', () => {
  it('is any personal call the API answers 401', () => {
    expect(isRefusedToken(rejected('getProfile', 401))).toBe(true);
    expect(isRefusedToken(rejected('listAddresses', 401))).toBe(true);
    expect(isRefusedToken(rejected('addToWishlist', 401))).toBe(true);
  });

  it('is not a login with a wrong password: that 401 is its answer', () => {
    expect(isRefusedToken(rejected('login', 401))).toBe(false);
  });

  it('is not another status, nor an action without an endpoint', () => {
    expect(isRefusedToken(rejected('getProfile', 403))).toBe(false);
    expect(isRefusedToken(rejected('getProfile', 'FETCH_ERROR'))).toBe(false);
    expect(isRefusedToken({ payload: { status: 401 } })).toBe(false);
    expect(isRefusedToken({})).toBe(false);
  });
});
