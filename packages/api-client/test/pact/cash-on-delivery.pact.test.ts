import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { errorDetail, errorStatus, fieldErrors, type MessagingOptIn, ordersApi, shippingApi } from '../../src';
import { codConfirmationFields, codOrderCreatedFields, couponDiscountFields, errorFields, fieldErrorFields, isoDateTime, orderFields } from './shapes';
import { bearer, clientAgainst, createShopPact, EXAMPLE_TOKEN } from './shopPact';

const { boolean, fromProviderState, integer, like, nullValue, number, regex, string } = MatchersV3;

const EMAIL = 'asha.patel@example.in';
const SIGNED_IN = ['customer {email} is signed in', { email: EMAIL }] as const;
const HAS_ADDRESS = ['customer {email} has an address', { email: EMAIL }] as const;
const IN_STOCK = ['product {slug} is in stock', { slug: 'stainless-steel-bird-spikes' }] as const;
const AWAITING = ['customer {email} has a cash-on-delivery order awaiting confirmation', { email: EMAIL }] as const;
// 10% off every product, started an hour ago and ending in a week by the provider's clock.
const COUPON = ['coupon {code} gives {percent} percent off', { code: 'MONSOON10', percent: '10' }] as const;
const json = { 'Content-Type': 'application/json' };

/** A confirmation link's secret as the mail carries it; the provider state hands the real one as `codToken`. */
const EXAMPLE_LINK_TOKEN = 'Q2FzaC1vbi1kZWxpdmVyeS1saW5rLXNlY3JldC0zMmI';
const linkPath = () => fromProviderState('/api/user/cod-confirmations/${codToken}/', `/api/user/cod-confirmations/${EXAMPLE_LINK_TOKEN}/`);

/** The checkout's cart: two units to a saved address; the ids come from the provider states. */
const cart = { address: 3, items: [{ product: 12, quantity: 2 }] };
const cartBody = () => ({
  address: fromProviderState('${addressId}', 3),
  items: [{ product: fromProviderState('${productId}', 12), quantity: 2 }],
});

/** The checkout's WhatsApp box ticked for this order's updates, with the number as typed. */
const CHECKOUT_OPT_IN: MessagingOptIn = { mobile: '98765 43210', order_updates: ['whatsapp'], marketing: [] };

const reasonOf = (reason: string | null) =>
  reason === null ? nullValue() : regex('^(switched_off|not_serviceable|over_limit|refused_before|carrier_unknown)$', reason);

/** What the checkout reads of a quote: the money, the date line, and the cash-on-delivery offer. */
const quoteFields = (cashOnDelivery: { available: boolean; reason: string | null }) => ({
  subtotal_paise: integer(259800),
  shipping_paise: integer(0),
  delivery: {
    pincode: string('411001'),
    status: regex('^serviceable$', 'serviceable'),
    deliver_by: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-12-02'),
    courier: string('Demo Surface'),
    cash_on_delivery: boolean(cashOnDelivery.available),
    cash_on_delivery_reason: reasonOf(cashOnDelivery.reason),
    cash_on_delivery_max_order_paise: integer(1000000),
  },
  cash_on_delivery: {
    available: boolean(cashOnDelivery.available),
    fee_paise: integer(4900),
    reason: reasonOf(cashOnDelivery.reason),
    max_order_paise: integer(1000000),
  },
});

