/** Helpers for the tests of personal calls: a known signing secret, JSON requests with a token, sign-up steps. */
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { deriveAccountKeys } from '../../src/accounts/keys';
import { OTP_MAIL_KIND } from '../../src/notify/mails/sign-up-code';
import type { Database } from '../../src/db/database';
import { outbox } from '../../src/db/schema';
import type { TestApp } from './app';

/** Tests that forge tokens set JWT_SECRET, so they know the key the app signs with. */
const JWT_SECRET = 'a-test-only-secret-that-signs-session-tokens';
export const ACCOUNT_ENV = { JWT_SECRET };
export const TEST_KEYS = deriveAccountKeys(new TextEncoder().encode(JWT_SECRET));

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function client(t: TestApp) {
  const call = (method: Method, url: string, body?: unknown, token?: string, ip = '203.0.113.7'): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  return {
    get: (url: string, token?: string) => call('GET', url, undefined, token),
    post: (url: string, body: unknown, token?: string, ip?: string) => call('POST', url, body, token, ip),
    put: (url: string, body: unknown, token?: string) => call('PUT', url, body, token),
    patch: (url: string, body: unknown, token?: string) => call('PATCH', url, body, token),
    delete: (url: string, token?: string) => call('DELETE', url, undefined, token),
  };
}

/** The code in the newest mail of `kind` (a sign-up code by default) to `email`, read from the outbox as its reader would. */
export async function codeMailedTo(db: Database, email: string, kind: string = OTP_MAIL_KIND): Promise<string> {
  const [mail] = await db
    .select({ text: outbox.textBody })
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.event, kind)))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no ${kind} code was mailed to ${email}`);
  return code;
}

export interface SignUp {
  name?: string;
  email: string;
  password?: string;
  contact?: string;
  /** The WhatsApp and SMS boxes ticked on the form. */
  messaging?: Record<string, unknown>;
}

/** The storefront's whole sign-up: code, verification, registration. Returns the new profile's id. */
export async function signUp(t: TestApp, { name = 'Asha Patel', email, password = 'pigeons-go-away', contact, messaging }: SignUp): Promise<number> {
  const api = client(t);
  expect((await api.post('/api/user/send-otp/', { email })).statusCode).toBe(200);
  const otp = await codeMailedTo(t.database.db, email.trim().toLowerCase());
  expect((await api.post('/api/user/verify-otp/', { email, otp })).statusCode).toBe(200);
  const registered = await api.post('/api/user/register/', { name, email, contact, password, confirm_password: password, ...(messaging ? { messaging } : {}) });
  expect(registered.statusCode, registered.body).toBe(201);
  return (registered.json() as { user: { id: number } }).user.id;
}

export async function logIn(t: TestApp, email: string, password = 'pigeons-go-away'): Promise<string> {
  const response = await client(t).post('/api/user/login/', { email, password });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { token: { access: string } }).token.access;
}
