/**
 * A fake of Meta's WhatsApp Cloud API on loopback, for the real WhatsApp channel: POST /{version}/{phone number
 * id}/messages with Graph's bearer token, answering as Graph does (`{ messaging_product, contacts: [{ input, wa_id }],
 * messages: [{ id: 'wamid…' }] }`, errors as `{ error: { message, type, code, error_subcode?, fbtrace_id } }`). It
 * records every template it is asked to send.
 *
 * Tests make it fail as Graph does: all down (503), a number not on WhatsApp (400, code 131026), a template it has
 * never approved (404, code 132001). It plays the customer's side too, posting Meta's webhook to the shop signed
 * with the app secret exactly as Meta signs it (X-Hub-Signature-256 over the raw body): delivery reports
 * (reportStatus), quick-reply taps (tapButton) and text (sendText).
 *
 * The browser journeys start it beside the shop, in another process than the tests, so it answers calls of its own
 * under /_fake/, which need the access token as a bearer too and post the webhook to the shop:
 *   POST /_fake/messages/{wamid}/status/{sent|delivered|read|failed}   a delivery report for a message it sent
 *   POST /_fake/messages/{wamid}/reply/{buttonIndex}                     the customer taps that quick reply
 *   GET  /_fake/messages                                                 what it has sent, newest last
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hmacSha256Hex } from '../../src/payments/signatures';

export const FAKE_WHATSAPP = {
  phoneNumberId: '106540352242922',
  accessToken: 'EAAGfakeWhatsAppAccessTokenForTests',
  appSecret: 'fake-whatsapp-app-secret',
  verifyToken: 'fake-whatsapp-verify-token',
  /** The business number the fake's customers write to. */
  displayPhoneNumber: '912240001234',
  businessAccountId: '102290129340398',
  /** The Graph version in the fake's API URL, as in WHATSAPP_API_URL's default. */
  version: 'v21.0',
} as const;

type FakeWhatsAppStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** A template message as the fake received it. */
interface FakeWhatsAppMessage {
  wamid: string;
  /** As sent: 91 and the ten digits. */
  to: string;
  template: string;
  language: string;
  parameters: string[];
  /** The quick replies' payloads, in button order. */
  buttons: string[];
  body: unknown;
}

/** Graph's answer to a request it refuses. */
function graphError(code: number, message: string, type = 'OAuthException', subcode?: number): { error: Record<string, unknown> } {
  return { error: { message, type, code, ...(subcode === undefined ? {} : { error_subcode: subcode }), fbtrace_id: `A${randomBytes(11).toString('base64url')}` } };
}

export class FakeWhatsApp {
  readonly sent: FakeWhatsAppMessage[] = [];
  /** Numbers (ten digits, or 91 and ten) that are not on WhatsApp: Graph refuses them with 131026. */
  readonly undeliverable = new Set<string>();
  /** Template names it refuses as not existing (132001). */
  readonly missingTemplates = new Set<string>();
  /** `true` answers 503 to everything, as an outage would. */
  down = false;
  private server: Server = createServer((request, response) => void this.handle(request, response));
  url = '';

  /** `webhookUrl`: the shop's WhatsApp webhook, where the customer's side is posted. */
  constructor(private readonly webhookUrl?: string) {}

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

  /** Graph's root as WHATSAPP_API_URL names it: with the version. */
  get apiUrl(): string {
    return `${this.url}/${FAKE_WHATSAPP.version}`;
  }

  /** The environment that switches the API to WhatsApp against this fake. */
  env(): Record<string, string> {
    return {
      WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP.phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: FAKE_WHATSAPP.accessToken,
      WHATSAPP_APP_SECRET: FAKE_WHATSAPP.appSecret,
      WHATSAPP_VERIFY_TOKEN: FAKE_WHATSAPP.verifyToken,
      WHATSAPP_API_URL: this.apiUrl,
    };
  }

  /** Back to working order with nothing sent. */
  reset(): void {
    this.sent.length = 0;
    this.undeliverable.clear();
    this.missingTemplates.clear();
    this.down = false;
  }

