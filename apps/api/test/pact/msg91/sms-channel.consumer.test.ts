/**
 * The SMS channel as a consumer of MSG91's flow API: each test runs the real createSmsChannel against Pact's mock
 * server (on loopback) and records what it sends and the parts of each answer it reads, into
 * contracts/pacts/ShopAPI-MSG91.json. The fake MSG91 is verified against that file (fake-msg91.pact.test.ts), so
 * the fake provably answers what the channel relies on.
 */
import { MatchersV3, PactV4, type V3MockServer } from '@pact-foundation/pact';
import { PACTS_DIR } from '@shop/contracts/pacts';
import { beforeEach, describe, expect, it } from 'vitest';
import { PermanentSendError, type MessageChannel } from '../../../src/messaging/channel';
import { createSmsChannel } from '../../../src/messaging/msg91-sms';
import { FAKE_MSG91 } from '../../support/fake-msg91';
import { CONSUMER, PROVIDER } from './pact-file';

const { regex, string } = MatchersV3;

// A pact of its own for each test: interactions added to a shared one could be served to a later test's mock
// server, which then answers a request with another test's interaction.
let pact: PactV4;
beforeEach(() => {
  pact = new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACTS_DIR, host: '127.0.0.1', logLevel: 'warn' });
});

/**
 * The channel against the mock server. Each send resolves only once the mock server has had a moment to record
 * the request it answered: Pact's mock server sends its answer before recording the match, and a test that ends at
 * once can find its request "expected but not received".
 */
const channelAgainst = (mockServer: V3MockServer): MessageChannel => {
  const channel = createSmsChannel({ authKey: FAKE_MSG91.authKey, senderId: FAKE_MSG91.senderId, apiUrl: mockServer.url, templateIds: FAKE_MSG91.templateIds, timeoutMs: 5000 });
  return {
    channel: channel.channel,
    provider: channel.provider,
    async send(message) {
      try {
        return await channel.send(message);
      } finally {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
};

/** The account's key; the verifier sends the example, which is the fake's. */
const authkey = { authkey: regex('^\\S+$', FAKE_MSG91.authKey) };
const UNKNOWN_TEMPLATE = '64f1c0ffee0a1b2c3d4e5f99';

describe('an SMS through a flow', () => {
  it('is sent with its DLT template, the sender id and var1, var2…, and answered with a request id', () =>
    pact
      .addInteraction()
      .given('MSG91 has the template {templateId}', { templateId: FAKE_MSG91.templateIds.shipped })
      .uponReceiving('an SMS with a DLT template and two variables')
      .withRequest('POST', '/api/v5/flow', (request) =>
        request.headers(authkey).jsonBody({
          template_id: FAKE_MSG91.templateIds.shipped,
          sender: regex('^[A-Z]{6}$', 'BRDSHD'),
          short_url: '0',
          recipients: [{ mobiles: regex('^91[6-9]\\d{9}$', '919876543210'), var1: string('BSI-1042'), var2: string('Delhivery') }],
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ type: 'success', message: regex('^\\S+$', '3463646a6b4d313233343536') }))
      .executeTest(async (mockServer) => {
        const sent = await channelAgainst(mockServer).send({ to: '9876543210', template: FAKE_MSG91.templateIds.shipped, parameters: ['BSI-1042', 'Delhivery'], buttons: [] });
        expect(sent.providerMessageId).toBe('3463646a6b4d313233343536');
      }));

  it('carries the code that proves a number as var1 of its OTP template', () =>
    pact
      .addInteraction()
      .given('MSG91 has the template {templateId}', { templateId: FAKE_MSG91.templateIds.number_code })
      .uponReceiving('an SMS with the code that proves a number')
      .withRequest('POST', '/api/v5/flow', (request) =>
        request.headers(authkey).jsonBody({
          template_id: FAKE_MSG91.templateIds.number_code,
          sender: regex('^[A-Z]{6}$', 'BRDSHD'),
          short_url: '0',
          recipients: [{ mobiles: regex('^91[6-9]\\d{9}$', '919876543210'), var1: regex('^[0-9]{6}$', '482913') }],
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ type: 'success', message: regex('^\\S+$', '3463646a6b4d313233343537') }))
      .executeTest(async (mockServer) => {
        const sent = await channelAgainst(mockServer).send({ to: '9876543210', template: FAKE_MSG91.templateIds.number_code, parameters: ['482913'], buttons: [], copyCode: '482913' });
        expect(sent.providerMessageId).toBe('3463646a6b4d313233343537');
      }));

  it('is refused for good when MSG91 has no such template', () =>
    pact
      .addInteraction()
      .given('MSG91 has no template {templateId}', { templateId: UNKNOWN_TEMPLATE })
      .uponReceiving('an SMS with a template MSG91 does not have')
      .withRequest('POST', '/api/v5/flow', (request) =>
        request.headers(authkey).jsonBody({
          template_id: UNKNOWN_TEMPLATE,
          sender: regex('^[A-Z]{6}$', 'BRDSHD'),
          short_url: '0',
          recipients: [{ mobiles: regex('^91[6-9]\\d{9}$', '919876543210'), var1: string('BSI-1042') }],
        }),
      )
      .willRespondWith(400, (response) => response.jsonBody({ type: 'error', message: string('Template ID is invalid') }))
      .executeTest(async (mockServer) => {
        const outcome = await channelAgainst(mockServer)
          .send({ to: '9876543210', template: UNKNOWN_TEMPLATE, parameters: ['BSI-1042'], buttons: [] })
          .catch((error: unknown) => error);
        expect(outcome).toBeInstanceOf(PermanentSendError);
      }));
});
