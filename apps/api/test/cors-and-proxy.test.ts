/**
 * Who may call the API from a browser on another origin (CORS_ORIGINS), and whose address the API takes
 * for the client behind a proxy (TRUST_PROXY): a forged left-most X-Forwarded-For must change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/http/server';
import { startTestApp, testConfig, type TestApp } from './support/app';
import { openTestDatabase, type TestDatabase } from './support/databases';

const ALLOWED = 'https://storefront.example.test';

describe('CORS allow-list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { CORS_ORIGINS: `${ALLOWED},http://localhost:5173` });
  });
  afterAll(() => t?.close());

  const preflight = (app: FastifyInstance, origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/user/login/',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
    });

  it('answers preflights from a listed origin, allowing the methods and headers the API uses', async () => {
    const response = await preflight(t.app, ALLOWED);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    const call = await t.app.inject({ method: 'GET', url: '/api/user/products/', headers: { origin: ALLOWED } });
    expect(call.statusCode).toBe(200);
    expect(call.headers['access-control-allow-origin']).toBe(ALLOWED);
  });

  it('says that kept public answers vary by origin as well as by encoding, built or served from memory', async () => {
    for (const headers of [{ origin: ALLOWED }, { origin: ALLOWED }, {}, { origin: 'https://evil.example' }]) {
      const call = await t.app.inject({ method: 'GET', url: '/api/user/gallery/', headers: { ...headers, 'accept-encoding': 'br' } });
      expect(call.statusCode).toBe(200);
      const vary = String(call.headers.vary).toLowerCase().split(/\s*,\s*/);
      expect(vary.sort(), `${JSON.stringify(headers)} ${String(call.headers['cache-status'])}`).toEqual(['accept-encoding', 'origin']);
    }
  });

  it('gives any other origin no CORS headers, so its browser refuses the call', async () => {
    for (const origin of ['https://evil.example', 'https://storefront.example.test.evil.example', 'null']) {
      const response = await preflight(t.app, origin);
      expect(response.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(response.headers['access-control-allow-methods'], origin).toBeUndefined();
      expect(response.statusCode, origin).toBe(404);
      const call = await t.app.inject({ method: 'GET', url: '/api/user/products/', headers: { origin } });
      expect(call.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('sends no CORS headers at all when CORS_ORIGINS is unset', async () => {
    const plain = await startTestApp('pglite');
    try {
      const response = await preflight(plain.app, ALLOWED);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  /** The app with one extra route that answers the client address the API settled on. */
  async function appTrusting(trustProxy: string) {
    const app = await buildServer({ config: testConfig({ TRUST_PROXY: trustProxy }), db: database.db });
    app.get('/client-address', async (request) => ({ ip: request.ip }));
    await app.ready();
    apps.push(app);
    return app;
  }
  const clientAddress = async (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
    (
      await app.inject({ url: '/client-address', remoteAddress, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } })
    ).json<{ ip: string }>().ip;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('with one hop, takes the address the load balancer saw, whatever the client wrote to its left', async () => {
    const app = await appTrusting('1');
    expect(await clientAddress(app, '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    // The client sent "X-Forwarded-For: 198.51.100.66"; the load balancer appended what it saw.
    expect(await clientAddress(app, '10.0.0.2', '198.51.100.66, 203.0.113.9')).toBe('203.0.113.9');
    expect(await clientAddress(app, '10.0.0.2', '1.1.1.1, 2.2.2.2, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('with a list of proxy addresses, believes only them', async () => {
    const app = await appTrusting('10.0.0.0/8');
    expect(await clientAddress(app, '10.0.0.2', '198.51.100.66, 203.0.113.9')).toBe('203.0.113.9');
    // Not from a listed proxy: the header is the client's own claim and is ignored.
    expect(await clientAddress(app, '203.0.113.50', '198.51.100.66')).toBe('203.0.113.50');
  });

  it('by default believes no header', async () => {
    const app = await appTrusting('false');
    expect(await clientAddress(app, '203.0.113.50', '198.51.100.66')).toBe('203.0.113.50');
  });
});
