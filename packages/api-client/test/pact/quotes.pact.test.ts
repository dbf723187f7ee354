import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { errorStatus, fieldErrors, quotesApi } from '../../src';
import { isoDateTime, orderCreatedFields } from './shapes';
import { bearer, clientAgainst, createShopPact, EXAMPLE_TOKEN } from './shopPact';

const { eachLike, fromProviderState, integer, nullValue, regex, string, boolean } = MatchersV3;

const EMAIL = 'asha.patel@example.in';
const SIGNED_IN = ['customer {email} is signed in', { email: EMAIL }] as const;
const REQUESTED = ['customer {email} requested a quote', { email: EMAIL }] as const;
const SENT = ['customer {email} was sent a quote', { email: EMAIL }] as const;
const TRANSFER_ALLOWED = ['customer {email} was sent a quote the owner allows paying by transfer', { email: EMAIL }] as const;
const SURVEY_VISITED = ['customer {email} has a paid site survey whose visit has passed', { email: EMAIL }] as const;
const EXAMPLE_NUMBER = 'Q-2026-000123';
const PHOTO = fileURLToPath(new URL('./admin/fixtures/spikes-on-ledge.png', import.meta.url));
const EXAMPLE_LINK_TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

const quoteNumber = () => regex('^Q-[0-9]{4}-[0-9]{6,}$', EXAMPLE_NUMBER);
const linkToken = () => regex('^[A-Za-z0-9_-]{22}$', EXAMPLE_LINK_TOKEN);
const status = (example: string) => regex('^(requested|quoted|accepted|expired|withdrawn)$', example);
const isoDate = (example = '2026-12-15') => regex('^\\d{4}-\\d{2}-\\d{2}$', example);

/** What the buyer asks for: a pack from the catalogue is the provider state's; here, a net the catalogue lacks. */
const REQUEST = {
  name: 'Asha Patel',
  organisation: 'Green Park Housing Society',
  phone: '+91 98765 43210',
  email: EMAIL,
  gstin: null,
  site_pincode: '411001',
  site_address: 'Wing B terrace, Green Park, Pune',
  site_kind: 'housing_society' as const,
  wants_installation: true,
  note: 'Pigeons on 40 m of parapet.',
  lines: [{ variant: null, description: 'Pigeon net, 50 mm mesh, 200 sq ft', quantity: 1 }],
};

/** The request as the quote page reads it back. */
const requestFields = (state: string) => ({
  number: quoteNumber(),
  status: status(state),
  created_at: isoDateTime(),
  name: string('Asha Patel'),
  organisation: string('Green Park Housing Society'),
  phone: string('9876543210'),
  email: string(EMAIL),
  gstin: nullValue(),
  site_pincode: regex('^[1-9][0-9]{5}$', '411001'),
  site_address: string('Wing B terrace, Green Park, Pune'),
  site_kind: string('housing_society'),
  wants_installation: boolean(true),
  note: nullValue(),
  lines: eachLike({ variant: integer(12), product_title: string('Polycarbonate bird spikes'), variant_label: string(''), description: nullValue(), quantity: integer(40) }),
});

const quotationFields = () => ({
  revision: integer(1),
  lines: eachLike({
    variant: integer(12),
    description: string('Polycarbonate bird spikes, pack of 10'),
    unit: nullValue(),
    quantity: integer(40),
    unit_price_paise: integer(38000),
    gst_rate: integer(18),
    hsn_sac: string('3926'),
    amount_paise: integer(1520000),
    gst_paise: integer(273600),
  }),
  delivery_terms: string('Within 7 days of the order.'),
  installation_terms: string('Fitted within 3 days of delivery.'),
  valid_until: isoDate(),
  sent_at: isoDateTime(),
  subtotal_paise: integer(1720000),
  gst_paise: integer(309600),
  total_paise: integer(2029600),
});

