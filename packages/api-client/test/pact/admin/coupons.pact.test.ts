import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi, errorStatus, fieldErrors } from '../../../src/admin';
import { fieldErrorFields, isoDateTime } from '../shapes';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_SIGNED_IN, staffBearer } from './adminPact';

const { fromProviderState, integer, nullValue, regex, string } = MatchersV3;

const CODE = 'MONSOON10';
const PACKER_SIGNED_IN = ['staff member {email} who is not the owner is signed in to the back-office', { email: 'kiran.das@birdshield.example' }] as const;
// The provider answers times relative to its clock, so a scheduled coupon is always still to come when verified.
const SCHEDULED = ['coupon {code} is scheduled from tomorrow for a week', { code: CODE }] as const;
const SCHEDULABLE = ['a coupon may run from tomorrow for a week'] as const;

/** A coupon as the back-office reads it: the discount, its conditions, the window, its state, uses and the version to send back. */
const couponFields = () => ({
  id: integer(4),
  code: regex('^[A-Z0-9][A-Z0-9_-]{2,19}$', CODE),
  percent_off: integer(10),
  amount_off_paise: nullValue(),
  min_order_paise: integer(99900),
  starts_at: isoDateTime('2026-12-01T00:00:00.000Z'),
  ends_at: isoDateTime('2026-12-08T00:00:00.000Z'),
  total_limit: integer(500),
  per_customer_limit: integer(1),
  category_ids: [],
  state: regex('^(upcoming|live|ended|used_up)$', 'upcoming'),
  used: integer(0),
  description: string('10% off on orders of ₹999 or more'),
  version: integer(1),
});

const couponBody = (startsAt: unknown, endsAt: unknown) => ({
  code: CODE,
  percent_off: 10,
  amount_off_paise: null,
  min_order_paise: 99900,
  starts_at: startsAt,
  ends_at: endsAt,
  total_limit: 500,
  per_customer_limit: 1,
  category_ids: [],
});

/** The coupon from tomorrow for a week, as the provider state times it. */
const scheduledBody = () =>
  couponBody(fromProviderState('${startsAt}', '2026-12-01T00:00:00.000Z'), fromProviderState('${endsAt}', '2026-12-08T00:00:00.000Z'));

const input = {
  code: CODE,
  percent_off: 10,
  amount_off_paise: null,
  min_order_paise: 99900,
  starts_at: '2026-12-01T00:00:00.000Z',
  ends_at: '2026-12-08T00:00:00.000Z',
  total_limit: 500,
  per_customer_limit: 1,
  category_ids: [],
};

describe('Admin ↔ ShopAPI pact: coupons', () => {
  const pact = createAdminPact();

  it('lists the coupons', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SCHEDULED)
      .uponReceiving('a request for the coupons')
      .withRequest('GET', '/api/admin/coupons/', (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody(MatchersV3.eachLike(couponFields())))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.listAdminCoupons.initiate());
        expect(result.data?.[0]?.state).toBe('upcoming');
        expect(result.data?.[0]?.used).toBe(0);
      }));

  it('creates a coupon', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SCHEDULABLE)
      .uponReceiving('a new coupon of 10% off orders of ₹999 or more')
      .withRequest('POST', '/api/admin/coupons/', (request) => request.headers(staffBearer()).jsonBody(scheduledBody()))
      .willRespondWith(201, (response) => response.jsonBody(couponFields()))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.createAdminCoupon.initiate({ adminCouponInput: input }));
        expect(result.data?.code).toBe(CODE);
        expect(result.data?.version).toBe(1);
      }));

  it('refuses a coupon that ends before it starts, naming ends_at', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .uponReceiving('a new coupon that ends before it starts')
      .withRequest('POST', '/api/admin/coupons/', (request) =>
        request.headers(staffBearer()).jsonBody(couponBody('2026-12-08T00:00:00.000Z', '2026-12-01T00:00:00.000Z')),
      )
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('ends_at', 'ends_before_start', 'The coupon must end after it starts.', 'Check the coupon.')))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.createAdminCoupon.initiate({ adminCouponInput: { ...input, starts_at: '2026-12-08T00:00:00.000Z', ends_at: '2026-12-01T00:00:00.000Z' } }),
        );
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^ends_at: /);
      }));

  it('refuses a code another coupon has, in any case (409 naming code)', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SCHEDULED)
      .uponReceiving('a new coupon with a code another coupon has')
      .withRequest('POST', '/api/admin/coupons/', (request) => request.headers(staffBearer()).jsonBody({ ...scheduledBody(), code: 'monsoon10' }))
      .willRespondWith(409, (response) =>
        response.jsonBody(
          fieldErrorFields('code', 'coupon_code_taken', 'Another coupon already has this code. Choose a different one.', 'Another coupon already has this code. Choose a different one.'),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.createAdminCoupon.initiate({ adminCouponInput: { ...input, code: 'monsoon10' } }));
        expect(errorStatus(result.error)).toBe(409);
        expect(fieldErrors(result.error)[0]).toMatch(/^code: /);
      }));

  it('refuses a coupon to a staff member who is not the owner (403)', () =>
    pact
      .addInteraction()
      .given(...PACKER_SIGNED_IN)
      .given(...SCHEDULABLE)
      .uponReceiving('a new coupon from a staff member who is not the owner')
      .withRequest('POST', '/api/admin/coupons/', (request) => request.headers(staffBearer()).jsonBody(scheduledBody()))
      .willRespondWith(403, (response) => response.jsonBody({ detail: string('Only the shop’s owner may do this.') }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.createAdminCoupon.initiate({ adminCouponInput: input }));
        expect(errorStatus(result.error)).toBe(403);
      }));

  it('changes a coupon at the version read', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SCHEDULED)
      .uponReceiving('a change of a coupon to ₹200 off orders of ₹1,500 or more at the version read')
      .withRequest('PUT', fromProviderState('/api/admin/coupons/${couponId}/', '/api/admin/coupons/4/'), (request) =>
        request.headers(staffBearer()).jsonBody({ ...scheduledBody(), percent_off: null, amount_off_paise: 20000, min_order_paise: 150000, version: 1 }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...couponFields(),
          percent_off: nullValue(),
          amount_off_paise: integer(20000),
          min_order_paise: integer(150000),
          description: string('₹200 off on orders of ₹1,500 or more'),
          version: integer(2),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.updateAdminCoupon.initiate({
            couponId: 4,
            adminCouponInput: { ...input, percent_off: null, amount_off_paise: 20000, min_order_paise: 150000, version: 1 },
          }),
        );
        expect(result.data?.amount_off_paise).toBe(20000);
        expect(result.data?.version).toBe(2);
      }));

  it('removes a coupon', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SCHEDULED)
      .uponReceiving('the removal of a coupon')
      .withRequest('DELETE', fromProviderState('/api/admin/coupons/${couponId}/', '/api/admin/coupons/4/'), (request) => request.headers(staffBearer()))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.deleteAdminCoupon.initiate({ couponId: 4 }));
        expect(result.error).toBeUndefined();
      }));
});
