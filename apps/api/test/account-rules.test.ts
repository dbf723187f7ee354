/** The account rules that need no database: password hashes, codes. (Phone numbers: @shop/rules' tests.) */
import { describe, expect, it } from 'vitest';
import { deriveAccountKeys } from '../src/accounts/keys';
import { hashOtp, otpMatches } from '../src/accounts/otp-code';
import { generateOtp } from '../src/kernel';
import { hashPassword, isUsableHash, needsRehash, verifyPassword } from '../src/accounts/password-hash';
import { bearerToken } from '../src/http/authenticate';
import { UNUSABLE_PASSWORD_HASH } from '../src/seed/insert-demo-data';

describe('password hashes', () => {
  it('are scrypt with a fresh salt each time, and verify only the right password', async () => {
    const first = await hashPassword('pigeons-go-away');
    const second = await hashPassword('pigeons-go-away');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'pigeons-go-away')).toBe(true);
    expect(await verifyPassword(first, 'pigeons-go-away ')).toBe(false);
    expect(await verifyPassword(first, '')).toBe(false);
    expect(needsRehash(first)).toBe(false);
  });

  it('verify hashes made with other parameters, and say they need upgrading', async () => {
    const current = await hashPassword('monkeys');
    const weaker = current.replace('scrypt$32768$', 'scrypt$16384$');
    // Same salt and key, different N: a different hash, so the password no longer matches it.
    expect(await verifyPassword(weaker, 'monkeys')).toBe(false);
    expect(needsRehash(weaker)).toBe(true);
  });

  it.each([[UNUSABLE_PASSWORD_HASH], ['!'], [''], ['scrypt$3$8$1$c2FsdHNhbHQ$a2V5'], ['scrypt$1048576$32$16$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5'], ['bcrypt$2b$10$abc']])(
    'treat %j as unusable: it matches no password',
    async (stored) => {
      expect(isUsableHash(stored)).toBe(false);
      expect(await verifyPassword(stored, '!unusable')).toBe(false);
      expect(await verifyPassword(stored, '')).toBe(false);
    },
  );
});


describe('one-time codes', () => {
  const keys = deriveAccountKeys(new TextEncoder().encode('a-test-only-secret-that-signs-session-tokens'));

  it('are six digits, spread over the whole range', () => {
    const codes = Array.from({ length: 200 }, generateOtp);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('are stored as an HMAC bound to the address and purpose', () => {
    const hash = hashOtp(keys.otp, 'asha@example.in', 'register', '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(otpMatches(keys.otp, 'asha@example.in', 'register', '123456', hash)).toBe(true);
    expect(otpMatches(keys.otp, 'asha@example.in', 'register', '123457', hash)).toBe(false);
    expect(otpMatches(keys.otp, 'ravi@example.in', 'register', '123456', hash)).toBe(false);
    expect(otpMatches(keys.otp, 'asha@example.in', 'password_reset', '123456', hash)).toBe(false);
    const otherKeys = deriveAccountKeys(new TextEncoder().encode('another-secret-of-at-least-thirty-two-chars'));
    expect(otpMatches(otherKeys.otp, 'asha@example.in', 'register', '123456', hash)).toBe(false);
  });

  it('use a key of their own, not the token signing key', () => {
    expect(Buffer.from(keys.otp).equals(Buffer.from(keys.session))).toBe(false);
  });
});

describe('bearer tokens in the Authorization header', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc', 'abc'],
    ['Bearer   abc  ', 'abc'],
    ['Bearer', undefined],
    ['Bearer a b', undefined],
    ['Basic abc', undefined],
    [undefined, undefined],
  ])('%j gives %j', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});
