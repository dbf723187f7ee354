import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '@shop/contracts/document';
import { normaliseIndianMobile, normalisePincode } from '@shop/rules';
import { getOperation, loadContract, registerOperation } from '../src/http/contract';
import { PATTERN_MESSAGES } from '../src/http/errors';
import { resolveSchema } from '../src/http/openapi-schema';
import { MAX_PRODUCT_IMAGES, TEXT_LIMITS } from '../src/db/tables/values';
import { contractLimit } from '../src/validation/contract-limit';
import { startTestApp, type TestApp } from './support/app';

/** The operations this part of the API serves; each must come from the contract. */
const SERVED = [
  'listProducts', 'getProduct', 'listCategories', 'listGallery', 'sendContactMessage', 'listBlogs', 'listProductReviews', 'getSeoMetadata',
  'sendOtp', 'verifyOtp', 'register', 'login', 'getProfile', 'updateProfile', 'changePassword',
  'listAddresses', 'createAddress', 'deleteAddress',
  'listWishlist', 'addToWishlist', 'checkWishlist', 'removeFromWishlist',
  'createOrder', 'listOrders', 'getOrder', 'verifyPayment', 'payDemoOrder', 'createReview', 'listUserReviews',
  'checkPincode', 'razorpayWebhook', 'carrierTrackingWebhook',
];

describe('the OpenAPI contract', () => {
  const contract = loadContract();

  it('gives the bound it sets on a field to the checks that need the number, and refuses a name it lacks', () => {
    expect(contractLimit('OrderQuote', 'subtotal_paise', 'maximum')).toBe(2_000_000_000);
    // A property of an allOf part is found as well as one of the schema's own.
    expect(contractLimit('AdminProductInput', 'title', 'maxLength')).toBe(200);
    expect(() => contractLimit('OrderQuote', 'subtotal', 'maximum')).toThrow("The contract's OrderQuote.subtotal has no maximum");
    expect(() => contractLimit('OrderQuote', 'subtotal_paise', 'maxLength')).toThrow("The contract's OrderQuote.subtotal_paise has no maxLength");
    expect(() => contractLimit('NoSuchSchema', 'title', 'maxLength')).toThrow('The contract has no schema NoSuchSchema');
    // A property that names a shared schema gets that schema's bound.
    expect(contractLimit('AdminProductInput', 'category_id', 'maximum')).toBe(2_147_483_647);
  });

  it("bounds requests to what the database's CHECKs take, field by field", () => {
    // The migrations fix the database's bounds in SQL, so they cannot be read from the contract; this is
    // what keeps a request the contract lets through from failing at the database instead.
    const bounds: [number, string, string, 'maxLength' | 'maxItems' | 'maximum'][] = [
      [TEXT_LIMITS.title, 'AdminProductFields', 'title', 'maxLength'],
      [TEXT_LIMITS.title, 'AdminCategoryUpdate', 'name', 'maxLength'],
      [TEXT_LIMITS.title, 'AdminGalleryItemInput', 'title', 'maxLength'],
      [TEXT_LIMITS.title, 'AdminLegalPageInput', 'title', 'maxLength'],
      [TEXT_LIMITS.shortText, 'AdminProductFields', 'short_desc', 'maxLength'],
      [TEXT_LIMITS.longText, 'AdminProductFields', 'long_desc', 'maxLength'],
      [TEXT_LIMITS.url, 'AdminProductImage', 'url', 'maxLength'],
      [TEXT_LIMITS.imageAlt, 'AdminProductImage', 'alt', 'maxLength'],
      [TEXT_LIMITS.variantLabel, 'AdminVariantInput', 'label', 'maxLength'],
      [TEXT_LIMITS.personName, 'RegisterRequest', 'name', 'maxLength'],
      [TEXT_LIMITS.personName, 'ProfileUpdate', 'name', 'maxLength'],
      [TEXT_LIMITS.email, 'RegisterRequest', 'email', 'maxLength'],
      [TEXT_LIMITS.staffNote, 'ReviewRejection', 'reason', 'maxLength'],
      [TEXT_LIMITS.staffNote, 'ReviewReplyInput', 'text', 'maxLength'],
      [TEXT_LIMITS.staffNote, 'MessageHandling', 'note', 'maxLength'],
      [TEXT_LIMITS.message, 'MessageReplyInput', 'text', 'maxLength'],
      [MAX_PRODUCT_IMAGES, 'AdminProductFields', 'images', 'maxItems'],
      [MAX_PRODUCT_IMAGES, 'AdminVariantInput', 'image_position', 'maximum'],
    ];
    for (const [databaseBound, schema, property, keyword] of bounds) {
      expect(contractLimit(schema, property, keyword), `${schema}.${property}`).toBe(databaseBound);
    }
  });

  it('defines every operation served here, with Fastify paths', () => {
    expect(getOperation(contract, 'getProduct')).toMatchObject({ method: 'GET', path: '/api/user/products/{slugOrId}/', url: '/api/user/products/:slugOrId/' });
    expect(getOperation(contract, 'sendContactMessage')).toMatchObject({ method: 'POST', url: '/api/user/contact/' });
    expect(getOperation(contract, 'getSeoMetadata')).toMatchObject({ method: 'GET', url: '/seo-json/seo.json' });
    for (const operationId of SERVED) expect(contract.operations.has(operationId), operationId).toBe(true);
  });

  it('attaches request schemas with every $ref resolved', () => {
    const contact = getOperation(contract, 'sendContactMessage');
    expect(contact.schema.body).toMatchObject({ type: 'object', required: ['name', 'email', 'subject', 'message'] });
    expect(JSON.stringify(contact.schema.body)).not.toContain('$ref');
    expect(getOperation(contract, 'listProductReviews').schema.querystring).toMatchObject({
      type: 'object',
      properties: { product_id: { type: 'integer', minimum: 1 } },
      required: ['product_id'],
    });
    expect(getOperation(contract, 'getProduct').schema.params).toMatchObject({ required: ['slugOrId'] });
    expect(JSON.stringify(getOperation(contract, 'listProducts').responses['200'])).not.toContain('$ref');
  });

  it('refuses an operation the contract does not have', () => {
    const app = Fastify();
    app.decorate('contract', contract);
    // @ts-expect-error an operation the contract does not have is refused by the type check too
    expect(() => registerOperation(app, 'noSuchOperation', async () => null)).toThrow('The contract has no operation noSuchOperation');
  });
});

