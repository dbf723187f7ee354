import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi, errorStatus, fieldErrors } from '../../../src/admin';
import { isoDateTime } from '../shapes';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_EMAIL, STAFF_SIGNED_IN, staffBearer } from './adminPact';

const { atLeastLike, boolean, eachLike, fromProviderState, integer, nullValue, regex, string } = MatchersV3;

const EMAIL = 'asha.patel@example.in';
const REQUESTED = ['customer {email} requested a quote', { email: EMAIL }] as const;
const DRAFTED = ['customer {email} has a quote priced in a draft', { email: EMAIL }] as const;
const SENT = ['customer {email} was sent a quote', { email: EMAIL }] as const;

const quoteNumber = () => regex('^Q-[0-9]{4}-[0-9]{6,}$', 'Q-2026-000123');
const status = (example: string) => regex('^(requested|quoted|accepted|expired|withdrawn)$', example);
const isoDate = (example = '2099-12-31') => regex('^\\d{4}-\\d{2}-\\d{2}$', example);
const quotePath = (suffix = '') => fromProviderState(`/api/admin/quotes/\${quoteId}/${suffix}`, `/api/admin/quotes/4/${suffix}`);
const version = () => fromProviderState('${quoteVersion}', 1);

const DRAFT_LINE = { description: 'Polycarbonate bird spikes, pack of 10', quantity: 40, unit_price_paise: 38000, gst_rate: 18 as const, hsn_sac: '3926' };
const DRAFT = { delivery_terms: 'Within 7 days of the order.', installation_terms: 'Fitted within 3 days of delivery.', valid_until: '2099-12-31' };

const quotationFields = (sentAt: unknown) => ({
  revision: integer(1),
  lines: eachLike({
    variant: integer(12),
    description: string(DRAFT_LINE.description),
    unit: nullValue(),
    quantity: integer(40),
    unit_price_paise: integer(38000),
    gst_rate: integer(18),
    hsn_sac: string('3926'),
    amount_paise: integer(1520000),
    gst_paise: integer(273600),
  }),
  delivery_terms: string(DRAFT.delivery_terms),
  installation_terms: string(DRAFT.installation_terms),
  valid_until: isoDate(),
  sent_at: sentAt,
  subtotal_paise: integer(1520000),
  gst_paise: integer(273600),
  total_paise: integer(1793600),
  staff: { id: integer(3), name: string('Meera Iyer'), email: string(STAFF_EMAIL) },
  updated_at: isoDateTime(),
});

const quoteFields = ({ state = 'requested', draft = nullValue() as unknown, sent = [] as unknown } = {}) => ({
  id: integer(4),
  version: integer(1),
  number: quoteNumber(),
  status: status(state),
  created_at: isoDateTime(),
  customer: integer(7),
  name: string('Asha Patel'),
  organisation: string('Green Park Housing Society'),
  phone: string('9876543210'),
  email: string(EMAIL),
  gstin: nullValue(),
  site_pincode: string('411001'),
  site_address: string('Wing B terrace, Green Park, Pune'),
  site_kind: string('housing_society'),
  wants_installation: boolean(true),
  note: nullValue(),
  lines: eachLike({ variant: integer(12), product_title: string('Polycarbonate bird spikes'), variant_label: string(''), description: nullValue(), quantity: integer(40) }),
  draft,
  sent,
  catalogue: eachLike({
    variant: integer(12),
    product_title: string('Polycarbonate bird spikes'),
    variant_label: string(''),
    price_paise: integer(45000),
    gst_rate: integer(18),
    hsn_code: string('7326'),
    price_tiers: [],
  }),
});

