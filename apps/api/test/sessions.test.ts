/** Login, session tokens, the profile and password changes. */
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_SLOW_DOWN, RATE_LIMITS } from '../src/accounts/limits';
import { users } from '../src/db/schema';
import { consumeRateLimit, countHit } from '../src/rate-limit/limiter';
import { createCustomer, createUser, resetDatabase, sessionTokenFor } from './support/fixtures';
import { ACCOUNT_ENV, client, logIn, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { withClockHeld } from './support/clock';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';

const EMAIL = 'ravi.kumar@example.in';
const PASSWORD = 'monkeys-keep-off';
const INVALID = {
  code: 'invalid_credentials',
  detail: 'Invalid email or password.',
  errors: { non_field_errors: ['Invalid email or password.'] },
  error_codes: { non_field_errors: ['invalid_credentials'] },
};

/** Every served operation that needs a token, with a request that would otherwise be fine. */
const PERSONAL_CALLS: [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?][] = [
  ['getProfile', 'GET', '/api/user/profile/'],
  ['updateProfile', 'PATCH', '/api/user/profile/', { name: 'Ravi' }],
  ['changePassword', 'POST', '/api/user/profile/password/', { current_password: PASSWORD, new_password: 'a-new-password', confirm_password: 'a-new-password' }],
  ['listAddresses', 'GET', '/api/user/addresses/1/'],
  ['createAddress', 'POST', '/api/user/addresses/', {}],
  ['deleteAddress', 'DELETE', '/api/user/addresses/delete/1/'],
  ['listWishlist', 'GET', '/api/user/wishlist/'],
  ['addToWishlist', 'POST', '/api/user/wishlist/', { product: 1 }],
  ['checkWishlist', 'GET', '/api/user/wishlist/1'],
  ['removeFromWishlist', 'DELETE', '/api/user/wishlist/1/'],
];

describe.each(RULE_DRIVERS)('sessions on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
    api = client(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.database.db);
  });
  const db = () => t.database.db;
  const login = (email: string, password: string, ip?: string) => api.post('/api/user/login/', { email, password }, undefined, ip);

  describe('login', () => {
    it('issues an HS256 token carrying the user, its expiry in 24 hours and its session version', async () => {
      const user = await createCustomer(db(), { email: EMAIL, password: PASSWORD });
      const response = await login(' RAVI.Kumar@example.in ', PASSWORD);
      expect(response.statusCode).toBe(200);
      const token = response.json().token.access as string;
      const [header, payload] = token.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')));
      expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
      expect(payload).toMatchObject({ sub: String(user.id), ver: 0, iss: 'birdshield-india', jti: expect.any(String) });
      expect(payload.exp - payload.iat).toBe(24 * 60 * 60);
      expect(Math.abs(payload.iat - Date.now() / 1000)).toBeLessThan(60);
    });

    it.each([
      ['a wrong password', EMAIL, 'not-my-password'],
      ['an unknown address', 'nobody@example.in', PASSWORD],
      ['the right password in the wrong case', EMAIL, PASSWORD.toUpperCase()],
    ])('answers 401 with the errors for %s', async (_case, email, password) => {
      await createCustomer(db(), { email: EMAIL, password: PASSWORD });
      const response = await login(email, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      await expectToMatchContract('login', 401, response.json());
    });

    it('never lets demo reviewers or deactivated customers in', async () => {
      await createUser(db(), { email: 'demo-reviewer-1@birdshield.invalid' }); // unusable '!' hash
      expect((await login('demo-reviewer-1@birdshield.invalid', '!unusable')).statusCode).toBe(401);
      await createCustomer(db(), { email: EMAIL, password: PASSWORD, isActive: false });
      expect((await login(EMAIL, PASSWORD)).statusCode).toBe(401);
    });

    it('names missing or blank credentials (400)', async () => {
      const response = await api.post('/api/user/login/', { email: ' ', password: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ email: ['This field may not be blank.'], password: ['This field may not be blank.'] });
      await expectToMatchContract('login', 400, response.json());
    });

    it('stops one client after 10 failed tries at an address, even with the right password (429)', () =>
      withClockHeld(async () => {
        await createCustomer(db(), { email: EMAIL, password: PASSWORD });
        // A success gives its try back: it does not count towards the ten.
        for (let i = 0; i < 5; i += 1) expect((await login(EMAIL, 'wrong-password')).statusCode).toBe(401);
        expect((await login(EMAIL, PASSWORD)).statusCode).toBe(200);
        for (let i = 0; i < 5; i += 1) expect((await login(EMAIL, 'wrong-password')).statusCode).toBe(401);
        const limited = await login(EMAIL, PASSWORD);
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toEqual({ code: 'rate_limited', detail: 'Too many failed login attempts. Please try again later.' });
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        await expectToMatchContract('login', 429, limited.json());
        // The limit is per address: another customer signs in from the same client.
        await createCustomer(db(), { email: 'meena@example.in', password: PASSWORD });
        expect((await login('meena@example.in', PASSWORD)).statusCode).toBe(200);
      }));

    it('never locks the owner out: failures from elsewhere only pace their address, for seconds', async () => {
      await withClockHeld(async () => {
        await createCustomer(db(), { email: EMAIL, password: PASSWORD });
        // Eleven wrong passwords from an attacker's client: that client is stopped, even with the right one. Nine
        // are counted as the login counts them (each real one costs a scrypt hash), then two more for real,
        // the second refused.
        const attacker = '198.51.100.66';
        for (let i = 0; i < 9; i += 1) {
          await consumeRateLimit(db(), RATE_LIMITS.loginPerIp, attacker);
          await consumeRateLimit(db(), RATE_LIMITS.loginPerEmailAndClient, `${EMAIL} ${attacker}`);
          await countHit(db(), LOGIN_SLOW_DOWN, EMAIL);
        }
        expect((await login(EMAIL, 'wrong-password', attacker)).statusCode).toBe(401);
        expect((await login(EMAIL, 'wrong-password', attacker)).statusCode).toBe(429);
        expect((await login(EMAIL, PASSWORD, attacker)).statusCode).toBe(429);
        // A second attacking client is paced at this address: one try per 30 seconds, told how long to wait.
        expect((await login(EMAIL, 'wrong-password', '198.51.100.67')).statusCode).toBe(401);
        const paced = await login(EMAIL, 'wrong-password', '198.51.100.67');
        expect(paced.statusCode).toBe(429);
        expect(Number(paced.headers['retry-after'])).toBeLessThanOrEqual(30);
        expect(paced.json().detail).toMatch(/wait a few seconds/);
        // The owner, from their own client, gets in at once.
        expect((await login(EMAIL, PASSWORD, '203.0.113.50')).statusCode).toBe(200);
      });
    });

    it('ends a session on the server at logout, leaving the others signed in', async () => {
      await createCustomer(db(), { email: EMAIL, password: PASSWORD });
      const phone = await logIn(t, EMAIL, PASSWORD);
      const laptop = await logIn(t, EMAIL, PASSWORD);
      const loggedOut = await api.post('/api/user/logout/', undefined, phone);
      expect(loggedOut.statusCode).toBe(204);
      const refused = await api.get('/api/user/profile/', phone);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().detail).toBe('Your session is no longer valid. Please log in again.');
      expect((await api.get('/api/user/profile/', laptop)).statusCode).toBe(200);
      // Logging out again, or without a live token, has nothing left to end and still answers 204.
      expect((await api.post('/api/user/logout/', undefined, phone)).statusCode).toBe(204);
      expect((await api.post('/api/user/logout/', undefined)).statusCode).toBe(204);
      expect((await api.post('/api/user/logout/', undefined, 'not-a-token')).statusCode).toBe(204);
      expect((await api.get('/api/user/profile/', laptop)).statusCode).toBe(200);
    });

    it('limits failed logins from one client across addresses (429)', () =>
      withClockHeld(async () => {
        // 98 failures counted already (each real one costs a scrypt hash), then two more for real,
        // the second refused.
        for (let i = 0; i < 98; i += 1) await consumeRateLimit(db(), RATE_LIMITS.loginPerIp, '203.0.113.7');
        expect((await login('guess-1@example.in', 'password1')).statusCode).toBe(401);
        expect((await login('guess-2@example.in', 'password1')).statusCode).toBe(401);
        const limited = await login('guess-3@example.in', 'password1');
        expect(limited.statusCode).toBe(429);
        expect(limited.json().detail).toBe('Too many failed login attempts. Please try again later.');
        expect((await login('guess-3@example.in', 'password1', '198.51.100.20')).statusCode).toBe(401);
      }));
  });

  describe('session tokens', () => {
    let user: Awaited<ReturnType<typeof createCustomer>>;
    beforeEach(async () => {
      user = await createCustomer(db(), { email: EMAIL, password: PASSWORD });
    });
    const forge = (claims: { sub?: string; ver?: number; exp?: number; iat?: number; iss?: string }, key = TEST_KEYS.session) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ ver: claims.ver ?? 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub ?? String(user.id))
        .setIssuer(claims.iss ?? 'birdshield-india')
        .setJti('forged-session')
        .setIssuedAt(claims.iat ?? now)
        .setExpirationTime(claims.exp ?? now + 3600)
        .sign(key);
    };
    const expect401 = async (token: string | undefined, detail: string) => {
      const response = await api.get('/api/user/profile/', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: expect.stringMatching(/^(not_signed_in|session_expired|session_invalid)$/), detail });
      expect(response.headers['www-authenticate']).toBe('Bearer');
      await expectToMatchContract('getProfile', 401, response.json());
    };

    it('accepts a token the app issued', async () => {
      expect((await api.get('/api/user/profile/', await logIn(t, EMAIL, PASSWORD))).statusCode).toBe(200);
      expect((await api.get('/api/user/profile/', await forge({}))).statusCode).toBe(200);
    });

    it('refuses a missing token', async () => {
      await expect401(undefined, 'Authentication credentials were not provided.');
      const basic = await t.app.inject({ method: 'GET', url: '/api/user/profile/', headers: { authorization: 'Basic cmF2aTpwdw==' } });
      expect(basic.statusCode).toBe(401);
    });

    it('refuses an expired token', async () => {
      const past = Math.floor(Date.now() / 1000) - 25 * 60 * 60;
      await expect401(await forge({ iat: past, exp: past + 24 * 60 * 60 }), 'Your session has expired. Please log in again.');
    });

    it('refuses tampered, foreign, unsigned and malformed tokens', async () => {
      const genuine = await forge({});
      const [header, payload, signature] = genuine.split('.') as [string, string, string];
      const otherUser = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '999' })).toString('base64url');
      // One byte of the signature changed, which always changes it. Rewriting its last characters does not always:
      // base64url's last character carries padding bits, so a rewrite can decode to the same signature.
      const bytes = Buffer.from(signature, 'base64url');
      bytes[0] = bytes[0]! ^ 0xff;
      const tampered = `${header}.${payload}.${bytes.toString('base64url')}`;
      const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
      const otherKey = new TextEncoder().encode('another-secret-that-is-long-enough-to-sign');
      for (const token of [
        `${header}.${otherUser}.${signature}`,
        tampered,
        unsigned,
        await forge({}, otherKey),
        await forge({ iss: 'someone-else' }),
        await forge({ sub: 'admin' }),
        'not-a-token',
        'x'.repeat(5000),
      ]) {
        await expect401(token, 'Your session is no longer valid. Please log in again.');
      }
    });

    it('refuses the token of a customer who no longer exists or was deactivated', async () => {
      await expect401(await sessionTokenFor(TEST_KEYS, { id: user.id + 1000, sessionVersion: 0 }), 'Your session is no longer valid. Please log in again.');
      const token = await forge({});
      await db().update(users).set({ isActive: false }).where(eq(users.id, user.id));
      await expect401(token, 'Your session is no longer valid. Please log in again.');
    });

    it('guards every personal call, before looking at the request', async () => {
      for (const [operationId, method, url, body] of PERSONAL_CALLS) {
        const response = await t.app.inject({
          method,
          url,
          ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
        });
        expect(response.statusCode, operationId).toBe(401);
        expect(response.headers['www-authenticate'], operationId).toBe('Bearer');
        await expectToMatchContract(operationId, 401, response.json());
      }
    });
  });

  describe('profile', () => {
    let token: string;
    beforeEach(async () => {
      await createCustomer(db(), { email: EMAIL, password: PASSWORD, name: 'Ravi Kumar', contact: '9812345678', city: 'Jaipur' });
      token = await logIn(t, EMAIL, PASSWORD);
    });

    it('shows the customer their own record, never password data', async () => {
      const response = await api.get('/api/user/profile', token);
      expect(response.json()).toEqual({
        id: expect.any(Number),
        name: 'Ravi Kumar',
        email: EMAIL,
        contact: '9812345678',
        address: '',
        city: 'Jaipur',
        state: '',
        postalcode: '',
        gstin: null,
        business_name: null,
        // Messages go in English until the customer chooses Hindi.
        language: 'en',
      });
      expect(response.body).not.toMatch(/password|scrypt|session/i);
    });

    it('changes the name and contact number, only those sent', async () => {
      const renamed = await api.patch('/api/user/profile/', { name: '  Ravi K.  ' }, token);
      expect(renamed.statusCode).toBe(200);
      await expectToMatchContract('updateProfile', 200, renamed.json());
      expect(renamed.json()).toMatchObject({ name: 'Ravi K.', contact: '9812345678' });
      const recontacted = await api.patch('/api/user/profile/', { contact: '+91 70123-45678', email: 'hijack@example.in' }, token);
      expect(recontacted.json()).toMatchObject({ name: 'Ravi K.', contact: '7012345678', email: EMAIL });
      const cleared = await api.patch('/api/user/profile/', { contact: '' }, token);
      expect(cleared.json().contact).toBe('');
      const unchanged = await api.patch('/api/user/profile/', {}, token);
      expect(unchanged.json()).toEqual(cleared.json());
    });

    it('refuses a blank name or a bad number, naming the field, and changes nothing', async () => {
      const response = await api.patch('/api/user/profile/', { name: ' ', contact: '0000' }, token);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ name: ['This field may not be blank.'], contact: ['Enter a valid 10-digit Indian mobile number.'] });
      await expectToMatchContract('updateProfile', 400, response.json());
      expect((await api.get('/api/user/profile/', token)).json()).toMatchObject({ name: 'Ravi Kumar', contact: '9812345678' });
    });
  });

  describe('changing the password', () => {
    const change = (token: string, body: Record<string, string>) => api.post('/api/user/profile/password/', body, token);
    const valid = { current_password: PASSWORD, new_password: 'bird-nets-2025', confirm_password: 'bird-nets-2025' };
    beforeEach(async () => {
      await createCustomer(db(), { email: EMAIL, password: PASSWORD });
    });

    it('needs the current password, and then ends every other session', async () => {
      const here = await logIn(t, EMAIL, PASSWORD);
      const phone = await logIn(t, EMAIL, PASSWORD);

      const response = await change(here, valid);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Password changed successfully.' });
      await expectToMatchContract('changePassword', 200, response.json());

      expect((await api.get('/api/user/profile/', here)).statusCode).toBe(200);
      const ended = await api.get('/api/user/profile/', phone);
      expect(ended.statusCode).toBe(401);
      expect(ended.json().detail).toBe('Your session is no longer valid. Please log in again.');

      expect((await login(EMAIL, PASSWORD)).statusCode).toBe(401);
      const fresh = await logIn(t, EMAIL, valid.new_password);
      expect((await api.get('/api/user/profile/', fresh)).statusCode).toBe(200);

      // A second change from the new session ends the one that made the first.
      expect((await change(fresh, { current_password: valid.new_password, new_password: 'third-password', confirm_password: 'third-password' })).statusCode).toBe(200);
      expect((await api.get('/api/user/profile/', here)).statusCode).toBe(401);
      expect((await api.get('/api/user/profile/', fresh)).statusCode).toBe(200);
    });

    it.each([
      ['a wrong current password', { ...valid, current_password: 'guess-guess' }, { current_password: ['Your current password is incorrect.'] }],
      ['a short new password', { ...valid, new_password: 'short', confirm_password: 'short' }, { new_password: ['Ensure this field has at least 8 characters.'] }],
      ['a confirmation that differs', { ...valid, confirm_password: 'bird-nets-2026' }, { confirm_password: ['Passwords do not match.'] }],
    ])('refuses %s naming the field, and keeps the password and sessions', async (_case, body, errors) => {
      const token = await logIn(t, EMAIL, PASSWORD);
      const [before] = await db().select().from(users);
      const response = await change(token, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_input', detail: 'Invalid request.', errors, error_codes: expect.any(Object) });
      await expectToMatchContract('changePassword', 400, response.json());
      const [after] = await db().select().from(users);
      expect(after).toMatchObject({ passwordHash: before!.passwordHash, sessionVersion: 0 });
      expect((await api.get('/api/user/profile/', token)).statusCode).toBe(200);
    });

    it('allows 5 attempts per customer in 15 minutes (429)', () =>
      withClockHeld(async () => {
        const token = await logIn(t, EMAIL, PASSWORD);
        for (let i = 0; i < 5; i += 1) expect((await change(token, { ...valid, current_password: 'guess-guess' })).statusCode).toBe(400);
        const limited = await change(token, valid);
        expect(limited.statusCode).toBe(429);
        expect(limited.json().detail).toBe('Too many password change attempts. Please try again later.');
        await expectToMatchContract('changePassword', 429, limited.json());
      }));
  });
});
