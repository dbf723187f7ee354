import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { errorDetail, errorStatus, fieldErrors, ordersApi } from '../../src';
import { errorFields, fieldErrorFields, orderCreatedFields, orderFields, shipmentFields } from './shapes';
import { bearer, clientAgainst, createShopPact, EXAMPLE_TOKEN } from './shopPact';

const { eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

const EMAIL = 'asha.patel@example.in';
const json = { 'Content-Type': 'application/json' };
const IDEMPOTENCY_KEY = '0f4c2a9e-6b1d-4e8a-9c3f-2d7b5a1e8c40';

/** The checkout's order: an address and the lines; the ids come from the provider states. */
const orderCreate = { address: 3, items: [{ product: 12, quantity: 2 }] };
const orderCreateBody = {
  address: fromProviderState('${addressId}', 3),
  items: [{ product: fromProviderState('${productId}', 12), quantity: 2 }],
};
/** A factory buying for its GST input tax credit: a valid GSTIN (GSTN's published example) and its name. */
const business = { gstin: '27AAPFU0939F1ZV', business_name: 'Shree Ganesh Agro Mills' };
const checkoutHeaders = () => ({ ...json, ...bearer(), 'Idempotency-Key': regex('^[A-Za-z0-9-]{1,100}$', IDEMPOTENCY_KEY) });

describe('orders', () => {
  const pact = createShopPact();

  it('creates an order and its payment for the widget (201)', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has an address', { email: EMAIL })
      .given('product {slug} is in stock', { slug: 'stainless-steel-bird-spikes' })
      .uponReceiving('a checkout of two units to a saved address')
      .withRequest('POST', '/api/user/orders/', (request) => request.headers(checkoutHeaders()).jsonBody(orderCreateBody))
      .willRespondWith(201, (response) => response.jsonBody(orderCreatedFields()))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(
          ordersApi.endpoints.createOrder.initiate({ 'Idempotency-Key': IDEMPOTENCY_KEY, orderCreate }),
        );
        expect(result.data?.razorpay_amount).toEqual(expect.any(Number));
        expect(result.data?.currency).toBe('INR');
        expect(['razorpay', 'demo']).toContain(result.data?.provider);
      }));

  it('refuses an order of a product that is out of stock, naming it', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has an address', { email: EMAIL })
      .given('product {slug} is out of stock', { slug: 'anti-bird-net' })
      .uponReceiving('a checkout of a product that is out of stock')
      .withRequest('POST', '/api/user/orders/', (request) => request.headers(checkoutHeaders()).jsonBody(orderCreateBody))
      .willRespondWith(400, (response) =>
        response.jsonBody(fieldErrorFields('items', 'out_of_stock', '"Anti Bird Net" is out of stock.', 'Some products in your cart are out of stock.')),
      )
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(
          ordersApi.endpoints.createOrder.initiate({ 'Idempotency-Key': IDEMPOTENCY_KEY, orderCreate }),
        );
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^items: ./);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('creates an order of the pack the shopper chose (201)', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has an address', { email: EMAIL })
      .given('product {slug} comes in packs of 10 and 20', { slug: 'stainless-steel-bird-spikes' })
      .uponReceiving('a checkout of two packs of 20 to a saved address')
      .withRequest('POST', '/api/user/orders/', (request) =>
        request.headers(checkoutHeaders()).jsonBody({
          ...orderCreateBody,
          items: [{ product: fromProviderState('${productId}', 12), variant: fromProviderState('${variantId}', 32), quantity: 2 }],
        }),
      )
      .willRespondWith(201, (response) => response.jsonBody(orderCreatedFields()))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(
          ordersApi.endpoints.createOrder.initiate({
            'Idempotency-Key': IDEMPOTENCY_KEY,
            orderCreate: { ...orderCreate, items: [{ product: 12, variant: 32, quantity: 2 }] },
          }),
        );
        expect(result.data?.razorpay_amount).toEqual(expect.any(Number));
      }));

  it("refuses a line naming another product's variant, naming the line", () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has an address', { email: EMAIL })
      .given('product {slug} is in stock', { slug: 'stainless-steel-bird-spikes' })
      .uponReceiving("a checkout naming a variant that is not the product's")
      .withRequest('POST', '/api/user/orders/', (request) =>
        request.headers(checkoutHeaders()).jsonBody({ ...orderCreateBody, items: [{ product: fromProviderState('${productId}', 12), variant: 2147483647, quantity: 2 }] }),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody(fieldErrorFields('items.0.variant', 'variant_not_of_product', "This is not one of the product's choices.", "Some of your cart's choices are not the products'.")),
      )
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(
          ordersApi.endpoints.createOrder.initiate({
            'Idempotency-Key': IDEMPOTENCY_KEY,
            orderCreate: { ...orderCreate, items: [{ product: 12, variant: 2147483647, quantity: 2 }] },
          }),
        );
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^items\.0\.variant: ./);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('creates an order billed to a business by its GSTIN (201)', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has an address', { email: EMAIL })
      .given('product {slug} is in stock', { slug: 'stainless-steel-bird-spikes' })
      .uponReceiving('a checkout of two units billed to a business with its GSTIN')
      .withRequest('POST', '/api/user/orders/', (request) => request.headers(checkoutHeaders()).jsonBody({ ...orderCreateBody, ...business }))
      .willRespondWith(201, (response) => response.jsonBody(orderCreatedFields()))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(
          ordersApi.endpoints.createOrder.initiate({ 'Idempotency-Key': IDEMPOTENCY_KEY, orderCreate: { ...orderCreate, ...business } }),
        );
        expect(result.data?.id).toEqual(expect.any(Number));
      }));

  it('creates an order with a coupon (201)', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has an address', { email: EMAIL })
      .given('product {slug} is in stock', { slug: 'stainless-steel-bird-spikes' })
      .given('coupon {code} gives {percent} percent off', { code: 'MONSOON10', percent: '10' })
      .uponReceiving('a checkout of two units to a saved address with a coupon')
      .withRequest('POST', '/api/user/orders/', (request) => request.headers(checkoutHeaders()).jsonBody({ ...orderCreateBody, coupon_code: 'MONSOON10' }))
      .willRespondWith(201, (response) => response.jsonBody({ ...orderCreatedFields(), razorpay_amount: integer(233820) }))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(
          ordersApi.endpoints.createOrder.initiate({ 'Idempotency-Key': IDEMPOTENCY_KEY, orderCreate: { ...orderCreate, coupon_code: 'MONSOON10' } }),
        );
        expect(result.data?.id).toEqual(expect.any(Number));
        expect(result.data?.razorpay_amount).toEqual(expect.any(Number));
      }));

  it('refuses a GSTIN whose check character is wrong, naming gstin', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has an address', { email: EMAIL })
      .given('product {slug} is in stock', { slug: 'stainless-steel-bird-spikes' })
      .uponReceiving('a checkout with a GSTIN whose check character is wrong')
      .withRequest('POST', '/api/user/orders/', (request) =>
        request.headers(checkoutHeaders()).jsonBody({ ...orderCreateBody, gstin: '27AAPFU0939F1ZW', business_name: business.business_name }),
      )
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('gstin', 'gstin_check_failed', 'This GSTIN does not add up (its last character is wrong): check it was copied correctly.', 'Check the GSTIN and business name.')))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(
          ordersApi.endpoints.createOrder.initiate({ 'Idempotency-Key': IDEMPOTENCY_KEY, orderCreate: { ...orderCreate, gstin: '27AAPFU0939F1ZW', business_name: business.business_name } }),
        );
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^gstin: ./);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it("lists the customer's orders", () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has a pending order', { email: EMAIL })
      .uponReceiving("a request for the customer's orders")
      .withRequest('GET', '/api/user/orders/', (request) => request.headers(bearer()))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(orderFields())))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(ordersApi.endpoints.listOrders.initiate({}));
        const order = result.data?.[0];
        expect(order?.items[0]?.product_name).toEqual(expect.any(String));
        expect(order?.total_amount).toEqual(expect.any(Number));
        expect(Date.parse(order?.order_date ?? '')).not.toBeNaN();
      }));

  it('reads one delivered order', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has a delivered order of product {slug}', { email: EMAIL, slug: 'stainless-steel-bird-spikes' })
      .uponReceiving('a request for a delivered order')
      .withRequest('GET', fromProviderState('/api/user/orders/${orderId}/', '/api/user/orders/42/'), (request) => request.headers(bearer()))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          like({
            ...orderFields({ delivery: regex('^delivered$', 'delivered'), payment: regex('^completed$', 'completed') }),
            delivery_status_display: string('Delivered'),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(ordersApi.endpoints.getOrder.initiate({ id: 42 }));
        expect(result.data?.delivery_status).toBe('delivered');
        expect(result.data?.payment_status).toBe('completed');
        expect(result.data?.status_history.length).toBeGreaterThan(0);
        expect(result.data?.address_details?.full_name).toEqual(expect.any(String));
      }));

  it('reads an order that took the customer’s site survey fee off its goods, naming the survey and its invoice', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has an order that took their survey fee', { email: EMAIL })
      .uponReceiving('a request for an order with a survey fee taken off')
      .withRequest('GET', fromProviderState('/api/user/orders/${orderId}/', '/api/user/orders/45/'), (request) => request.headers(bearer()))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          like({
            ...orderFields(),
            survey_credit: {
              booking_id: fromProviderState('${bookingId}', 5),
              invoice_number: regex('^BSI/\\d{2}-\\d{2}/\\d{6}$', 'BSI/26-27/000042'),
              amount_paise: integer(49900),
            },
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(ordersApi.endpoints.getOrder.initiate({ id: 45 }));
        expect(result.data?.survey_credit).toMatchObject({ booking_id: 5, amount_paise: 49900 });
      }));

  it('reads one shipped order with its courier and tracking page', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has a shipped order', { email: EMAIL })
      .uponReceiving('a request for a shipped order')
      .withRequest('GET', fromProviderState('/api/user/orders/${orderId}/', '/api/user/orders/44/'), (request) => request.headers(bearer()))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          like({
            ...orderFields({ delivery: regex('^shipped$', 'shipped'), payment: regex('^completed$', 'completed'), shipment: shipmentFields() }),
            delivery_status_display: string('Shipped'),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(ordersApi.endpoints.getOrder.initiate({ id: 44 }));
        expect(result.data?.delivery_status).toBe('shipped');
        expect(result.data?.shipment?.courier).toEqual(expect.any(String));
        expect(result.data?.shipment?.tracking_url).toMatch(/^https:\/\//);
      }));

  it("answers 404 for another customer's order", () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('another customer has an order')
      .uponReceiving("a request for another customer's order")
      .withRequest('GET', fromProviderState('/api/user/orders/${otherOrderId}/', '/api/user/orders/43/'), (request) =>
        request.headers(bearer()),
      )
      .willRespondWith(404, (response) => response.jsonBody(errorFields('order_not_found', 'Order not found.')))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(ordersApi.endpoints.getOrder.initiate({ id: 43 }));
        expect(errorStatus(result.error)).toBe(404);
        expect(errorDetail(result.error)).toEqual(expect.any(String));
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));
});
