import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi, errorStatus, fieldErrors } from '../../../src/admin';
import { isoDateTime } from '../shapes';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_SIGNED_IN, staffBearer } from './adminPact';

const { boolean, eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const FITTING_IN_PUNE = ['the shop fits bird spikes at PIN code {pincode}', { pincode: '411001' }] as const;
const PACKER_SIGNED_IN = ['staff member {email} who is not the owner is signed in to the back-office', { email: 'kiran.das@birdshield.example' }] as const;
const json = { 'Content-Type': 'application/json' };
const servicePath = fromProviderState('/api/admin/services/${serviceId}/', '/api/admin/services/2/');

const NET_FITTING = { name: 'Bird net fitting', kind: 'installation' as const, unit: 'square_metre' as const, price_paise: 6000, sac_code: '998739', gst_rate: 18 as const, active: true };
const BALCONY_NET = { name: 'Balcony net fitting', kind: 'installation' as const, unit: 'job' as const, price_paise: 350000, sac_code: '995468', gst_rate: 18 as const, active: true, job_minutes: 180 };
const SPIKE_FITTING = { name: 'Bird spike fitting', kind: 'installation' as const, unit: 'running_metre' as const, price_paise: 15000, sac_code: '998739', gst_rate: 18 as const, active: true };

const serviceFields = (overrides: Record<string, unknown> = {}) => ({
  id: integer(2),
  name: string('Bird spike fitting'),
  kind: regex('^(survey|installation)$', 'installation'),
  unit: regex('^(visit|running_metre|square_metre|job)$', 'running_metre'),
  price_paise: integer(15000),
  sac_code: regex('^99[0-9]{4}$', '998739'),
  gst_rate: integer(18),
  active: boolean(true),
  job_minutes: integer(120),
  version: integer(1),
  updated_at: isoDateTime(),
  ...overrides,
});

describe('services in the back-office', () => {
  const pact = createAdminPact();

  it('lists the services', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...FITTING_IN_PUNE)
      .uponReceiving('a request for the services')
      .withRequest('GET', '/api/admin/services/', (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(serviceFields())))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.listAdminServices.initiate());
        expect(result.data?.[0]?.sac_code).toEqual(expect.any(String));
      }));

  it('creates an installation service', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .uponReceiving('a new installation service')
      .withRequest('POST', '/api/admin/services/', (request) => request.headers({ ...json, ...staffBearer() }).jsonBody(NET_FITTING))
      .willRespondWith(201, (response) => response.jsonBody(serviceFields({ name: string('Bird net fitting'), unit: regex('^(visit|running_metre|square_metre|job)$', 'square_metre'), price_paise: integer(6000) })))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.createService.initiate({ serviceInput: NET_FITTING }));
        expect(result.data).toMatchObject({ name: 'Bird net fitting' });
      }));

  it('creates a service priced per job, with the job’s length', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .uponReceiving('a new service priced per job with its length')
      .withRequest('POST', '/api/admin/services/', (request) => request.headers({ ...json, ...staffBearer() }).jsonBody(BALCONY_NET))
      .willRespondWith(201, (response) =>
        response.jsonBody(serviceFields({ name: string('Balcony net fitting'), unit: regex('^(visit|running_metre|square_metre|job)$', 'job'), price_paise: integer(350000), sac_code: regex('^99[0-9]{4}$', '995468'), job_minutes: integer(180) })),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.createService.initiate({ serviceInput: BALCONY_NET }));
        expect(result.data).toMatchObject({ unit: 'job', job_minutes: 180 });
      }));

  it('is refused a job’s length longer than a day, at the length', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .uponReceiving('a new service priced per job longer than a day')
      .withRequest('POST', '/api/admin/services/', (request) => request.headers({ ...json, ...staffBearer() }).jsonBody({ ...BALCONY_NET, job_minutes: 1500 }))
      .willRespondWith(400, (response) => response.jsonBody({ detail: string('Invalid input.'), errors: { job_minutes: eachLike(string('Ensure this value is less than or equal to 1440.')) } }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.createService.initiate({ serviceInput: { ...BALCONY_NET, job_minutes: 1500 } }));
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^job_minutes: /);
      }));

  it('saves a service with a new price', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...FITTING_IN_PUNE)
      .uponReceiving('a service saved with a new price')
      .withRequest('PUT', servicePath, (request) =>
        request.headers({ ...json, ...staffBearer() }).jsonBody({ ...SPIKE_FITTING, price_paise: 17500, job_minutes: 120, version: fromProviderState('${serviceVersion}', 1) }),
      )
      .willRespondWith(200, (response) => response.jsonBody(serviceFields({ price_paise: integer(17500), version: integer(2) })))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.updateService.initiate({ id: 2, serviceUpdate: { ...SPIKE_FITTING, price_paise: 17500, job_minutes: 120, version: 1 } }));
        expect(result.data?.price_paise).toBe(17500);
      }));

  it('is refused a new price by a staff member who is not the owner, at the price', () =>
    pact
      .addInteraction()
      .given(...PACKER_SIGNED_IN)
      .given(...FITTING_IN_PUNE)
      .uponReceiving('a service saved with a new price by staff who are not the owner')
      .withRequest('PUT', servicePath, (request) =>
        request.headers({ ...json, ...staffBearer() }).jsonBody({ ...SPIKE_FITTING, price_paise: 9900, version: fromProviderState('${serviceVersion}', 1) }),
      )
      .willRespondWith(403, (response) =>
        response.jsonBody({ detail: string('Only the shop’s owner may change prices.'), errors: { price_paise: eachLike(string('Only the owner sets a service’s price; leave it as it was.')) } }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.updateService.initiate({ id: 2, serviceUpdate: { ...SPIKE_FITTING, price_paise: 9900, version: 1 } }));
        expect(errorStatus(result.error)).toBe(403);
        expect(fieldErrors(result.error)[0]).toMatch(/^price_paise: /);
      }));
});
