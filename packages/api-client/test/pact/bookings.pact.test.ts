import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { bookingsApi, downloadBookingCreditNote, downloadBookingInvoice, errorStatus, fieldErrors, type ShopApiError } from '../../src';
import { SAMPLE_PDF } from './pdfBody';
import { errorFields, fieldErrorFields, isoDateTime, paymentResultFields } from './shapes';
import { bearer, clientAgainst, createShopPact, EXAMPLE_TOKEN } from './shopPact';

const { eachLike, fromProviderState, integer, nullValue, number, regex, string } = MatchersV3;

const EMAIL = 'asha.patel@example.in';
const SIGNED_IN = ['customer {email} is signed in', { email: EMAIL }] as const;
const CREW_IN_PUNE = ['a crew serves PIN code {pincode}', { pincode: '411001' }] as const;
const HELD = ['customer {email} holds a site survey', { email: EMAIL }] as const;
const CONFIRMED = ['customer {email} has a confirmed site survey', { email: EMAIL }] as const;
const HELD_WITH_FEE = ['customer {email} holds a site survey with a fee', { email: EMAIL }] as const;
const BEING_PAID = ['customer {email} is paying a site survey’s fee', { email: EMAIL }] as const;
const PAID_FITTING = ['customer {email} has a paid order with fitting', { email: EMAIL }] as const;
const FINISHED_FITTING = ['customer {email} has a finished fitting', { email: EMAIL }] as const;
const REFUNDED = ['customer {email} has a refunded site survey with its invoice and credit note', { email: EMAIL }] as const;
const PROVIDER_ORDER = 'order_demoB00k1ngFee';
const PAYMENT_ID = 'pay_demoB00k1ngFee';
const SIGNATURE = '7c1e0d9f2c4d3b0a6e1f7c8d5b2a4e6c1d9f0b3a7e5c2d8b4f6a1c0e9d7b5a3f';
const json = { 'Content-Type': 'application/json' };
const bookingPath = (tail: string) => fromProviderState(`/api/user/bookings/\${bookingId}/${tail}`, `/api/user/bookings/5/${tail}`);
const STATUSES = '^(held|confirmed|cancelled|done)$';
const DAY = regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-06-02');

/** A booking as the survey page and the account's list read it. */
const bookingFields = (status: string, held = false) => ({
  id: integer(5),
  kind: regex('^(survey|installation)$', 'survey'),
  status: regex(STATUSES, status),
  starts_at: isoDateTime('2026-06-02T03:30:00.000Z'),
  ends_at: isoDateTime('2026-06-02T04:30:00.000Z'),
  hold_expires_at: held ? isoDateTime('2026-06-01T04:40:00.000Z') : nullValue(),
  pincode: string('411001'),
  address: string('12 Lake Road, Kothrud'),
  contact_name: string('Asha Patel'),
  contact_phone: string('9876543210'),
  contact_email: string(EMAIL),
  note: string('Pigeons on the balcony'),
  fee: number(499),
  fee_paid: nullValue(),
  refund: nullValue(),
  cancel_reason: status === 'cancelled' ? string('Cancelled by the customer.') : nullValue(),
  order_id: nullValue(),
  quote_number: nullValue(),
  created_at: isoDateTime(),
  invoice_number: nullValue(),
  credit_notes: [],
});

const VISIT = {
  kind: 'survey' as const,
  starts_at: '2026-06-02T03:30:00.000Z',
  pincode: '411001',
  address: '12 Lake Road, Kothrud',
  contact_name: 'Asha Patel',
  contact_phone: '9876543210',
  contact_email: EMAIL,
  note: 'Pigeons on the balcony',
};

/** A business booking the survey for a GST invoice of the fee (decision 069). */
const BUSINESS = { gstin: '27AAPFU0939F1ZV', business_name: 'Patel Agro Mills' };

