/**
 * A fuzz test driven by the contract: every operation of openapi.yaml (shopper, staff and public) is
 * called with requests generated from its own parameter and body schemas: each request breaks one value
 * (numbers out of range, dates outside any calendar, unicode of every plane, strings past their limit,
 * wrong types, ids of another customer's records) and keeps the others valid, so the broken value gets
 * past validation of the rest to the handler and the database. Each operation is called signed in as
 * the kind of user it names. Any 5xx fails the test, listing the operation and the request.
 *
 * The values are broken in turn, so each is broken at least once, with a value drawn afresh each time: generated
 * for its type and bounds, or one of the hand-picked hostile values the contract walk sends whole
 * (support/hostile-values.ts). The walk checks paths, queries, whole bodies and other customers' records; each
 * field of a body is broken here.
 *
 * The seed is fixed (each operation's own, from its id), so a failure replays exactly: run this file again.
 */
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, users } from '../src/db/schema';
import type { ContractOperation } from '../src/http/contract';
import { placeOrder } from '../src/flows/checkout/place-order';
import { checkoutWith } from './support/checkout';
import { createDemoGateway } from '../src/payments/demo-gateway';
import { ACCOUNT_ENV, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import type { Driver } from './support/databases';
import { createAddress, createCategory, createProduct, createReview, createUser, createWishlistEntry, sessionTokenFor, staffSessionFor } from './support/fixtures';
import { HOSTILE_VALUES } from './support/hostile-values';
import type { JsonSchema } from './support/json-schema';

const SEED = 20_270_127;
/** Requests per operation: a few, and four more for each value it takes (and never fewer than its values). */
const runsFor = (values: number) => Math.min(4 + 4 * values, 60);

interface FuzzRequest {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: unknown;
}

interface Pools {
  /** The id a valid request gives a field of this name (`product`, `category_id`, …). */
  named: Record<string, number>;
  /** Ids of the caller's own records and of the catalogue: what a valid request names. */
  own: number[];
  /** Ids of another customer's records, and ids no record has. */
  foreign: number[];
}

const INT32_MAX = 2_147_483_647;

/** Dates no calendar of the shop holds, or that no parser agrees on. */
const BAD_DATES = ['2026-02-30', '2026-13-01', '2026-1-1', '2026-01-01T24:00:00Z', '+275760-09-13T00:00:00.000Z', '-000001-01-01T00:00:00Z', '1e9', 'today'];

/** A well-formed date or date-time in a year from 0000 to 9999, most of them outside 1900–2999. */
function farDate(withTime: boolean): fc.Arbitrary<string> {
  const year = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(0, 1, 1899, 3000, 9999) }, fc.integer({ min: 0, max: 1899 }), fc.integer({ min: 3000, max: 9999 }));
  return fc.tuple(year, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 })).map(([y, m, d]) => {
    const day = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    return withTime ? `${day}T00:00:00Z` : day;
  });
}

/** Text that has broken servers: NUL, markup, SQL, a lone surrogate, right-to-left marks, emoji. */
const NASTY_TEXT = ['nul\u0000byte', '<script>alert(1)</script>', "' OR '1'='1'; --", '\ud800', '\u202eevil', '👩🏽‍🔧'.repeat(50), '%00', '../../etc/passwd', ' '];

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

const isId = (name: string, schema: JsonSchema) => typeOf(schema) === 'integer' && (name === 'id' || name.endsWith('_id') || name.endsWith('Id') || ['product', 'address', 'order', 'user', 'category'].includes(name));

function validDate(withTime: boolean): fc.Arbitrary<string> {
  return fc.date({ min: new Date('1900-01-02T00:00:00Z'), max: new Date('2999-12-30T00:00:00Z'), noInvalidDate: true }).map((date) => (withTime ? date.toISOString() : date.toISOString().slice(0, 10)));
}

/**
 * Builds a request's values from their schemas, numbering the leaves as it goes: the leaf numbered
 * `target` gets a hostile value and every other a valid one, so the broken value meets the handler and
 * the database rather than a refusal of some other field. A dry build (target -1) counts the leaves.
 */
class Builder {
  leaves = 0;
  constructor(
    readonly pools: Pools,
    readonly target: number,
  ) {}

