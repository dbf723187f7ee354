/**
 * Staff roles, sessions that end when trust changes, and the audit of back-office access, on both
 * databases: what the `staff` role (a packer) is refused that an owner may do, a password change ending
 * every other session and pending sign-in, the per-account cap on wrong codes across addresses with its
 * mailed notice, and the audit rows sign-ins leave (ids and roles, never contact details).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/accounts/limits';
import type { Database } from '../src/db/database';
import { auditLog, outbox } from '../src/db/schema';
import { STAFF_CODE_MAIL_KIND, STAFF_CODES_LOCKED_MAIL_KIND } from '../src/notify/mails/staff-sign-in';
import { withClockHeld } from './support/clock';
import { ACCOUNT_ENV, client, codeMailedTo, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createAddress, createCustomer, createProduct, createStaff, createUser, resetDatabase, sessionTokenFor, staffSessionFor } from './support/fixtures';

const PASSWORD = 'nets-and-spikes-2025';

describe.each(RULE_DRIVERS)('staff roles and trust on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let db: Database;
  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
    api = client(t);
    db = t.database.db;
  });
  afterAll(() => t?.close());
  beforeEach(() => resetDatabase(db));

  /** A ₹100 goodwill refund, with the Idempotency-Key header the contract requires. */
  function refund(orderId: number, token: string) {
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds/`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': `goodwill-${orderId}` },
      payload: JSON.stringify({ amount_paise: 10000, reason: 'Goodwill' }),
    });
  }

  /** A customer's order of one ₹899 product, paid through the demo provider. */
  async function paidOrder(): Promise<number> {
    const product = await createProduct(db, { pricePaise: 89900, stock: 10 });
    const user = await createUser(db);
    const address = await createAddress(db, user.id, { fullName: 'Ravi Kumar', address: '4 Park Street', city: 'Kolkata', state: 'West Bengal', zipCode: '700016' });
    const token = await sessionTokenFor(TEST_KEYS, user);
    const { id } = (await api.post('/api/user/orders/', { address: address.id, items: [{ product: product.id, quantity: 1 }] }, token)).json<{ id: number }>();
    const signed = (await api.post(`/api/user/orders/${id}/demo_payment/`, {}, token)).json();
    expect((await api.post(`/api/user/orders/${id}/verify_payment/`, signed, token)).statusCode).toBe(200);
    return id;
  }

  async function startSignIn(email: string, ip?: string): Promise<string> {
    const started = await api.post('/api/admin/sign-in/', { email, password: PASSWORD }, undefined, ip);
    expect(started.statusCode, started.body).toBe(202);
    return started.json().challenge as string;
  }

  describe('roles', () => {
    it('shows the signed-in person’s role, and walks every owner-only operation refusing the staff role with 403 and a JSON detail', async () => {
      const owner = await staffSessionFor(db, TEST_KEYS);
      const packer = await staffSessionFor(db, TEST_KEYS, { staffRole: 'staff' });
      const me = await api.get('/api/admin/me/', packer.token);
      await expectToMatchContract('getAdminMe', 200, me.json());
      expect(me.json().staff).toMatchObject({ id: packer.user.id, role: 'staff' });
      expect((await api.get('/api/admin/me/', owner.token)).json().staff.role).toBe('owner');

      const ownerOnly = [...t.app.contract.operations.values()].filter((operation) => operation.staffRoles.length > 0);
      expect(ownerOnly.map((operation) => operation.operationId).sort()).toEqual([
        'allowQuoteBankTransfer',
        'createAdminCoupon',
        'createAdminProduct',
        'createAdminSale',
        'createAdminVariant',
        'createCrew',
        'createRefund',
        'deleteAdminCoupon',
        'deleteAdminSale',
        'eraseCustomer',
        'recordCodRemittance',
        'retryJob',
        'updateAdminCoupon',
        'updateAdminSale',
        'updateAdminSiteSeller',
        'updateBankDetails',
        'updateBookingSettings',
        'updateCrew',
        'updateDeliverySettings',
        'updateNotificationSettings',
        'updateReturnSettings',
      ]);
      for (const operation of ownerOnly) {
        const refused = await t.app.inject({ method: operation.method, url: operation.path.replace(/\{[^}]+\}/g, '1'), headers: { authorization: `Bearer ${packer.token}` } });
        expect(refused.statusCode, operation.operationId).toBe(403);
        expect(refused.json(), operation.operationId).toEqual({ code: 'owner_only', detail: 'Only the shop’s owner may do this.' });
      }
    });

    it('lets staff fulfil orders but not refund one, nor cancel a paid one (which refunds it); the owner may', async () => {
      const packer = await staffSessionFor(db, TEST_KEYS, { staffRole: 'staff' });
      const owner = await staffSessionFor(db, TEST_KEYS);
      const id = await paidOrder();
      const version = async () => (await api.get(`/api/admin/orders/${id}/`, packer.token)).json<{ version: number }>().version;

      const refused = await refund(id, packer.token);
      expect(refused.statusCode).toBe(403);
      const cancel = await api.post(`/api/admin/orders/${id}/cancel/`, { version: await version() }, packer.token);
      expect(cancel.statusCode).toBe(403);
      expect(cancel.json().detail).toMatch(/Only the shop’s owner may cancel a paid order/);
      const processed = await api.post(`/api/admin/orders/${id}/process/`, { version: await version() }, packer.token);
      expect(processed.statusCode, processed.body).toBe(200);
      expect(processed.json()).toMatchObject({ delivery_status: 'processing', payment_status: 'completed' });

      expect((await refund(id, owner.token)).statusCode).toBe(201);
      const cancelled = await api.post(`/api/admin/orders/${id}/cancel/`, { version: await version() }, owner.token);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().delivery_status).toBe('cancelled');
    });

    it('lets only an owner deactivate or reactivate a staff account; staff may still deactivate a customer', async () => {
      const packer = await staffSessionFor(db, TEST_KEYS, { staffRole: 'staff' });
      const owner = await staffSessionFor(db, TEST_KEYS);
      const colleague = await createStaff(db, { staffRole: 'staff' });
      const customer = await createCustomer(db);

      for (const target of [owner.user, colleague]) {
        const refused = await api.post(`/api/admin/customers/${target.id}/deactivate/`, { version: target.version }, packer.token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().detail).toMatch(/Only the shop’s owner may deactivate or reactivate a staff account/);
      }
      expect((await api.get('/api/admin/me/', owner.token)).statusCode).toBe(200);
      expect((await api.post(`/api/admin/customers/${customer.id}/deactivate/`, { version: customer.version }, packer.token)).statusCode).toBe(200);

      const deactivated = await api.post(`/api/admin/customers/${colleague.id}/deactivate/`, { version: colleague.version }, owner.token);
      expect(deactivated.statusCode, deactivated.body).toBe(200);
      const again = deactivated.json<{ version: number }>().version;
      expect((await api.post(`/api/admin/customers/${colleague.id}/reactivate/`, { version: again }, packer.token)).statusCode).toBe(403);
      expect((await api.post(`/api/admin/customers/${colleague.id}/reactivate/`, { version: again }, owner.token)).statusCode).toBe(200);
    });
  });

  describe('a password change', () => {
    it('ends every other shop and back-office session and pending sign-in, but not the shop session that made it', async () => {
      const staff = await createStaff(db, { password: PASSWORD });
      const changing = await api.post('/api/user/login/', { email: staff.email, password: PASSWORD });
      const other = await api.post('/api/user/login/', { email: staff.email, password: PASSWORD });
      const [changingToken, otherToken] = [changing, other].map((answer) => answer.json<{ token: { access: string } }>().token.access);
      const challenge = await startSignIn(staff.email);
      const code = await codeMailedTo(db, staff.email, STAFF_CODE_MAIL_KIND);
      const firstSession = (await api.post('/api/admin/sign-in/verify/', { challenge, code })).json<{ token: string }>().token;
      const pending = await startSignIn(staff.email);
      const pendingCode = await codeMailedTo(db, staff.email, STAFF_CODE_MAIL_KIND);

      const changed = await api.post('/api/user/profile/password/', { current_password: PASSWORD, new_password: 'a-new-and-longer-secret-1', confirm_password: 'a-new-and-longer-secret-1' }, changingToken);
      expect(changed.statusCode, changed.body).toBe(200);

      expect((await api.get('/api/user/profile/', changingToken)).statusCode).toBe(200);
      expect((await api.get('/api/user/profile/', otherToken)).statusCode).toBe(401);
      expect((await api.get('/api/admin/me/', firstSession)).statusCode).toBe(401);
      const late = await api.post('/api/admin/sign-in/verify/', { challenge: pending, code: pendingCode });
      expect(late.statusCode).toBe(400);
      expect(late.json().errors.code[0]).toMatch(/expired or was tried too often/);
    });
  });

  describe('wrong codes for one account', () => {
    it('are capped across client addresses, then the person is mailed once and no code is taken, the right one neither', () =>
      withClockHeld(async () => {
        const staff = await createStaff(db, { password: PASSWORD });
        const limit = RATE_LIMITS.staffSignInCodesPerAccount.limit;
        const challenges: string[] = [];
        // Each address starts its own challenge (five wrong codes each would end one), as a thief with many would.
        for (let index = 0; index * 4 < limit + 4; index++) challenges.push(await startSignIn(staff.email, `198.51.100.${index + 1}`));
        let tried = 0;
        for (const [index, challenge] of challenges.entries()) {
          for (let attempt = 0; attempt < 4 && tried < limit; attempt++, tried++) {
            const answer = await api.post('/api/admin/sign-in/verify/', { challenge, code: '000000' }, undefined, `198.51.100.${index + 1}`);
            expect(answer.statusCode, `wrong code ${tried + 1}`).toBe(400);
          }
        }
        const notices = () => db.select().from(outbox).where(and(eq(outbox.recipient, staff.email), eq(outbox.event, STAFF_CODES_LOCKED_MAIL_KIND)));
        expect(await notices()).toHaveLength(1);
        expect((await notices())[0]!.textBody).toMatch(new RegExp(`${limit} wrong back-office sign-in codes`));

        // The latest challenge's right code is refused too, from a fresh address: the cap is the account's.
        const last = await startSignIn(staff.email, '192.0.2.200');
        const rightCode = await codeMailedTo(db, staff.email, STAFF_CODE_MAIL_KIND);
        const locked = await api.post('/api/admin/sign-in/verify/', { challenge: last, code: rightCode }, undefined, '192.0.2.200');
        expect(locked.statusCode).toBe(429);
        expect(locked.json().detail).toMatch(/Too many wrong sign-in codes for this account/);
        expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
        expect(await notices()).toHaveLength(1);

        const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, String(staff.id)));
        expect(audit.filter((row) => row.action === 'staff.sign_in_code_wrong')).toHaveLength(limit);
        expect(audit.filter((row) => row.action === 'staff.sign_in_locked')).toHaveLength(1);
      }));

    it('do not lock out the person when they get it right: a right code gives its try back, and the sign-in is audited', async () => {
      const staff = await createStaff(db, { password: PASSWORD, staffRole: 'staff' });
      const challenge = await startSignIn(staff.email);
      expect((await api.post('/api/admin/sign-in/verify/', { challenge, code: '000000' })).statusCode).toBe(400);
      const code = await codeMailedTo(db, staff.email, STAFF_CODE_MAIL_KIND);
      const verified = await api.post('/api/admin/sign-in/verify/', { challenge, code });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().staff.role).toBe('staff');

      const audit = await db.select().from(auditLog).orderBy(auditLog.id);
      expect(audit.map((row) => [row.actorKind, row.actorId, row.action, row.entityType, row.entityId, row.after])).toEqual([
        ['staff', staff.id, 'staff.sign_in_code_wrong', 'staff', String(staff.id), { wrong_codes_this_hour: 1 }],
        ['staff', staff.id, 'staff.sign_in', 'staff', String(staff.id), { role: 'staff' }],
      ]);
      expect(JSON.stringify(audit)).not.toContain(staff.email);
    });
  });
});
