import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi, fieldErrors } from '../../../src/admin';
import { isoDateTime } from '../shapes';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_EMAIL, STAFF_SIGNED_IN, staffBearer } from './adminPact';

const { eachLike, fromProviderState, integer, nullValue, regex, string } = MatchersV3;

const SUBJECT = 'Pigeon net for a balcony';
const UNREAD = ['a visitor sent contact message {subject}', { subject: SUBJECT }] as const;
const READ = ['the contact message {subject} has been read', { subject: SUBJECT }] as const;
const ANSWER = 'Our 50 mm pigeon net suits a 3 m balcony; it comes with fixing hooks.';
const NOTE = 'Sent the net size; call back next week.';

const status = (example: string) => regex('^(unread|read|handled|spam)$', example);

/** One message with its thread, as the inbox's detail reads it; status, version, note and replies pinned per interaction. */
const messageFields = ({ state = status('unread'), version = integer(1), note = nullValue() as unknown, handledAt = nullValue() as unknown, replies = [] as unknown } = {}) => ({
  id: integer(5),
  version,
  name: string('Asha Rao'),
  email: string('asha.rao@example.in'),
  subject: string(SUBJECT),
  message: string('Which pigeon net suits a 3 m balcony in Pune?'),
  status: state,
  internal_note: note,
  handled_at: handledAt,
  created_at: isoDateTime(),
  replies,
});

const messagePath = (suffix = '') => fromProviderState(`/api/admin/messages/\${messageId}/${suffix}`, `/api/admin/messages/5/${suffix}`);
const sentVersion = (example: number) => fromProviderState('${messageVersion}', example);

describe('the back-office inbox', () => {
  const pact = createAdminPact();

  it('lists the messages, unread first, with the counts per status', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...UNREAD)
      .uponReceiving('a request for the inbox')
      .withRequest('GET', '/api/admin/messages/', (request) => request.headers(staffBearer()).query({ page: '1', page_size: '25' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({
            id: integer(5),
            version: integer(1),
            name: string('Asha Rao'),
            email: string('asha.rao@example.in'),
            subject: string(SUBJECT),
            excerpt: string('Which pigeon net suits a 3 m balcony in Pune?'),
            status: status('unread'),
            reply_count: integer(0),
            created_at: isoDateTime(),
          }),
          total: integer(1),
          page: integer(1),
          page_size: integer(25),
          counts: { unread: integer(1), read: integer(0), handled: integer(0), spam: integer(0) },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.listAdminMessages.initiate({ page: 1, pageSize: 25 }));
        expect(result.data?.items[0]?.subject).toBe(SUBJECT);
        expect(result.data?.counts.unread).toBeGreaterThan(0);
      }));

  it('reads one message with its thread', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...UNREAD)
      .uponReceiving('a request for one contact message')
      .withRequest('GET', messagePath(), (request) => request.headers(staffBearer()))
      // `complaint`: the ticket made of it, none yet.
      .willRespondWith(200, (response) => response.jsonBody({ ...messageFields(), complaint: nullValue() }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getAdminMessage.initiate({ messageId: 5 }));
        expect(result.data).toMatchObject({ status: 'unread', replies: [], complaint: null });
      }));

  it('marks an unread message read', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...UNREAD)
      .uponReceiving('a contact message marked read')
      .withRequest('POST', messagePath('read/'), (request) => request.headers(staffBearer()).jsonBody({ version: sentVersion(1) }))
      .willRespondWith(200, (response) => response.jsonBody(messageFields({ state: regex('^read$', 'read'), version: integer(2) })))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.markMessageRead.initiate({ messageId: 5, recordVersion: { version: 1 } }));
        expect(result.data?.status).toBe('read');
      }));

  it('answers the visitor by e-mail and keeps the answer in the thread', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...READ)
      .uponReceiving('an e-mailed answer to a contact message')
      .withRequest('POST', messagePath('replies/'), (request) => request.headers(staffBearer()).jsonBody({ version: sentVersion(2), text: ANSWER }))
      .willRespondWith(201, (response) =>
        response.jsonBody(
          messageFields({
            state: regex('^read$', 'read'),
            version: integer(3),
            replies: eachLike({
              id: integer(1),
              body: string(ANSWER),
              author: { id: integer(3), name: string('Meera Iyer'), email: string(STAFF_EMAIL) },
              created_at: isoDateTime(),
              delivery: regex('^(pending|sent|logged|failed)$', 'pending'),
            }),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.replyToMessage.initiate({ messageId: 5, messageReplyInput: { version: 2, text: ANSWER } }));
        expect(result.data?.replies[0]?.body).toBe(ANSWER);
      }));

  it('refuses an empty answer (400 naming text)', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...READ)
      .uponReceiving('an empty answer to a contact message')
      .withRequest('POST', messagePath('replies/'), (request) => request.headers(staffBearer()).jsonBody({ version: sentVersion(2), text: ' ' }))
      .willRespondWith(400, (response) => response.jsonBody({ detail: string('Please correct the text.'), errors: { text: eachLike(string('Write the answer to send.')) } }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.replyToMessage.initiate({ messageId: 5, messageReplyInput: { version: 2, text: ' ' } }));
        expect(fieldErrors(result.error)[0]).toMatch(/^text: /);
      }));

  it('marks a message handled with an internal note', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...READ)
      .uponReceiving('a contact message marked handled with a note')
      .withRequest('POST', messagePath('handle/'), (request) => request.headers(staffBearer()).jsonBody({ version: sentVersion(2), note: NOTE }))
      .willRespondWith(200, (response) => response.jsonBody(messageFields({ state: regex('^handled$', 'handled'), version: integer(3), note: string(NOTE), handledAt: isoDateTime() })))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.handleMessage.initiate({ messageId: 5, messageHandling: { version: 2, note: NOTE } }));
        expect(result.data).toMatchObject({ status: 'handled', internal_note: NOTE });
      }));

  it('files a message as spam', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...UNREAD)
      .uponReceiving('a contact message filed as spam')
      .withRequest('POST', messagePath('spam/'), (request) => request.headers(staffBearer()).jsonBody({ version: sentVersion(1) }))
      .willRespondWith(200, (response) => response.jsonBody(messageFields({ state: regex('^spam$', 'spam'), version: integer(2) })))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.markMessageSpam.initiate({ messageId: 5, recordVersion: { version: 1 } }));
        expect(result.data?.status).toBe('spam');
      }));
});
