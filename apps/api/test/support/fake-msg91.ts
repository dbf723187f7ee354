/**
 * A fake of MSG91's flow API (v5) on loopback, for the real SMS channel: POST /api/v5/flow with the `authkey`
 * header, answering as MSG91 does (`{ type: 'success', message: '<request id>' }`, refusals as `{ type: 'error',
 * message }`). It knows the DLT templates of FAKE_MSG91 (more can be added), and records every SMS it accepts.
 *
 * Tests make it fail as MSG91 does: down (503), a wrong key (401), a template it does not know or a number that is
 * not a mobile (400).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_MSG91 = {
  authKey: '412345AbCdEfGhIjKlMnOp6543f1e2P1',
  senderId: 'BRDSHD',
  /** The templates the fake account has, as MSG91_TEMPLATES maps them to events. */
  templateIds: {
    order_placed: '64f1c0ffee0a1b2c3d4e5f60',
    cod_confirmation: '64f1c0ffee0a1b2c3d4e5f61',
    shipped: '64f1c0ffee0a1b2c3d4e5f62',
    out_for_delivery: '64f1c0ffee0a1b2c3d4e5f63',
    delivered: '64f1c0ffee0a1b2c3d4e5f64',
    refund_processed: '64f1c0ffee0a1b2c3d4e5f65',
    number_code: '64f1c0ffee0a1b2c3d4e5f66',
    visit_reminder: '64f1c0ffee0a1b2c3d4e5f67',
  },
  /** The Hindi (Unicode) DLT templates, as MSG91_HINDI_TEMPLATES maps them to events. */
  hindiTemplateIds: {
    order_placed: '64f1c0ffee0a1b2c3d4e5f70',
    cod_confirmation: '64f1c0ffee0a1b2c3d4e5f71',
    visit_reminder: '64f1c0ffee0a1b2c3d4e5f72',
  },
} as const;

/** An SMS as the fake received it. */
interface FakeSms {
  requestId: string;
  templateId: string;
  sender: string | undefined;
  /** As sent: 91 and the ten digits. */
  mobiles: string;
  /** var1, var2… in order. */
  variables: string[];
  /** Sent with `unicode: 1`, as an SMS in Hindi (or any script beyond GSM's) must be, or its letters arrive as question marks. */
  unicode: boolean;
  body: unknown;
}

export class FakeMsg91 {
  readonly sent: FakeSms[] = [];
  /** The account's template ids. */
  readonly templates = new Set<string>([...Object.values(FAKE_MSG91.templateIds), ...Object.values(FAKE_MSG91.hindiTemplateIds)]);
  /** `true` answers 503 to everything, as an outage would. */
  down = false;
  private server: Server = createServer((request, response) => void this.handle(request, response));
  url = '';

  /** Listens on loopback: a spare port unless one is named (a run's processes must agree on it). */
  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', resolve);
    });
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The environment that switches the API to MSG91 against this fake. */
  env(): Record<string, string> {
    return {
      MSG91_AUTH_KEY: FAKE_MSG91.authKey,
      MSG91_SENDER_ID: FAKE_MSG91.senderId,
      MSG91_TEMPLATES: Object.entries(FAKE_MSG91.templateIds)
        .map(([event, id]) => `${event}=${id}`)
        .join(','),
      MSG91_HINDI_TEMPLATES: Object.entries(FAKE_MSG91.hindiTemplateIds)
        .map(([event, id]) => `${event}=${id}`)
        .join(','),
      MSG91_API_URL: this.url,
    };
  }

  /** Back to the account's own templates, working, with nothing sent. */
  reset(): void {
    this.sent.length = 0;
    this.templates.clear();
    for (const id of [...Object.values(FAKE_MSG91.templateIds), ...Object.values(FAKE_MSG91.hindiTemplateIds)]) this.templates.add(id);
    this.down = false;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const raw = await readBody(request);
    const send = (status: number, answer: unknown): void => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    };
    if (this.down) return send(503, { type: 'error', message: 'Service Unavailable' });
    if (request.headers.authkey !== FAKE_MSG91.authKey) return send(401, { type: 'error', message: 'AuthenticationFailure', code: '401' });
    if (request.method !== 'POST' || new URL(request.url ?? '/', 'http://fake').pathname.replace(/\/$/, '') !== '/api/v5/flow') {
      return send(404, { type: 'error', message: 'Not Found' });
    }
    const body = jsonOrUndefined(raw) as { template_id?: unknown; sender?: unknown; unicode?: unknown; recipients?: unknown } | undefined;
    const recipients = Array.isArray(body?.recipients) ? (body.recipients as Record<string, unknown>[]) : [];
    if (typeof body?.template_id !== 'string' || !this.templates.has(body.template_id)) return send(400, { type: 'error', message: 'Template ID is invalid' });
    if (recipients.length === 0 || !recipients.every((recipient) => typeof recipient.mobiles === 'string' && /^91[6-9]\d{9}$/.test(recipient.mobiles))) {
      return send(400, { type: 'error', message: 'Mobile number is invalid' });
    }
    const requestId = randomBytes(12).toString('hex');
    for (const recipient of recipients) {
      this.sent.push({
        requestId,
        templateId: body.template_id,
        sender: typeof body.sender === 'string' ? body.sender : undefined,
        mobiles: String(recipient.mobiles),
        variables: Object.keys(recipient)
          .filter((key) => /^var\d+$/.test(key))
          .sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)))
          .map((key) => String(recipient[key])),
        unicode: body.unicode === 1 || body.unicode === '1',
        body,
      });
    }
    send(200, { type: 'success', message: requestId });
  }
}

function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
