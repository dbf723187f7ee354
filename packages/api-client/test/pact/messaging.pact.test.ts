import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { accountApi, errorStatus, fieldErrors } from '../../src';
import { errorFields, fieldErrorFields, isoDateTime } from './shapes';
import { bearer, clientAgainst, createShopPact, EXAMPLE_TOKEN } from './shopPact';

const { fromProviderState, integer, nullValue, regex } = MatchersV3;

const EMAIL = 'asha.patel@example.in';
const MOBILE = '9876543210';
const SIGNED_IN = ['customer {email} is signed in', { email: EMAIL }] as const;
const CHOSE_AT_CHECKOUT = ['customer {email} chose WhatsApp for order updates at checkout, to {mobile}', { email: EMAIL, mobile: MOBILE }] as const;
const NUMBER_STOPPED = ['the number {mobile} replied STOP on WhatsApp', { mobile: MOBILE }] as const;
const json = { 'Content-Type': 'application/json' };

/** A choice never made: off, with no time or source for the account page to show. */
const neverChosen = () => ({ granted: false, changed_at: nullValue(), source: nullValue() });

/** A choice made: on or off as pinned, with when it was made and where (sign_up, checkout, account, reply_stop). */
const chosen = (granted: boolean, source: string) => ({ granted, changed_at: isoDateTime(), source: regex(`^${source}$`, source) });

