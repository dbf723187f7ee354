import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { errorStatus, shippingApi } from '../../src';
import { fieldErrorFields } from './shapes';
import { clientAgainst, createShopPact } from './shopPact';

const { boolean, eachLike, fromProviderState, integer, nullValue, regex, string } = MatchersV3;

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
        const result = await store.dispatch(shippingApi.endpoints.checkPincode.initiate({ pin: '411001' }));
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
        const result = await store.dispatch(shippingApi.endpoints.checkPincode.initiate({ pin: '999999' }));
        expect(result.data?.[0]?.Status).toBe('Error');
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('refuses a malformed PIN code (400)', () =>
    pact
      .addInteraction()
      .uponReceiving('a check of a malformed PIN code')
      .withRequest('GET', '/api/user/pincode/000000')
      .willRespondWith(400, (response) =>
        response.jsonBody(fieldErrorFields('pin', 'pincode_invalid', 'Enter a 6-digit Indian PIN code that does not start with 0.', 'Invalid pincode.')),
      )
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(shippingApi.endpoints.checkPincode.initiate({ pin: '000000' }));
        expect(errorStatus(result.error)).toBe(400);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));
});

/** The product page's delivery line: the date, and whether cash on delivery is possible there. */
describe('the delivery estimate', () => {
  const pact = createShopPact();

  it('gives the day a product would arrive at a PIN code, its courier and cash on delivery', () =>
    pact
      .addInteraction()
      // `id` is only an example: the provider creates the product and returns the id it got.
      .given('product with id {id} exists', { id: 12 })
      .uponReceiving('a delivery estimate for a product to a PIN code couriers serve')
      .withRequest('GET', '/api/user/delivery-estimate/', (request) => request.query({ pincode: '560001', product_id: fromProviderState('${id}', '12') }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          pincode: string('560001'),
          status: regex('^serviceable$', 'serviceable'),
          deliver_by: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-12-02'),
          courier: string('Delhivery Surface'),
          cash_on_delivery: boolean(true),
          cash_on_delivery_reason: nullValue(),
          cash_on_delivery_max_order_paise: integer(1000000),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(shippingApi.endpoints.getDeliveryEstimate.initiate({ pincode: '560001', productId: 12 }));
        expect(result.data?.status).toBe('serviceable');
        expect(Number.isNaN(Date.parse(result.data?.deliver_by ?? ''))).toBe(false);
      }));

  it('weighs the pack the shopper chose on the product page', () =>
    pact
      .addInteraction()
      .given('product {slug} comes in packs of 10 and 20', { slug: 'stainless-steel-bird-spikes' })
      .uponReceiving('a delivery estimate for the pack of 20 of a product to a PIN code couriers serve')
      .withRequest('GET', '/api/user/delivery-estimate/', (request) =>
        request.query({ pincode: '560001', product_id: fromProviderState('${productId}', '12'), variant: fromProviderState('${variantId}', '32') }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          pincode: string('560001'),
          status: regex('^serviceable$', 'serviceable'),
          deliver_by: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-12-02'),
          courier: string('Delhivery Surface'),
          cash_on_delivery: boolean(true),
          cash_on_delivery_reason: nullValue(),
          cash_on_delivery_max_order_paise: integer(1000000),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(shippingApi.endpoints.getDeliveryEstimate.initiate({ pincode: '560001', productId: 12, variant: 32 }));
        expect(result.data?.status).toBe('serviceable');
      }));

  it('weighs the pack each line of a cart buys', () =>
    pact
      .addInteraction()
      .given('product {slug} comes in packs of 10 and 20', { slug: 'stainless-steel-bird-spikes' })
      .uponReceiving('a delivery estimate for a cart of two packs of 20 to a PIN code couriers serve')
      .withRequest('GET', '/api/user/delivery-estimate/', (request) =>
        request.query({ pincode: '560001', items: fromProviderState('${productId}:${variantId}x2', '12:32x2') }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          pincode: string('560001'),
          status: regex('^serviceable$', 'serviceable'),
          deliver_by: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-12-02'),
          courier: string('Delhivery Surface'),
          cash_on_delivery: boolean(true),
          cash_on_delivery_reason: nullValue(),
          cash_on_delivery_max_order_paise: integer(1000000),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(shippingApi.endpoints.getDeliveryEstimate.initiate({ pincode: '560001', items: '12:32x2' }));
        expect(result.data?.status).toBe('serviceable');
      }));

  it('says so when no courier serves the PIN code', () =>
    pact
      .addInteraction()
      .given('product with id {id} exists', { id: 12 })
      .uponReceiving('a delivery estimate to a PIN code no courier serves')
      .withRequest('GET', '/api/user/delivery-estimate/', (request) => request.query({ pincode: '199999', product_id: fromProviderState('${id}', '12') }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          pincode: string('199999'),
          status: regex('^not_serviceable$', 'not_serviceable'),
          deliver_by: nullValue(),
          courier: nullValue(),
          cash_on_delivery: boolean(false),
          cash_on_delivery_reason: regex('^not_serviceable$', 'not_serviceable'),
          cash_on_delivery_max_order_paise: integer(1000000),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(shippingApi.endpoints.getDeliveryEstimate.initiate({ pincode: '199999', productId: 12 }));
        expect(result.data?.status).toBe('not_serviceable');
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('refuses a malformed PIN code (400, naming the field)', () =>
    pact
      .addInteraction()
      .given('product with id {id} exists', { id: 12 })
      .uponReceiving('a delivery estimate to a malformed PIN code')
      .withRequest('GET', '/api/user/delivery-estimate/', (request) => request.query({ pincode: '012345', product_id: fromProviderState('${id}', '12') }))
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('pincode', 'pincode_invalid', 'Enter a valid 6-digit PIN code.')))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(shippingApi.endpoints.getDeliveryEstimate.initiate({ pincode: '012345', productId: 12 }));
        expect(errorStatus(result.error)).toBe(400);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));
});