describe('quotes', () => {
  const pact = createShopPact();

  it('takes a request for quotation from a guest and answers its number and link', () =>
    pact
      .addInteraction()
      .uponReceiving('a request for quotation')
      .withRequest('POST', '/api/user/quote-requests/', (request) => request.headers({ 'Content-Type': 'application/json' }).jsonBody(REQUEST))
      .willRespondWith(201, (response) => response.jsonBody({ number: quoteNumber(), token: linkToken() }))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(quotesApi.endpoints.requestQuote.initiate({ quoteRequestInput: REQUEST }));
        expect(result.data?.number).toMatch(/^Q-/);
        expect(result.data?.token).toEqual(expect.any(String));
      }));

  it('uploads a photo of the site as its own bytes, from a guest, and answers the claim the request names it by', () =>
    pact
      .addInteraction()
      .uponReceiving('a photo of a quote’s site uploaded by a guest')
      .withRequest('POST', '/api/user/quote-photos/', (request) => request.binaryFile('image/png', PHOTO))
      .willRespondWith(201, (response) =>
        response.jsonBody({ claim: linkToken(), url: regex('^/media/uploads/[0-9a-f]{2}/[0-9a-f]{32}\\.(jpg|png)$', '/media/uploads/3f/3fa9c0d2b4e6f8a1c3e5a7b9d1f3e5a7.png') }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(quotesApi.endpoints.uploadQuotePhoto.initiate({ body: new Blob([readFileSync(PHOTO)], { type: 'image/png' }) }));
        expect(result.data?.claim).toMatch(/^[A-Za-z0-9_-]{22}$/);
      }));

  it('refuses a photo claim that is no upload, naming the photo', () =>
    pact
      .addInteraction()
      .uponReceiving('a request for quotation naming a photo nobody uploaded')
      .withRequest('POST', '/api/user/quote-requests/', (request) => request.headers({ 'Content-Type': 'application/json' }).jsonBody({ ...REQUEST, photos: [EXAMPLE_LINK_TOKEN] }))
      .willRespondWith(400, (response) => response.jsonBody({ detail: string('A photo could not be added to the request.'), errors: { 'photos.0': eachLike(string('Upload it again.')) } }))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(quotesApi.endpoints.requestQuote.initiate({ quoteRequestInput: { ...REQUEST, photos: [EXAMPLE_LINK_TOKEN] } }));
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^photos\.0: ./);
      }));

  it('refuses a GSTIN that does not add up, naming it', () =>
    pact
      .addInteraction()
      .uponReceiving('a request for quotation with a wrong GSTIN')
      .withRequest('POST', '/api/user/quote-requests/', (request) => request.headers({ 'Content-Type': 'application/json' }).jsonBody({ ...REQUEST, gstin: '27AAPFU0939F1ZA' }))
      .willRespondWith(400, (response) => response.jsonBody({ detail: string('Invalid request.'), errors: { gstin: eachLike(string('This GSTIN does not add up.')) } }))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(quotesApi.endpoints.requestQuote.initiate({ quoteRequestInput: { ...REQUEST, gstin: '27AAPFU0939F1ZA' } }));
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^gstin: ./);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('reads a quote sent to the buyer by its link, with the quotation’s lines and totals', () =>
    pact
      .addInteraction()
      .given(...SENT)
      .uponReceiving('a request for a quote’s page by its link')
      .withRequest('GET', fromProviderState('/api/user/quotes/${quoteNumber}/', `/api/user/quotes/${EXAMPLE_NUMBER}/`), (request) =>
        request.query({ token: fromProviderState('${quoteToken}', EXAMPLE_LINK_TOKEN) }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ ...requestFields('quoted'), quotation: quotationFields(), photos: [], bank_transfer_allowed: boolean(false) }))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(quotesApi.endpoints.getQuote.initiate({ number: EXAMPLE_NUMBER, token: EXAMPLE_LINK_TOKEN }));
        expect(result.data?.status).toBe('quoted');
        expect(result.data?.bank_transfer_allowed).toBe(false);
        expect(result.data?.quotation?.total_paise).toBeGreaterThan(0);
      }));

  it('reads a quote by its link signed in, with the paid survey fee accepting it would take off', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...SURVEY_VISITED)
      .given(...SENT)
      .uponReceiving('a signed-in request for a quote’s page by its link, its buyer having a paid survey to adjust')
      .withRequest('GET', fromProviderState('/api/user/quotes/${quoteNumber}/', `/api/user/quotes/${EXAMPLE_NUMBER}/`), (request) =>
        request.headers(bearer()).query({ token: fromProviderState('${quoteToken}', EXAMPLE_LINK_TOKEN) }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...requestFields('quoted'),
          quotation: quotationFields(),
          photos: [],
          bank_transfer_allowed: boolean(false),
          survey_credit: { booking_id: integer(12), invoice_number: regex('^BSI/\\d{2}-\\d{2}/\\d{6}$', 'BSI/26-27/000012'), amount_paise: integer(49900), last_day: isoDate('2027-03-02') },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(quotesApi.endpoints.getQuote.initiate({ number: EXAMPLE_NUMBER, token: EXAMPLE_LINK_TOKEN }));
        expect(result.data?.survey_credit?.amount_paise).toBeGreaterThan(0);
      }));

  it('lists the signed-in customer’s quotes with their links', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...REQUESTED)
      .uponReceiving('a request for the customer’s quotes')
      .withRequest('GET', '/api/user/account/quotes/', (request) => request.headers(bearer()))
      .willRespondWith(200, (response) =>
        response.jsonBody(eachLike({ number: quoteNumber(), token: linkToken(), status: status('requested'), created_at: isoDateTime(), line_count: integer(1), total_paise: nullValue(), valid_until: nullValue() })),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(quotesApi.endpoints.listMyQuotes.initiate());
        expect(result.data?.[0]?.status).toBe('requested');
      }));

  it('reads one of the signed-in customer’s quotes', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...REQUESTED)
      .uponReceiving('a request for one of the customer’s quotes')
      .withRequest('GET', fromProviderState('/api/user/account/quotes/${quoteNumber}/', `/api/user/account/quotes/${EXAMPLE_NUMBER}/`), (request) => request.headers(bearer()))
      .willRespondWith(200, (response) => response.jsonBody({ ...requestFields('requested'), quotation: nullValue() }))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(quotesApi.endpoints.getMyQuote.initiate({ number: EXAMPLE_NUMBER }));
        expect(result.data?.quotation).toBeNull();
      }));

  it('accepts the quotation the buyer read, making an order to pay as the checkout’s', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...SENT)
      .uponReceiving('an acceptance of the latest quotation sent')
      .withRequest('POST', fromProviderState('/api/user/quotes/${quoteNumber}/acceptance/', `/api/user/quotes/${EXAMPLE_NUMBER}/acceptance/`), (request) =>
        request.headers({ 'Content-Type': 'application/json', ...bearer() }).jsonBody({ revision: 1, payment_method: 'online' }),
      )
      .willRespondWith(201, (response) => response.jsonBody(orderCreatedFields()))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(quotesApi.endpoints.acceptQuote.initiate({ number: EXAMPLE_NUMBER, quoteAcceptance: { revision: 1, payment_method: 'online' } }));
        expect(result.data?.razorpay_amount).toEqual(expect.any(Number));
        expect(result.data?.payment_method).toBe('online');
      }));

  it('accepts a quotation the owner allows paying by bank transfer, answering where to pay and the proforma', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...TRANSFER_ALLOWED)
      .uponReceiving('an acceptance of the latest quotation sent, to be paid by bank transfer')
      .withRequest('POST', fromProviderState('/api/user/quotes/${quoteNumber}/acceptance/', `/api/user/quotes/${EXAMPLE_NUMBER}/acceptance/`), (request) =>
        request.headers({ 'Content-Type': 'application/json', ...bearer() }).jsonBody({ revision: 1, payment_method: 'bank_transfer' }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          id: integer(42),
          razorpay_amount: integer(1793600),
          payment_method: regex('^bank_transfer$', 'bank_transfer'),
          bank_transfer: {
            account_name: string('BirdShield India Pvt Ltd'),
            account_number: string('50200012345678'),
            ifsc: regex('^[A-Z]{4}0[A-Z0-9]{6}$', 'HDFC0001234'),
            upi_id: string('birdshield@okhdfcbank'),
            amount_paise: integer(1793600),
            reference: string(`Order 42 ${EXAMPLE_NUMBER}`),
            pay_by: isoDateTime(),
            proforma_url: regex('^/api/user/orders/\\d+/proforma/$', '/api/user/orders/42/proforma/'),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(quotesApi.endpoints.acceptQuote.initiate({ number: EXAMPLE_NUMBER, quoteAcceptance: { revision: 1, payment_method: 'bank_transfer' } }));
        expect(result.data?.payment_method).toBe('bank_transfer');
        expect(result.data?.bank_transfer?.reference).toContain(EXAMPLE_NUMBER);
      }));

  it('refuses to accept a quotation that is not the latest sent, naming the revision', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...SENT)
      .uponReceiving('an acceptance of a quotation superseded by a later one')
      .withRequest('POST', fromProviderState('/api/user/quotes/${quoteNumber}/acceptance/', `/api/user/quotes/${EXAMPLE_NUMBER}/acceptance/`), (request) =>
        request.headers({ 'Content-Type': 'application/json', ...bearer() }).jsonBody({ revision: 2 }),
      )
      .willRespondWith(409, (response) => response.jsonBody({ detail: string('Reload the page.'), errors: { revision: eachLike(string('Reload the page.')) } }))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(quotesApi.endpoints.acceptQuote.initiate({ number: EXAMPLE_NUMBER, quoteAcceptance: { revision: 2 } }));
        expect(errorStatus(result.error)).toBe(409);
        expect(fieldErrors(result.error)[0]).toMatch(/^revision: ./);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));
});