describe('WhatsApp and SMS choices in the account', () => {
  const pact = createShopPact();

  it('reads the choices of a customer who made none: everything off, no number', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .uponReceiving('a request for the WhatsApp and SMS choices of a customer who made none')
      .withRequest('GET', '/api/user/profile/messaging/', (request) => request.headers(bearer()))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          mobile: nullValue(),
          order_updates: { whatsapp: neverChosen(), sms: neverChosen() },
          marketing: { whatsapp: neverChosen(), sms: neverChosen() },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(accountApi.endpoints.getMessagingPreferences.initiate());
        expect(result.data?.mobile).toBeNull();
        expect(result.data?.order_updates.whatsapp).toEqual({ granted: false, changed_at: null, source: null });
        expect(result.data?.marketing.sms.granted).toBe(false);
      }));

  it('reads WhatsApp chosen for order updates at checkout, with when, where and the number', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...CHOSE_AT_CHECKOUT)
      .uponReceiving('a request for the choices of a customer who chose WhatsApp at checkout')
      .withRequest('GET', '/api/user/profile/messaging/', (request) => request.headers(bearer()))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          mobile: MOBILE,
          order_updates: { whatsapp: chosen(true, 'checkout'), sms: neverChosen() },
          marketing: { whatsapp: neverChosen(), sms: neverChosen() },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(accountApi.endpoints.getMessagingPreferences.initiate());
        expect(result.data?.mobile).toBe(MOBILE);
        expect(result.data?.order_updates.whatsapp).toMatchObject({ granted: true, source: 'checkout' });
        expect(Number.isNaN(Date.parse(result.data?.order_updates.whatsapp.changed_at ?? ''))).toBe(false);
        expect(result.data?.marketing.whatsapp.granted).toBe(false);
      }));

  it('turns WhatsApp on for order updates with the number as typed, kept as its ten digits', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .uponReceiving('a change turning WhatsApp on for order updates with a mobile number')
      .withRequest('PATCH', '/api/user/profile/messaging/', (request) =>
        request.headers({ ...json, ...bearer() }).jsonBody({ mobile: '+91 98765-43210', order_updates: { whatsapp: true } }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          mobile: MOBILE,
          order_updates: { whatsapp: chosen(true, 'account'), sms: neverChosen() },
          marketing: { whatsapp: neverChosen(), sms: neverChosen() },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(
          accountApi.endpoints.updateMessagingPreferences.initiate({
            messagingPreferencesUpdate: { mobile: '+91 98765-43210', order_updates: { whatsapp: true } },
          }),
        );
        expect(result.data?.mobile).toBe(MOBILE);
        expect(result.data?.order_updates.whatsapp).toMatchObject({ granted: true, source: 'account' });
      }));

  it('withdraws WhatsApp in one tap, keeping the number', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...CHOSE_AT_CHECKOUT)
      .uponReceiving('a change withdrawing WhatsApp for order updates')
      .withRequest('PATCH', '/api/user/profile/messaging/', (request) =>
        request.headers({ ...json, ...bearer() }).jsonBody({ order_updates: { whatsapp: false } }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          mobile: MOBILE,
          order_updates: { whatsapp: chosen(false, 'account'), sms: neverChosen() },
          marketing: { whatsapp: neverChosen(), sms: neverChosen() },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(
          accountApi.endpoints.updateMessagingPreferences.initiate({ messagingPreferencesUpdate: { order_updates: { whatsapp: false } } }),
        );
        expect(result.data?.order_updates.whatsapp).toMatchObject({ granted: false, source: 'account' });
        expect(result.data?.mobile).toBe(MOBILE);
      }));

  it('reads that the number replied STOP on WhatsApp: WhatsApp withdrawn, and the number stopped there', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...CHOSE_AT_CHECKOUT)
      .given(...NUMBER_STOPPED)
      .uponReceiving('a request for the choices of a customer whose number replied STOP on WhatsApp')
      .withRequest('GET', '/api/user/profile/messaging/', (request) => request.headers(bearer()))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          mobile: MOBILE,
          order_updates: { whatsapp: chosen(false, 'reply_stop'), sms: neverChosen() },
          marketing: { whatsapp: neverChosen(), sms: neverChosen() },
          stopped: ['whatsapp'],
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(accountApi.endpoints.getMessagingPreferences.initiate());
        expect(result.data?.order_updates.whatsapp).toMatchObject({ granted: false, source: 'reply_stop' });
        expect(result.data?.stopped).toEqual(['whatsapp']);
      }));

  it('turns WhatsApp on again for a number that replied STOP: the choice is kept, and the answer says the number is still stopped', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...CHOSE_AT_CHECKOUT)
      .given(...NUMBER_STOPPED)
      .uponReceiving('a change turning WhatsApp on again for a number that replied STOP')
      .withRequest('PATCH', '/api/user/profile/messaging/', (request) =>
        request.headers({ ...json, ...bearer() }).jsonBody({ order_updates: { whatsapp: true } }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          mobile: MOBILE,
          order_updates: { whatsapp: chosen(true, 'account'), sms: neverChosen() },
          marketing: { whatsapp: neverChosen(), sms: neverChosen() },
          stopped: ['whatsapp'],
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(
          accountApi.endpoints.updateMessagingPreferences.initiate({ messagingPreferencesUpdate: { order_updates: { whatsapp: true } } }),
        );
        expect(result.data?.order_updates.whatsapp).toMatchObject({ granted: true, source: 'account' });
        expect(result.data?.stopped).toEqual(['whatsapp']);
      }));

  it('refuses to turn a channel on without any number, naming mobile', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .uponReceiving('a change turning WhatsApp on for a customer with no number')
      .withRequest('PATCH', '/api/user/profile/messaging/', (request) =>
        request.headers({ ...json, ...bearer() }).jsonBody({ order_updates: { whatsapp: true } }),
      )
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('mobile', 'mobile_number_required', 'Enter the mobile number for WhatsApp or SMS messages.')))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(
          accountApi.endpoints.updateMessagingPreferences.initiate({ messagingPreferencesUpdate: { order_updates: { whatsapp: true } } }),
        );
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^mobile: ./);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('refuses a number that is not an Indian mobile, naming mobile', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .uponReceiving('a change turning WhatsApp on with a number that is not an Indian mobile')
      .withRequest('PATCH', '/api/user/profile/messaging/', (request) =>
        request.headers({ ...json, ...bearer() }).jsonBody({ mobile: '+44 7700 900123', order_updates: { whatsapp: true } }),
      )
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('mobile', 'mobile_invalid', 'Enter a valid 10-digit Indian mobile number.')))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(
          accountApi.endpoints.updateMessagingPreferences.initiate({
            messagingPreferencesUpdate: { mobile: '+44 7700 900123', order_updates: { whatsapp: true } },
          }),
        );
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^mobile: ./);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));
});

