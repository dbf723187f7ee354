/**
 * The fake WhatsApp verified as the provider of the WhatsApp channel's pact (contracts/pacts/ShopAPI-WhatsApp.json,
 * written by whatsapp-channel.consumer.test.ts just before): every answer the channel relies on, the fake gives, so
 * tests against the fake test what Meta's Cloud API says.
 */
import { existsSync, readFileSync } from 'node:fs';
import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeWhatsApp } from '../../support/fake-whatsapp';
import { PROVIDER, WHATSAPP_PACT_FILE } from './pact-file';
import { whatsAppStateHandlers } from './states';

const fake = new FakeWhatsApp();

beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});

describe('the fake WhatsApp', () => {
  it('has a handler for every provider state of the pact', () => {
    expect(existsSync(WHATSAPP_PACT_FILE)).toBe(true);
    const pact = JSON.parse(readFileSync(WHATSAPP_PACT_FILE, 'utf8')) as { interactions: { providerStates?: { name: string }[] }[] };
    const used = new Set(pact.interactions.flatMap((interaction) => (interaction.providerStates ?? []).map((state) => state.name)));
    expect([...used].filter((name) => !(name in whatsAppStateHandlers(fake)))).toEqual([]);
  });

  it('honours the WhatsApp channel’s pact', async () => {
    await expect(
      new Verifier({
        provider: PROVIDER,
        providerBaseUrl: fake.url,
        pactUrls: [WHATSAPP_PACT_FILE],
        stateHandlers: whatsAppStateHandlers(fake),
        // Every interaction starts from a fake in working order that has sent nothing.
        beforeEach: async () => {
          fake.reset();
        },
        logLevel: 'warn',
      }).verifyProvider(),
    ).resolves.toBeDefined();
  });
});
