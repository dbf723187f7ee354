import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi, errorStatus, fieldErrors } from '../../../src/admin';
import { isoDateTime } from '../shapes';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_EMAIL, STAFF_SIGNED_IN, staffBearer } from './adminPact';

const { boolean, eachLike, fromProviderState, integer, nullValue, regex, string } = MatchersV3;

const FILED = ['customer {email} filed a complaint about an order', { email: 'asha.patel@example.in' }] as const;
const UNREAD = ['a visitor sent contact message {subject}', { subject: 'Pigeon net for a balcony' }] as const;
const ANSWER = 'We are sending two new strips today; the courier will collect the bent ones.';
const RESOLUTION = 'Replaced the bent strips free of charge.';

const ticketNumber = () => regex('^GR-[0-9]{4}-[0-9]{5,}$', 'GR-2026-00042');
const status = (example: 'open' | 'resolved') => regex('^(open|resolved)$', example);
const staffMember = () => ({ id: integer(3), name: string('Meera Iyer'), email: string(STAFF_EMAIL) });

const summaryFields = ({ state = status('open'), version = integer(1) as unknown, lastFrom = 'shopper', resolvedAt = nullValue() as unknown } = {}) => ({
  id: integer(4),
  version,
  number: ticketNumber(),
  name: string('Asha Patel'),
  email: string('asha.patel@example.in'),
  order_id: integer(7),
  excerpt: string('Two spikes in the pack were bent.'),
  status: state,
  received_at: isoDateTime(),
  acknowledge_by: isoDateTime(),
  resolve_by: isoDateTime(),
  resolved_at: resolvedAt,
  overdue: boolean(false),
  last_from: regex('^(shopper|staff)$', lastFrom),
});

const ticketFields = (overrides: Parameters<typeof summaryFields>[0] & { resolution?: unknown; resolvedBy?: unknown; messages?: unknown; orderId?: unknown; contactMessageId?: unknown } = {}) => ({
  ...summaryFields(overrides),
  ...(overrides.orderId === undefined ? {} : { order_id: overrides.orderId }),
  text: string('Two spikes in the pack were bent.'),
  acknowledged_at: isoDateTime(),
  resolution: overrides.resolution ?? nullValue(),
  resolved_by: overrides.resolvedBy ?? nullValue(),
  contact_message_id: overrides.contactMessageId ?? nullValue(),
  messages: overrides.messages ?? [],
});

const ticketPath = (suffix = '') => fromProviderState(`/api/admin/complaints/\${complaintId}/${suffix}`, `/api/admin/complaints/4/${suffix}`);

