/**
 * The fake Shiprocket verified as the provider of the Shiprocket carrier's pact
 * (contracts/pacts/ShopAPI-Shiprocket.json, written by shiprocket-carrier.consumer.test.ts just before):
 * every answer the carrier relies on, the fake gives, so tests against the fake test what Shiprocket says.
 */
import { existsSync, readFileSync } from 'node:fs';
import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeShiprocket } from '../../support/fake-shiprocket';
import { SHIPROCKET_PACT_FILE, PROVIDER } from './pact-file';
import { shiprocketStateHandlers } from './states';

const fake = new FakeShiprocket();

beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});

describe('the fake Shiprocket', () => {
  it('has a handler for every provider state of the pact', () => {
    expect(existsSync(SHIPROCKET_PACT_FILE)).toBe(true);
    const pact = JSON.parse(readFileSync(SHIPROCKET_PACT_FILE, 'utf8')) as { interactions: { providerStates?: { name: string }[] }[] };
    const used = new Set(pact.interactions.flatMap((interaction) => (interaction.providerStates ?? []).map((state) => state.name)));
    expect([...used].filter((name) => !(name in shiprocketStateHandlers(fake)))).toEqual([]);
  });

  it('honours the Shiprocket carrier’s pact', async () => {
    await expect(
      new Verifier({
        provider: PROVIDER,
        providerBaseUrl: fake.url,
        pactUrls: [SHIPROCKET_PACT_FILE],
        stateHandlers: shiprocketStateHandlers(fake),
        // Every interaction starts from an empty account.
        beforeEach: async () => {
          fake.reset();
        },
        logLevel: 'warn',
      }).verifyProvider(),
    ).resolves.toBeDefined();
  });
});
