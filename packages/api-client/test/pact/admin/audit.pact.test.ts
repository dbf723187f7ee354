import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../../../src/admin';
import { isoDateTime } from '../shapes';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_EMAIL, STAFF_SIGNED_IN, staffBearer } from './adminPact';

const { eachLike, integer, like, string } = MatchersV3;

describe('the audit log', () => {
  const pact = createAdminPact();

  it('lists the changes to one kind of record, newest first, a page at a time', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given('staff member {email} changed product {productId}', { email: STAFF_EMAIL, productId: '12' })
      .uponReceiving('a request for the audit log of products')
      .withRequest('GET', '/api/admin/audit/', (request) => request.headers(staffBearer()).query({ entity_type: 'product', page: '1', page_size: '25' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({
            id: integer(41),
            at: isoDateTime(),
            actor: { id: integer(3), name: string('Meera Iyer'), email: string(STAFF_EMAIL) },
            action: string('product.update'),
            entity_type: string('product'),
            entity_id: string('12'),
            before: like({ price_paise: 129900 }),
            after: like({ price_paise: 119900 }),
          }),
          total: integer(1),
          page: integer(1),
          page_size: integer(25),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.listAuditEntries.initiate({ entityType: 'product', page: 1, pageSize: 25 }));
        expect(result.data?.items[0]?.action).toBe('product.update');
        expect(result.data?.total).toBeGreaterThan(0);
      }));
});