describe('booking a site survey', () => {
  const pact = createShopPact();

  it('reads the free starts at a PIN code a crew serves', () =>
    pact
      .addInteraction()
      .given(...CREW_IN_PUNE)
      .uponReceiving('a request for the site-survey slots at a served PIN code')
      .withRequest('GET', '/api/user/bookings/slots/', (request) => request.query({ pincode: '411001', kind: 'survey' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          pincode: string('411001'),
          kind: regex('^survey$', 'survey'),
          duration_minutes: integer(60),
          fee: number(0),
          days: eachLike({ date: DAY, starts_at: eachLike(isoDateTime('2026-06-02T03:30:00.000Z')) }),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(bookingsApi.endpoints.getBookingSlots.initiate({ pincode: '411001', kind: 'survey' }));
        expect(result.data?.days[0]?.starts_at.length).toBeGreaterThan(0);
      }));

  it('is told, at the PIN code field, that no crew visits there', () =>
    pact
      .addInteraction()
      .uponReceiving('a request for the site-survey slots at a PIN code no crew serves')
      .withRequest('GET', '/api/user/bookings/slots/', (request) => request.query({ pincode: '560001', kind: 'survey' }))
      .willRespondWith(400, (response) =>
        response.jsonBody(fieldErrorFields('pincode', 'no_crew_here', 'Our fitters do not visit this PIN code yet. Call us and we will see what we can do.', 'Our fitters do not visit this PIN code yet. Call us and we will see what we can do.')),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(bookingsApi.endpoints.getBookingSlots.initiate({ pincode: '560001', kind: 'survey' }));
        expect(fieldErrors(result.error)).toEqual([expect.stringMatching(/^pincode: /)]);
      }));

  it('holds a free start for the signed-in customer', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...CREW_IN_PUNE)
      .uponReceiving('a site-survey booking at a free start')
      .withRequest('POST', '/api/user/bookings/', (request) =>
        request.headers({ ...json, ...bearer() }).jsonBody({ ...VISIT, starts_at: fromProviderState('${startsAt}', VISIT.starts_at) }),
      )
      .willRespondWith(201, (response) => response.jsonBody(bookingFields('held', true)))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(bookingsApi.endpoints.createBooking.initiate({ bookingInput: VISIT }));
        expect(result.data).toMatchObject({ status: 'held' });
      }));

  it('holds a free start for a business, with its GSTIN for the fee’s invoice', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...CREW_IN_PUNE)
      .uponReceiving('a site-survey booking for a business with its GSTIN')
      .withRequest('POST', '/api/user/bookings/', (request) =>
        request.headers({ ...json, ...bearer() }).jsonBody({ ...VISIT, ...BUSINESS, starts_at: fromProviderState('${startsAt}', VISIT.starts_at) }),
      )
      .willRespondWith(201, (response) => response.jsonBody({ ...bookingFields('held', true), gstin: string(BUSINESS.gstin), business_name: string(BUSINESS.business_name) }))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(bookingsApi.endpoints.createBooking.initiate({ bookingInput: { ...VISIT, ...BUSINESS } }));
        expect(result.data).toMatchObject({ status: 'held', gstin: BUSINESS.gstin });
      }));

  it('is told, at the GSTIN field, that a mistyped GSTIN does not add up', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...CREW_IN_PUNE)
      .uponReceiving('a site-survey booking for a business whose GSTIN has a wrong check character')
      .withRequest('POST', '/api/user/bookings/', (request) => request.headers({ ...json, ...bearer() }).jsonBody({ ...VISIT, ...BUSINESS, gstin: '27AAPFU0939F1ZW' }))
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('gstin', 'gstin_check_failed', 'This GSTIN does not add up (its last character is wrong): check it was copied correctly.', 'Check the GSTIN and business name.')))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(bookingsApi.endpoints.createBooking.initiate({ bookingInput: { ...VISIT, ...BUSINESS, gstin: '27AAPFU0939F1ZW' } }));
        expect(fieldErrors(result.error)).toEqual([expect.stringMatching(/^gstin: /)]);
      }));

  it('confirms the customer’s held survey', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...HELD)
      .uponReceiving('a confirmation of a held site survey')
      .withRequest('POST', bookingPath('confirm/'), (request) => request.headers({ ...json, ...bearer() }))
      .willRespondWith(200, (response) => response.jsonBody(bookingFields('confirmed')))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(bookingsApi.endpoints.confirmBooking.initiate({ id: 5 }));
        expect(result.data).toMatchObject({ status: 'confirmed' });
      }));

  it('starts paying the fee of the customer’s held survey', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...HELD_WITH_FEE)
      .uponReceiving('the start of a payment of a held site survey’s fee')
      .withRequest('POST', bookingPath('payment/'), (request) => request.headers({ ...json, ...bearer() }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          booking_id: integer(5),
          key: string('rzp_demo_offline'),
          razorpay_amount: integer(49900),
          razorpay_order_id: string(PROVIDER_ORDER),
          currency: regex('^INR$', 'INR'),
          provider: regex('^(razorpay|demo)$', 'demo'),
          hold_expires_at: isoDateTime('2026-06-01T04:40:00.000Z'),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(bookingsApi.endpoints.startBookingPayment.initiate({ id: 5 }));
        expect(result.data).toMatchObject({ razorpay_amount: 49900, provider: 'demo' });
      }));

  it('answers the demo provider’s signed payment of the fee', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...BEING_PAID)
      .uponReceiving('a demo payment of a site survey’s fee')
      .withRequest('POST', bookingPath('payment/demo/'), (request) => request.headers({ ...json, ...bearer() }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ razorpay_order_id: string(PROVIDER_ORDER), razorpay_payment_id: string(PAYMENT_ID), razorpay_signature: string(SIGNATURE) }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(bookingsApi.endpoints.payDemoBooking.initiate({ id: 5 }));
        expect(result.data?.razorpay_signature).toEqual(expect.any(String));
      }));

  it('confirms the survey whose fee payment is signed by the provider', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...BEING_PAID)
      .uponReceiving('the payment widget’s signed result for a site survey’s fee')
      .withRequest('POST', bookingPath('payment/verify/'), (request) =>
        request.headers({ ...json, ...bearer() }).jsonBody({
          razorpay_order_id: fromProviderState('${razorpayOrderId}', PROVIDER_ORDER),
          razorpay_payment_id: fromProviderState('${razorpayPaymentId}', PAYMENT_ID),
          razorpay_signature: fromProviderState('${razorpaySignature}', SIGNATURE),
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...paymentResultFields('success', 'Payment successful!'),
          booking: {
            ...bookingFields('confirmed'),
            fee_paid: number(499),
            free_cancel_until: isoDateTime('2026-06-01T03:30:00.000Z'),
            // The fee's tax invoice, issued with the payment.
            invoice_number: regex('^BSI/\\d{2}-\\d{2}/\\d{6}$', 'BSI/26-27/000123'),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(
          bookingsApi.endpoints.verifyBookingPayment.initiate({
            id: 5,
            paymentVerification: { razorpay_order_id: PROVIDER_ORDER, razorpay_payment_id: PAYMENT_ID, razorpay_signature: SIGNATURE },
          }),
        );
        expect(result.data).toMatchObject({ status: 'success', booking: { status: 'confirmed', fee_paid: 499, invoice_number: 'BSI/26-27/000123' } });
      }));

  it('leaves the hold as it is when the widget reports a failed payment (400)', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...BEING_PAID)
      .uponReceiving('a failed payment of a site survey’s fee reported by the widget')
      .withRequest('POST', bookingPath('payment/verify/'), (request) =>
        request.headers({ ...json, ...bearer() }).jsonBody({
          razorpay_order_id: fromProviderState('${razorpayOrderId}', PROVIDER_ORDER),
          razorpay_error: { code: 'PAYMENT_CANCELLED', description: 'The shopper closed the payment window.' },
        }),
      )
      .willRespondWith(400, (response) => response.jsonBody(paymentResultFields('failure', 'Payment failed. Please try again.')))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(
          bookingsApi.endpoints.verifyBookingPayment.initiate({
            id: 5,
            paymentVerification: { razorpay_order_id: PROVIDER_ORDER, razorpay_error: { code: 'PAYMENT_CANCELLED', description: 'The shopper closed the payment window.' } },
          }),
        );
        expect(errorStatus(result.error)).toBe(400);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('cancels the customer’s confirmed survey', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...CONFIRMED)
      .uponReceiving('a cancellation of a confirmed site survey by its customer')
      .withRequest('POST', bookingPath('cancel/'), (request) => request.headers({ ...json, ...bearer() }))
      .willRespondWith(200, (response) => response.jsonBody(bookingFields('cancelled')))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(bookingsApi.endpoints.cancelBooking.initiate({ id: 5 }));
        expect(result.data).toMatchObject({ status: 'cancelled' });
      }));

  it('lists the customer’s bookings', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...CONFIRMED)
      .uponReceiving('a request for the customer’s bookings')
      .withRequest('GET', '/api/user/account/bookings/', (request) => request.headers(bearer()))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(bookingFields('confirmed'))))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(bookingsApi.endpoints.listMyBookings.initiate());
        expect(result.data?.[0]).toMatchObject({ status: 'confirmed' });
      }));
});

