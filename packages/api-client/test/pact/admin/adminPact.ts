import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { V3MockServer } from '@pact-foundation/pact';
import { PACTS_DIR } from '@shop/contracts/pacts';
import { vi } from 'vitest';
import { configureAdminApi } from '../../../src/admin';
import { createAdminTestStore } from '../../support/adminStore';

const CONSUMER = 'Admin';
const PROVIDER = 'ShopAPI';
export const ADMIN_PACT_FILE = resolve(PACTS_DIR, `${CONSUMER}-${PROVIDER}.json`);

/** The back-office's pact with the shop's API; every admin test file adds its interactions to it. */
export function createAdminPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACTS_DIR, logLevel: 'warn' });
}

/** The real admin client pointed at the mock server, as the back-office configures it, with its 401 hook recorded. */
export function adminClientAgainst(mockServer: V3MockServer, token?: string) {
  const onUnauthorized = vi.fn<() => void>();
  configureAdminApi({ baseUrl: mockServer.url, getToken: () => token, onUnauthorized });
  return { store: createAdminTestStore(), onUnauthorized };
}

/** An example staff token for the consumer side; the provider state supplies a real one as `staffToken`. */
export const EXAMPLE_STAFF_TOKEN = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIzIiwiYXVkIjoic3RhZmYifQ.ZXhhbXBsZQ';

/**
 * The headers of a signed-in admin call: the staff bearer (the verifier puts in the token the provider
 * state returned) and the JSON type the client sends with every signed-in call.
 */
export function staffBearer(): Record<string, MatchersV3.Matcher<string> | string> {
  return {
    Authorization: MatchersV3.fromProviderState('Bearer ${staffToken}', `Bearer ${EXAMPLE_STAFF_TOKEN}`),
    'Content-Type': 'application/json',
  };
}

/** The signed-in staff member every admin pact acts as. */
export const STAFF_EMAIL = 'meera.iyer@birdshield.example';
export const STAFF_PASSWORD = 'nets-and-spikes-2025';

/** The state that signs STAFF_EMAIL in and hands the verifier `staffToken`. */
export const STAFF_SIGNED_IN = ['staff member {email} is signed in to the back-office', { email: STAFF_EMAIL }] as const;
