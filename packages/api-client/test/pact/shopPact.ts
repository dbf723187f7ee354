import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { PACTS_DIR } from '@shop/contracts/pacts';
// PactV4's executeTest hands over a V3MockServer (V4MockServer is an alias the package does not export).
import type { V3MockServer } from '@pact-foundation/pact';
import { vi } from 'vitest';
import { configureShopApi } from '../../src';
import { createTestStore } from '../support/store';

const CONSUMER = 'Storefront';
const PROVIDER = 'ShopAPI';
export const PACT_FILE = resolve(PACTS_DIR, `${CONSUMER}-${PROVIDER}.json`);

/** The one consumer-provider pair of the shop; every test file adds its interactions to it. */
export function createShopPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACTS_DIR, logLevel: 'warn' });
}

/**
 * The real client pointed at the mock server, the way the storefront configures it, with the
 * global error alert recorded so tests can check when it fires.
 */
/** `language`: the storefront build's (`hi` sends `lang=hi` on every call, as the Hindi build does). */
export function clientAgainst(mockServer: V3MockServer, token?: string, language?: string) {
  const onUnexpectedError = vi.fn<(message: string) => void>();
  configureShopApi({ baseUrl: mockServer.url, getToken: () => token, onUnexpectedError, ...(language ? { language } : {}) });
  return { store: createTestStore(), onUnexpectedError };
}

/** An example token for the consumer side; the provider state supplies a real one as `token`. */
export const EXAMPLE_TOKEN = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI3In0.ZXhhbXBsZQ';

/**
 * The bearer header of personal calls. The verifier replaces it with the token the provider state returned
 * (`fromProviderState`), so the pact never holds a real credential.
 */
export function bearer(): Record<string, MatchersV3.Matcher<string>> {
  return { Authorization: MatchersV3.fromProviderState('Bearer ${token}', `Bearer ${EXAMPLE_TOKEN}`) };
}