describe('a paid survey fee taken off the next order', () => {
  const pact = createShopPact();

  it('lists the customer’s paid survey with its fee to take off the next order until its last day', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given('customer {email} has a paid site survey whose visit has passed', { email: EMAIL })
      .uponReceiving('a request for the bookings of a customer whose survey fee comes off their next order')
      .withRequest('GET', '/api/user/account/bookings/', (request) => request.headers(bearer()))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          eachLike({
            ...bookingFields('confirmed'),
            fee_paid: number(499),
            invoice_number: regex('^BSI/\\d{2}-\\d{2}/\\d{6}$', 'BSI/26-27/000042'),
            fee_credit: { amount: number(499), last_day: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-08-31'), order_id: nullValue() },
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(bookingsApi.endpoints.listMyBookings.initiate());
        expect(result.data?.[0]?.fee_credit).toMatchObject({ amount: 499, order_id: null });
      }));
});

describe('the tax invoice and credit notes of a survey fee paid online', () => {
  const pact = createShopPact();

  it('downloads the invoice of the customer’s paid survey fee as a PDF named after its number', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...REFUNDED)
      .uponReceiving('a request for the tax invoice of a site survey’s fee')
      .withRequest('GET', bookingPath('invoice/'), (request) => request.headers(bearer()))
      .willRespondWith(200, (response) =>
        response
          .headers({ 'Content-Disposition': regex('^attachment; filename="BSI-\\d{2}-\\d{2}-\\d{6}\\.pdf"$', 'attachment; filename="BSI-26-27-000123.pdf"') })
          .binaryFile('application/pdf', SAMPLE_PDF),
      )
      .executeTest(async (mockServer) => {
        clientAgainst(mockServer, EXAMPLE_TOKEN);
        const file = await downloadBookingInvoice(5);
        expect(file.filename).toMatch(/^BSI-\d{2}-\d{2}-\d{6}\.pdf$/);
        expect(file.blob.type).toBe('application/pdf');
      }));

  it('downloads the credit note of the fee’s refund as a PDF named after its number', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...REFUNDED)
      .uponReceiving('a request for the credit note of a refund of a site survey’s fee')
      .withRequest('GET', fromProviderState('/api/user/bookings/${bookingId}/credit-notes/${creditNoteId}/', '/api/user/bookings/5/credit-notes/7/'), (request) => request.headers(bearer()))
      .willRespondWith(200, (response) =>
        response
          .headers({ 'Content-Disposition': regex('^attachment; filename="BCN-\\d{2}-\\d{2}-\\d{6}\\.pdf"$', 'attachment; filename="BCN-26-27-000007.pdf"') })
          .binaryFile('application/pdf', SAMPLE_PDF),
      )
      .executeTest(async (mockServer) => {
        clientAgainst(mockServer, EXAMPLE_TOKEN);
        const file = await downloadBookingCreditNote(5, 7);
        expect(file.filename).toMatch(/^BCN-\d{2}-\d{2}-\d{6}\.pdf$/);
        expect(file.blob.type).toBe('application/pdf');
      }));

  it('answers 404 for the invoice of another customer’s booking', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given('another customer holds a site survey')
      .uponReceiving('a request for the tax invoice of another customer’s site survey')
      .withRequest('GET', fromProviderState('/api/user/bookings/${otherBookingId}/invoice/', '/api/user/bookings/6/invoice/'), (request) => request.headers(bearer()))
      .willRespondWith(404, (response) => response.jsonBody(errorFields('booking_not_found', 'Booking not found.')))
      .executeTest(async (mockServer) => {
        clientAgainst(mockServer, EXAMPLE_TOKEN);
        const failure = await downloadBookingInvoice(6).catch((error: unknown) => error);
        expect(errorStatus(failure as ShopApiError)).toBe(404);
      }));
});

