import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { bookingsApi } from '../../src';
import { clientAgainst, createShopPact } from './shopPact';

const { boolean, eachLike, integer, number, regex, string } = MatchersV3;

const FITTING_IN_PUNE = ['the shop fits bird spikes at PIN code {pincode}', { pincode: '411001' }] as const;

/** A service as the storefront reads it: what it is, its price per unit with GST, and its tax class. */
const serviceFields = () => ({
  id: integer(2),
  name: string('Bird spike fitting'),
  kind: regex('^(survey|installation)$', 'installation'),
  unit: regex('^(visit|running_metre|square_metre|job)$', 'running_metre'),
  price: number(150),
  sac_code: regex('^99[0-9]{4}$', '998739'),
  gst_rate: integer(18),
});

describe('the services on offer', () => {
  const pact = createShopPact();

  it('reads every service on offer, for the services page, without a PIN code', () =>
    pact
      .addInteraction()
      .given(...FITTING_IN_PUNE)
      .uponReceiving('a request for the services on offer, with no PIN code')
      .withRequest('GET', '/api/user/services/')
      .willRespondWith(200, (response) => response.jsonBody({ pincode: null, served: null, services: eachLike(serviceFields()) }))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(bookingsApi.endpoints.listServices.initiate({}));
        expect(result.data).toMatchObject({ pincode: null, served: null });
        expect(result.data?.services[0]).toMatchObject({ name: expect.any(String), unit: expect.any(String), price: expect.any(Number) });
      }));

  it('reads what the crews offer at a PIN code they serve', () =>
    pact
      .addInteraction()
      .given(...FITTING_IN_PUNE)
      .uponReceiving('a request for the services at a served PIN code')
      .withRequest('GET', '/api/user/services/', (request) => request.query({ pincode: '411001' }))
      .willRespondWith(200, (response) => response.jsonBody({ pincode: string('411001'), served: boolean(true), services: eachLike(serviceFields()) }))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(bookingsApi.endpoints.listServices.initiate({ pincode: '411001' }));
        expect(result.data?.served).toBe(true);
        expect(result.data?.services[0]?.sac_code).toEqual(expect.any(String));
      }));

  it('is told no crew goes to a PIN code, with nothing on offer there', () =>
    pact
      .addInteraction()
      .given(...FITTING_IN_PUNE)
      .uponReceiving('a request for the services at a PIN code no crew serves')
      .withRequest('GET', '/api/user/services/', (request) => request.query({ pincode: '110001' }))
      .willRespondWith(200, (response) => response.jsonBody({ pincode: string('110001'), served: boolean(false), services: [] }))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(bookingsApi.endpoints.listServices.initiate({ pincode: '110001' }));
        expect(result.data).toMatchObject({ served: false, services: [] });
      }));
});
