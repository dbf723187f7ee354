import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { complaintsApi, errorStatus, fieldErrors, siteApi } from '../../src';
import { isoDateTime } from './shapes';
import { bearer, clientAgainst, createShopPact, EXAMPLE_TOKEN } from './shopPact';

const { eachLike, fromProviderState, integer, nullValue, regex, string } = MatchersV3;

const EMAIL = 'asha.patel@example.in';
const SIGNED_IN = ['customer {email} is signed in', { email: EMAIL }] as const;
const HAS_ORDER = ['customer {email} has a pending order', { email: EMAIL }] as const;
const FILED = ['customer {email} filed a complaint about an order', { email: EMAIL }] as const;
const TEXT = 'Two spikes in the pack were bent.';
const EXAMPLE_LINK_TOKEN = 'GR-2026-00042.AbCdEfGhIjKlMnOpQrStUv';

const ticketNumber = () => regex('^GR-[0-9]{4}-[0-9]{5,}$', 'GR-2026-00042');
const linkToken = () => regex('^GR-[0-9]{4}-[0-9]{5,}\\.[A-Za-z0-9_-]{22}$', EXAMPLE_LINK_TOKEN);
const receipt = () => ({ number: ticketNumber(), token: linkToken(), acknowledge_by: isoDateTime(), resolve_by: isoDateTime() });
const linkPath = (suffix = '') => fromProviderState(`/api/user/complaint-links/\${complaintToken}/${suffix}`, `/api/user/complaint-links/${EXAMPLE_LINK_TOKEN}/${suffix}`);

/** The status page's fields; the thread's shape is pinned per interaction. */
const complaintFields = (messages: unknown = []) => ({
  number: ticketNumber(),
  status: regex('^(open|resolved)$', 'open'),
  order_id: integer(7),
  text: string(TEXT),
  received_at: isoDateTime(),
  acknowledged_at: isoDateTime(),
  resolve_by: isoDateTime(),
  resolution: nullValue(),
  resolved_at: nullValue(),
  messages,
});

describe('complaints', () => {
  const pact = createShopPact();

  it('files a signed-in customer’s complaint about their order and answers its ticket', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...HAS_ORDER)
      .uponReceiving('a signed-in complaint about an order')
      .withRequest('POST', '/api/user/complaints/', (request) =>
        request.headers({ ...bearer(), 'Content-Type': 'application/json' }).jsonBody({ order_id: fromProviderState('${orderId}', 7), text: TEXT }),
      )
      .willRespondWith(201, (response) => response.jsonBody(receipt()))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(complaintsApi.endpoints.fileComplaint.initiate({ complaintInput: { order_id: 7, text: TEXT } }));
        expect(result.data?.number).toMatch(/^GR-/);
        expect(result.data?.token).toEqual(expect.any(String));
      }));

  it('files a complaint by order number and e-mail, without signing in', () =>
    pact
      .addInteraction()
      .given(...HAS_ORDER)
      .uponReceiving('a complaint by order number and e-mail')
      .withRequest('POST', '/api/user/complaints/by-order/', (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody({ order_number: fromProviderState('${orderId}', 7), email: EMAIL, text: TEXT }),
      )
      .willRespondWith(201, (response) => response.jsonBody(receipt()))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(complaintsApi.endpoints.fileOrderComplaint.initiate({ orderComplaintInput: { order_number: 7, email: EMAIL, text: TEXT } }));
        expect(result.data?.number).toMatch(/^GR-/);
      }));

  it('refuses an order number and e-mail that do not match, naming the order number', () =>
    pact
      .addInteraction()
      .uponReceiving('a complaint naming an order that is not known')
      .withRequest('POST', '/api/user/complaints/by-order/', (request) =>
        request.headers({ 'Content-Type': 'application/json' }).jsonBody({ order_number: 999999, email: EMAIL, text: TEXT }),
      )
      .willRespondWith(400, (response) => response.jsonBody({ detail: string('Invalid request.'), errors: { order_number: eachLike(string('We found no order with this number.')) } }))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(complaintsApi.endpoints.fileOrderComplaint.initiate({ orderComplaintInput: { order_number: 999999, email: EMAIL, text: TEXT } }));
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^order_number: ./);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('lists the signed-in customer’s complaints with their links', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...FILED)
      .uponReceiving('a request for the customer’s complaints')
      .withRequest('GET', '/api/user/complaints/', (request) => request.headers(bearer()))
      .willRespondWith(200, (response) =>
        response.jsonBody(eachLike({ number: ticketNumber(), token: linkToken(), status: regex('^(open|resolved)$', 'open'), order_id: integer(7), received_at: isoDateTime(), resolve_by: isoDateTime() })),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(complaintsApi.endpoints.listMyComplaints.initiate());
        expect(result.data?.[0]?.status).toBe('open');
      }));

  it('reads a complaint’s status page by its link', () =>
    pact
      .addInteraction()
      .given(...FILED)
      .uponReceiving('a request for a complaint’s status page')
      .withRequest('GET', linkPath())
      .willRespondWith(200, (response) => response.jsonBody(complaintFields()))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(complaintsApi.endpoints.getComplaint.initiate({ token: EXAMPLE_LINK_TOKEN }));
        expect(result.data).toMatchObject({ status: 'open', text: TEXT, messages: [] });
      }));

  it('adds the shopper’s reply to the thread', () =>
    pact
      .addInteraction()
      .given(...FILED)
      .uponReceiving('a shopper’s reply on a complaint’s status page')
      .withRequest('POST', linkPath('replies/'), (request) => request.headers({ 'Content-Type': 'application/json' }).jsonBody({ text: 'Photos are attached to my mail.' }))
      .willRespondWith(201, (response) =>
        response.jsonBody(complaintFields(eachLike({ author: regex('^(shopper|staff)$', 'shopper'), body: string('Photos are attached to my mail.'), created_at: isoDateTime() }))),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(complaintsApi.endpoints.replyToComplaint.initiate({ token: EXAMPLE_LINK_TOKEN, complaintReplyInput: { text: 'Photos are attached to my mail.' } }));
        expect(result.data?.messages[0]?.author).toBe('shopper');
      }));

  it('reads the seller’s details and grievance officer', () =>
    pact
      .addInteraction()
      .given('the shop shows its seller details')
      .uponReceiving('a request for the seller’s details')
      .withRequest('GET', '/api/user/site/seller/')
      .willRespondWith(200, (response) =>
        response.jsonBody({
          legal_name: string('BirdShield India Private Limited'),
          address: {
            name: string('BirdShield India Private Limited'),
            street: string('Unit 101, Sai Industrial Estate'),
            locality: string('Andheri East, Mumbai'),
            region: string('Maharashtra'),
            postal_code: regex('^[1-9][0-9]{5}$', '400069'),
            country: string('India'),
          },
          gstin: string('27DEMOS0000D1ZY'),
          customer_care: { phone: string('+91 98765 43210'), email: string('support@birdshield.invalid'), hours: string('Mon - Sat: 9:00 AM - 8:00 PM') },
          grievance_officer: { name: string('Kavita Deshmukh'), designation: string('Grievance Officer'), phone: string('+91 98765 43212'), email: string('grievance@birdshield.invalid') },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(siteApi.endpoints.getSiteSeller.initiate());
        expect(result.data?.grievance_officer.name).toEqual(expect.any(String));
      }));
});
