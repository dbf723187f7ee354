import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi, errorStatus, fieldErrors } from '../../../src/admin';
import { fieldErrorFields, isoDateTime } from '../shapes';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_SIGNED_IN, staffBearer } from './adminPact';

const { eachLike, fromProviderState, integer, nullValue, regex, string } = MatchersV3;

const SLUG = 'nylon-bird-net-10x10';
const PACKER_SIGNED_IN = ['staff member {email} who is not the owner is signed in to the back-office', { email: 'kiran.das@birdshield.example' }] as const;
// The provider answers times relative to its clock, so a scheduled sale is always still to come when verified.
const SCHEDULED = ['sale {name} is scheduled on product {slug}', { name: 'Monsoon sale', slug: SLUG }] as const;
const SCHEDULABLE = ['product {slug} may go on sale from tomorrow for a week', { slug: SLUG }] as const;

/** A sale as the back-office reads it: the discount, the window, what it covers and the version to send back. */
const saleFields = (name = 'Monsoon sale') => ({
  id: integer(3),
  name: string(name),
  percent_off: integer(20),
  amount_off_paise: nullValue(),
  starts_at: isoDateTime('2026-12-01T00:00:00.000Z'),
  ends_at: isoDateTime('2026-12-08T00:00:00.000Z'),
  product_ids: eachLike(integer(12)),
  category_ids: [],
  state: regex('^(upcoming|live|ended)$', 'upcoming'),
  version: integer(1),
});

const saleBody = (productId: unknown, startsAt: unknown, endsAt: unknown) => ({
  name: 'Monsoon sale',
  percent_off: 20,
  amount_off_paise: null,
  starts_at: startsAt,
  ends_at: endsAt,
  product_ids: [productId],
  category_ids: [],
});

/** The sale from tomorrow for a week on the provider's product, as the provider state names them. */
const scheduledBody = () =>
  saleBody(
    fromProviderState('${productId}', 12),
    fromProviderState('${startsAt}', '2026-12-01T00:00:00.000Z'),
    fromProviderState('${endsAt}', '2026-12-08T00:00:00.000Z'),
  );

const input = { name: 'Monsoon sale', percent_off: 20, amount_off_paise: null, starts_at: '2026-12-01T00:00:00.000Z', ends_at: '2026-12-08T00:00:00.000Z', product_ids: [12], category_ids: [] };

describe('Admin ↔ ShopAPI pact: sales', () => {
  const pact = createAdminPact();

  it('lists the sales', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SCHEDULED)
      .uponReceiving('a request for the sales')
      .withRequest('GET', '/api/admin/sales/', (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(saleFields())))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.listAdminSales.initiate());
        expect(result.data?.[0]?.state).toBe('upcoming');
      }));

  it('schedules a sale', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SCHEDULABLE)
      .uponReceiving('a new sale of 20% off one product')
      .withRequest('POST', '/api/admin/sales/', (request) =>
        request
          .headers(staffBearer())
          .jsonBody(scheduledBody()),
      )
      .willRespondWith(201, (response) => response.jsonBody(saleFields()))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.createAdminSale.initiate({ adminSaleInput: input }));
        expect(result.data?.percent_off).toBe(20);
      }));

  it('refuses a sale that ends before it starts, naming ends_at', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SCHEDULABLE)
      .uponReceiving('a new sale that ends before it starts')
      .withRequest('POST', '/api/admin/sales/', (request) =>
        request.headers(staffBearer()).jsonBody(saleBody(fromProviderState('${productId}', 12), '2026-12-08T00:00:00.000Z', '2026-12-01T00:00:00.000Z')),
      )
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('ends_at', 'ends_before_start', 'The sale must end after it starts.', 'Check the sale.')))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.createAdminSale.initiate({ adminSaleInput: { ...input, starts_at: '2026-12-08T00:00:00.000Z', ends_at: '2026-12-01T00:00:00.000Z' } }),
        );
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^ends_at: /);
      }));

  it('refuses a sale to a staff member who is not the owner (403)', () =>
    pact
      .addInteraction()
      .given(...PACKER_SIGNED_IN)
      .given(...SCHEDULABLE)
      .uponReceiving('a new sale from a staff member who is not the owner')
      .withRequest('POST', '/api/admin/sales/', (request) =>
        request
          .headers(staffBearer())
          .jsonBody(scheduledBody()),
      )
      .willRespondWith(403, (response) => response.jsonBody({ detail: string('Only the shop’s owner may do this.') }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.createAdminSale.initiate({ adminSaleInput: input }));
        expect(errorStatus(result.error)).toBe(403);
      }));

  it('changes a sale at the version read', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SCHEDULED)
      .uponReceiving('a change of a sale to ₹100 off at the version read')
      .withRequest('PUT', fromProviderState('/api/admin/sales/${saleId}/', '/api/admin/sales/3/'), (request) =>
        request.headers(staffBearer()).jsonBody({
          ...scheduledBody(),
          percent_off: null,
          amount_off_paise: 10000,
          version: 1,
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ ...saleFields(), percent_off: nullValue(), amount_off_paise: integer(10000), version: integer(2) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.updateAdminSale.initiate({ saleId: 3, adminSaleInput: { ...input, percent_off: null, amount_off_paise: 10000, version: 1 } }),
        );
        expect(result.data?.amount_off_paise).toBe(10000);
      }));

  it('removes a sale', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SCHEDULED)
      .uponReceiving('the removal of a sale')
      .withRequest('DELETE', fromProviderState('/api/admin/sales/${saleId}/', '/api/admin/sales/3/'), (request) => request.headers(staffBearer()))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.deleteAdminSale.initiate({ saleId: 3 }));
        expect(result.error).toBeUndefined();
      }));
});