describe('cash on delivery at checkout', () => {
  const pact = createShopPact();

  it('quotes a cart to a saved address: subtotal, shipping, the delivery date and cash on delivery with its fee', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...HAS_ADDRESS)
      .given(...IN_STOCK)
      .uponReceiving('a quote of two units to a saved address')
      .withRequest('POST', '/api/user/orders/quote/', (request) => request.headers({ ...json, ...bearer() }).jsonBody(cartBody()))
      .willRespondWith(200, (response) => response.jsonBody(quoteFields({ available: true, reason: null })))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(ordersApi.endpoints.quoteOrder.initiate({ orderQuoteRequest: cart }));
        expect(result.data?.cash_on_delivery.available).toBe(true);
        expect(result.data?.cash_on_delivery.fee_paise).toEqual(expect.any(Number));
        expect(result.data?.delivery.status).toBe('serviceable');
      }));

  it('quotes without cash on delivery, saying why, when the shop has switched it off', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...HAS_ADDRESS)
      .given(...IN_STOCK)
      .given('the shop has switched cash on delivery off')
      .uponReceiving('a quote while cash on delivery is switched off')
      .withRequest('POST', '/api/user/orders/quote/', (request) => request.headers({ ...json, ...bearer() }).jsonBody(cartBody()))
      .willRespondWith(200, (response) => response.jsonBody(quoteFields({ available: false, reason: 'switched_off' })))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(ordersApi.endpoints.quoteOrder.initiate({ orderQuoteRequest: cart }));
        expect(result.data?.cash_on_delivery).toMatchObject({ available: false, reason: 'switched_off' });
      }));

  it('quotes a cart with a coupon: the goods before it, the amount off and the coupon with each line’s share', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...HAS_ADDRESS)
      .given(...IN_STOCK)
      .given(...COUPON)
      .uponReceiving('a quote of two units to a saved address with a coupon')
      .withRequest('POST', '/api/user/orders/quote/', (request) => request.headers({ ...json, ...bearer() }).jsonBody({ ...cartBody(), coupon_code: 'MONSOON10' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ ...quoteFields({ available: true, reason: null }), discount_paise: integer(25980), coupon: couponDiscountFields() }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(ordersApi.endpoints.quoteOrder.initiate({ orderQuoteRequest: { ...cart, coupon_code: 'MONSOON10' } }));
        expect(result.data?.coupon?.code).toBe('MONSOON10');
        expect(result.data?.discount_paise).toBe(result.data?.coupon?.discount_paise);
        expect(result.data?.subtotal_paise).toBeGreaterThan(result.data?.discount_paise ?? Infinity);
      }));

  it('quotes a cart with the customer’s paid site survey fee taken off the goods, naming the survey, its invoice and last day', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...HAS_ADDRESS)
      .given(...IN_STOCK)
      .given('customer {email} has a paid site survey whose visit has passed', { email: EMAIL })
      .uponReceiving('a quote of two units by a customer whose survey fee comes off the order')
      .withRequest('POST', '/api/user/orders/quote/', (request) => request.headers({ ...json, ...bearer() }).jsonBody(cartBody()))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...quoteFields({ available: true, reason: null }),
          discount_paise: integer(0),
          survey_credit: {
            booking_id: fromProviderState('${bookingId}', 5),
            invoice_number: regex('^BSI/\\d{2}-\\d{2}/\\d{6}$', 'BSI/26-27/000042'),
            amount_paise: integer(49900),
            last_day: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-08-31'),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(ordersApi.endpoints.quoteOrder.initiate({ orderQuoteRequest: cart }));
        expect(result.data?.survey_credit).toMatchObject({ booking_id: 5, amount_paise: expect.any(Number) });
      }));

  it('refuses in the quote a coupon the customer has used as often as it allows, naming coupon_code', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...HAS_ADDRESS)
      .given(...IN_STOCK)
      .given('customer {email} has used coupon {code} as often as it allows', { email: EMAIL, code: 'WELCOME5' })
      .uponReceiving('a quote with a coupon the customer has already used up')
      .withRequest('POST', '/api/user/orders/quote/', (request) => request.headers({ ...json, ...bearer() }).jsonBody({ ...cartBody(), coupon_code: 'WELCOME5' }))
      .willRespondWith(400, (response) =>
        response.jsonBody(
          fieldErrorFields('coupon_code', 'coupon_used_up_by_you', 'You have already used WELCOME5 once, as often as it allows.', 'You have already used WELCOME5 once, as often as it allows.'),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(ordersApi.endpoints.quoteOrder.initiate({ orderQuoteRequest: { ...cart, coupon_code: 'WELCOME5' } }));
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^coupon_code: ./);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('places an order paid on delivery: no payment to open, a confirmation mailed with its deadline (201)', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...HAS_ADDRESS)
      .given(...IN_STOCK)
      .uponReceiving('a checkout of two units paid on delivery')
      .withRequest('POST', '/api/user/orders/', (request) => request.headers({ ...json, ...bearer() }).jsonBody({ ...cartBody(), payment_method: 'cash_on_delivery' }))
      .willRespondWith(201, (response) => response.jsonBody(codOrderCreatedFields()))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(ordersApi.endpoints.createOrder.initiate({ orderCreate: { ...cart, payment_method: 'cash_on_delivery' } }));
        expect(result.data?.provider).toBe('cash_on_delivery');
        expect(Number.isNaN(Date.parse(result.data?.confirm_by ?? ''))).toBe(false);
      }));

  it('places an order paid on delivery with WhatsApp chosen for its updates at checkout (201)', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...HAS_ADDRESS)
      .given(...IN_STOCK)
      .uponReceiving('a checkout of two units paid on delivery, choosing WhatsApp for order updates')
      .withRequest('POST', '/api/user/orders/', (request) =>
        request.headers({ ...json, ...bearer() }).jsonBody({ ...cartBody(), payment_method: 'cash_on_delivery', messaging: CHECKOUT_OPT_IN }),
      )
      .willRespondWith(201, (response) => response.jsonBody(codOrderCreatedFields()))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(
          ordersApi.endpoints.createOrder.initiate({ orderCreate: { ...cart, payment_method: 'cash_on_delivery', messaging: CHECKOUT_OPT_IN } }),
        );
        expect(result.data?.provider).toBe('cash_on_delivery');
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('refuses an order paid on delivery where it is not offered, naming payment_method', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...HAS_ADDRESS)
      .given(...IN_STOCK)
      .given('the shop has switched cash on delivery off')
      .uponReceiving('a checkout paid on delivery while it is switched off')
      .withRequest('POST', '/api/user/orders/', (request) => request.headers({ ...json, ...bearer() }).jsonBody({ ...cartBody(), payment_method: 'cash_on_delivery' }))
      .willRespondWith(400, (response) =>
        response.jsonBody(
          fieldErrorFields('payment_method', 'cod_switched_off', 'Cash on delivery is not offered just now. Please pay online.', 'Cash on delivery is not available for this order.'),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(ordersApi.endpoints.createOrder.initiate({ orderCreate: { ...cart, payment_method: 'cash_on_delivery' } }));
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^payment_method: ./);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('gives a cart’s delivery date and whether it can be paid on delivery', () =>
    pact
      .addInteraction()
      .given('product with id {id} exists', { id: 12 })
      .uponReceiving('a delivery estimate for a cart to a PIN code couriers serve')
      .withRequest('GET', '/api/user/delivery-estimate/', (request) => request.query({ pincode: '560001', items: fromProviderState('${id}x2', '12x2') }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          pincode: string('560001'),
          status: regex('^serviceable$', 'serviceable'),
          deliver_by: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-12-02'),
          courier: string('Demo Surface'),
          cash_on_delivery: boolean(true),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(shippingApi.endpoints.getDeliveryEstimate.initiate({ pincode: '560001', items: '12x2' }));
        expect(result.data?.status).toBe('serviceable');
        expect(result.data?.cash_on_delivery).toBe(true);
      }));
});

