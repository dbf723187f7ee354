import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi, errorDetail, fieldErrors } from '../../../src/admin';
import { isoDateTime } from '../shapes';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_SIGNED_IN, staffBearer } from './adminPact';

const { eachLike, fromProviderState, integer, like, nullValue, regex, string } = MatchersV3;

const CUSTOMER = 'asha.patel@example.in';
const PAID = ['customer {email} has a paid order awaiting shipment', { email: CUSTOMER }] as const;
const SHIPPED = ['customer {email} has a shipped order', { email: CUSTOMER }] as const;
const DELIVERED = ['customer {email} has a delivered order', { email: CUSTOMER }] as const;

const deliveryStatus = (example: string) => regex('^(pending|processing|shipped|delivered|cancelled)$', example);
const paymentStatus = (example: string) => regex('^(pending|completed|failed|refunded|partially_refunded)$', example);

const customerFields = () => ({ id: integer(7), name: string('Asha Patel'), email: string(CUSTOMER), phone: string('9876543210') });

/** A row of the orders list, as the back-office's table and cards show it. */
const summaryFields = (delivery = deliveryStatus('pending')) => ({
  id: integer(42),
  version: integer(1),
  created_at: isoDateTime(),
  customer: customerFields(),
  ship_to: string('Asha Patel, Pune'),
  total_paise: integer(259800),
  item_count: integer(2),
  payment_status: paymentStatus('completed'),
  delivery_status: delivery,
});

const shipmentFields = () => ({
  courier: string('Delhivery'),
  tracking_number: string('DLV420000'),
  tracking_url: regex('^https://\\S+$', 'https://www.delhivery.com/track/package/DLV420000'),
});

/** A refund as the order page lists it: processed by the (demo) provider, with its credit note. */
const refundFields = () => ({
  id: integer(3),
  amount_paise: integer(10000),
  reason: string('One strip arrived bent'),
  status: regex('^(pending|processed|failed)$', 'processed'),
  provider_refund_id: string('rfnd_demo42'),
  failure_reason: nullValue(),
  credit_note: { id: integer(1), number: string('BCN/26-27/000001') },
  created_at: isoDateTime(),
  processed_at: isoDateTime(),
});

/** One order as its detail page reads it; the delivery status, version, shipment and refunds are pinned per interaction. */
const orderFields = ({
  delivery = deliveryStatus('pending'),
  version = integer(1),
  shipment = nullValue() as unknown,
  moves = ['processing'] as string[],
  payment = paymentStatus('completed'),
  refunds = [] as unknown,
  refundable = integer(259800),
} = {}) => ({
  id: integer(42),
  version,
  created_at: isoDateTime(),
  updated_at: isoDateTime(),
  customer: customerFields(),
  payment_status: payment,
  delivery_status: delivery,
  subtotal_paise: integer(259800),
  shipping_paise: integer(0),
  total_paise: integer(259800),
  items: eachLike({
    id: integer(31),
    product: integer(12),
    variant: integer(30),
    variant_label: string('Pack of 10 (3 m)'),
    sku: string('SS-SPIKES-10'),
    product_name: string('Stainless Steel Bird Spikes – Pack of 10 (3 m)'),
    product_image: string('/media/products/bird-spikes-1.jpg'),
    unit_price_paise: integer(129900),
    quantity: integer(2),
    line_total_paise: integer(259800),
  }),
  address: {
    full_name: string('Asha Patel'),
    phone: string('9876543210'),
    address: string('12, Lake View Apartments, MG Road'),
    address_line2: string(''),
    city: string('Pune'),
    state: string('Maharashtra'),
    zip_code: string('411001'),
  },
  shipment,
  payments: eachLike({
    id: integer(5),
    provider: regex('^(razorpay|demo)$', 'demo'),
    provider_payment_id: string('pay_demo42'),
    amount_paise: integer(259800),
    status: regex('^(created|authorized|captured|failed|refunded)$', 'captured'),
    method: nullValue(),
    error: nullValue(),
    created_at: isoDateTime(),
  }),
  timeline: eachLike({ status: deliveryStatus('pending'), at: isoDateTime() }),
  // The next move first: the page shows it as the main action.
  allowed_moves: moves.length ? eachLike(regex('^(processing|shipped|delivered|cancelled|returned)$', moves[0]!), moves.length) : [],
  other_orders: [],
  invoice_number: string('BSI/26-27/000001'),
  refunds,
  refundable_paise: refundable,
});

const orderPath = (suffix = '') => fromProviderState(`/api/admin/orders/\${orderId}/${suffix}`, `/api/admin/orders/42/${suffix}`);
const sentVersion = () => fromProviderState('${orderVersion}', 2);

