/**
 * The WhatsApp and SMS channels against their fakes on loopback: what each sends (the number with 91, the
 * template, its parameters and buttons), which refusals are final (PermanentSendError) and which are tried again
 * (plain errors: outages, rate limits, timeouts), and that no error repeats the customer's number or the shop's
 * token. Then WhatsApp's webhook: its signature, the events read from Meta's payloads, and the subscription handshake.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PermanentSendError, type MessageChannel, type OutgoingMessage } from '../src/messaging/channel';
import { chooseChannels } from '../src/messaging/choose-channels';
import { createDemoChannel } from '../src/messaging/demo-channel';
import { createSmsChannel, type Msg91Config } from '../src/messaging/msg91-sms';
import { messagingSetup } from '../src/messaging/setup';
import { createWhatsAppChannel, type WhatsAppConfig } from '../src/messaging/whatsapp-cloud';
import { readWhatsAppEvents, whatsAppSignatureIsValid, whatsAppVerifyChallenge } from '../src/messaging/whatsapp-webhook';
import { FAKE_MSG91, FakeMsg91 } from './support/fake-msg91';
import { FAKE_WHATSAPP, FakeWhatsApp } from './support/fake-whatsapp';

const NUMBER = '9876543210';

/** The shop's webhook, standing in: keeps each delivery's raw body and signature header. */
const deliveries: { rawBody: Buffer; signature: string | undefined }[] = [];
const webhook: Server = createServer((request: IncomingMessage, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    deliveries.push({ rawBody: Buffer.concat(chunks), signature: request.headers['x-hub-signature-256'] as string | undefined });
    response.writeHead(200).end('ok');
  });
});
/** Answers nothing, ever: a provider that hangs. */
const silent: Server = createServer(() => undefined);
const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

let whatsapp: FakeWhatsApp;
const msg91 = new FakeMsg91();