describe('the customer’s confirmation of a cash-on-delivery order', () => {
  const pact = createShopPact();

  it('reads the order awaiting confirmation, with its fee and deadline', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...AWAITING)
      .uponReceiving('a request for a cash-on-delivery order awaiting confirmation')
      .withRequest('GET', fromProviderState('/api/user/orders/${orderId}/', '/api/user/orders/42/'), (request) => request.headers(bearer()))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          like({
            ...orderFields({ provider: nullValue() }),
            total_amount: number(2647),
            payment_method: regex('^cash_on_delivery$', 'cash_on_delivery'),
            payment_status_display: string('Pay on delivery'),
            cod_fee_amount: number(49),
            cod_confirmation: { status: regex('^awaiting$', 'awaiting'), confirm_by: isoDateTime() },
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(ordersApi.endpoints.getOrder.initiate({ id: 42 }));
        expect(result.data?.payment_method).toBe('cash_on_delivery');
        expect(result.data?.cod_confirmation?.status).toBe('awaiting');
      }));

  it('confirms the customer’s own order, signed in, and answers the order', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...AWAITING)
      .uponReceiving('a signed-in confirmation of a cash-on-delivery order')
      .withRequest('POST', fromProviderState('/api/user/orders/${orderId}/cod_confirmation/', '/api/user/orders/42/cod_confirmation/'), (request) =>
        request.headers({ ...json, ...bearer() }).jsonBody({ decision: 'confirm' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          like({
            ...orderFields({ provider: nullValue() }),
            payment_method: regex('^cash_on_delivery$', 'cash_on_delivery'),
            cod_fee_amount: number(49),
            cod_confirmation: { status: regex('^confirmed$', 'confirmed'), confirm_by: isoDateTime() },
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(ordersApi.endpoints.answerCodConfirmation.initiate({ id: 42, codDecision: { decision: 'confirm' } }));
        expect(result.data?.cod_confirmation?.status).toBe('confirmed');
      }));

  it('reads the order a mailed link names, without signing in', () =>
    pact
      .addInteraction()
      .given(...AWAITING)
      .uponReceiving('a request for the order a confirmation link names')
      .withRequest('GET', linkPath())
      .willRespondWith(200, (response) => response.jsonBody(codConfirmationFields('awaiting')))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(ordersApi.endpoints.getCodConfirmation.initiate({ token: EXAMPLE_LINK_TOKEN }));
        expect(result.data?.status).toBe('awaiting');
        expect(result.data?.items[0]?.product_name).toEqual(expect.any(String));
      }));

  it('cancels the order by the mailed link, without signing in', () =>
    pact
      .addInteraction()
      .given(...AWAITING)
      .uponReceiving('a cancellation by a confirmation link')
      .withRequest('POST', linkPath(), (request) => request.headers(json).jsonBody({ decision: 'cancel' }))
      .willRespondWith(200, (response) => response.jsonBody(codConfirmationFields('cancelled')))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(ordersApi.endpoints.answerCodConfirmationByLink.initiate({ token: EXAMPLE_LINK_TOKEN, codDecision: { decision: 'cancel' } }));
        expect(result.data?.status).toBe('cancelled');
      }));

  it('answers 404 to a link the shop never sent', () =>
    pact
      .addInteraction()
      .uponReceiving('a request for a confirmation link the shop never sent')
      .withRequest('GET', `/api/user/cod-confirmations/${EXAMPLE_LINK_TOKEN}/`)
      .willRespondWith(404, (response) => response.jsonBody(errorFields('cod_confirmation_link_not_found', 'This confirmation link is not known.')))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(ordersApi.endpoints.getCodConfirmation.initiate({ token: EXAMPLE_LINK_TOKEN }));
        expect(errorStatus(result.error)).toBe(404);
        expect(errorDetail(result.error)).toEqual(expect.any(String));
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('refuses the other answer once the order is confirmed (409 naming decision)', () =>
    pact
      .addInteraction()
      .given('customer {email} has a confirmed cash-on-delivery order', { email: EMAIL })
      .uponReceiving('a cancellation by the link of an order already confirmed')
      .withRequest('POST', linkPath(), (request) => request.headers(json).jsonBody({ decision: 'cancel' }))
      .willRespondWith(409, (response) => response.jsonBody(fieldErrorFields('decision', 'cod_already_confirmed', 'This order is already confirmed. To cancel it now, write to us.', 'This order is already confirmed.', 'cod_already_confirmed')))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(ordersApi.endpoints.answerCodConfirmationByLink.initiate({ token: EXAMPLE_LINK_TOKEN, codDecision: { decision: 'cancel' } }));
        expect(errorStatus(result.error)).toBe(409);
        expect(fieldErrors(result.error)[0]).toMatch(/^decision: ./);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));
});
