/**
 * A security walk over every operation of the contract, driven by the contract itself so a new
 * operation is walked without anyone remembering to: each is called with no token, with bad tokens,
 * with another customer's token against the first customer's records, and with hostile values as the
 * whole body, in every query parameter and in every path parameter (over-long, wrong type, out-of-range
 * numbers, deep nesting, NUL, script tags, SQL). Never a 500, and never the other customer's data.
 * Hostile values in each field of a body are the contract fuzz's (contract-fuzz.test.ts), which breaks every
 * field at every depth with values drawn from the same list and from generated ones.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveAccountKeys } from '../src/accounts/keys';
import { addresses, orders, users } from '../src/db/schema';
import type { ContractOperation } from '../src/http/contract';
import { placeOrder } from '../src/flows/checkout/place-order';
import { checkoutWith } from './support/checkout';
import { createDemoGateway } from '../src/payments/demo-gateway';
import { ACCOUNT_ENV, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { RULE_DRIVERS, type Driver } from './support/databases';
import { createAddress, createCategory, createProduct, createUser, createWishlistEntry, sessionTokenFor, staffSessionFor } from './support/fixtures';
import { HOSTILE_SEGMENTS, HOSTILE_VALUES } from './support/hostile-values';
import type { JsonSchema } from './support/json-schema';

/** A value the schema accepts, so the walk gets past validation to the handler with each field in turn. */
function exampleOf(schema: JsonSchema | undefined, known: Record<string, unknown>, name = ''): unknown {
  if (!schema) return 'walk';
  if (name in known) return known[name];
  if (schema.example !== undefined) return schema.example;
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part, known) as object));
  const choice = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (choice) return exampleOf(choice, known, name);
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => exampleOf(schema.items, known));
    case 'object':
    case undefined:
      if (!schema.properties) return {};
      return Object.fromEntries(Object.entries(schema.properties).map(([key, property]) => [key, exampleOf(property, known, key)]));
    default:
      return exampleString(schema);
  }
}

function exampleString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'walker@example.in';
  if (schema.format === 'date-time') return '2026-01-15T10:00:00Z';
  if (schema.format === 'date') return '2026-01-15';
  if (schema.format === 'uri') return 'https://example.in/walk';
  const candidates = ['Walk test value', 'walk-test', '9876543210', '560001', '123456', '1234', 'ABCDE1234F'];
  const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
  const fitting = candidates.find((candidate) => (!pattern || pattern.test(candidate)) && candidate.length >= (schema.minLength ?? 0));
  return fitting ?? 'w'.repeat(Math.max(schema.minLength ?? 1, 1));
}

