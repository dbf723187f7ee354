import { describe, expect, it } from 'vitest';
import { msUntilExpiry, tokenExpiresAt } from './tokenExpiry';

/** A JWT-shaped token with this payload (the signature is not read in the browser). */
function tokenWith(payload: unknown): string {
  const encode = (value: unknown) =>
    Buffer.from(JSON.stringify(value)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`;
}

const NOW = Date.UTC(2025, 5, 1, 10, 0, 0);

describe('reading the expiry of the session token', () => {
  it('reads exp (seconds) as milliseconds since the epoch', () => {
    expect(tokenExpiresAt(tokenWith({ sub: '7', exp: 1_748_772_000 }))).toBe(1_748_772_000_000);
  });

  it('reads a payload with non-ASCII text and base64url characters', () => {
    expect(tokenExpiresAt(tokenWith({ name: 'प्रिया ~~~???>>>', exp: 1_748_772_000 }))).toBe(1_748_772_000_000);
  });

  it('answers null for a token it cannot read', () => {
    expect(tokenExpiresAt('')).toBeNull();
    expect(tokenExpiresAt('test-token')).toBeNull();
    expect(tokenExpiresAt('a.b')).toBeNull();
    expect(tokenExpiresAt('a.!!!.c')).toBeNull();
    expect(tokenExpiresAt(`x.${Buffer.from('not json').toString('base64url')}.y`)).toBeNull();
    expect(tokenExpiresAt(tokenWith(['exp', 1]))).toBeNull();
    expect(tokenExpiresAt(tokenWith({ sub: '7' }))).toBeNull();
    expect(tokenExpiresAt(tokenWith({ exp: '1748772000' }))).toBeNull();
    expect(tokenExpiresAt(tokenWith({ exp: -5 }))).toBeNull();
    expect(tokenExpiresAt(tokenWith(null))).toBeNull();
  });
});

describe('the time left in a session', () => {
  it('is the time until exp', () => {
    expect(msUntilExpiry(tokenWith({ exp: NOW / 1000 + 90 }), NOW)).toBe(90_000);
  });

  it('is 0 once exp has passed, and at exp itself', () => {
    expect(msUntilExpiry(tokenWith({ exp: NOW / 1000 - 1 }), NOW)).toBe(0);
    expect(msUntilExpiry(tokenWith({ exp: NOW / 1000 }), NOW)).toBe(0);
  });

  it('is 0 for a token that cannot be read: it counts as expired', () => {
    expect(msUntilExpiry('expired-token', NOW)).toBe(0);
  });
});
