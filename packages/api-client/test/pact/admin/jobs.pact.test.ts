import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi, errorStatus } from '../../../src/admin';
import { errorFields, isoDateTime } from '../shapes';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_SIGNED_IN, staffBearer } from './adminPact';

const { eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const FAILED_JOB = ['a reconcile-payments job failed on its last try'] as const;
const PACKER_SIGNED_IN = ['staff member {email} who is not the owner is signed in to the back-office', { email: 'kiran.das@birdshield.example' }] as const;
const EXAMPLE_JOB_ID = '6f1c8a52-3e9b-4c1d-9a57-2b8e4f0d7c13';
const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** A job as staff see it: what it does, its state, its tries and its last failure. */
const jobFields = (state: 'failed' | 'waiting', maxTries: number) => ({
  id: regex(UUID, EXAMPLE_JOB_ID),
  name: string('reconcile-payments'),
  state,
  tries: integer(6),
  max_tries: integer(maxTries),
  error: string('Error: The payment provider did not answer'),
  created_at: isoDateTime('2026-11-24T09:30:00.000Z'),
  since: isoDateTime('2026-11-24T10:02:00.000Z'),
});

describe('Admin ↔ ShopAPI pact: background jobs', () => {
  const pact = createAdminPact();

  it('lists the jobs that failed or are stuck', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...FAILED_JOB)
      .uponReceiving('a request for the failed and stuck jobs')
      .withRequest('GET', '/api/admin/jobs/', (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody({ items: eachLike(jobFields('failed', 6)), total: integer(1) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.listTroubledJobs.initiate());
        expect(result.data?.items[0]?.state).toBe('failed');
        expect(result.data?.items[0]?.error).toEqual(expect.any(String));
      }));

  it('tries a failed job again', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...FAILED_JOB)
      .uponReceiving('an owner trying a failed job again')
      .withRequest('POST', fromProviderState('/api/admin/jobs/${jobId}/retry/', `/api/admin/jobs/${EXAMPLE_JOB_ID}/retry/`), (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody(jobFields('waiting', 7)))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.retryJob.initiate({ id: EXAMPLE_JOB_ID }));
        expect(result.data?.state).toBe('waiting');
      }));

  it('refuses a retry to staff who are not the owner', () =>
    pact
      .addInteraction()
      .given(...PACKER_SIGNED_IN)
      .given(...FAILED_JOB)
      .uponReceiving('a packer trying a failed job again')
      .withRequest('POST', fromProviderState('/api/admin/jobs/${jobId}/retry/', `/api/admin/jobs/${EXAMPLE_JOB_ID}/retry/`), (request) => request.headers(staffBearer()))
      .willRespondWith(403, (response) => response.jsonBody(errorFields('owner_only', 'Only the shop’s owner may do this.')))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.retryJob.initiate({ id: EXAMPLE_JOB_ID }));
        expect(errorStatus(result.error)).toBe(403);
      }));
});