describe("the contract's patterns", () => {
  it('are the ones the field errors have words for', () => {
    const patterns = new Set<string>();
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (node !== null && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) if (key === 'pattern' && typeof value === 'string') patterns.add(value); else collect(value);
      }
    };
    collect(loadOpenApiDocument());
    expect([...PATTERN_MESSAGES.keys()].filter((pattern) => !patterns.has(pattern))).toEqual([]);
  });
});

describe('the contract’s numbers as people type them', () => {
  interface Schema {
    pattern?: string;
    properties?: Record<string, Schema>;
  }
  const schemas = (loadOpenApiDocument().components as { schemas: Record<string, Schema> }).schemas;
  const accepts = (schema: Schema | undefined) => (value: string) => new RegExp(schema?.pattern ?? '(?!)', 'u').test(value);

  const mobiles = ['9876543210', '+91 98765-43210', '09876543210', '919876543210', '+91-98765 43210', ' 98765 43210 ', '+ 91 9876543210',
    '9-8-7-6-5-4-3-2-1-0', '98765', '1234567890', '+92 9876543210', '00 9876543210', '98765432101', '91 98765 4321', '', '  ', '+9876543210'];
  it.each(mobiles)('IndianMobileAsTyped accepts %j exactly when the domain can read it', (value) => {
    expect(accepts(schemas.IndianMobileAsTyped)(value)).toBe(normaliseIndianMobile(value) !== null);
  });

  it.each([['123456', true], ['000000', true], ['12345', false], ['1234567', false], ['12 456', false], ['١٢٣٤٥٦', false]] as const)(
    'VerifyOtpRequest takes %j as a code: %s, as the storefront’s six boxes allow',
    (code, shaped) => expect(accepts(schemas.VerifyOtpRequest?.properties?.otp)(code)).toBe(shaped),
  );

  const pincodes = ['411001', '411 001', ' 4 1 1 0 0 1 ', '011001', '41100', '4110011', 'ABC123', '', '411-001'];
  it.each(pincodes)('PincodeAsTyped accepts %j exactly when the domain can read it', (value) => {
    expect(accepts(schemas.PincodeAsTyped)(value)).toBe(normalisePincode(value) !== null);
  });
});

describe('resolveSchema', () => {
  const document = {
    components: {
      schemas: {
        Money: { type: 'number', example: 1299, description: 'Rupees' },
        Line: { type: 'object', properties: { price: { $ref: '#/components/schemas/Money' }, example: { type: 'string' } } },
        Loop: { type: 'object', properties: { next: { $ref: '#/components/schemas/Loop' } } },
      },
    },
  };

  it('inlines references, keeps sibling keywords, and strips OpenAPI-only annotations but not property names', () => {
    expect(resolveSchema({ $ref: '#/components/schemas/Line' }, document)).toEqual({
      type: 'object',
      properties: { price: { type: 'number', description: 'Rupees' }, example: { type: 'string' } },
    });
    expect(resolveSchema({ $ref: '#/components/schemas/Money', description: 'Paid' }, document)).toEqual({ type: 'number', description: 'Paid' });
  });

  it('reports unknown and recursive references', () => {
    expect(() => resolveSchema({ $ref: '#/components/schemas/Nope' }, document)).toThrow('The contract has no #/components/schemas/Nope');
    expect(() => resolveSchema({ $ref: '#/components/schemas/Loop' }, document)).toThrow('refers to itself');
  });
});

describe('a contract with a server base path', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'shop-contract-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('prefixes the server URL’s path to every route', async () => {
    const file = path.join(dir, 'openapi.yaml');
    await writeFile(
      file,
      ['openapi: 3.1.0', 'info: { title: t, version: "1" }', 'servers:', '  - url: https://shop.example/api/user/', 'paths:', '  /items/{id}/:', '    get:', '      operationId: getItem', '      responses: {}'].join('\n'),
    );
    expect(getOperation(loadContract(file), 'getItem')).toMatchObject({ path: '/api/user/items/{id}/', url: '/api/user/items/:id/' });
  });
});

describe('the running app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('registers each served operation at the contract’s method and path', () => {
    const contract = loadContract();
    for (const operationId of SERVED) {
      const { method, url } = getOperation(contract, operationId);
      // The router ignores trailing slashes, so it files routes without one.
      expect(t.app.hasRoute({ method, url: url.replace(/\/$/, '') }), operationId).toBe(true);
    }
  });
});
