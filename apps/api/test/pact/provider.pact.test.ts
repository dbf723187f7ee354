/**
 * Pact provider verification: the real API, on each database driver, must honour every pact in
 * contracts/pacts. Run with `pnpm --filter @shop/api test:pact`.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase } from '../support/fixtures';
import { DRIVERS } from '../support/databases';
import { pactFiles, PROVIDER_NAME, providerStateNames } from './pact-files';
import { startProvider, type ProviderOptions, type RunningProvider } from './provider-app';
import { stateHandlers } from './states';

interface VerificationReport {
  errors: unknown[];
  interactionResults: { description: string; result: string }[];
}

function verify(provider: RunningProvider, pactUrls = pactFiles()): Promise<string> {
  return new Verifier({
    provider: PROVIDER_NAME,
    providerBaseUrl: provider.url,
    pactUrls,
    stateHandlers: stateHandlers(provider.database.db, provider),
    // Every interaction starts from an empty database (which also clears rate-limit counters), with mail working.
    beforeEach: async () => {
      provider.mail.down = false;
      await resetDatabase(provider.database.db);
    },
    logLevel: 'warn',
  }).verifyProvider();
}

describe('the pacts in contracts/pacts', () => {
  it('exist, and every provider state they use has a handler', () => {
    const files = pactFiles();
    expect(files.length).toBeGreaterThan(0);
    const handled = Object.keys(stateHandlers({} as never, {} as never));
    expect([...providerStateNames(files)].filter((name) => !handled.includes(name))).toEqual([]);
  });
});

describe.each(DRIVERS)('ShopAPI on %s', (driver) => {
  let provider: RunningProvider;
  beforeAll(async () => {
    provider = await startProvider(driver);
  });
  afterAll(async () => {
    await provider?.stop();
  });

  it('honours every consumer pact', async () => {
    await expect(verify(provider)).resolves.toBeDefined();
  });
});

/**
 * The storefront's product interactions and, as the control that answers left alone still pass, its first few
 * others: the drift below touches only the products, so verifying all 258 interactions again (a minute of a
 * worker) would show nothing more.
 */
function productsPact(directory: string): string {
  const storefront = pactFiles().find((file) => basename(file).startsWith('Storefront-'));
  if (!storefront) throw new Error('no Storefront pact in contracts/pacts');
  const pact = JSON.parse(readFileSync(storefront, 'utf8')) as { interactions: { request: { path: string } }[] };
  const onProducts = (interaction: { request: { path: string } }) => interaction.request.path.startsWith('/api/user/products');
  const interactions = [...pact.interactions.filter(onProducts), ...pact.interactions.filter((interaction) => !onProducts(interaction)).slice(0, 8)];
  const file = join(directory, basename(storefront));
  writeFileSync(file, JSON.stringify({ ...pact, interactions }));
  return file;
}

// The negative control: the same verification must fail once the API's answers drift from the pact.
describe('ShopAPI with a renamed product field', () => {
  const renameTitle: ProviderOptions['beforeListen'] = (app: FastifyInstance) => {
    // Before serialising, so the drifted answer is also what the shared-answer cache keeps and compresses.
    app.addHook('preSerialization', async (request, _reply, payload: unknown) =>
      request.url.startsWith('/api/user/products') ? (JSON.parse(JSON.stringify(payload).replaceAll('"title":', '"name":')) as unknown) : payload,
    );
  };
  let provider: RunningProvider;
  let directory: string;
  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'drifted-pact-'));
    provider = await startProvider('pglite', { beforeListen: renameTitle });
  });
  afterAll(async () => {
    await provider?.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  it('fails verification on exactly the product interactions, naming the missing field', async () => {
    const report = await verify(provider, [productsPact(directory)]).then(
      () => undefined,
      // pact-core rejects with its JSON report as the message.
      (error: Error) => JSON.parse(error.message) as VerificationReport,
    );
    const failed = report?.interactionResults.filter((result) => result.result !== 'OK').map((result) => result.description);
    expect(failed?.sort()).toEqual([
      'a request for a filtered page of products, cheapest first',
      'a request for a product by its id',
      'a request for a product by its slug',
      'a request for a product from the Hindi storefront',
      'a request for a product in a live sale',
      'a request for a product sold in two packs',
      'a request for a product with price breaks by quantity',
      'a request for all products',
      'a request for all products without the trailing slash',
      'a request for the bestsellers',
      'a request for the first page of products',
      'a search for products matching "bird spikes"',
    ]);
    expect(JSON.stringify(report?.errors)).toContain('Actual map is missing the following keys: title');
  });
});