describe('booking an order’s fitting and answering the crew’s completion', () => {
  const pact = createShopPact();
  const FITTING = { ...bookingFields('confirmed'), kind: regex('^(survey|installation)$', 'installation'), fee: number(0), note: string('Gate code 1234'), order_id: integer(42) };

  it('reads the free starts of the fitting of the customer’s paid order', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...PAID_FITTING)
      .uponReceiving('a request for the slots of a paid order’s fitting')
      .withRequest('GET', '/api/user/bookings/installation-slots/', (request) =>
        request.headers(bearer()).query({ order_id: fromProviderState('${orderId}', '42') }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          order_id: integer(42),
          pincode: string('411001'),
          duration_minutes: integer(240),
          days: eachLike({ date: DAY, starts_at: eachLike(isoDateTime('2026-06-02T03:30:00.000Z')) }),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(bookingsApi.endpoints.getInstallationSlots.initiate({ orderId: 42 }));
        expect(result.data?.duration_minutes).toBeGreaterThanOrEqual(60);
      }));

  it('books the fitting at a free start, confirmed at once', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...PAID_FITTING)
      .uponReceiving('a booking of a paid order’s fitting at a free start')
      .withRequest('POST', '/api/user/bookings/installations/', (request) =>
        request.headers({ ...json, ...bearer() }).jsonBody({
          order_id: fromProviderState('${orderId}', 42),
          starts_at: fromProviderState('${startsAt}', '2026-06-02T03:30:00.000Z'),
          note: 'Gate code 1234',
        }),
      )
      .willRespondWith(201, (response) => response.jsonBody(FITTING))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(bookingsApi.endpoints.bookInstallation.initiate({ installationBookingInput: { order_id: 42, starts_at: '2026-06-02T03:30:00.000Z', note: 'Gate code 1234' } }));
        expect(result.data).toMatchObject({ kind: 'installation', status: 'confirmed' });
      }));

  it('reports a problem with the finished fitting, which opens a complaint', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...FINISHED_FITTING)
      .uponReceiving('a reported problem with a finished fitting')
      .withRequest('POST', bookingPath('outcome/'), (request) => request.headers({ ...json, ...bearer() }).jsonBody({ outcome: 'problem', problem: 'The net sags at the corner.' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...FITTING,
          status: regex(STATUSES, 'done'),
          completion: {
            completed_at: isoDateTime('2026-06-02T07:30:00.000Z'),
            notes: string('Net fitted on the terrace.'),
            photos: [],
            outcome: regex('^(confirmed|problem)$', 'problem'),
            answered_at: isoDateTime('2026-06-02T08:00:00.000Z'),
            complaint_number: regex('^GR-\\d{4}-\\d{5}$', 'GR-2026-00001'),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(bookingsApi.endpoints.answerBookingCompletion.initiate({ id: 5, bookingOutcomeInput: { outcome: 'problem', problem: 'The net sags at the corner.' } }));
        expect(result.data?.completion).toMatchObject({ outcome: 'problem', complaint_number: expect.stringMatching(/^GR-/) });
      }));
});