  value(schema: JsonSchema | undefined, name = ''): fc.Arbitrary<unknown> {
    if (!schema) return fc.constant('fuzz');
    if (schema.allOf) return fc.tuple(...schema.allOf.map((part) => this.value(part))).map((parts) => Object.assign({}, ...(parts as object[])));
    const choices = schema.oneOf ?? schema.anyOf;
    if (choices) return fc.oneof(...choices.map((choice) => this.value(choice, name)));
    const type = typeOf(schema);
    const closed = schema.const !== undefined || schema.enum !== undefined;
    if (!closed && type === 'array') return this.array(schema);
    if (!closed && (type === 'object' || type === undefined)) return this.object(schema);
    const leaf = this.leaves++;
    if (leaf === this.target) return hostile(schema, this.pools, name);
    const nullable = Array.isArray(schema.type) && schema.type.includes('null');
    const value = validLeaf(schema, this.pools, name);
    return nullable ? fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) }) : value;
  }

  private holdsTarget(first: number): boolean {
    return this.target >= first && this.target < this.leaves;
  }

  private array(schema: JsonSchema): fc.Arbitrary<unknown> {
    const first = this.leaves;
    const items = this.value(schema.items);
    const minLength = Math.max(schema.minItems ?? 0, this.holdsTarget(first) ? 1 : 0);
    return fc.array(items, { minLength, maxLength: Math.min(schema.maxItems ?? 3, Math.max(minLength, 3)) });
  }

  private object(schema: JsonSchema): fc.Arbitrary<unknown> {
    const properties = schema.properties ?? {};
    const required = new Set((schema.required ?? []).filter((key) => key in properties));
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, property] of Object.entries(properties)) {
      const first = this.leaves;
      model[key] = this.value(property, key);
      // The hostile value is always sent, optional or not.
      if (this.holdsTarget(first)) required.add(key);
    }
    return fc.record(model, { requiredKeys: [...required] });
  }
}

/** A value the schema accepts (or nearly: patterns get known examples), so a request reaches its handler. */
function validLeaf(schema: JsonSchema, pools: Pools, name: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (typeOf(schema)) {
    case 'integer': {
      if (name in pools.named) return fc.constant(pools.named[name]);
      if (isId(name, schema)) return fc.constantFrom(...pools.own);
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : Math.max(min, 1000));
      return fc.integer({ min, max: Math.min(max, min + 1_000_000) });
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1000, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return name === 'url' ? fc.constantFrom('/media/products/fuzz.webp', 'https://example.in/fuzz.jpg') : validString(schema);
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date') return validDate(false);
  if (schema.format === 'date-time') return validDate(true);
  if (schema.format === 'email') return fc.constantFrom('fuzz@example.in', 'Ravi.Kumar+shop@example.co.in');
  if (schema.format === 'uri') return fc.constantFrom('https://example.in/fuzz', 'https://example.in/a?b=c');
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 60, 200);
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const known = ['Fuzz value', 'fuzz-value', '9876543210', '560001', '411001', '123456', '7326', 'ABCDE1234F', '27ABCDE1234F1Z5', '#1a2b3c'].filter((candidate) => pattern.test(candidate));
    return known.length > 0 ? fc.constantFrom(...known) : fc.constant('fuzz');
  }
  // Plain words joined by hyphens pass the rules the handlers add (a slug's shape, a filled name); the
  // hostile values bring the unicode.
  return fc
    .array(fc.constantFrom('bird', 'spike', 'net', 'pigeon', 'monkey', 'balcony', 'steel', '10'), { minLength: 1, maxLength: 4 })
    .map((words) => words.join('-').padEnd(min, 'x').slice(0, max));
}

/** A value made to break the field: out of its range, of the wrong type, too long, a bad date, another's id. */
function hostile(schema: JsonSchema | undefined, pools: Pools, name = ''): fc.Arbitrary<unknown> {
  const wrongType = fc.constantFrom<unknown>(null, true, [], {}, [1, 2], { $ne: null }, '', 'abc', -1, 0, 1.5);
  const min = schema?.minimum ?? 0;
  const max = schema?.maximum ?? INT32_MAX;
  const numbers = fc.oneof(
    fc.constantFrom(min - 1, max + 1, -1, 0, 1.5, INT32_MAX + 1, -INT32_MAX - 2, 2 ** 53 + 2, 1e308, -1e308, 1e-320),
    fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );
  const limit = schema?.maxLength ?? 100;
  const texts = fc.oneof(
    fc.constantFrom(...NASTY_TEXT, 'x'.repeat(limit + 1), 'é'.repeat(limit + 1), 'x'.repeat(5000)),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', minLength: limit, maxLength: limit + 2 }),
  );
  const dates = fc.oneof({ weight: 3, arbitrary: farDate(schema?.format === 'date-time') }, { weight: 1, arbitrary: fc.constantFrom(...BAD_DATES) });
  const ids = fc.oneof(fc.constantFrom(...pools.foreign), fc.constantFrom(0, -1, INT32_MAX, INT32_MAX + 1));
  const type = schema ? typeOf(schema) : undefined;
  let own: fc.Arbitrary<unknown> = wrongType;
  if (type === 'integer' || type === 'number') own = isId(name, schema!) ? fc.oneof(ids, numbers) : numbers;
  else if (schema?.format === 'date' || schema?.format === 'date-time') own = dates;
  else if (type === 'string') own = texts;
  return fc.oneof(
    { weight: 6, arbitrary: own },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: texts },
    { weight: 1, arbitrary: numbers },
  );
}