describe('the back-office orders', () => {
  const pact = createAdminPact();

  it('lists the orders awaiting delivery, a page at a time, with the counts per status', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PAID)
      .uponReceiving('a request for the pending orders, newest first')
      .withRequest('GET', '/api/admin/orders/', (request) =>
        request.headers(staffBearer()).query({ delivery_status: 'pending', page: '1', page_size: '25', sort: 'created_at', order: 'desc' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike(summaryFields(regex('^pending$', 'pending'))),
          total: integer(1),
          page: integer(1),
          page_size: integer(25),
          counts: {
            delivery_status: { pending: integer(1), processing: integer(0), shipped: integer(0), delivered: integer(0), cancelled: integer(0) },
            payment_status: { pending: integer(0), completed: integer(1), failed: integer(0), refunded: integer(0) },
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.listAdminOrders.initiate({ deliveryStatus: 'pending', page: 1, pageSize: 25, sort: 'created_at', order: 'desc' }),
        );
        expect(result.data?.items[0]?.delivery_status).toBe('pending');
        expect(result.data?.counts.delivery_status.pending).toBeGreaterThan(0);
      }));

  it('searches the orders by a customer’s e-mail', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PAID)
      .uponReceiving('a search of the orders by e-mail')
      .withRequest('GET', '/api/admin/orders/', (request) => request.headers(staffBearer()).query({ q: 'asha.patel@', page: '1', page_size: '25' }))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          like({
            items: eachLike(summaryFields()),
            total: integer(1),
            page: integer(1),
            page_size: integer(25),
            counts: like({ delivery_status: like({ pending: integer(1) }), payment_status: like({ completed: integer(1) }) }),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.listAdminOrders.initiate({ q: 'asha.patel@', page: 1, pageSize: 25 }));
        expect(result.data?.items[0]?.customer.email).toContain('asha.patel@');
      }));

  it('reads one order with what it needs to pack it', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PAID)
      .uponReceiving('a request for one paid order')
      .withRequest('GET', orderPath(), (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody(orderFields({ moves: ['processing', 'shipped', 'delivered', 'cancelled'] })))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getAdminOrder.initiate({ id: 42 }));
        expect(result.data?.allowed_moves[0]).toBe('processing');
        expect(result.data?.items[0]?.line_total_paise).toEqual(expect.any(Number));
      }));

  it('answers 404 for an order that does not exist', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .uponReceiving('a request for an order that does not exist')
      .withRequest('GET', '/api/admin/orders/424242/', (request) => request.headers(staffBearer()))
      .willRespondWith(404, (response) => response.jsonBody({ detail: string('Order not found.') }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getAdminOrder.initiate({ id: 424242 }));
        expect(errorDetail(result.error)).toBe('Order not found.');
      }));

  it('marks a paid order as processing', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PAID)
      .uponReceiving('a move of a paid order to processing')
      .withRequest('POST', orderPath('process/'), (request) => request.headers(staffBearer()).jsonBody({ version: sentVersion() }))
      .willRespondWith(200, (response) => response.jsonBody(orderFields({ delivery: regex('^processing$', 'processing'), version: integer(3), moves: ['shipped', 'delivered', 'cancelled'] })))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.processOrder.initiate({ id: 42, orderMove: { version: 2 } }));
        expect(result.data?.delivery_status).toBe('processing');
      }));

  it('refuses a move with a stale version (409 naming version)', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PAID)
      .uponReceiving('a move sent with a version someone else has changed')
      .withRequest('POST', orderPath('process/'), (request) => request.headers(staffBearer()).jsonBody({ version: 99 }))
      .willRespondWith(409, (response) => response.jsonBody({ detail: string('Someone else changed this order since you opened it.'), errors: { version: eachLike(string('Reload')) } }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.processOrder.initiate({ id: 42, orderMove: { version: 99 } }));
        expect(fieldErrors(result.error)[0]).toMatch(/^version: /);
      }));

  it('ships an order with the courier, tracking number and tracking page', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PAID)
      .uponReceiving('a shipment of a paid order')
      .withRequest('POST', orderPath('ship/'), (request) =>
        request.headers(staffBearer()).jsonBody({
          version: sentVersion(),
          courier: 'Delhivery',
          tracking_number: 'DLV420000',
          tracking_url: 'https://www.delhivery.com/track/package/DLV420000',
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(orderFields({ delivery: regex('^shipped$', 'shipped'), version: integer(3), shipment: shipmentFields(), moves: ['delivered', 'returned', 'cancelled'] })),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.shipOrder.initiate({
            id: 42,
            orderShipment: { version: 2, courier: 'Delhivery', tracking_number: 'DLV420000', tracking_url: 'https://www.delhivery.com/track/package/DLV420000' },
          }),
        );
        expect(result.data?.shipment?.courier).toBe('Delhivery');
      }));

  it('refuses a tracking page that is not https (400 naming tracking_url)', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PAID)
      .uponReceiving('a shipment with a plain-http tracking page')
      .withRequest('POST', orderPath('ship/'), (request) =>
        request.headers(staffBearer()).jsonBody({ version: sentVersion(), courier: 'Delhivery', tracking_number: 'DLV420000', tracking_url: 'http://track.example/DLV420000' }),
      )
      .willRespondWith(400, (response) => response.jsonBody({ detail: string('Please check the shipment details.'), errors: { tracking_url: eachLike(string('https')) } }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.shipOrder.initiate({ id: 42, orderShipment: { version: 2, courier: 'Delhivery', tracking_number: 'DLV420000', tracking_url: 'http://track.example/DLV420000' } }),
        );
        expect(fieldErrors(result.error)[0]).toMatch(/^tracking_url: /);
      }));

  it('marks a shipped order as delivered', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SHIPPED)
      .uponReceiving('a move of a shipped order to delivered')
      .withRequest('POST', orderPath('deliver/'), (request) => request.headers(staffBearer()).jsonBody({ version: sentVersion() }))
      .willRespondWith(200, (response) => response.jsonBody(orderFields({ delivery: regex('^delivered$', 'delivered'), version: integer(4), shipment: shipmentFields(), moves: [] })))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.deliverOrder.initiate({ id: 42, orderMove: { version: 3 } }));
        expect(result.data?.delivery_status).toBe('delivered');
        expect(result.data?.allowed_moves).toEqual([]);
      }));

  it('cancels a paid order that has not shipped, refunding it in full', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PAID)
      .uponReceiving('a cancel of a paid order')
      .withRequest('POST', orderPath('cancel/'), (request) => request.headers(staffBearer()).jsonBody({ version: sentVersion() }))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          orderFields({
            delivery: regex('^cancelled$', 'cancelled'),
            version: integer(3),
            moves: [],
            payment: paymentStatus('refunded'),
            refunds: eachLike({ ...refundFields(), reason: string('Order cancelled') }),
            refundable: integer(0),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.cancelOrder.initiate({ id: 42, orderMove: { version: 2 } }));
        expect(result.data?.delivery_status).toBe('cancelled');
        expect(result.data?.refunds[0]?.reason).toBe('Order cancelled');
      }));

  it('refunds part of a paid order, naming the request with an idempotency key', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PAID)
      .uponReceiving('a partial refund of a paid order')
      .withRequest('POST', orderPath('refunds/'), (request) =>
        request
          .headers({ ...staffBearer(), 'Idempotency-Key': regex('^[A-Za-z0-9-]{1,100}$', '4a7c2e0e-9b1f-4c7e-8d53-1f2a3b4c5d6e') })
          .jsonBody({ amount_paise: 10000, reason: 'One strip arrived bent' }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody(orderFields({ payment: paymentStatus('partially_refunded'), refunds: eachLike(refundFields()), refundable: integer(249800) })),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.createRefund.initiate({
            id: 42,
            'Idempotency-Key': '4a7c2e0e-9b1f-4c7e-8d53-1f2a3b4c5d6e',
            refundCreate: { amount_paise: 10000, reason: 'One strip arrived bent' },
          }),
        );
        expect(result.data?.payment_status).toBe('partially_refunded');
        expect(result.data?.refunds[0]?.credit_note?.number).toMatch(/^BCN\//);
      }));

  it('refuses a refund of more than is left (400 naming amount_paise)', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PAID)
      .uponReceiving('a refund of more than the order has left to refund')
      .withRequest('POST', orderPath('refunds/'), (request) =>
        request.headers({ ...staffBearer(), 'Idempotency-Key': 'too-much-1' }).jsonBody({ amount_paise: 99999999, reason: 'Too much' }),
      )
      .willRespondWith(400, (response) => response.jsonBody({ detail: string('The refund is more than the order has left to refund.'), errors: { amount_paise: eachLike(string('At most 259800 paise of this order is left to refund.')) } }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.createRefund.initiate({ id: 42, 'Idempotency-Key': 'too-much-1', refundCreate: { amount_paise: 99999999, reason: 'Too much' } }));
        expect(fieldErrors(result.error)[0]).toMatch(/^amount_paise: /);
      }));

  it('refuses to cancel a delivered order (409 naming delivery_status)', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...DELIVERED)
      .uponReceiving('a cancel of a delivered order')
      .withRequest('POST', orderPath('cancel/'), (request) => request.headers(staffBearer()).jsonBody({ version: sentVersion() }))
      .willRespondWith(409, (response) =>
        response.jsonBody({ detail: string('An order that is delivered cannot become cancelled.'), errors: { delivery_status: eachLike(string('An order that is delivered cannot become cancelled.')) } }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.cancelOrder.initiate({ id: 42, orderMove: { version: 3 } }));
        expect(fieldErrors(result.error)[0]).toMatch(/^delivery_status: /);
      }));
});