describe('the back-office quote desk', () => {
  const pact = createAdminPact();

  it('lists the requests with the counts by status', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...REQUESTED)
      .uponReceiving('a request for the quotes waiting to be priced')
      .withRequest('GET', '/api/admin/quotes/', (request) => request.headers(staffBearer()).query({ page: '1', page_size: '25', status: 'requested' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({
            id: integer(4),
            version: integer(1),
            number: quoteNumber(),
            status: status('requested'),
            name: string('Asha Patel'),
            organisation: string('Green Park Housing Society'),
            phone: string('9876543210'),
            email: string(EMAIL),
            site_kind: string('housing_society'),
            site_pincode: string('411001'),
            wants_installation: boolean(true),
            line_count: integer(1),
            created_at: isoDateTime(),
            total_paise: nullValue(),
            valid_until: nullValue(),
          }),
          total: integer(1),
          page: integer(1),
          page_size: integer(25),
          counts: { requested: integer(1), quoted: integer(0), accepted: integer(0), expired: integer(0), withdrawn: integer(0) },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.listAdminQuotes.initiate({ page: 1, pageSize: 25, status: 'requested' }));
        expect(result.data?.items[0]?.number).toMatch(/^Q-/);
        expect(result.data?.counts.requested).toBeGreaterThan(0);
      }));

  it('reads one quote with the catalogue’s prices as hints', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...REQUESTED)
      .uponReceiving('a request for one quote')
      .withRequest('GET', quotePath(), (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody({ ...quoteFields(), services_offered: boolean(true) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getAdminQuote.initiate({ quoteId: 4 }));
        expect(result.data?.catalogue[0]?.price_paise).toBeGreaterThan(0);
        expect(typeof result.data?.services_offered).toBe('boolean');
      }));

  it('saves the draft being priced', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...REQUESTED)
      .uponReceiving('a draft quotation for a quote')
      .withRequest('PUT', quotePath('draft/'), (request) =>
        request.headers(staffBearer()).jsonBody({ version: version(), lines: [{ ...DRAFT_LINE, variant: fromProviderState('${variantId}', 12) }], ...DRAFT }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ ...quoteFields({ draft: quotationFields(nullValue()) }), version: integer(2) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.saveQuoteDraft.initiate({ quoteId: 4, quoteDraftInput: { version: 1, lines: [{ ...DRAFT_LINE, variant: 12 }], ...DRAFT } }),
        );
        expect(result.data?.draft?.total_paise).toBeGreaterThan(0);
      }));

  it('refuses a draft that holds only until today, naming its validity', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...REQUESTED)
      .uponReceiving('a draft quotation valid until a day gone by')
      .withRequest('PUT', quotePath('draft/'), (request) => request.headers(staffBearer()).jsonBody({ version: version(), lines: [DRAFT_LINE], ...DRAFT, valid_until: '2020-01-01' }))
      .willRespondWith(400, (response) => response.jsonBody({ detail: string('Invalid request.'), errors: { valid_until: eachLike(string('A quotation must hold until tomorrow at least.')) } }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.saveQuoteDraft.initiate({ quoteId: 4, quoteDraftInput: { version: 1, lines: [DRAFT_LINE], ...DRAFT, valid_until: '2020-01-01' } }));
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^valid_until: ./);
      }));

  it('sends the draft to the buyer', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...DRAFTED)
      .uponReceiving('the sending of a quote’s draft')
      .withRequest('POST', quotePath('send/'), (request) => request.headers(staffBearer()).jsonBody({ version: version() }))
      .willRespondWith(200, (response) => response.jsonBody({ ...quoteFields({ state: 'quoted', sent: atLeastLike(quotationFields(isoDateTime()), 1) }), version: integer(3) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.sendQuote.initiate({ quoteId: 4, recordVersion: { version: 2 } }));
        expect(result.data?.status).toBe('quoted');
        expect(result.data?.sent[0]?.sent_at).toEqual(expect.any(String));
      }));

  it('allows the buyer to pay a quote by bank transfer', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SENT)
      .uponReceiving('an allowance to pay a quote by bank transfer')
      .withRequest('PUT', quotePath('bank-transfer/'), (request) => request.headers(staffBearer()).jsonBody({ allowed: true, version: version() }))
      .willRespondWith(200, (response) => response.jsonBody({ id: integer(4), version: integer(4), status: status('quoted'), bank_transfer_allowed: boolean(true) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.allowQuoteBankTransfer.initiate({ quoteId: 4, quoteBankTransferInput: { allowed: true, version: 3 } }));
        expect(result.data?.bank_transfer_allowed).toBe(true);
      }));

  it('withdraws a quote', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...REQUESTED)
      .uponReceiving('the withdrawal of a quote')
      .withRequest('POST', quotePath('withdraw/'), (request) => request.headers(staffBearer()).jsonBody({ version: version() }))
      .willRespondWith(200, (response) => response.jsonBody({ ...quoteFields({ state: 'withdrawn' }), version: integer(2) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.withdrawQuote.initiate({ quoteId: 4, recordVersion: { version: 1 } }));
        expect(result.data?.status).toBe('withdrawn');
      }));

  it('tells the staff member that the quote changed since they opened it', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...REQUESTED)
      .uponReceiving('the withdrawal of a quote at a version that is no longer current')
      .withRequest('POST', quotePath('withdraw/'), (request) => request.headers(staffBearer()).jsonBody({ version: 7 }))
      .willRespondWith(409, (response) => response.jsonBody({ detail: string('Someone else changed this quote since you opened it.'), errors: { version: eachLike(string('Someone else changed this quote since you opened it.')) } }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.withdrawQuote.initiate({ quoteId: 4, recordVersion: { version: 7 } }));
        expect(errorStatus(result.error)).toBe(409);
      }));
});
