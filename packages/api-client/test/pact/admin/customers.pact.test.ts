import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi, downloadCustomerData, errorDetail, fieldErrors } from '../../../src/admin';
import { isoDateTime } from '../shapes';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_SIGNED_IN, staffBearer } from './adminPact';

const { eachLike, fromProviderState, integer, nullValue, regex, string } = MatchersV3;

const CUSTOMER = 'ravi.kumar@example.in';
const WITH_HISTORY = ['customer {email} has an account with an order, an address and a review', { email: CUSTOMER }] as const;
const DEACTIVATED = ['customer {email} has a deactivated account', { email: CUSTOMER }] as const;

const customerStatus = (example: string) => regex('^(active|deactivated|erased)$', example);

const summaryFields = ({ status = customerStatus('active'), version = integer(1) as unknown, name = string('Ravi Kumar') as unknown, email = string(CUSTOMER) as unknown } = {}) => ({
  id: integer(7),
  version,
  name,
  email,
  phone: string('9830012345'),
  status,
  is_staff: false,
  created_at: isoDateTime(),
  order_count: integer(1),
  spent_paise: integer(179800),
});

const addressFields = () => ({
  id: integer(3),
  full_name: string('Ravi Kumar'),
  phone: string('9830012345'),
  address: string('14, Park Street'),
  address_line2: string(''),
  city: string('Kolkata'),
  state: string('West Bengal'),
  zip_code: string('700016'),
});

const orderFields = () => ({
  id: integer(42),
  created_at: isoDateTime(),
  total_paise: integer(179800),
  item_count: integer(2),
  payment_status: regex('^(pending|completed|failed|refunded)$', 'completed'),
  delivery_status: regex('^(pending|processing|shipped|delivered|cancelled)$', 'pending'),
});

const reviewFields = () => ({
  id: integer(9),
  product: integer(12),
  product_title: string('Polycarbonate Bird Spikes'),
  rating: integer(5),
  review_text: string('Pigeons gone from the balcony.'),
  status: string('pending'),
  created_at: isoDateTime(),
});

const customerPath = (suffix = '') => fromProviderState(`/api/admin/customers/\${customerId}/${suffix}`, `/api/admin/customers/7/${suffix}`);
const sentVersion = () => fromProviderState('${customerVersion}', 1);