/** A parameter's value as it travels in a URL or a header. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Percent-encodes every UTF-8 byte of text encodeURIComponent refuses (a lone surrogate). */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('');
  }
}

/** The operation's request with the leaf numbered `target` hostile (-1: none; one past the leaves: the whole body). */
function buildRequest(operation: ContractOperation, pools: Pools, target: number): { leaves: number; arbitrary: fc.Arbitrary<FuzzRequest> } {
  const builder = new Builder(pools, target);
  const textual = (schema: unknown) =>
    (schema === undefined ? fc.constant({}) : builder.value(schema as JsonSchema)).map((values) => Object.fromEntries(Object.entries((values ?? {}) as object).map(([name, value]) => [name, asText(value)])));
  const path = textual(operation.schema.params);
  const query = textual(operation.schema.querystring);
  // Header values must be printable ASCII or the request cannot be sent at all.
  const headers = textual(operation.schema.headers).map((values) => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.replace(/[^\x20-\x7e]/g, '?')])));
  const bodySchema = operation.schema.body as JsonSchema | undefined;
  const body = bodySchema ? builder.value(bodySchema) : fc.constant(undefined);
  const leaves = builder.leaves;
  const sent = bodySchema && target === leaves ? hostile(bodySchema, pools) : body;
  return { leaves, arbitrary: fc.record({ path, query, headers, body: sent }) as fc.Arbitrary<FuzzRequest> };
}

/**
 * The operation's requests: each breaks one value (or the whole body), the values taken in turn so that every one
 * is broken at least once and most several times, each time with a hostile value drawn afresh.
 */
function requestsFor(operation: ContractOperation, pools: Pools): FuzzRequest[] {
  const { leaves } = buildRequest(operation, pools, -1);
  const targets = leaves + (operation.schema.body ? 1 : 0);
  const seed = seedOf(operation.operationId);
  if (targets === 0) return fc.sample(buildRequest(operation, pools, -1).arbitrary, { seed, numRuns: runsFor(0) });
  const arbitraries = Array.from({ length: targets }, (_, target) => buildRequest(operation, pools, target).arbitrary);
  return Array.from({ length: Math.max(runsFor(targets), targets) }, (_, run) => fc.sample(arbitraries[run % targets]!, { seed: seed + run, numRuns: 1 })[0]!);
}