beforeAll(async () => {
  for (const server of [webhook, silent]) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  whatsapp = await new FakeWhatsApp(`${urlOf(webhook)}/api/whatsapp/webhook`).start();
  await msg91.start();
});
afterAll(async () => {
  await Promise.all([whatsapp.stop(), msg91.stop()]);
  for (const server of [webhook, silent]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
beforeEach(() => {
  whatsapp.reset();
  msg91.reset();
  deliveries.length = 0;
});

function whatsAppConfig(overrides: Partial<WhatsAppConfig> = {}): WhatsAppConfig {
  return { ...FAKE_WHATSAPP, apiUrl: whatsapp.apiUrl, language: 'en', templateNames: {}, timeoutMs: 2000, ...overrides };
}

function smsConfig(overrides: Partial<Msg91Config> = {}): Msg91Config {
  return { authKey: FAKE_MSG91.authKey, senderId: FAKE_MSG91.senderId, apiUrl: msg91.url, templateIds: FAKE_MSG91.templateIds, timeoutMs: 2000, ...overrides };
}

const shipped: OutgoingMessage = { to: NUMBER, template: 'order_shipped', parameters: ['Asha', 'BSI-1042', 'Delhivery'], buttons: [{ payload: 'track:1042' }, { payload: 'stop:1042' }] };

/** The error `channel.send` throws for `message`. */
async function failureOf(channel: MessageChannel, message: OutgoingMessage): Promise<Error> {
  const outcome = await channel.send(message).then(
    () => null,
    (error: unknown) => error,
  );
  if (!(outcome instanceof Error)) throw new Error('expected the send to fail');
  return outcome;
}

/** An error the outbox tries again: anything but PermanentSendError, and free of the number and secrets. */
function expectRetried(error: Error, secret: string) {
  expect(error).not.toBeInstanceOf(PermanentSendError);
  expectNoPersonalData(error, secret);
}

function expectNoPersonalData(error: Error, secret: string) {
  expect(error.message).not.toContain(NUMBER);
  expect(error.message).not.toContain(secret);
}

describe('the WhatsApp channel', () => {
  it('sends the template with 91 before the number, its parameters as the body and a quick reply per button', async () => {
    const channel = createWhatsAppChannel(whatsAppConfig({ language: 'hi' }));
    expect(channel).toMatchObject({ channel: 'whatsapp', provider: 'whatsapp_cloud' });
    const { providerMessageId } = await channel.send(shipped);
    expect(providerMessageId).toMatch(/^wamid\./);
    const [sent] = whatsapp.sent;
    expect(sent).toMatchObject({ wamid: providerMessageId, to: '919876543210', template: 'order_shipped', language: 'hi', parameters: ['Asha', 'BSI-1042', 'Delhivery'], buttons: ['track:1042', 'stop:1042'] });
    expect(sent!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'order_shipped',
        language: { code: 'hi' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: 'Asha' }, { type: 'text', text: 'BSI-1042' }, { type: 'text', text: 'Delhivery' }] },
          { type: 'button', sub_type: 'quick_reply', index: '0', parameters: [{ type: 'payload', payload: 'track:1042' }] },
          { type: 'button', sub_type: 'quick_reply', index: '1', parameters: [{ type: 'payload', payload: 'stop:1042' }] },
        ],
      },
    });
  });

  it('leaves the body out of a template without parameters', async () => {
    await createWhatsAppChannel(whatsAppConfig()).send({ to: NUMBER, template: 'delivered_thanks', parameters: [], buttons: [] });
    expect((whatsapp.sent[0]!.body as { template: { components: unknown[] } }).template.components).toEqual([]);
  });

  it('gives up at once on a number not on WhatsApp and on a template WhatsApp does not have', async () => {
    whatsapp.undeliverable.add(NUMBER);
    const undeliverable = await failureOf(createWhatsAppChannel(whatsAppConfig()), shipped);
    expect(undeliverable).toBeInstanceOf(PermanentSendError);
    expect(undeliverable.message).toMatch(/HTTP 400, code 131026.*Undeliverable/);
    expectNoPersonalData(undeliverable, FAKE_WHATSAPP.accessToken);

    whatsapp.missingTemplates.add('order_shipped');
    const missing = await failureOf(createWhatsAppChannel(whatsAppConfig()), { ...shipped, to: '9123456780' });
    expect(missing).toBeInstanceOf(PermanentSendError);
    expect(missing.message).toMatch(/code 132001/);
  });

  it('refuses a number that is not a ten-digit Indian mobile without asking WhatsApp or repeating it', async () => {
    const error = await failureOf(createWhatsAppChannel(whatsAppConfig()), { ...shipped, to: '12345' });
    expect(error).toBeInstanceOf(PermanentSendError);
    expect(error.message).not.toContain('12345');
    expect(whatsapp.sent).toEqual([]);
  });

  it('tries again when WhatsApp is down, the token is refused or the number id is wrong: the shop can mend those', async () => {
    whatsapp.down = true;
    expect((await failureOf(createWhatsAppChannel(whatsAppConfig()), shipped)).message).toMatch(/HTTP 503/);
    expectRetried(await failureOf(createWhatsAppChannel(whatsAppConfig()), shipped), FAKE_WHATSAPP.accessToken);
    whatsapp.down = false;

    const wrongToken = await failureOf(createWhatsAppChannel(whatsAppConfig({ accessToken: 'EAAGanOldTokenNoLongerValid' })), shipped);
    expect(wrongToken.message).toMatch(/HTTP 401, code 190/);
    expectRetried(wrongToken, 'EAAGanOldTokenNoLongerValid');
    expect(whatsapp.sent).toEqual([]);
  });

  it('tries again on Graph’s rate limits and its own trouble, and gives up on a refused parameter', async () => {
    const graph = await answering((response) => response.writeHead(429, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: '(#130429) Rate limit hit', code: 130429, fbtrace_id: 'Az1' } })));
    try {
      expectRetried(await failureOf(createWhatsAppChannel(whatsAppConfig({ apiUrl: graph.url })), shipped), FAKE_WHATSAPP.accessToken);
      graph.answer = (response) => response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: '(#131056) pair rate limit hit', code: 131056 } }));
      expectRetried(await failureOf(createWhatsAppChannel(whatsAppConfig({ apiUrl: graph.url })), shipped), FAKE_WHATSAPP.accessToken);
      graph.answer = (response) => response.writeHead(502).end('<html>Bad gateway</html>');
      expectRetried(await failureOf(createWhatsAppChannel(whatsAppConfig({ apiUrl: graph.url })), shipped), FAKE_WHATSAPP.accessToken);
      // Graph's details may quote the number: it is taken out of the message.
      graph.answer = (response) =>
        response
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: '(#100) Invalid parameter', code: 100, error_data: { details: `Parameter to 919876543210 is invalid (token ${FAKE_WHATSAPP.accessToken})` } } }));
      const refused = await failureOf(createWhatsAppChannel(whatsAppConfig({ apiUrl: graph.url })), shipped);
      expect(refused).toBeInstanceOf(PermanentSendError);
      expect(refused.message).toMatch(/code 100\): \(#100\) Invalid parameter: Parameter to /);
      expectNoPersonalData(refused, FAKE_WHATSAPP.accessToken);
      expect(refused.message).not.toContain('919876543210');
    } finally {
      await graph.close();
    }
  });

  it('tries again when WhatsApp does not answer in time or cannot be reached', async () => {
    const started = Date.now();
    const slow = await failureOf(createWhatsAppChannel(whatsAppConfig({ apiUrl: urlOf(silent), timeoutMs: 200 })), shipped);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(slow.message).toBe('WhatsApp did not answer within 200 ms');
    expectRetried(slow, FAKE_WHATSAPP.accessToken);
    const unreachable = await failureOf(createWhatsAppChannel(whatsAppConfig({ apiUrl: 'http://127.0.0.1:9' })), shipped);
    expect(unreachable.message).toMatch(/^WhatsApp could not be reached/);
    expectRetried(unreachable, FAKE_WHATSAPP.accessToken);
  });
});

