/**
 * The fake MSG91 verified as the provider of the SMS channel's pact (contracts/pacts/ShopAPI-MSG91.json, written by
 * sms-channel.consumer.test.ts just before): every answer the channel relies on, the fake gives, so tests against
 * the fake test what MSG91 says.
 */
import { existsSync, readFileSync } from 'node:fs';
import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeMsg91 } from '../../support/fake-msg91';
import { MSG91_PACT_FILE, PROVIDER } from './pact-file';
import { msg91StateHandlers } from './states';

const fake = new FakeMsg91();

beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});

describe('the fake MSG91', () => {
  it('has a handler for every provider state of the pact', () => {
    expect(existsSync(MSG91_PACT_FILE)).toBe(true);
    const pact = JSON.parse(readFileSync(MSG91_PACT_FILE, 'utf8')) as { interactions: { providerStates?: { name: string }[] }[] };
    const used = new Set(pact.interactions.flatMap((interaction) => (interaction.providerStates ?? []).map((state) => state.name)));
    expect([...used].filter((name) => !(name in msg91StateHandlers(fake)))).toEqual([]);
  });

  it('honours the SMS channel’s pact', async () => {
    await expect(
      new Verifier({
        provider: PROVIDER,
        providerBaseUrl: fake.url,
        pactUrls: [MSG91_PACT_FILE],
        stateHandlers: msg91StateHandlers(fake),
        // Every interaction starts from the fake account's own templates, working, with nothing sent.
        beforeEach: async () => {
          fake.reset();
        },
        logLevel: 'warn',
      }).verifyProvider(),
    ).resolves.toBeDefined();
  });
});
