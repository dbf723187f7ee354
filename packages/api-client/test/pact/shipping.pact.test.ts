import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { errorStatus, shopApi } from '../../src';
import { fieldErrorFields } from './shapes';
import { clientAgainst, createShopPact } from './shopPact';

const { eachLike, nullValue, regex, string } = MatchersV3;

/** The cart's pincode check reads the first element's Status, and the first post office's district and state. */
describe('the pincode check', () => {
  const pact = createShopPact();

  it('answers Success with the post offices of a known PIN code', () =>
    pact
      .addInteraction()
      .uponReceiving('a check of a PIN code the post knows')
      .withRequest('GET', '/api/user/pincode/411001')
      .willRespondWith(200, (response) =>
        // One element, exactly: the storefront reads the first.
        response.jsonBody([
          {
            Status: regex('^Success$', 'Success'),
            Message: string('Number of pincode(s) found:8'),
            PostOffice: eachLike({ Name: string('Shivajinagar'), District: string('Pune'), State: string('Maharashtra'), Pincode: string('411001') }),
          },
        ]),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(shopApi.endpoints.checkPincode.initiate({ pin: '411001' }));
        expect(result.data?.[0]?.Status).toBe('Success');
        expect(result.data?.[0]?.PostOffice?.[0]?.District).toEqual(expect.any(String));
      }));

  it('answers Error for a PIN code the post does not know', () =>
    pact
      .addInteraction()
      .uponReceiving('a check of a PIN code the post does not know')
      .withRequest('GET', '/api/user/pincode/999999')
      .willRespondWith(200, (response) =>
        response.jsonBody([{ Status: regex('^Error$', 'Error'), Message: string('No records found'), PostOffice: nullValue() }]),
      )
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(shopApi.endpoints.checkPincode.initiate({ pin: '999999' }));
        expect(result.data?.[0]?.Status).toBe('Error');
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('refuses a malformed PIN code (400)', () =>
    pact
      .addInteraction()
      .uponReceiving('a check of a malformed PIN code')
      .withRequest('GET', '/api/user/pincode/000000')
      .willRespondWith(400, (response) =>
        response.jsonBody(fieldErrorFields('pin', 'Enter a 6-digit Indian PIN code that does not start with 0.', 'Invalid pincode.')),
      )
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(shopApi.endpoints.checkPincode.initiate({ pin: '000000' }));
        expect(errorStatus(result.error)).toBe(400);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));
});