  /** The header Meta sends with `rawBody`: `sha256=` and its hex HMAC-SHA256 under the app secret. */
  sign(rawBody: string | Buffer, appSecret: string = FAKE_WHATSAPP.appSecret): string {
    return `sha256=${hmacSha256Hex(appSecret, rawBody)}`;
  }

  /** A delivery report for `wamid`, as Meta posts it; `error` makes a failed one carry Meta's error. */
  async reportStatus(wamid: string, status: FakeWhatsAppStatus, options: { error?: { code: number; title: string }; at?: Date } = {}) {
    const recipient = this.sent.find((message) => message.wamid === wamid)?.to ?? '919000000000';
    const error = options.error ?? (status === 'failed' ? { code: 131026, title: 'Message undeliverable' } : undefined);
    return this.deliver({
      statuses: [
        {
          id: wamid,
          status,
          timestamp: unixSeconds(options.at),
          recipient_id: recipient,
          ...(status === 'failed' ? {} : { conversation: { id: randomBytes(16).toString('hex'), origin: { type: 'utility' } }, pricing: { billable: true, pricing_model: 'CBP', category: 'utility' } }),
          ...(error ? { errors: [{ code: error.code, title: error.title, message: error.title, error_data: { details: error.title } }] } : {}),
        },
      ],
    });
  }

  /** The customer taps a template's quick reply: a `button` message replying to `repliedToWamid`. */
  async tapButton(fromTenDigits: string, payload: string, repliedToWamid: string, text = payload) {
    return this.deliver(
      { messages: [{ context: { from: FAKE_WHATSAPP.displayPhoneNumber, id: repliedToWamid }, from: `91${fromTenDigits}`, id: newWamid(), timestamp: unixSeconds(), type: 'button', button: { payload, text } }] },
      fromTenDigits,
    );
  }

  /** The customer writes to the shop. */
  async sendText(fromTenDigits: string, text: string) {
    return this.deliver({ messages: [{ from: `91${fromTenDigits}`, id: newWamid(), timestamp: unixSeconds(), type: 'text', text: { body: text } }] }, fromTenDigits);
  }