describe.each(RULE_DRIVERS)('the contract walked with hostile callers on %s', (driver: Driver) => {
  let t: TestApp;
  let requests = 0;
  /** The first customer's records, which nobody else may see or change. */
  const alice = { userId: 0, addressId: 0, orderId: 0, markers: [] as string[] };
  /** The second customer, who walks with a token of their own and their own address and order. */
  const bob = { userId: 0, addressId: 0, orderId: 0 };
  let productId = 0;
  let categoryId = 0;

  beforeAll(async () => {
    t = await startTestApp(driver, { ...ACCOUNT_ENV, SEED_DEMO_DATA: 'false' });
    const db = t.database.db;
    categoryId = (await createCategory(db)).id;
    const product = await createProduct(db, { stock: 1000 });
    productId = product.id;
    const gateway = await createDemoGateway(db);
    const aliceUser = await createUser(db, { email: 'alice.private@example.in', contact: '9123456780' });
    const aliceAddress = await createAddress(db, aliceUser.id, { fullName: 'Alice Privatename', phone: '9123456780', address: '7 Hidden Orchard Lane' });
    await createWishlistEntry(db, aliceUser.id, productId);
    const aliceOrder = await placeOrder(db, checkoutWith(gateway), aliceUser.id, { address: aliceAddress.id, items: [{ product: productId, quantity: 1 }] });
    Object.assign(alice, {
      userId: aliceUser.id,
      addressId: aliceAddress.id,
      orderId: aliceOrder.id,
      markers: ['alice.private@example.in', '9123456780', 'Hidden Orchard', 'Privatename', aliceOrder.razorpay_order_id],
    });
    const bobUser = await createUser(db, { email: 'bob.walker@example.in' });
    const bobAddress = await createAddress(db, bobUser.id);
    const bobOrder = await placeOrder(db, checkoutWith(gateway), bobUser.id, { address: bobAddress.id, items: [{ product: productId, quantity: 1 }] });
    Object.assign(bob, { userId: bobUser.id, addressId: bobAddress.id, orderId: bobOrder.id });
  });
  afterAll(() => t?.close());

  const operations = () => [...t.app.contract.operations.values()];

  /** Each request from its own address, so per-address limits do not stop the walk before the handlers. */
  async function call(method: string, url: string, options: { token?: string; body?: unknown; rawBody?: string } = {}): Promise<LightMyRequestResponse> {
    requests += 1;
    const payload = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    return t.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`,
      headers: {
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
      },
      ...(payload === undefined ? {} : { payload }),
    });
  }

  function expectSafe(response: LightMyRequestResponse, label: string, forStranger: boolean) {
    // Soft, so one run lists every failing case rather than the first.
    expect.soft(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
    if (!forStranger) return;
    for (const marker of alice.markers) expect(response.body.includes(marker), `${label} shows Alice's ${marker}`).toBe(false);
  }

  /** Whose records fill the path: the caller's own (to reach the handler), or Alice's (to try to reach hers). */
  function pathFor(operation: ContractOperation, owner: { userId: number; addressId: number; orderId: number }, override?: [string, string]): string {
    return operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
      if (override && override[0] === name) return override[1];
      switch (name) {
        case 'userId':
          return String(owner.userId);
        case 'id':
          return String(operation.path.includes('/addresses/') ? owner.addressId : owner.orderId);
        case 'productId':
        case 'slugOrId':
          return String(productId);
        case 'categoryId':
          return String(categoryId);
        case 'pin':
          return '411001';
        default:
          return '1';
      }
    });
  }

  /** A fresh token per operation: a walked logout or sign-out must not end the rest of the walk. */
  async function tokenFor(operation: ContractOperation): Promise<string | undefined> {
    if (operation.auth === 'staff') return (await staffSessionFor(t.database.db, TEST_KEYS)).token;
    const [row] = await t.database.db.select().from(users).where(eq(users.id, bob.userId));
    return sessionTokenFor(TEST_KEYS, row!);
  }

  const knownFields = () => ({ product: productId, address: bob.addressId, order: bob.orderId, category_id: categoryId, user: bob.userId });

  it('refuses every secured operation without a token or with a bad one, and never fails on any', { timeout: 120_000 }, async () => {
    const otherKeys = deriveAccountKeys(new TextEncoder().encode('another-secret-that-the-shop-never-used'));
    const forged = await sessionTokenFor(otherKeys, { id: alice.userId, sessionVersion: 0 });
    const badTokens = ['garbage', 'a.b.c', forged, `${forged.slice(0, -4)}AAAA`, 'x'.repeat(5000), ''];
    for (const operation of operations()) {
      const url = pathFor(operation, alice);
      const body = exampleOf(operation.schema.body as JsonSchema | undefined, knownFields());
      const withBody = operation.schema.body ? { body } : {};
      for (const token of [undefined, ...badTokens]) {
        const response = await call(operation.method, url, { ...withBody, ...(token === undefined ? {} : { token }) });
        const label = `${operation.operationId} ${operation.method} ${url} token=${token?.slice(0, 12)}`;
        expectSafe(response, label, true);
        if (operation.auth !== null) expect(response.statusCode, label).toBe(401);
      }
    }
  });

  it('gives another customer none of Alice’s records, and lets them change none', async () => {
    const walked: string[] = [];
    for (const operation of operations().filter((candidate) => candidate.auth === 'customer')) {
      const url = pathFor(operation, alice);
      const body = exampleOf(operation.schema.body as JsonSchema | undefined, knownFields());
      const response = await call(operation.method, url, { token: await tokenFor(operation), ...(operation.schema.body ? { body } : {}) });
      const label = `${operation.operationId} ${operation.method} ${url}`;
      expectSafe(response, label, true);
      // A path naming Alice's order or address is not found (or forbidden) for Bob.
      if (/\{(id|userId)\}/.test(operation.path)) {
        expect([403, 404], label).toContain(response.statusCode);
        walked.push(operation.operationId);
      }
    }
    expect(walked).toEqual(expect.arrayContaining(['getOrder', 'verifyPayment', 'payDemoOrder']));
    const db = t.database.db;
    expect(await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.id, alice.addressId))).toHaveLength(1);
    const [order] = await db.select().from(orders).where(eq(orders.id, alice.orderId));
    expect(order).toMatchObject({ paymentStatus: 'pending', deliveryStatus: 'pending' });
  });

  it('refuses hostile path and query values without failing', { timeout: 240_000 }, async () => {
    for (const operation of operations()) {
      const token = operation.auth === null ? undefined : await tokenFor(operation);
      const forStranger = operation.auth !== 'staff';
      const body = exampleOf(operation.schema.body as JsonSchema | undefined, knownFields());
      const withBody = operation.schema.body ? { body } : {};
      for (const [, name] of operation.path.matchAll(/\{([^}]+)\}/g)) {
        for (const segment of HOSTILE_SEGMENTS) {
          const url = pathFor(operation, bob, [name!, segment]);
          expectSafe(await call(operation.method, url, { token, ...withBody }), `${operation.operationId} ${url.slice(0, 120)}`, forStranger);
        }
      }
      const query = (operation.schema.querystring as JsonSchema | undefined)?.properties ?? {};
      for (const name of Object.keys(query)) {
        for (const value of [...HOSTILE_SEGMENTS, '']) {
          const url = `${pathFor(operation, bob)}?${name}=${value}&${name}=1`;
          expectSafe(await call(operation.method, url, { token, ...withBody }), `${operation.operationId} ${url.slice(0, 120)}`, forStranger);
        }
      }
    }
  });

  it('refuses hostile and malformed bodies without failing', async () => {
    for (const operation of operations().filter((candidate) => candidate.schema.body)) {
      const token = operation.auth === null ? undefined : await tokenFor(operation);
      const forStranger = operation.auth !== 'staff';
      const url = pathFor(operation, bob);
      for (const value of HOSTILE_VALUES) {
        expectSafe(await call(operation.method, url, { token, body: value }), `${operation.operationId} body=${JSON.stringify(value).slice(0, 40)}`, forStranger);
      }
      expectSafe(await call(operation.method, url, { token, rawBody: '{"unterminated": ' }), `${operation.operationId} malformed JSON`, forStranger);
    }
  });
});
