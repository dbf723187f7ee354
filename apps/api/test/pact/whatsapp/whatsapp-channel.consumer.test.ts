/**
 * The WhatsApp channel as a consumer of Meta's WhatsApp Cloud API: each test runs the real createWhatsAppChannel
 * against Pact's mock server (on loopback) and records what it sends and the parts of each answer it reads, into
 * contracts/pacts/ShopAPI-WhatsApp.json. The fake WhatsApp is verified against that file
 * (fake-whatsapp.pact.test.ts), so the fake provably answers what the channel relies on.
 */
import { MatchersV3, PactV4, type V3MockServer } from '@pact-foundation/pact';
import { PACTS_DIR } from '@shop/contracts/pacts';
import { beforeEach, describe, expect, it } from 'vitest';
import { PermanentSendError, type MessageChannel } from '../../../src/messaging/channel';
import { createWhatsAppChannel } from '../../../src/messaging/whatsapp-cloud';
import { FAKE_WHATSAPP } from '../../support/fake-whatsapp';
import { CONSUMER, PROVIDER } from './pact-file';

const { eachLike, regex, string } = MatchersV3;

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
  const channel = createWhatsAppChannel({ ...FAKE_WHATSAPP, apiUrl: `${mockServer.url}/${FAKE_WHATSAPP.version}`, language: 'en', templateNames: {}, timeoutMs: 5000 });
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

const MESSAGES_PATH = `/${FAKE_WHATSAPP.version}/${FAKE_WHATSAPP.phoneNumberId}/messages`;
/** The system user's token; the verifier sends the example, which is the fake's. */
const bearer = { authorization: regex('^Bearer \\S+$', `Bearer ${FAKE_WHATSAPP.accessToken}`) };

describe('a template message', () => {
  it('is sent with its parameters and a quick reply, and answered with the message’s wamid', () =>
    pact
      .addInteraction()
      .given('the number {number} is on WhatsApp', { number: '919876543210' })
      .uponReceiving('a template message with body parameters and a quick-reply button')
      .withRequest('POST', MESSAGES_PATH, (request) =>
        request.headers(bearer).jsonBody({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: '919876543210',
          type: 'template',
          template: {
            name: regex('^[a-z0-9_]+$', 'cod_confirmation'),
            language: { code: regex('^[a-z]{2,3}(_[A-Z]{2})?$', 'en') },
            components: [
              { type: 'body', parameters: eachLike({ type: 'text', text: string('BSI-1042') }) },
              { type: 'button', sub_type: 'quick_reply', index: '0', parameters: [{ type: 'payload', payload: string('cod-confirm:1042') }] },
            ],
          },
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          messaging_product: 'whatsapp',
          contacts: eachLike({ input: string('919876543210'), wa_id: string('919876543210') }),
          messages: eachLike({ id: regex('^wamid\\.\\S+$', 'wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgSQjVGMzVDRTVGQzY3QzlGQzUzAA==') }),
        }),
      )
      .executeTest(async (mockServer) => {
        const sent = await channelAgainst(mockServer).send({ to: '9876543210', template: 'cod_confirmation', parameters: ['BSI-1042', 'Rs.1,799'], buttons: [{ payload: 'cod-confirm:1042' }] });
        expect(sent.providerMessageId).toMatch(/^wamid\./);
      }));

  it('proves a number: the authentication template, its code in the body and in the copy-code button', () =>
    pact
      .addInteraction()
      .given('the number {number} is on WhatsApp', { number: '919876543210' })
      .uponReceiving('an authentication template with the code in its body and its copy-code button')
      .withRequest('POST', MESSAGES_PATH, (request) =>
        request.headers(bearer).jsonBody({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: '919876543210',
          type: 'template',
          template: {
            name: regex('^[a-z0-9_]+$', 'number_code'),
            language: { code: regex('^[a-z]{2,3}(_[A-Z]{2})?$', 'en') },
            components: [
              { type: 'body', parameters: [{ type: 'text', text: regex('^[0-9]{6}$', '482913') }] },
              { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: regex('^[0-9]{6}$', '482913') }] },
            ],
          },
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ messaging_product: 'whatsapp', messages: eachLike({ id: regex('^wamid\\.\\S+$', 'wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgSQjVGMzVDRTVGQzY3QzlGQzUzAA==') }) }),
      )
      .executeTest(async (mockServer) => {
        const sent = await channelAgainst(mockServer).send({ to: '9876543210', template: 'number_code', parameters: ['482913'], buttons: [], copyCode: '482913' });
        expect(sent.providerMessageId).toMatch(/^wamid\./);
      }));

  it('is refused for good, with Graph’s code 131026, to a number not on WhatsApp', () =>
    pact
      .addInteraction()
      .given('the number {number} is not on WhatsApp', { number: '919123456780' })
      .uponReceiving('a template message without parameters to a number not on WhatsApp')
      .withRequest('POST', MESSAGES_PATH, (request) =>
        request.headers(bearer).jsonBody({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: '919123456780',
          type: 'template',
          template: { name: regex('^[a-z0-9_]+$', 'order_delivered'), language: { code: regex('^[a-z]{2,3}(_[A-Z]{2})?$', 'en') }, components: [] },
        }),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody({ error: { message: string('(#131026) Message Undeliverable.'), type: string('OAuthException'), code: 131026, fbtrace_id: string('AbCdEfGhIjKlMnOp') } }),
      )
      .executeTest(async (mockServer) => {
        const outcome = await channelAgainst(mockServer)
          .send({ to: '9123456780', template: 'order_delivered', parameters: [], buttons: [] })
          .catch((error: unknown) => error);
        expect(outcome).toBeInstanceOf(PermanentSendError);
      }));
});