  /** Meta's envelope around one change's `value`. */
  webhookBody(value: Record<string, unknown>, fromTenDigits?: string): string {
    return JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: FAKE_WHATSAPP.businessAccountId,
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: FAKE_WHATSAPP.displayPhoneNumber, phone_number_id: FAKE_WHATSAPP.phoneNumberId },
                ...(fromTenDigits ? { contacts: [{ profile: { name: 'Customer' }, wa_id: `91${fromTenDigits}` }] } : {}),
                ...value,
              },
            },
          ],
        },
      ],
    });
  }

  /** Posts a signed webhook to the shop as Meta does; answers the shop's status and body. */
  async deliver(value: Record<string, unknown>, fromTenDigits?: string): Promise<{ status: number; body: string }> {
    if (!this.webhookUrl) throw new Error("This fake was started without the shop's webhook URL");
    const body = this.webhookBody(value, fromTenDigits);
    const answer = await fetch(this.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': this.sign(body) }, body });
    return { status: answer.status, body: await answer.text() };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const raw = await readBody(request);
    const send = (status: number, answer: unknown): void => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    };
    if (this.down) return send(503, graphError(2, 'Service temporarily unavailable', 'OAuthException'));
    if (request.headers.authorization !== `Bearer ${FAKE_WHATSAPP.accessToken}`) {
      return send(401, graphError(190, 'Invalid OAuth access token - Cannot parse access token'));
    }
    if (url.pathname.startsWith('/_fake/')) return this.handleOwnCall(url, request.method ?? '', send);

    const messages = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(url.pathname);
    if (request.method !== 'POST' || !messages) return send(400, graphError(2500, 'Unknown path components', 'OAuthException'));
    if (messages[1] !== FAKE_WHATSAPP.phoneNumberId) {
      return send(
        400,
        graphError(100, `Unsupported post request. Object with ID '${messages[1]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, 'GraphMethodException', 33),
      );
    }
    return send(...this.accept(jsonOrUndefined(raw)));
  }

  /** A template message checked as Graph checks it: answered with a fresh wamid, or refused with Graph's code. */
  private accept(body: unknown): [number, unknown] {
    const request = (body ?? {}) as { messaging_product?: unknown; to?: unknown; type?: unknown; template?: { name?: unknown; language?: { code?: unknown }; components?: unknown } };
    if (request.messaging_product !== 'whatsapp') return [400, graphError(100, '(#100) The parameter messaging_product is required.')];
    if (typeof request.to !== 'string' || !/^\d{8,15}$/.test(request.to)) return [400, graphError(100, '(#100) Invalid parameter')];
    if (request.type !== 'template' || typeof request.template?.name !== 'string' || typeof request.template.language?.code !== 'string') {
      return [400, graphError(131008, '(#131008) Required parameter is missing')];
    }
    if (this.missingTemplates.has(request.template.name)) return [404, graphError(132001, '(#132001) Template name does not exist in the translation')];
    if (this.undeliverable.has(request.to) || this.undeliverable.has(request.to.replace(/^91/, ''))) return [400, graphError(131026, '(#131026) Message Undeliverable.')];
    const components = Array.isArray(request.template.components) ? (request.template.components as { type?: unknown; parameters?: { text?: unknown; payload?: unknown }[] }[]) : [];
    // A quick reply's payload, or the code of an authentication template's copy-code button.
    const message: FakeWhatsAppMessage = {
      wamid: newWamid(),
      to: request.to,
      template: request.template.name,
      language: request.template.language.code,
      parameters: components.filter((component) => component.type === 'body').flatMap((component) => (component.parameters ?? []).map((parameter) => String(parameter.text))),
      buttons: components.filter((component) => component.type === 'button').flatMap((component) => (component.parameters ?? []).map((parameter) => String(parameter.payload ?? parameter.text))),
      body,
    };
    this.sent.push(message);
    return [200, { messaging_product: 'whatsapp', contacts: [{ input: request.to, wa_id: request.to }], messages: [{ id: message.wamid }] }];
  }

  /** The fake's own calls, for journeys in another process: the customer's side of a message the fake sent. */
  private async handleOwnCall(url: URL, method: string, send: (status: number, answer: unknown) => void): Promise<void> {
    if (method === 'GET' && url.pathname === '/_fake/messages') return send(200, { messages: this.sent.map(({ body: _body, ...message }) => message) });
    const status = /^\/_fake\/messages\/([^/]+)\/status\/(sent|delivered|read|failed)$/.exec(url.pathname);
    const reply = /^\/_fake\/messages\/([^/]+)\/reply\/(\d{1,2})$/.exec(url.pathname);
    const message = this.sent.find((sent) => sent.wamid === decodeURIComponent((status ?? reply)?.[1] ?? ''));
    if (method !== 'POST' || (!status && !reply)) return send(404, graphError(2500, 'Unknown path components'));
    if (!message) return send(404, graphError(100, 'The fake sent no such message'));
    const payload = reply ? message.buttons[Number(reply[2])] : undefined;
    if (reply && payload === undefined) return send(404, graphError(100, `The message has no button ${reply[2]}`));
    try {
      const shop = status ? await this.reportStatus(message.wamid, status[2] as FakeWhatsAppStatus) : await this.tapButton(message.to.replace(/^91/, ''), payload!, message.wamid);
      send(200, shop);
    } catch (error) {
      // A shop that cannot be reached is the journey's problem to see, not a reason for the fake to stop.
      send(502, graphError(1, `The webhook was not delivered: ${String(error)}`));
    }
  }
}

/** A message id in Meta's shape: `wamid.` and base64. */
function newWamid(): string {
  return `wamid.${randomBytes(30).toString('base64')}`;
}

function unixSeconds(at: Date = new Date()): string {
  return String(Math.floor(at.getTime() / 1000));
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