describe('the back-office customers', () => {
  const pact = createAdminPact();

  it('searches the customers by name', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...WITH_HISTORY)
      .uponReceiving('a search of the active customers by name')
      .withRequest('GET', '/api/admin/customers/', (request) => request.headers(staffBearer()).query({ q: 'ravi', status: 'active', page: '1', page_size: '25' }))
      .willRespondWith(200, (response) => response.jsonBody({ items: eachLike(summaryFields()), total: integer(1), page: integer(1), page_size: integer(25) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.listAdminCustomers.initiate({ q: 'ravi', status: 'active', page: 1, pageSize: 25 }));
        expect(result.data?.items[0]?.name).toBe('Ravi Kumar');
        expect(result.data?.items[0]?.status).toBe('active');
      }));

  it('reads one customer with their addresses, orders and reviews', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...WITH_HISTORY)
      .uponReceiving('a request for one customer')
      .withRequest('GET', customerPath(), (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) =>
        response.jsonBody({ ...summaryFields(), erased_at: nullValue(), addresses: eachLike(addressFields()), orders: eachLike(orderFields()), reviews: eachLike(reviewFields()) }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getAdminCustomer.initiate({ customerId: 7 }));
        expect(result.data?.orders[0]?.total_paise).toEqual(expect.any(Number));
        expect(result.data?.addresses[0]?.city).toBe('Kolkata');
      }));

  it('answers 404 for a customer that does not exist', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .uponReceiving('a request for a customer that does not exist')
      .withRequest('GET', '/api/admin/customers/424242/', (request) => request.headers(staffBearer()))
      .willRespondWith(404, (response) => response.jsonBody({ detail: string('Customer not found.') }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getAdminCustomer.initiate({ customerId: 424242 }));
        expect(errorDetail(result.error)).toBe('Customer not found.');
      }));

  it('deactivates a customer', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...WITH_HISTORY)
      .uponReceiving('a deactivation of a customer')
      .withRequest('POST', customerPath('deactivate/'), (request) => request.headers(staffBearer()).jsonBody({ version: sentVersion() }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ ...summaryFields({ status: regex('^deactivated$', 'deactivated'), version: integer(2) }), erased_at: nullValue(), addresses: eachLike(addressFields()), orders: eachLike(orderFields()), reviews: eachLike(reviewFields()) }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.deactivateCustomer.initiate({ customerId: 7, customerChange: { version: 1 } }));
        expect(result.data?.status).toBe('deactivated');
      }));

  it('refuses a deactivation with a stale version (409 naming version)', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...WITH_HISTORY)
      .uponReceiving('a deactivation sent with a version someone else has changed')
      .withRequest('POST', customerPath('deactivate/'), (request) => request.headers(staffBearer()).jsonBody({ version: 99 }))
      .willRespondWith(409, (response) => response.jsonBody({ detail: string('Someone else changed this customer since you opened it.'), errors: { version: eachLike(string('Reload')) } }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.deactivateCustomer.initiate({ customerId: 7, customerChange: { version: 99 } }));
        expect(fieldErrors(result.error)[0]).toMatch(/^version: /);
      }));

  it('reactivates a deactivated customer', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...DEACTIVATED)
      .uponReceiving('a reactivation of a deactivated customer')
      .withRequest('POST', customerPath('reactivate/'), (request) => request.headers(staffBearer()).jsonBody({ version: fromProviderState('${customerVersion}', 2) }))
      .willRespondWith(200, (response) => response.jsonBody({ ...summaryFields({ status: regex('^active$', 'active'), version: integer(3) }), erased_at: nullValue(), addresses: [], orders: [], reviews: [] }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.reactivateCustomer.initiate({ customerId: 7, customerChange: { version: 2 } }));
        expect(result.data?.status).toBe('active');
      }));

  it('erases a customer on request, keeping their orders', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...WITH_HISTORY)
      .uponReceiving('an erasure of a customer confirmed with their e-mail')
      .withRequest('POST', customerPath('erase/'), (request) => request.headers(staffBearer()).jsonBody({ version: sentVersion(), email: CUSTOMER }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...summaryFields({ status: regex('^erased$', 'erased'), version: integer(2), name: string('Erased customer'), email: regex('^erased-\\d+@invalid$', 'erased-7@invalid') }),
          phone: nullValue(),
          erased_at: isoDateTime(),
          addresses: [],
          orders: eachLike(orderFields()),
          reviews: eachLike(reviewFields()),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.eraseCustomer.initiate({ customerId: 7, customerErase: { version: 1, email: CUSTOMER } }));
        expect(result.data?.status).toBe('erased');
        expect(result.data?.orders.length).toBeGreaterThan(0);
      }));

  it('refuses an erasure whose e-mail does not match (400 naming email)', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...WITH_HISTORY)
      .uponReceiving('an erasure confirmed with the wrong e-mail')
      .withRequest('POST', customerPath('erase/'), (request) => request.headers(staffBearer()).jsonBody({ version: sentVersion(), email: 'someone.else@example.in' }))
      .willRespondWith(400, (response) => response.jsonBody({ detail: string("Type the customer's current e-mail address exactly."), errors: { email: eachLike(string('Type the e-mail')) } }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.eraseCustomer.initiate({ customerId: 7, customerErase: { version: 1, email: 'someone.else@example.in' } }));
        expect(fieldErrors(result.error)[0]).toMatch(/^email: /);
      }));

  it('downloads the customer’s personal data as a JSON file', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...WITH_HISTORY)
      .uponReceiving('a request for a customer’s personal data export')
      .withRequest('GET', customerPath('export/'), (request) => request.headers({ Authorization: fromProviderState('Bearer ${staffToken}', `Bearer ${EXAMPLE_STAFF_TOKEN}`) }))
      .willRespondWith(200, (response) =>
        response.headers({ 'Content-Disposition': regex('^attachment; filename="customer-\\d+-data\\.json"$', 'attachment; filename="customer-7-data.json"') }).jsonBody({
          exported_at: isoDateTime(),
          profile: { id: integer(7), name: string('Ravi Kumar'), email: string(CUSTOMER), phone: string('9830012345'), created_at: isoDateTime() },
          addresses: eachLike(addressFields()),
          orders: eachLike({ id: integer(42), total_paise: integer(179800), items: eachLike({ product_name: string('Polycarbonate Bird Spikes'), quantity: integer(2) }) }),
          reviews: eachLike(reviewFields()),
          wishlist: [],
          contact_messages: [],
        }),
      )
      .executeTest(async (mockServer) => {
        adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const file = await downloadCustomerData(7);
        expect(file.filename).toBe('customer-7-data.json');
        const data = JSON.parse(await file.blob.text()) as { profile: { email: string } };
        expect(data.profile.email).toBe(CUSTOMER);
      }));
});