describe('the SMS channel', () => {
  it('sends the DLT template through MSG91’s flow with 91 before the number and var1, var2… in order', async () => {
    const channel = createSmsChannel(smsConfig());
    expect(channel).toMatchObject({ channel: 'sms', provider: 'msg91' });
    const { providerMessageId } = await channel.send({ to: NUMBER, template: FAKE_MSG91.templateIds.shipped, parameters: ['BSI-1042', 'Delhivery'], buttons: [] });
    const [sent] = msg91.sent;
    expect(sent).toMatchObject({ requestId: providerMessageId, templateId: FAKE_MSG91.templateIds.shipped, sender: 'BRDSHD', mobiles: '919876543210', variables: ['BSI-1042', 'Delhivery'] });
    expect(sent!.body).toEqual({ template_id: FAKE_MSG91.templateIds.shipped, sender: 'BRDSHD', short_url: '0', recipients: [{ mobiles: '919876543210', var1: 'BSI-1042', var2: 'Delhivery' }] });
  });

  it('gives up at once on a template MSG91 does not know, and on a refusal it answers with HTTP 200', async () => {
    const unknown = await failureOf(createSmsChannel(smsConfig()), { to: NUMBER, template: 'aaaaaaaaaaaaaaaaaaaaaaaa', parameters: [], buttons: [] });
    expect(unknown).toBeInstanceOf(PermanentSendError);
    expect(unknown.message).toMatch(/HTTP 400\): Template ID is invalid/);
    expectNoPersonalData(unknown, FAKE_MSG91.authKey);

    const provider = await answering((response) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ type: 'error', message: 'Mobile no. 919876543210 is blacklisted' })));
    try {
      const refused = await failureOf(createSmsChannel(smsConfig({ apiUrl: provider.url })), { to: NUMBER, template: 'x', parameters: [], buttons: [] });
      expect(refused).toBeInstanceOf(PermanentSendError);
      expectNoPersonalData(refused, FAKE_MSG91.authKey);
      provider.answer = (response) => response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ type: 'error', message: 'Insufficient balance' }));
      expectRetried(await failureOf(createSmsChannel(smsConfig({ apiUrl: provider.url })), { to: NUMBER, template: 'x', parameters: [], buttons: [] }), FAKE_MSG91.authKey);
    } finally {
      await provider.close();
    }
  });

  it('tries again when MSG91 is down, refuses the key, is slow or cannot be reached', async () => {
    const message: OutgoingMessage = { to: NUMBER, template: FAKE_MSG91.templateIds.order_placed, parameters: ['BSI-1042'], buttons: [] };
    msg91.down = true;
    expect((await failureOf(createSmsChannel(smsConfig()), message)).message).toMatch(/HTTP 503/);
    expectRetried(await failureOf(createSmsChannel(smsConfig()), message), FAKE_MSG91.authKey);
    msg91.down = false;
    expectRetried(await failureOf(createSmsChannel(smsConfig({ authKey: 'an-old-msg91-key' })), message), 'an-old-msg91-key');
    const slow = await failureOf(createSmsChannel(smsConfig({ apiUrl: urlOf(silent), timeoutMs: 200 })), message);
    expect(slow.message).toBe('MSG91 did not answer within 200 ms');
    expectRetried(slow, FAKE_MSG91.authKey);
    expectRetried(await failureOf(createSmsChannel(smsConfig({ apiUrl: 'http://127.0.0.1:9' })), message), FAKE_MSG91.authKey);
    expect(msg91.sent).toEqual([]);
  });
});

