import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkPincode } from '../src/shipping/check-pincode';
import { createUpstreamLookup } from '../src/shipping/upstream-lookup';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';

/**
 * A stand-in for the public postal lookup on loopback. `behaviour` decides each answer, and every
 * request is counted, so the tests can see the cache and the fallback at work.
 */
class FakePostalLookup {
  requests: string[] = [];
  behaviour: 'success' | 'error' | 'slow' | 'broken' | 'down' = 'success';
  private server: Server = createServer((request, response) => {
    this.requests.push(request.url ?? '');
    const pincode = /\/pincode\/(\d+)$/.exec(request.url ?? '')?.[1] ?? '';
    switch (this.behaviour) {
      case 'success':
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify([
            {
              Message: 'Number of pincode(s) found:1',
              Status: 'Success',
              PostOffice: [{ Name: 'Upstream Office', District: 'Upstream District', State: 'Upstream State', Pincode: pincode, Country: 'India' }],
            },
          ]),
        );
        return;
      case 'error':
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify([{ Message: 'No records found', Status: 'Error', PostOffice: null }]));
        return;
      case 'slow':
        setTimeout(() => response.end('[]'), 2_000).unref();
        return;
      case 'broken':
        response.end('<html>gateway error</html>');
        return;
      case 'down':
        response.statusCode = 503;
        response.end();
    }
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

describe('the bundled pincode directory', () => {
  it('knows a pincode, with every post office, its district and state, in the public lookup’s shape', async () => {
    const answer = await checkPincode('110001');
    expect(answer.Status).toBe('Success');
    expect(answer.PostOffice!.length).toBeGreaterThan(1);
    expect(answer.Message).toBe(`Number of pincode(s) found:${answer.PostOffice!.length}`);
    expect(answer.PostOffice).toContainEqual({ Name: 'Election Commission', District: 'Central Delhi', State: 'Delhi', Pincode: '110001', Country: 'India' });
  });

  it('answers Error for a well-formed pincode India Post does not use', async () => {
    expect(await checkPincode('999999')).toEqual({ Status: 'Error', Message: 'No records found', PostOffice: null });
  });

  it.each(['12345', '1234567', '012345', 'abcdef', '11000 1', ''])('refuses %j as not a PIN code, naming the field', async (pin) => {
    await expect(checkPincode(pin)).rejects.toMatchObject({ fieldErrors: { pin: [expect.stringContaining('6-digit')] } });
  });
});

describe('an upstream postal lookup', () => {
  const fake = new FakePostalLookup();
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await fake.start();
  });
  afterAll(() => fake.stop());
  afterEach(() => {
    fake.requests = [];
    fake.behaviour = 'success';
  });

  it('is asked first, and its answer is cached', async () => {
    const upstream = createUpstreamLookup({ baseUrl });
    const first = await checkPincode('560001', upstream);
    const second = await checkPincode('560001', upstream);
    expect(first.PostOffice![0]!.Name).toBe('Upstream Office');
    expect(second).toEqual(first);
    expect(fake.requests).toEqual(['/pincode/560001']);
  });

  it('answers again after the cache time', async () => {
    let clock = 0;
    const upstream = createUpstreamLookup({ baseUrl, cacheTtlMs: 1000, now: () => clock });
    await checkPincode('560001', upstream);
    clock = 1001;
    await checkPincode('560001', upstream);
    expect(fake.requests).toHaveLength(2);
  });

  it.each(['slow', 'broken', 'down'] as const)('when it is %s, the directory answers instead, within the timeout', async (behaviour) => {
    fake.behaviour = behaviour;
    const upstream = createUpstreamLookup({ baseUrl, timeoutMs: 300 });
    const started = Date.now();
    const answer = await checkPincode('560001', upstream);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(answer.Status).toBe('Success');
    expect(answer.PostOffice!.map((office) => office.State)).toContain('Karnataka');
  });

  it('a denial is checked against the directory too', async () => {
    fake.behaviour = 'error';
    const upstream = createUpstreamLookup({ baseUrl });
    expect((await checkPincode('560001', upstream)).Status).toBe('Success');
    expect((await checkPincode('999999', upstream)).Status).toBe('Error');
  });
});

describe('GET /api/user/pincode/{pin}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t?.close());

  it.each(['/api/user/pincode/122051', '/api/user/pincode/122051/'])('%s answers a one-element list the contract describes', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const body = response.json<unknown[]>();
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ Status: 'Success', PostOffice: expect.arrayContaining([expect.objectContaining({ District: 'Gurgaon', State: 'Haryana' })]) });
    await expectToMatchContract('checkPincode', 200, body);
  });

  it('answers Error (200) for an unknown pincode, and 400 naming the pin for a malformed one', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/user/pincode/999999/' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual([{ Status: 'Error', Message: 'No records found', PostOffice: null }]);

    const malformed = await t.app.inject({ method: 'GET', url: '/api/user/pincode/12ab56/' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['cache-control']).toBeUndefined();
    expect(malformed.json()).toMatchObject({ detail: 'Invalid pincode.', errors: { pin: [expect.any(String)] } });
  });
});
