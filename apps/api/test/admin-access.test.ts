/**
 * The back-office's door: sign-in with password and a mailed code, staff sessions (8 hours, revoked on
 * sign-out and with the role), and the walk over every /api/admin operation of the contract with no
 * token, a customer's token and a staff token.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordAudit } from '../src/audit/audit-log';
import { assertVersion } from '../src/audit/versions';
import { staffSessions, users } from '../src/db/schema';
import { ConflictError } from '../src/errors';
import { authenticateStaffToken, STAFF_SESSION_LIFETIME_SECONDS } from '../src/staff/sessions';
import { grantStaffRole, revokeStaffRole } from '../src/staff/roster';
import { STAFF_CODE_MAIL_KIND } from '../src/notify/mails/staff-sign-in';
import { ACCOUNT_ENV, client, codeMailedTo, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createCustomer, createStaff, resetDatabase, sessionTokenFor, staffSessionFor } from './support/fixtures';

const EMAIL = 'meera.iyer@birdshield.example';
const PASSWORD = 'nets-and-spikes-2025';
const BOOTSTRAP_EMAIL = 'owner@birdshield.example';

describe.each(RULE_DRIVERS)('the back-office door on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await startTestApp(driver, { ...ACCOUNT_ENV, STAFF_EMAILS: BOOTSTRAP_EMAIL });
    api = client(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.database.db);
  });
  const db = () => t.database.db;

  async function signIn(email = EMAIL, password = PASSWORD): Promise<string> {
    const started = await api.post('/api/admin/sign-in/', { email, password });
    expect(started.statusCode).toBe(202);
    const code = await codeMailedTo(db(), email, STAFF_CODE_MAIL_KIND);
    const verified = await api.post('/api/admin/sign-in/verify/', { challenge: started.json().challenge, code });
    expect(verified.statusCode).toBe(200);
    return verified.json().token as string;
  }

  describe('sign-in', () => {
    it('takes the password, then the code mailed to the staff address, and answers an 8-hour session', async () => {
      const staff = await createStaff(db(), { email: EMAIL, password: PASSWORD, name: 'Meera Iyer' });
      const started = await api.post('/api/admin/sign-in/', { email: ' Meera.Iyer@birdshield.example ', password: PASSWORD });
      expect(started.statusCode).toBe(202);
      await expectToMatchContract('adminStartSignIn', started.statusCode, started.json());
      const code = await codeMailedTo(db(), EMAIL, STAFF_CODE_MAIL_KIND);

      const verified = await api.post('/api/admin/sign-in/verify/', { challenge: started.json().challenge, code });
      expect(verified.statusCode).toBe(200);
      await expectToMatchContract('adminVerifySignIn', verified.statusCode, verified.json());
      const session = verified.json();
      expect(session.staff).toEqual({ id: staff.id, name: 'Meera Iyer', email: EMAIL, role: 'owner' });
      const hours = (Date.parse(session.expires_at) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(7.9);
      expect(hours).toBeLessThanOrEqual(8);

      const me = await api.get('/api/admin/me/', session.token);
      expect(me.statusCode).toBe(200);
      await expectToMatchContract('getAdminMe', me.statusCode, me.json());
      expect(me.json().staff.email).toBe(EMAIL);
    });

    it('gives one answer for a wrong password, an unknown address and a customer who is not staff', async () => {
      await createStaff(db(), { email: EMAIL, password: PASSWORD });
      await createCustomer(db(), { email: 'asha.patel@example.in', password: PASSWORD });
      const answers = await Promise.all([
        api.post('/api/admin/sign-in/', { email: EMAIL, password: 'not-the-password' }),
        api.post('/api/admin/sign-in/', { email: 'nobody@example.in', password: PASSWORD }),
        api.post('/api/admin/sign-in/', { email: 'asha.patel@example.in', password: PASSWORD }),
      ]);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toEqual(answers[0]!.json());
      }
      expect(answers[0]!.json().detail).toMatch(/not the shop’s staff/);
    });

    it('refuses a wrong code naming the field, and kills the challenge after five wrong codes', async () => {
      await createStaff(db(), { email: EMAIL, password: PASSWORD });
      const started = await api.post('/api/admin/sign-in/', { email: EMAIL, password: PASSWORD });
      const code = await codeMailedTo(db(), EMAIL, STAFF_CODE_MAIL_KIND);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt++) {
        const answer = await api.post('/api/admin/sign-in/verify/', { challenge: started.json().challenge, code: wrong });
        expect(answer.statusCode).toBe(400);
        expect(Object.keys(answer.json().errors)).toEqual(['code']);
      }
      const late = await api.post('/api/admin/sign-in/verify/', { challenge: started.json().challenge, code });
      expect(late.statusCode).toBe(400);
      expect(late.json().errors.code[0]).toMatch(/expired or was tried too often/);
    });

    it('uses a challenge once', async () => {
      await createStaff(db(), { email: EMAIL, password: PASSWORD });
      const started = await api.post('/api/admin/sign-in/', { email: EMAIL, password: PASSWORD });
      const code = await codeMailedTo(db(), EMAIL, STAFF_CODE_MAIL_KIND);
      expect((await api.post('/api/admin/sign-in/verify/', { challenge: started.json().challenge, code })).statusCode).toBe(200);
      expect((await api.post('/api/admin/sign-in/verify/', { challenge: started.json().challenge, code })).statusCode).toBe(400);
    });

    it('lets an account listed in STAFF_EMAILS in without the flag', async () => {
      await createCustomer(db(), { email: BOOTSTRAP_EMAIL, password: PASSWORD });
      await signIn(BOOTSTRAP_EMAIL);
    });
  });

  describe('staff sessions', () => {
    it('end on sign-out, on the server', async () => {
      await createStaff(db(), { email: EMAIL, password: PASSWORD });
      const token = await signIn();
      expect((await api.post('/api/admin/sign-out/', undefined, token)).statusCode).toBe(204);
      const after = await api.get('/api/admin/me/', token);
      expect(after.statusCode).toBe(401);
      expect(after.json().detail).toMatch(/session has ended/);
    });

    it('end after 8 hours', async () => {
      const { user, token } = await staffSessionFor(db(), TEST_KEYS);
      const [row] = await db().select().from(staffSessions).where(eq(staffSessions.userId, user.id));
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(STAFF_SESSION_LIFETIME_SECONDS * 1000);
      const justAfter = new Date(row!.expiresAt.getTime() + 1000);
      await expect(authenticateStaffToken(db(), TEST_KEYS, token, [], justAfter)).rejects.toThrow(/session has ended/);
    });

    it('end when the role is taken away or the account is deactivated', async () => {
      const first = await staffSessionFor(db(), TEST_KEYS, { email: EMAIL });
      const second = await staffSessionFor(db(), TEST_KEYS);
      await revokeStaffRole(db(), EMAIL);
      expect((await api.get('/api/admin/me/', first.token)).statusCode).toBe(401);
      await db().update(users).set({ isActive: false }).where(eq(users.id, second.user.id));
      expect((await api.get('/api/admin/me/', second.token)).statusCode).toBe(401);
    });

    it('are refused on the shopper API, and a shopper token is refused (403) on the back-office', async () => {
      const { token: staffToken } = await staffSessionFor(db(), TEST_KEYS);
      expect((await api.get('/api/user/profile/', staffToken)).statusCode).toBe(401);
      const customer = await createCustomer(db());
      const shopperToken = await sessionTokenFor(TEST_KEYS, customer);
      const refused = await api.get('/api/admin/me/', shopperToken);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toMatch(/back-office sign-in/);
    });
  });

  describe('every /api/admin operation of the contract', () => {
    const adminOperations = () => [...t.app.contract.operations.values()].filter((operation) => operation.path.startsWith('/api/admin/'));

    it('needs a staff session, but for the two sign-in steps', () => {
      const open = adminOperations().filter((operation) => operation.auth !== 'staff');
      expect(open.map((operation) => operation.operationId).sort()).toEqual(['adminStartSignIn', 'adminVerifySignIn']);
      expect(adminOperations().length).toBeGreaterThan(open.length);
    });

    it('takes no shopper token anywhere outside the shopper’s own /api/user calls', () => {
      const shopper = [...t.app.contract.operations.values()].filter((operation) => operation.auth === 'customer');
      expect(shopper.length).toBeGreaterThan(0);
      for (const operation of shopper) expect(operation.path, operation.operationId).toMatch(/^\/api\/user\//);
    });

    it('answers 401 without a token, 403 to a customer and to the staff member’s own shopper token, and lets staff through', async () => {
      const { user: staffUser, token: staffToken } = await staffSessionFor(db(), TEST_KEYS);
      // The staff member's own shop session (password only, no mailed code) is no back-office session.
      const shopperTokens = [await sessionTokenFor(TEST_KEYS, await createCustomer(db())), await sessionTokenFor(TEST_KEYS, staffUser)];
      const walked: string[] = [];
      for (const operation of adminOperations().filter((candidate) => candidate.auth === 'staff')) {
        // Any id fills a path: the guard answers before the handler looks anything up.
        const url = operation.path.replace(/\{[^}]+\}/g, '1');
        const request = (token?: string) =>
          t.app.inject({ method: operation.method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });
        const label = `${operation.operationId} (${operation.method} ${url})`;
        expect((await request()).statusCode, label).toBe(401);
        for (const shopperToken of shopperTokens) expect((await request(shopperToken)).statusCode, label).toBe(403);
        // Sign-out last: it would end the session the rest of the walk uses.
        if (operation.operationId === 'adminSignOut') continue;
        const allowed = await request(staffToken);
        expect([401, 403], label).not.toContain(allowed.statusCode);
        expect(allowed.statusCode, label).toBeLessThan(500);
        walked.push(operation.operationId);
      }
      expect((await t.app.inject({ method: 'POST', url: '/api/admin/sign-out/', headers: { authorization: `Bearer ${staffToken}` } })).statusCode).toBe(204);
      expect(walked).toContain('getAdminMe');
    });
  });

  describe('the audit log', () => {
    it('lists what staff changed, newest first, filtered by record, author and time', async () => {
      const meera = await staffSessionFor(db(), TEST_KEYS, { name: 'Meera Iyer' });
      const ravi = await createStaff(db(), { name: 'Ravi Kumar' });
      await recordAudit(db(), { actorId: meera.user.id, action: 'product.update', entityType: 'product', entityId: 12, before: { price_paise: 129900 }, after: { price_paise: 119900 } });
      await recordAudit(db(), { actorId: ravi.id, action: 'category.create', entityType: 'category', entityId: 4, before: null, after: { name: 'Pigeon nets' } });
      await recordAudit(db(), { actorId: meera.user.id, action: 'product.update', entityType: 'product', entityId: 13, before: { stock: 4 }, after: { stock: 40 } });

      const all = await api.get('/api/admin/audit/', meera.token);
      expect(all.statusCode).toBe(200);
      await expectToMatchContract('listAuditEntries', all.statusCode, all.json());
      expect(all.json().items.map((entry: { entity_id: string }) => entry.entity_id)).toEqual(['13', '4', '12']);
      expect(all.json().total).toBe(3);

      const products = (await api.get('/api/admin/audit/?entity_type=product&page_size=1', meera.token)).json();
      expect(products).toMatchObject({ total: 2, page: 1, page_size: 1, items: [{ entity_id: '13', before: { stock: 4 }, after: { stock: 40 } }] });
      const byRavi = (await api.get(`/api/admin/audit/?actor_id=${ravi.id}`, meera.token)).json();
      expect(byRavi.items).toEqual([expect.objectContaining({ action: 'category.create', before: null, actor: { id: ravi.id, name: 'Ravi Kumar', email: ravi.email } })]);
      const future = (await api.get(`/api/admin/audit/?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`, meera.token)).json();
      expect(future.total).toBe(0);
      expect((await api.get('/api/admin/audit/?entity_type=DROP%20TABLE', meera.token)).statusCode).toBe(400);
    });
  });

  describe('the staff roster', () => {
    it('promotes an account, or creates one whose generated password signs in', async () => {
      const customer = await createCustomer(db(), { email: 'asha.patel@example.in' });
      expect(await grantStaffRole(db(), 'Asha.Patel@example.in')).toEqual({ outcome: 'promoted', role: 'owner', userId: customer.id });
      expect(await grantStaffRole(db(), 'asha.patel@example.in')).toEqual({ outcome: 'already_staff', role: 'owner', userId: customer.id });
      const created = await grantStaffRole(db(), EMAIL);
      expect(created).toMatchObject({ outcome: 'created', role: 'staff' });
      if (created.outcome !== 'created') return;
      expect(created.password.length).toBeGreaterThanOrEqual(20);
      const [row] = await db().select({ name: users.name, passwordHash: users.passwordHash }).from(users).where(eq(users.id, created.userId));
      expect(row!.name).toBe('Meera Iyer');
      expect(row!.passwordHash).not.toContain(created.password);
      await signIn(EMAIL, created.password);
    });

    it('refuses an address that is not one, and removing someone without an account', async () => {
      await expect(grantStaffRole(db(), 'not an address')).rejects.toThrow();
      await expect(revokeStaffRole(db(), 'nobody@example.in')).rejects.toThrow(/No account/);
    });
  });
});

describe('version checks', () => {
  it('pass for the version read, and refuse any other with a 409 naming the field', () => {
    expect(() => assertVersion(3, 3, 'product')).not.toThrow();
    const conflict = (() => {
      try {
        assertVersion(4, 3, 'product');
      } catch (error) {
        return error;
      }
    })() as ConflictError;
    expect(conflict).toBeInstanceOf(ConflictError);
    expect(conflict.detail).toMatch(/Someone else changed this product since you opened it/);
    expect(Object.keys(conflict.fieldErrors ?? {})).toEqual(['version']);
  });
});