describe('the demo channel and the choice', () => {
  it('writes the message to the log with the number masked to its last four digits, and without its parameters', async () => {
    const lines: { details: object; message: string }[] = [];
    const logger = { info: (details: object, message: string) => lines.push({ details, message }), warn: () => undefined, error: () => undefined };
    const channel = createDemoChannel('sms', logger, { printCodes: true });
    expect(channel).toMatchObject({ channel: 'sms', provider: 'demo' });
    const secretLink = 'https://shop.example.test/confirm-order/Zq3xY8vB1nM4kL7pR2tW5sD9fG6hJ0aC3eU8iO1yT4w';
    const { providerMessageId } = await channel.send({ ...shipped, template: 'cod_confirmation', parameters: ['Asha', '#1042', secretLink] });
    expect(providerMessageId).toMatch(/^demo-.+/);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.details).toMatchObject({ channel: 'sms', to: '******3210', template: 'cod_confirmation', buttons: ['track:1042', 'stop:1042'] });
    const logged = JSON.stringify(lines);
    for (const kept of [NUMBER, 'Asha', 'Zq3xY8vB1nM4kL7pR2tW5sD9fG6hJ0aC3eU8iO1yT4w']) expect(logged).not.toContain(kept);
  });

  it('prints the code that proves a number outside production, as the demo prints e-mail codes, and never in production', async () => {
    const lines: object[] = [];
    const logger = { info: (details: object) => lines.push(details), warn: () => undefined, error: () => undefined };
    const code = { to: NUMBER, template: 'number_code', parameters: ['482913'], buttons: [], copyCode: '482913' };
    await createDemoChannel('whatsapp', logger, { printCodes: true }).send(code);
    await createDemoChannel('whatsapp', logger, { printCodes: false }).send(code);
    expect(lines[0]).toMatchObject({ template: 'number_code', code: '482913' });
    expect(JSON.stringify(lines[1])).not.toContain('482913');
  });

  it('has no template for a code on a channel a production shop only logs, so no code is sent where it cannot arrive', () => {
    const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const production = messagingSetup({ sms: smsConfig(), nodeEnv: 'production' }, logger);
    expect(production.templateFor('whatsapp', 'number_code')).toBeNull();
    expect(production.templateFor('whatsapp', 'shipped')).not.toBeNull();
    expect(production.templateFor('sms', 'number_code')).toBe(FAKE_MSG91.templateIds.number_code);
    expect(messagingSetup({ nodeEnv: 'development' }, logger).templateFor('whatsapp', 'number_code')).not.toBeNull();
  });

  it('uses the providers configured and the log for the others', () => {
    const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
    expect(chooseChannels({ production: false }, logger)).toMatchObject({ whatsapp: { channel: 'whatsapp', provider: 'demo' }, sms: { channel: 'sms', provider: 'demo' } });
    expect(chooseChannels({ whatsapp: whatsAppConfig(), sms: smsConfig(), production: false }, logger)).toMatchObject({ whatsapp: { provider: 'whatsapp_cloud' }, sms: { provider: 'msg91' } });
    expect(chooseChannels({ sms: smsConfig(), production: false }, logger)).toMatchObject({ whatsapp: { provider: 'demo' }, sms: { provider: 'msg91' } });
  });
});

