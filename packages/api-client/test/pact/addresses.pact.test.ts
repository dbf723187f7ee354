import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { addressesApi, errorDetail, errorStatus, fieldErrors } from '../../src';
import { addressFields, errorFields, fieldErrorFields } from './shapes';
import { bearer, clientAgainst, createShopPact, EXAMPLE_TOKEN } from './shopPact';

const { eachLike, fromProviderState, like } = MatchersV3;

const EMAIL = 'asha.patel@example.in';
const json = { 'Content-Type': 'application/json' };

const newAddress = {
  full_name: 'Asha Patel',
  phone: '9876543210',
  address: '12, Lake View Apartments, MG Road',
  address_line2: '',
  city: 'Pune',
  state: 'Maharashtra',
  zip_code: '411001',
  user: 7,
};

describe('the address book', () => {
  const pact = createShopPact();

  it("lists the customer's addresses", () =>
    pact
      .addInteraction()
      // The states return the real user id and token; the path and header take them.
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has an address', { email: EMAIL })
      .uponReceiving("a request for the customer's addresses")
      .withRequest('GET', fromProviderState('/api/user/addresses/${userId}/', '/api/user/addresses/7/'), (request) => request.headers(bearer()))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(addressFields())))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(addressesApi.endpoints.listAddresses.initiate({ userId: 7 }));
        const address = result.data?.[0];
        expect(address?.full_name).toEqual(expect.any(String));
        expect(address?.zip_code).toMatch(/^\d{6}$/);
        expect(address?.address_line2).toEqual(expect.any(String));
      }));

  it("answers 404 for another customer's addresses", () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('another customer has an address')
      .uponReceiving("a request for another customer's addresses")
      .withRequest('GET', fromProviderState('/api/user/addresses/${otherUserId}/', '/api/user/addresses/8/'), (request) =>
        request.headers(bearer()),
      )
      .willRespondWith(404, (response) => response.jsonBody(errorFields('address_book_not_found', 'Not found.')))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(addressesApi.endpoints.listAddresses.initiate({ userId: 8 }));
        expect(errorStatus(result.error)).toBe(404);
        expect(errorDetail(result.error)).toEqual(expect.any(String));
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('saves a new address (201)', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .uponReceiving('a new address')
      .withRequest('POST', '/api/user/addresses/', (request) => request.headers({ ...json, ...bearer() }).jsonBody(like(newAddress)))
      .willRespondWith(201, (response) => response.jsonBody(like(addressFields())))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(addressesApi.endpoints.createAddress.initiate({ addressCreate: newAddress }));
        expect(result.data?.id).toEqual(expect.any(Number));
      }));

  it('refuses an address with a bad PIN code, naming the field', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .uponReceiving('a new address with a bad PIN code')
      .withRequest('POST', '/api/user/addresses/', (request) =>
        request.headers({ ...json, ...bearer() }).jsonBody({ ...newAddress, zip_code: '011001' }),
      )
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('zip_code', 'pincode_invalid', 'Enter a valid 6-digit PIN code.')))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(addressesApi.endpoints.createAddress.initiate({ addressCreate: { ...newAddress, zip_code: '011001' } }));
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^zip_code: ./);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('deletes an address (204)', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has an address', { email: EMAIL })
      .uponReceiving("a deletion of the customer's address")
      .withRequest('DELETE', fromProviderState('/api/user/addresses/delete/${addressId}/', '/api/user/addresses/delete/3/'), (request) =>
        request.headers(bearer()),
      )
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(addressesApi.endpoints.deleteAddress.initiate({ id: 3 }));
        expect(result.error).toBeUndefined();
      }));

  it("answers 404 when deleting another customer's address", () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('another customer has an address')
      .uponReceiving("a deletion of another customer's address")
      .withRequest('DELETE', fromProviderState('/api/user/addresses/delete/${otherAddressId}/', '/api/user/addresses/delete/9/'), (request) =>
        request.headers(bearer()),
      )
      .willRespondWith(404, (response) => response.jsonBody(errorFields('address_not_found', 'Address not found.')))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(addressesApi.endpoints.deleteAddress.initiate({ id: 9 }));
        expect(errorStatus(result.error)).toBe(404);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));
});
