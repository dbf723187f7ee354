/**
 * A fake of Shiprocket's external API on loopback, for the real Shiprocket carrier: it issues bearer
 * tokens for the configured API user (POST /v1/external/auth/login) and answers courier serviceability
 * (GET /v1/external/courier/serviceability/) as Shiprocket does, with the couriers a test lists for a
 * delivery pincode, Shiprocket's 404 for any other, and 401 for a token it no longer accepts. Every call
 * is recorded, for tests to count what the shop asked.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_SHIPROCKET_USER = { email: 'api-user@birdshield.test', password: 'fake-shiprocket-password' } as const;

/** A courier as Shiprocket's serviceability lists it (the fields the shop reads, and a few it does not). */
export interface FakeCourier {
  courier_company_id: number;
  courier_name: string;
  rate: number;
  estimated_delivery_days: string;
  etd: string;
  cod: 0 | 1;
  rating?: number;
}

export class FakeShiprocket {
  /** Couriers serving each delivery pincode; any other is not serviceable. */
  readonly couriers = new Map<string, FakeCourier[]>();
  readonly calls: { method: string; path: string; query: Record<string, string>; authorization: string | undefined }[] = [];
  /** 'down' answers 503 to everything, as an outage would. */
  behaviour: 'normal' | 'down' = 'normal';
  private readonly tokens = new Set<string>();
  private issued = 0;
  private server: Server = createServer((request, response) => void this.handle(request, response));
  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', resolve);
    });
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Shiprocket stops accepting every token issued so far (they last ten days, or until revoked). */
  revokeTokens(): void {
    this.tokens.clear();
  }

  callsTo(path: string) {
    return this.calls.filter((call) => call.path === path);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    this.calls.push({ method: request.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), authorization: request.headers.authorization });
    const send = (status: number, body: unknown): void => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (this.behaviour === 'down') return send(503, { message: 'Service Unavailable' });

    if (request.method === 'POST' && url.pathname === '/v1/external/auth/login') {
      const body = JSON.parse(await readBody(request)) as { email?: string; password?: string };
      if (body.email !== FAKE_SHIPROCKET_USER.email || body.password !== FAKE_SHIPROCKET_USER.password) {
        return send(400, { message: 'Invalid email and password combination', status_code: 400 });
      }
      const token = `fake-token-${++this.issued}`;
      this.tokens.add(token);
      return send(200, { id: 1, email: body.email, token });
    }

    if (request.method === 'GET' && url.pathname === '/v1/external/courier/serviceability/') {
      const token = request.headers.authorization?.replace(/^Bearer /, '');
      if (!token || !this.tokens.has(token)) return send(401, { message: 'Token has expired', status_code: 401 });
      const delivery = url.searchParams.get('delivery_postcode') ?? '';
      const cod = url.searchParams.get('cod') === '1';
      const couriers = (this.couriers.get(delivery) ?? []).filter((courier) => !cod || courier.cod === 1);
      if (couriers.length === 0) return send(404, { status: 404, message: `Delivery postcode ${delivery} is not serviceable` });
      return send(200, { status: 200, data: { available_courier_companies: couriers, recommended_courier_company_id: couriers[0]!.courier_company_id } });
    }

    send(404, { message: 'Not found' });
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