describe('WhatsApp’s webhook signature', () => {
  const body = Buffer.from('{"object":"whatsapp_business_account","entry":[]}');

  it('accepts the fake’s signature, made as Meta makes it, on the raw body only', async () => {
    await whatsapp.sendText(NUMBER, 'Hello');
    const [delivery] = deliveries;
    expect(whatsAppSignatureIsValid(delivery!.rawBody, delivery!.signature, FAKE_WHATSAPP.appSecret)).toBe(true);
    expect(whatsAppSignatureIsValid(Buffer.from(JSON.stringify(JSON.parse(delivery!.rawBody.toString('utf8')), null, 2)), delivery!.signature, FAKE_WHATSAPP.appSecret)).toBe(false);
    expect(whatsAppSignatureIsValid(body, whatsapp.sign(body).toUpperCase().replace('SHA256=', 'sha256='), FAKE_WHATSAPP.appSecret)).toBe(true);
  });

  it('refuses a wrong, missing or malformed signature', () => {
    const right = whatsapp.sign(body);
    expect(whatsAppSignatureIsValid(body, whatsapp.sign(body, 'another-app-secret'), FAKE_WHATSAPP.appSecret)).toBe(false);
    expect(whatsAppSignatureIsValid(Buffer.from(`${body.toString()} `), right, FAKE_WHATSAPP.appSecret)).toBe(false);
    for (const header of [undefined, '', right.slice('sha256='.length), `sha1=${right.slice(7)}`, `${right}00`, right.slice(0, -2), 'sha256=zz', `sha256=${'g'.repeat(64)}`]) {
      expect(whatsAppSignatureIsValid(body, header, FAKE_WHATSAPP.appSecret), String(header)).toBe(false);
    }
  });
});