describe('proving the number before anything is sent to it', () => {
  const pact = createShopPact();
  const CODE = '482913';
  const CODE_SENT = ['customer {email} was sent the code {code} for their number', { email: EMAIL, code: CODE }] as const;

  it('asks for a code by SMS to the saved number, and learns how long it lasts and when another may be asked', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...CHOSE_AT_CHECKOUT)
      .uponReceiving('a request for a code by SMS to prove the saved number')
      .withRequest('POST', '/api/user/profile/messaging/verification/', (request) => request.headers({ ...json, ...bearer() }).jsonBody({ channel: 'sms' }))
      .willRespondWith(202, (response) => response.jsonBody({ channel: 'sms', expires_in_seconds: integer(600), resend_after_seconds: integer(60) }))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(accountApi.endpoints.sendMessagingVerificationCode.initiate({ messagingVerificationRequest: { channel: 'sms' } }));
        expect(result.data).toEqual({ channel: 'sms', expires_in_seconds: 600, resend_after_seconds: 60 });
      }));

  it('types the code back: the number is proved and the choices come back', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...CHOSE_AT_CHECKOUT)
      .given(...CODE_SENT)
      .uponReceiving('the code sent to the saved number, typed back')
      .withRequest('POST', '/api/user/profile/messaging/verification/confirm/', (request) => request.headers({ ...json, ...bearer() }).jsonBody({ code: CODE }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          mobile: MOBILE,
          order_updates: { whatsapp: chosen(true, 'checkout'), sms: neverChosen() },
          marketing: { whatsapp: neverChosen(), sms: neverChosen() },
          verified: true,
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(accountApi.endpoints.confirmMessagingVerificationCode.initiate({ messagingVerificationConfirm: { code: CODE } }));
        expect(result.data?.verified).toBe(true);
        expect(result.data?.mobile).toBe(MOBILE);
      }));

  it('refuses a wrong code, naming code', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...CHOSE_AT_CHECKOUT)
      .given(...CODE_SENT)
      .uponReceiving('a wrong code typed back for the saved number')
      .withRequest('POST', '/api/user/profile/messaging/verification/confirm/', (request) => request.headers({ ...json, ...bearer() }).jsonBody({ code: '000000' }))
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('code', 'mobile_code_wrong', 'The code is incorrect. 4 attempts left.', 'The code is incorrect. 4 attempts left.')))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(accountApi.endpoints.confirmMessagingVerificationCode.initiate({ messagingVerificationConfirm: { code: '000000' } }));
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^code: ./);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));
});

describe('the way out of offers that marketing mail links to', () => {
  const pact = createShopPact();
  const EXAMPLE_UNSUBSCRIBE_TOKEN = '42.b2ZmZXJzLWZvci1jdXN0b2';
  const unsubscribePath = () => fromProviderState('/api/user/offer-unsubscribe/${unsubscribeToken}/', `/api/user/offer-unsubscribe/${EXAMPLE_UNSUBSCRIBE_TOKEN}/`);

  it('stops offers for the customer the link names, without signing in', () =>
    pact
      .addInteraction()
      .given('customer {email} allowed offers by SMS, to {mobile}', { email: EMAIL, mobile: MOBILE })
      .uponReceiving('a press on Stop offers on the page an offer mail links to')
      .withRequest('POST', unsubscribePath())
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(accountApi.endpoints.unsubscribeFromOffers.initiate({ token: EXAMPLE_UNSUBSCRIBE_TOKEN }));
        expect(result.error).toBeUndefined();
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('answers 404 to a link the shop never signed', () =>
    pact
      .addInteraction()
      .uponReceiving('a press on Stop offers from a link the shop never signed')
      .withRequest('POST', `/api/user/offer-unsubscribe/${EXAMPLE_UNSUBSCRIBE_TOKEN}/`)
      .willRespondWith(404, (response) => response.jsonBody(errorFields('unsubscribe_link_not_found', 'This link is not known.')))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(accountApi.endpoints.unsubscribeFromOffers.initiate({ token: EXAMPLE_UNSUBSCRIBE_TOKEN }));
        expect(errorStatus(result.error)).toBe(404);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));
});