/** A stable seed per operation, so adding one operation does not change the requests of the others. */
function seedOf(operationId: string): number {
  let hash = SEED;
  for (const char of operationId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** The carrier webhook's token: the fuzz gets past it to the handler, as the aggregator does. */
const WEBHOOK_TOKEN = 'fuzz-carrier-webhook-token';

// On PostgreSQL alone, as the contract walk's hostile bodies: a 5xx from an unchecked value comes from the code
// above the database, and PGlite is PostgreSQL compiled to WebAssembly, so a second fuzz there (10 s of a worker)
// found nothing new.
describe('the contract fuzzed on PostgreSQL', () => {
  const driver: Driver = 'postgres';
  let t: TestApp;
  let requests = 0;
  const pools: Pools = { named: {}, own: [], foreign: [] };
  let shopperId = 0;

  beforeAll(async () => {
    t = await startTestApp(driver, { ...ACCOUNT_ENV, SEED_DEMO_DATA: 'false', CARRIER_WEBHOOK_TOKEN: WEBHOOK_TOKEN });
    const db = t.database.db;
    const category = await createCategory(db);
    const product = await createProduct(db, { stock: 100_000 });
    const gateway = await createDemoGateway(db);
    const other = await createUser(db, { email: 'other.customer@example.in' });
    const otherAddress = await createAddress(db, other.id);
    const otherOrder = await placeOrder(db, checkoutWith(gateway), other.id, { address: otherAddress.id, items: [{ product: product.id, quantity: 1 }] });
    const otherReview = await createReview(db, product.id, { userId: other.id, status: 'pending' });
    const shopper = await createUser(db, { email: 'fuzz.shopper@example.in' });
    const address = await createAddress(db, shopper.id);
    await createWishlistEntry(db, shopper.id, product.id);
    const order = await placeOrder(db, checkoutWith(gateway), shopper.id, { address: address.id, items: [{ product: product.id, quantity: 1 }] });
    const [message] = await db.insert(contactMessages).values({ name: 'Asha', email: 'asha@example.in', subject: 'Nets', message: 'Do you ship to Pune?' }).returning();
    shopperId = shopper.id;
    pools.named = { product: product.id, product_id: product.id, category_id: category.id, address: address.id, order: order.id, user: shopper.id };
    pools.own = [shopper.id, address.id, order.id, product.id, category.id, message!.id, 1];
    pools.foreign = [other.id, otherAddress.id, otherOrder.id, otherReview.id, 999_999];
  });
  afterAll(() => t?.close());

  /** The back-office's sign-in for staff operations: the owner's, whom no operation refuses for the role. */
  async function backOfficeToken(): Promise<string> {
    return (await staffSessionFor(t.database.db, TEST_KEYS, { staffRole: 'owner' })).token;
  }

  /** A fresh token per operation: a fuzzed sign-out must not end the rest of the run. */
  async function tokenFor(operation: ContractOperation): Promise<string | undefined> {
    if (operation.auth === 'staff') return backOfficeToken();
    if (operation.auth === null) return undefined;
    const [row] = await t.database.db.select().from(users).where(eq(users.id, shopperId));
    return sessionTokenFor(TEST_KEYS, row!);
  }

  function urlOf(operation: ContractOperation, request: FuzzRequest): string {
    const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeSegment(request.path[name] ?? '1'));
    const query = Object.entries(request.query).map(([name, value]) => `${encodeURIComponent(name)}=${encodeSegment(value)}`);
    return query.length > 0 ? `${path}?${query.join('&')}` : path;
  }

  /** Each request from its own address, so per-address limits do not stop the run before the handlers. */
  function send(operation: ContractOperation, url: string, request: FuzzRequest, token: string | undefined): Promise<LightMyRequestResponse> {
    requests += 1;
    const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
    return t.app.inject({
      method: operation.method,
      url,
      remoteAddress: `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`,
      headers: {
        ...request.headers,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      ...(payload === undefined ? {} : { payload }),
    });
  }

  it('answers the carrier webhook, sent its token and any JSON or none, without a 5xx, and each body again as a duplicate', async () => {
    const failures: string[] = [];
    const bodies = fc.sample(fc.oneof(fc.json({ depthSize: 'small' }), fc.string({ unit: 'binary', maxLength: 200 })), { seed: seedOf('carrierTrackingWebhook'), numRuns: 60 });
    for (const [index, body] of [...bodies, bodies[0]!].entries()) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/carrier/tracking/webhook',
        remoteAddress: `10.250.0.${index}`,
        headers: { 'content-type': 'application/json', 'x-api-key': WEBHOOK_TOKEN },
        payload: body,
      });
      if (response.statusCode >= 500 || ![200, 400].includes(response.statusCode)) failures.push(`${JSON.stringify(body).slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers every generated request without a 5xx', { timeout: 180_000 }, async () => {
    const started = Date.now();
    const cpu = process.cpuUsage();
    const failures: string[] = [];
    // Shopper and public operations first: a staff operation may deactivate or erase the shopper.
    const operations = [...t.app.contract.operations.values()].sort((a, b) => Number(a.auth === 'staff') - Number(b.auth === 'staff'));
    for (const operation of operations) {
      const token = await tokenFor(operation);
      for (const request of requestsFor(operation, pools)) {
        const url = urlOf(operation, request);
        const response = await send(operation, url, request, token);
        if (response.statusCode >= 500) {
          const body = request.body === undefined ? '' : ` body=${JSON.stringify(request.body).slice(0, 400)}`;
          const headers = Object.keys(request.headers).length > 0 ? ` headers=${JSON.stringify(request.headers).slice(0, 200)}` : '';
          failures.push(`${operation.operationId} (${operation.auth ?? 'public'}): ${operation.method} ${url.slice(0, 300)}${headers}${body} → ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const used = process.cpuUsage(cpu);
    const cpuSeconds = ((used.user + used.system) / 1e6).toFixed(1);
    // Its size and speed, for whoever tunes runsFor (CPU time is what a busy machine does not inflate).
    console.info(`contract fuzz on ${driver}: ${operations.length} operations, ${requests} requests in ${seconds} s (${cpuSeconds} s of CPU in the test process), ${failures.length} answered 5xx`);
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