describe('WhatsApp’s webhook events', () => {
  it('reads delivery reports, a failure with its code and title', async () => {
    const { providerMessageId } = await createWhatsAppChannel(whatsAppConfig()).send(shipped);
    const at = new Date('2026-11-30T05:00:00Z');
    await whatsapp.reportStatus(providerMessageId, 'delivered', { at });
    await whatsapp.reportStatus(providerMessageId, 'read', { at });
    await whatsapp.reportStatus(providerMessageId, 'failed', { at, error: { code: 131049, title: 'This message was not delivered to maintain healthy ecosystem engagement.' } });
    const events = deliveries.flatMap((delivery) => readWhatsAppEvents(JSON.parse(delivery.rawBody.toString('utf8'))));
    expect(events).toEqual([
      { kind: 'status', providerMessageId, status: 'delivered', at, error: null },
      { kind: 'status', providerMessageId, status: 'read', at, error: null },
      { kind: 'status', providerMessageId, status: 'failed', at, error: '131049 This message was not delivered to maintain healthy ecosystem engagement.' },
    ]);
  });

  it('reads a template’s quick reply, an interactive reply button and text, with the number as ten digits', async () => {
    await whatsapp.tapButton(NUMBER, 'stop:1042', 'wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgSQ0E=');
    await whatsapp.sendText(NUMBER, 'When will it come?');
    await whatsapp.deliver({
      messages: [{ from: `91${NUMBER}`, id: 'wamid.x', timestamp: '1764478800', type: 'interactive', interactive: { type: 'button_reply', button_reply: { id: 'confirm:1042', title: 'Confirm order' } } }],
    });
    const events = deliveries.flatMap((delivery) => readWhatsAppEvents(JSON.parse(delivery.rawBody.toString('utf8'))));
    // Each with its id and time, to act on it once and only while fresh.
    const sent = { messageId: expect.stringMatching(/^wamid\./) as unknown, at: expect.any(Date) as unknown };
    expect(events).toEqual([
      { kind: 'button', ...sent, from: NUMBER, payload: 'stop:1042', repliedTo: 'wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgSQ0E=' },
      { kind: 'text', ...sent, from: NUMBER, text: 'When will it come?' },
      { kind: 'button', from: NUMBER, messageId: 'wamid.x', at: new Date(1764478800 * 1000), payload: 'confirm:1042', repliedTo: null },
    ]);
  });

  it('skips what it cannot read, never throwing', () => {
    const envelope = (value: unknown) => ({ object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'messages', value }] }] });
    for (const junk of [null, 'text', 42, [], {}, { object: 'page', entry: [] }, { object: 'whatsapp_business_account', entry: 'x' }, { object: 'whatsapp_business_account', entry: [{ changes: [null, { value: 'x' }] }] }]) {
      expect(readWhatsAppEvents(junk), JSON.stringify(junk)).toEqual([]);
    }
    expect(
      readWhatsAppEvents(
        envelope({
          statuses: [{ id: 'wamid.a', status: 'deleted', timestamp: '1764478800' }, { id: 'wamid.b', status: 'delivered', timestamp: 'soon' }, { status: 'read', timestamp: '1764478800' }, 'x'],
          messages: [
            { from: '16505551234', type: 'text', text: { body: 'from abroad' } },
            { from: `91${NUMBER}`, type: 'image', image: { id: 'media-1' } },
            { from: `91${NUMBER}`, type: 'button', button: {} },
            { from: `91${NUMBER}`, type: 'interactive', interactive: { type: 'list_reply', list_reply: { id: 'x' } } },
            { from: `91${NUMBER}`, type: 'text', text: { body: '' } },
            { type: 'text', text: { body: 'from nobody' } },
            { from: `91${NUMBER}`, timestamp: '1764478800', type: 'text', text: { body: 'without an id' } },
            { from: `91${NUMBER}`, id: 'wamid.y', type: 'text', text: { body: 'without a time' } },
          ],
        }),
      ),
    ).toEqual([]);
    expect(readWhatsAppEvents({ object: 'whatsapp_business_account', entry: [{ changes: [{ field: 'account_update', value: { statuses: [{ id: 'wamid.c', status: 'sent', timestamp: '1764478800' }] } }] }] })).toEqual([]);
  });
});

describe('WhatsApp’s subscription handshake', () => {
  const query = { 'hub.mode': 'subscribe', 'hub.verify_token': FAKE_WHATSAPP.verifyToken, 'hub.challenge': '1158201444' };

  it('answers the challenge when the verify token is the shop’s', () => {
    expect(whatsAppVerifyChallenge(query, FAKE_WHATSAPP.verifyToken)).toBe('1158201444');
  });

  it('answers nothing to a wrong or missing token, another mode, or a challenge that is not a plain token', () => {
    expect(whatsAppVerifyChallenge({ ...query, 'hub.verify_token': 'guess' }, FAKE_WHATSAPP.verifyToken)).toBeNull();
    expect(whatsAppVerifyChallenge({ ...query, 'hub.verify_token': undefined }, FAKE_WHATSAPP.verifyToken)).toBeNull();
    expect(whatsAppVerifyChallenge({ ...query, 'hub.mode': 'unsubscribe' }, FAKE_WHATSAPP.verifyToken)).toBeNull();
    expect(whatsAppVerifyChallenge({ ...query, 'hub.challenge': '<script>alert(1)</script>' }, FAKE_WHATSAPP.verifyToken)).toBeNull();
    expect(whatsAppVerifyChallenge({ ...query, 'hub.challenge': ['1', '2'] }, FAKE_WHATSAPP.verifyToken)).toBeNull();
    expect(whatsAppVerifyChallenge({}, FAKE_WHATSAPP.verifyToken)).toBeNull();
  });
});

/** A provider on loopback whose every answer `answer` writes, changeable between calls. */
async function answering(answer: (response: import('node:http').ServerResponse) => void) {
  const provider = {
    answer,
    url: '',
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => provider.answer(response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.url = urlOf(server);
  return provider;
}
