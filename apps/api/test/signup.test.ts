/** Sign-up with an e-mail code: send, verify, register — and every rule that guards it. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteStaleCodes } from '../src/accounts/accounts-store';
import { emailOtps, outbox, rateLimitCounters, users } from '../src/db/schema';
import { countRows, createSignupOtp, createUser, resetDatabase } from './support/fixtures';
import { ACCOUNT_ENV, client, codeMailedTo, logIn, signUp, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { withClockHeld } from './support/clock';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';

const EMAIL = 'asha.patel@example.in';
const PASSWORD = 'pigeons-go-away';

describe.each(RULE_DRIVERS)('sign-up on %s', (driver) => {
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
  const counts = async () => ({ users: await countRows(db(), users), otps: await countRows(db(), emailOtps), mails: await countRows(db(), outbox) });
  const registration = (overrides: Record<string, unknown> = {}) => ({
    name: 'Asha Patel',
    email: EMAIL,
    contact: '98765 43210',
    password: PASSWORD,
    confirm_password: PASSWORD,
    ...overrides,
  });
  /** Lets the next code be requested at once, as if the resend cooldown had passed. */
  const passCooldown = () => db().update(emailOtps).set({ createdAt: sql`${emailOtps.createdAt} - interval '61 seconds'` });
  const sendAndVerify = async (email = EMAIL) => {
    expect((await api.post('/api/user/send-otp/', { email })).statusCode).toBe(200);
    const otp = await codeMailedTo(db(), email);
    expect((await api.post('/api/user/verify-otp/', { email, otp })).statusCode).toBe(200);
  };

  it('goes from a code to an account to a signed-in profile', async () => {
    const sent = await api.post('/api/user/send-otp/', { email: '  Asha.Patel@Example.IN ' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'OTP sent successfully' });
    await expectToMatchContract('sendOtp', 200, sent.json());

    // The code is mailed (here: the demo outbox, printed to the log) and stored only as a hash.
    const [mail] = await db().select().from(outbox);
    expect(mail).toMatchObject({ event: 'signup_otp', recipient: EMAIL, status: 'logged', subject: 'Your BirdShield India verification code' });
    expect(mail!.textBody).toContain('valid for 10 minutes');
    expect(mail!.textBody).toContain('BirdShield India');
    const otp = await codeMailedTo(db(), EMAIL);
    const [stored] = await db().select().from(emailOtps);
    expect(stored!.codeHash).not.toContain(otp);
    expect(stored!.email).toBe(EMAIL);

    const verified = await api.post('/api/user/verify-otp/', { email: EMAIL, otp });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: 'OTP verified successfully' });
    await expectToMatchContract('verifyOtp', 200, verified.json());

    const registered = await api.post('/api/user/register/', registration({ email: 'ASHA.PATEL@example.in' }));
    expect(registered.statusCode).toBe(201);
    await expectToMatchContract('register', 201, registered.json());
    expect(registered.json()).toEqual({
      msg: expect.any(String),
      user: { id: expect.any(Number), name: 'Asha Patel', email: EMAIL, contact: '9876543210', address: '', city: '', state: '', postalcode: '', gstin: null, business_name: null, language: 'en' },
    });
    const [code] = await db().select().from(emailOtps);
    expect(code!.consumedAt).toBeInstanceOf(Date);
    const [user] = await db().select().from(users);
    expect(user!.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);

    const loggedIn = await api.post('/api/user/login/', { email: 'Asha.Patel@example.in', password: PASSWORD });
    expect(loggedIn.statusCode).toBe(200);
    await expectToMatchContract('login', 200, loggedIn.json());
    expect(loggedIn.json()).toEqual({ token: { access: expect.any(String) }, msg: expect.any(String) });

    const profile = await api.get('/api/user/profile/', loggedIn.json().token.access);
    expect(profile.statusCode).toBe(200);
    await expectToMatchContract('getProfile', 200, profile.json());
    expect(profile.json()).toEqual(registered.json().user);
  });

  it('accepts a registration without a contact number, and with a blank one', async () => {
    await sendAndVerify();
    const registered = await api.post('/api/user/register/', registration({ contact: undefined }));
    expect(registered.statusCode).toBe(201);
    expect(registered.json().user.contact).toBe('');

    await sendAndVerify('ravi@example.in');
    const blank = await api.post('/api/user/register/', registration({ email: 'ravi@example.in', contact: '  ' }));
    expect(blank.statusCode).toBe(201);
    expect(blank.json().user.contact).toBe('');
  });

  it.each([
    ['+91 98765 43210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['91 7012345678', '7012345678'],
  ])('normalises the contact number %s', async (contact, stored) => {
    await sendAndVerify();
    const registered = await api.post('/api/user/register/', registration({ contact }));
    expect(registered.json().user.contact).toBe(stored);
  });

  describe('sending a code', () => {
    it.each([
      ['a malformed address', { email: 'asha-at-example' }, { email: ['Enter a valid email address.'] }, { email: ['email_invalid'] }],
      ['a blank address', { email: '   ' }, { email: ['This field may not be blank.'] }, { email: ['blank'] }],
      ['no address', {}, { email: ['This field is required.'] }, { email: ['required'] }],
    ])('refuses %s naming the field with its code, and writes nothing', async (_case, body, errors, codes) => {
      const response = await api.post('/api/user/send-otp/', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_input', detail: 'Invalid request.', errors, error_codes: codes });
      await expectToMatchContract('sendOtp', 400, response.json());
      expect(await counts()).toEqual({ users: 0, otps: 0, mails: 0 });
    });

    it('refuses an address that already has an account, however it is capitalised', async () => {
      await createUser(db(), { email: 'Asha.Patel@Example.in' });
      const response = await api.post('/api/user/send-otp/', { email: EMAIL.toUpperCase() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { email: ['An account with this email already exists.'] }, error_codes: { email: ['email_taken'] } });
      expect(await counts()).toEqual({ users: 1, otps: 0, mails: 0 });
    });

    it('sends at most one code a minute to an address (429 with Retry-After)', () =>
      withClockHeld(async () => {
        expect((await api.post('/api/user/send-otp/', { email: EMAIL })).statusCode).toBe(200);
        const again = await api.post('/api/user/send-otp/', { email: EMAIL });
        expect(again.statusCode).toBe(429);
        expect(again.json()).toEqual({ code: 'resend_too_soon', detail: 'Please wait a minute before requesting another code.' });
        await expectToMatchContract('sendOtp', 429, again.json());
        const retryAfter = Number(again.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(60);
        expect(await counts()).toEqual({ users: 0, otps: 1, mails: 1 });
      }));

    it('makes older unverified codes useless when a new one is sent', async () => {
      await api.post('/api/user/send-otp/', { email: EMAIL });
      const first = await codeMailedTo(db(), EMAIL);
      await passCooldown();
      await api.post('/api/user/send-otp/', { email: EMAIL });
      const second = await codeMailedTo(db(), EMAIL);
      expect(await countRows(db(), emailOtps)).toBe(1);
      if (first !== second) {
        const old = await api.post('/api/user/verify-otp/', { email: EMAIL, otp: first });
        expect(old.statusCode).toBe(400);
      }
      expect((await api.post('/api/user/verify-otp/', { email: EMAIL, otp: second })).statusCode).toBe(200);
    });

    it('sends one client at most 5 codes an hour for one address, and cannot block its owner that way', () =>
      withClockHeld(async () => {
        for (let i = 0; i < 5; i += 1) {
          expect((await api.post('/api/user/send-otp/', { email: EMAIL })).statusCode).toBe(200);
          await passCooldown();
        }
        const limited = await api.post('/api/user/send-otp/', { email: EMAIL });
        expect(limited.statusCode).toBe(429);
        expect(limited.json().detail).toBe('Too many codes have been requested for this email address. Please try again later.');
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        expect(await countRows(db(), outbox)).toBe(5);
        // The address's owner, on their own client, still gets a code.
        expect((await api.post('/api/user/send-otp/', { email: EMAIL }, undefined, '198.51.100.31')).statusCode).toBe(200);
      }));

    it('sends at most 20 codes an hour to one client, whatever the addresses', () =>
      withClockHeld(async () => {
        for (let i = 0; i < 20; i += 1) expect((await api.post('/api/user/send-otp/', { email: `visitor-${i}@example.in` })).statusCode).toBe(200);
        const limited = await api.post('/api/user/send-otp/', { email: 'one-more@example.in' });
        expect(limited.statusCode).toBe(429);
        expect(limited.json().detail).toBe('Too many codes have been requested. Please try again later.');
        // Another client is not affected.
        expect((await api.post('/api/user/send-otp/', { email: 'one-more@example.in' }, undefined, '198.51.100.9')).statusCode).toBe(200);
      }));
  });

  describe('verifying a code', () => {
    beforeEach(async () => {
      expect((await api.post('/api/user/send-otp/', { email: EMAIL })).statusCode).toBe(200);
    });
    const wrongCode = async () => ((await codeMailedTo(db(), EMAIL)) === '000000' ? '111111' : '000000');

    it('refuses an expired code, telling to request a new one', async () => {
      // Sent eleven minutes ago: ten minutes of validity are over.
      await db().update(emailOtps).set({ createdAt: sql`now() - interval '11 minutes'`, expiresAt: sql`now() - interval '1 minute'` });
      const response = await api.post('/api/user/verify-otp/', { email: EMAIL, otp: await codeMailedTo(db(), EMAIL) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'otp_expired',
        detail: 'This code has expired. Please request a new code.',
        errors: { otp: ['This code has expired. Please request a new code.'] },
        error_codes: { otp: ['otp_expired'] },
      });
      await expectToMatchContract('verifyOtp', 400, response.json());
      const [code] = await db().select().from(emailOtps);
      expect(code!.verifiedAt).toBeNull();
    });

    it('counts wrong codes, and after 5 the code is dead even when then typed right', async () => {
      const wrong = await wrongCode();
      for (let left = 4; left >= 1; left -= 1) {
        const response = await api.post('/api/user/verify-otp/', { email: EMAIL, otp: wrong });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors.otp).toEqual([`The code is incorrect. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`]);
        expect(response.json()).toMatchObject({ code: 'otp_wrong', error_codes: { otp: ['otp_wrong'] } });
      }
      const fifth = await api.post('/api/user/verify-otp/', { email: EMAIL, otp: wrong });
      expect(fifth.statusCode).toBe(400);
      expect(fifth.json()).toMatchObject({ code: 'otp_attempts_exhausted', detail: 'Too many incorrect attempts. Please request a new code.' });
      const right = await api.post('/api/user/verify-otp/', { email: EMAIL, otp: await codeMailedTo(db(), EMAIL) });
      expect(right.statusCode).toBe(400);
      expect(right.json().errors.otp).toEqual(['Too many incorrect attempts. Please request a new code.']);
      const [code] = await db().select().from(emailOtps);
      expect(code).toMatchObject({ attempts: 5, verifiedAt: null });

      // A new code starts afresh.
      await passCooldown();
      await api.post('/api/user/send-otp/', { email: EMAIL });
      expect((await api.post('/api/user/verify-otp/', { email: EMAIL, otp: await codeMailedTo(db(), EMAIL) })).statusCode).toBe(200);
    });

    it.each([['12345'], ['12a456'], [''], ['1234567']])('refuses the malformed code "%s" without counting it', async (otp) => {
      const response = await api.post('/api/user/verify-otp/', { email: EMAIL, otp });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['otp']);
      const [code] = await db().select().from(emailOtps);
      expect(code!.attempts).toBe(0);
    });

    it('refuses a code for an address that was sent none', async () => {
      const response = await api.post('/api/user/verify-otp/', { email: 'ravi@example.in', otp: await codeMailedTo(db(), EMAIL) });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['otp']);
    });

    it('limits verification attempts per address and client (429)', async () => {
      await withClockHeld(async () => {
        const wrong = await wrongCode();
        for (let i = 0; i < 20; i += 1) expect((await api.post('/api/user/verify-otp/', { email: EMAIL, otp: wrong })).statusCode).toBe(400);
        const limited = await api.post('/api/user/verify-otp/', { email: EMAIL, otp: wrong });
        expect(limited.statusCode).toBe(429);
        expect(limited.json().detail).toBe('Too many attempts to verify a code. Please try again later.');
        await expectToMatchContract('verifyOtp', 429, limited.json());
      });
    });
  });

  describe('registering', () => {
    it('refuses an address without a verified code, and writes nothing', async () => {
      const none = await api.post('/api/user/register/', registration());
      expect(none.statusCode).toBe(400);
      expect(none.json().errors).toEqual({ email: ['Please verify this email address with the code we sent before registering.'] });
      await expectToMatchContract('register', 400, none.json());

      await api.post('/api/user/send-otp/', { email: EMAIL }); // sent, never verified
      expect((await api.post('/api/user/register/', registration())).statusCode).toBe(400);
      expect(await countRows(db(), users)).toBe(0);
    });

    it('refuses a code verified more than 15 minutes ago', async () => {
      await sendAndVerify();
      await db().update(emailOtps).set({ verifiedAt: sql`now() - interval '16 minutes'` });
      const response = await api.post('/api/user/register/', registration());
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['email']);
      expect(await countRows(db(), users)).toBe(0);
    });

    it('uses a code once: a second registration with it fails', async () => {
      await sendAndVerify();
      expect((await api.post('/api/user/register/', registration())).statusCode).toBe(201);
      const again = await api.post('/api/user/register/', registration({ email: EMAIL.toUpperCase() }));
      expect(again.statusCode).toBe(400);
      expect(again.json().errors.email).toEqual(['An account with this email already exists.']);
      expect(await countRows(db(), users)).toBe(1);
    });

    it('refuses an address that has an account in another case, even with a verified code', async () => {
      await createUser(db(), { email: 'asha.patel@EXAMPLE.in' });
      await createSignupOtp(db(), TEST_KEYS, EMAIL, { verified: true });
      const response = await api.post('/api/user/register/', registration({ email: 'Asha.Patel@example.in' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { email: ['An account with this email already exists.'] }, error_codes: { email: ['email_taken'] } });
      expect(await countRows(db(), users)).toBe(1);
    });

    it.each([
      ['a short password', { password: 'short', confirm_password: 'short' }, { password: ['Ensure this field has at least 8 characters.'] }],
      ['passwords that differ', { confirm_password: 'pigeons-go-awaY' }, { confirm_password: ['Passwords do not match.'] }],
      ['a bad contact number', { contact: '12345' }, { contact: ['Enter a valid 10-digit Indian mobile number.'] }],
      ['a landline-like number', { contact: '5123456789' }, { contact: ['Enter a valid 10-digit Indian mobile number.'] }],
      ['a blank name', { name: '  ' }, { name: ['This field may not be blank.'] }],
      ['a malformed e-mail', { email: 'asha@' }, { email: ['Enter a valid email address.'] }],
      [
        'several problems',
        { name: '', password: '1234', confirm_password: '12345', contact: 'call me' },
        {
          name: ['This field may not be blank.'],
          password: ['Ensure this field has at least 8 characters.'],
          contact: ['Enter a valid 10-digit Indian mobile number.'],
          confirm_password: ['Passwords do not match.'],
        },
      ],
    ])('refuses %s naming the field, writes nothing and keeps the code', async (_case, overrides, errors) => {
      await sendAndVerify();
      const response = await api.post('/api/user/register/', registration(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_input', detail: 'Invalid request.', errors, error_codes: expect.any(Object) });
      // One code per message, field by field, in the same order.
      expect(Object.keys(response.json().error_codes)).toEqual(Object.keys(response.json().errors));
      await expectToMatchContract('register', 400, response.json());
      expect(await countRows(db(), users)).toBe(0);
      const [code] = await db().select().from(emailOtps);
      expect(code!.consumedAt).toBeNull();
    });

    it('names missing fields; the confirmation is not one of them', async () => {
      const response = await api.post('/api/user/register/', {});
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'name', 'password']);
    });

    it('codes each field message of a refused registration', async () => {
      await sendAndVerify();
      const response = await api.post('/api/user/register/', registration({ name: '', password: '1234', confirm_password: '12345', contact: 'call me' }));
      expect(response.json().error_codes).toEqual({ name: ['blank'], password: ['too_short'], contact: ['mobile_invalid'], confirm_password: ['passwords_differ'] });
    });

    it('registers a client that checks the confirmation itself and does not send it', async () => {
      await sendAndVerify();
      const { confirm_password: _left, ...withoutConfirmation } = registration();
      const response = await api.post('/api/user/register/', withoutConfirmation);
      expect(response.statusCode).toBe(201);
      await expectToMatchContract('register', 201, response.json());
      expect(await countRows(db(), users)).toBe(1);
    });
  });

  it('signs in with the registered password only', async () => {
    await signUp(t, { email: EMAIL });
    expect(await logIn(t, EMAIL)).toEqual(expect.any(String));
    const wrong = await api.post('/api/user/login/', { email: EMAIL, password: 'not-my-password' });
    expect(wrong.statusCode).toBe(401);
  });

  it('keeps rate-limit counters in the database, not the process', async () => {
    await api.post('/api/user/send-otp/', { email: EMAIL });
    const buckets = (await db().select({ bucket: rateLimitCounters.bucket }).from(rateLimitCounters)).map((row) => row.bucket).sort();
    expect(buckets).toEqual(['otp_send_email_client', 'otp_send_ip']);
    const [otpRow] = await db().select().from(emailOtps).where(eq(emailOtps.email, EMAIL));
    expect(otpRow!.expiresAt.getTime() - otpRow!.createdAt.getTime()).toBe(10 * 60 * 1000);
  });

  it('forgets codes a day after they were sent (housekeeping)', async () => {
    const old = await createSignupOtp(db(), TEST_KEYS, 'old@example.in');
    await db()
      .update(emailOtps)
      .set({ createdAt: sql`now() - interval '25 hours'`, expiresAt: sql`now() - interval '24 hours'` })
      .where(eq(emailOtps.id, old.id));
    await createSignupOtp(db(), TEST_KEYS, 'new@example.in', { verified: true });
    await deleteStaleCodes(db());
    expect((await db().select({ email: emailOtps.email }).from(emailOtps)).map((row) => row.email)).toEqual(['new@example.in']);
  });
});