describe('the back-office complaint desk', () => {
  const pact = createAdminPact();

  it('lists the tickets with their clocks and the counts', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...FILED)
      .uponReceiving('a request for the complaint tickets')
      .withRequest('GET', '/api/admin/complaints/', (request) => request.headers(staffBearer()).query({ page: '1', page_size: '25' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike(summaryFields()),
          total: integer(1),
          page: integer(1),
          page_size: integer(25),
          counts: { open: integer(1), overdue: integer(0), resolved: integer(0) },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.listAdminComplaints.initiate({ page: 1, pageSize: 25 }));
        expect(result.data?.items[0]?.number).toMatch(/^GR-/);
        expect(result.data?.counts.open).toBeGreaterThan(0);
      }));

  it('reads one ticket with its thread', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...FILED)
      .uponReceiving('a request for one complaint ticket')
      .withRequest('GET', ticketPath(), (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody(ticketFields()))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getAdminComplaint.initiate({ complaintId: 4 }));
        expect(result.data).toMatchObject({ status: 'open', messages: [] });
      }));

  it('answers the shopper and keeps the answer in the thread', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...FILED)
      .uponReceiving('an answer to a complaint')
      .withRequest('POST', ticketPath('replies/'), (request) => request.headers(staffBearer()).jsonBody({ version: fromProviderState('${complaintVersion}', 1), text: ANSWER }))
      .willRespondWith(201, (response) =>
        response.jsonBody(
          ticketFields({
            version: integer(2),
            lastFrom: 'staff',
            messages: eachLike({ id: integer(1), author: regex('^(shopper|staff)$', 'staff'), staff: staffMember(), body: string(ANSWER), created_at: isoDateTime() }),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.answerComplaint.initiate({ complaintId: 4, messageReplyInput: { version: 1, text: ANSWER } }));
        expect(result.data?.messages[0]).toMatchObject({ author: 'staff', body: ANSWER });
      }));

  it('records the resolution and closes the ticket', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...FILED)
      .uponReceiving('the resolution of a complaint')
      .withRequest('POST', ticketPath('resolve/'), (request) => request.headers(staffBearer()).jsonBody({ version: fromProviderState('${complaintVersion}', 1), resolution: RESOLUTION }))
      .willRespondWith(200, (response) =>
        response.jsonBody(ticketFields({ state: status('resolved'), version: integer(2), resolvedAt: isoDateTime(), resolution: string(RESOLUTION), resolvedBy: staffMember() })),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.resolveComplaint.initiate({ complaintId: 4, complaintResolutionInput: { version: 1, resolution: RESOLUTION } }));
        expect(result.data).toMatchObject({ status: 'resolved', resolution: RESOLUTION });
      }));

  it('is refused closing a ticket someone else changed since', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...FILED)
      .uponReceiving('the resolution of a complaint at a version that is no longer current')
      .withRequest('POST', ticketPath('resolve/'), (request) => request.headers(staffBearer()).jsonBody({ version: 7, resolution: RESOLUTION }))
      .willRespondWith(409, (response) => response.jsonBody({ detail: string('Someone else changed this complaint since you opened it.'), errors: { version: eachLike(string('Someone else changed this complaint since you opened it.')) } }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.resolveComplaint.initiate({ complaintId: 4, complaintResolutionInput: { version: 7, resolution: RESOLUTION } }));
        expect(errorStatus(result.error)).toBe(409);
        expect(fieldErrors(result.error)[0]).toMatch(/^version: /);
      }));

  it('makes a ticket of a contact message', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...UNREAD)
      .uponReceiving('a contact message made a complaint ticket')
      .withRequest('POST', fromProviderState('/api/admin/messages/${messageId}/complaint/', '/api/admin/messages/5/complaint/'), (request) =>
        request.headers(staffBearer()).jsonBody({ version: fromProviderState('${messageVersion}', 1) }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          ...ticketFields({ orderId: nullValue(), contactMessageId: integer(5) }),
          name: string('Asha Rao'),
          email: string('asha.rao@example.in'),
          excerpt: string('Pigeon net for a balcony Which pigeon net suits a 3 m balcony in Pune?'),
          text: string('Pigeon net for a balcony\n\nWhich pigeon net suits a 3 m balcony in Pune?'),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.makeComplaintFromMessage.initiate({ messageId: 5, recordVersion: { version: 1 } }));
        expect(result.data?.contact_message_id).toBe(5);
        expect(result.data?.number).toMatch(/^GR-/);
      }));

  it('reads and saves the seller’s details', async () => {
    const seller = {
      legal_name: 'BirdShield India Private Limited',
      address: { name: 'BirdShield India Private Limited', street: 'Unit 101, Sai Industrial Estate', locality: 'Andheri East, Mumbai', region: 'Maharashtra', postal_code: '400069', country: 'India' },
      gstin: '27DEMOS0000D1ZY',
      customer_care: { phone: '+91 98765 43210', email: 'support@birdshield.invalid', hours: 'Mon - Sat: 9:00 AM - 8:00 PM' },
      grievance_officer: { name: 'Anil Joshi', designation: 'Grievance Officer', phone: '+91 98765 43212', email: 'grievance@birdshield.invalid' },
    };
    const sellerFields = (officer: string) => ({
      legal_name: string(seller.legal_name),
      address: { name: string(seller.address.name), street: string(seller.address.street), locality: string(seller.address.locality), region: string(seller.address.region), postal_code: string('400069'), country: string('India') },
      gstin: string(seller.gstin),
      customer_care: { phone: string(seller.customer_care.phone), email: string(seller.customer_care.email), hours: string(seller.customer_care.hours) },
      grievance_officer: { name: string(officer), designation: string('Grievance Officer'), phone: string('+91 98765 43212'), email: string('grievance@birdshield.invalid') },
    });
    await pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given('the shop shows its seller details')
      .uponReceiving('a request for the seller’s details')
      .withRequest('GET', '/api/admin/site/seller/', (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody({ ...sellerFields('Kavita Deshmukh'), version: integer(1) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getAdminSiteSeller.initiate());
        expect(result.data?.version).toBe(1);
      });
    await pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given('the shop shows its seller details')
      .uponReceiving('a save of the seller’s details with a new grievance officer')
      .withRequest('PUT', '/api/admin/site/seller/', (request) => request.headers(staffBearer()).jsonBody({ ...seller, version: 1 }))
      .willRespondWith(200, (response) => response.jsonBody({ ...sellerFields('Anil Joshi'), version: integer(2) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.updateAdminSiteSeller.initiate({ adminSiteSeller: { ...seller, version: 1 } }));
        expect(result.data?.grievance_officer.name).toBe('Anil Joshi');
      });
  });
});
