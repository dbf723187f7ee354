import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { readOtpFor } from './mail/mailbox';

/**
 * Journey helpers for signed-in tests, after epic-stack's: a fresh customer per test, signed up with
 * the one-time password from the real mail the shop sent, and logged in through the page or, where
 * the login itself is not under test, through the API.
 */

export interface Customer {
  name: string;
  email: string;
  contact: string;
  password: string;
}

/** A customer no test has used: a random, unique e-mail address on a reserved test domain. */
export function newCustomer(overrides: Partial<Customer> = {}): Customer {
  const id = `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
  return {
    name: 'Priya Sharma',
    email: `priya.${id}@example.test`,
    contact: '9876501234',
    password: `Spikes-${id}`,
    ...overrides,
  };
}

/**
 * An address of the journey's own, sent as X-Forwarded-For (the shop trusts one proxy hop in tests), so
 * journeys running side by side do not share the per-address limits of sign-up and sign-in.
 */
export function ownClientAddress(): { 'x-forwarded-for': string } {
  const [net, host] = randomBytes(2);
  return { 'x-forwarded-for': `${net! % 2 ? '198.51.100' : '203.0.113'}.${(host! % 250) + 1}` };
}

/**
 * Creates the account the way the sign-up page does, without the page: send-otp, the code from the
 * mail, verify-otp, register.
 */
export async function signUp(request: APIRequestContext, customer: Customer = newCustomer()): Promise<Customer> {
  const since = Date.now();
  const headers = ownClientAddress();
  const sent = await request.post('/api/user/send-otp/', { data: { email: customer.email }, headers });
  expect(sent.status(), await sent.text()).toBe(200);
  const otp = await readOtpFor(customer.email, { since });
  const verified = await request.post('/api/user/verify-otp/', { data: { email: customer.email, otp }, headers });
  expect(verified.status(), await verified.text()).toBe(200);
  const registered = await request.post('/api/user/register/', {
    data: {
      name: customer.name,
      email: customer.email,
      contact: customer.contact,
      password: customer.password,
      confirm_password: customer.password,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return customer;
}

/** Logs in through the login face of /signup (the page must be on it), and waits for the way out. */
export async function login(page: Page, customer: Pick<Customer, 'email' | 'password'>): Promise<void> {
  const card = page.getByRole('form', { name: 'Login' });
  await card.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await card.getByLabel(/^Password/).fill(customer.password);
  await card.getByRole('button', { name: 'Login' }).click();
  // The product brief's 2 s pause, then the request.
  await expect(page).not.toHaveURL(/\/signup$/, { timeout: 15_000 });
}

/**
 * Signs the customer in without the login page: the token from POST login/ stored under `token`, as
 * the page stores it. Then opens `path`.
 */
export async function loginViaApi(page: Page, customer: Pick<Customer, 'email' | 'password'>, path = '/'): Promise<string> {
  const answer = await page.request.post('/api/user/login/', { data: { email: customer.email, password: customer.password } });
  expect(answer.status(), await answer.text()).toBe(200);
  const { token } = (await answer.json()) as { token: { access: string } };
  await page.addInitScript((access) => {
    // Only on the first document of the test, so a later logout is not undone by a reload.
    if (!sessionStorage.getItem('e2e-signed-in')) {
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('token', access);
    }
  }, token.access);
  await page.goto(path);
  return token.access;
}

/** A JWT-shaped token the browser can read (the signature is not checked there), expiring at `exp` (seconds). */
export function readableToken(exp: number): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '7', exp })}.${Buffer.from('not-a-signature').toString('base64url')}`;
}
