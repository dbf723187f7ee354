import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi, errorDetail, errorStatus, fieldErrors, type NotificationEvent } from '../../../src/admin';
import { isoDateTime } from '../shapes';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_SIGNED_IN, staffBearer } from './adminPact';

const { atLeastLike, eachLike, fromProviderState, integer, nullValue, regex, string } = MatchersV3;

const CUSTOMER = 'asha.patel@example.in';
const SENT = ['customer {email} has an order with a WhatsApp message sent', { email: CUSTOMER }] as const;
const GIVEN_UP = ['customer {email} has an order whose WhatsApp message was given up on', { email: CUSTOMER }] as const;
const DEFAULTS = ['every order event messages the customer'] as const;
const PACKER_SIGNED_IN = ['staff member {email} who is not the owner is signed in to the back-office', { email: 'kiran.das@birdshield.example' }] as const;

/** The contract's events, in its order: the settings page lists one switch per event. */
const EVENTS: NotificationEvent[] = ['order_placed', 'cod_confirmation', 'shipped', 'out_for_delivery', 'delivery_problem', 'delivered', 'return_update', 'refund_processed', 'abandoned_cart', 'complaint_update', 'quote_update', 'visit_reminder', 'visit_moved'];

/** Each event's WhatsApp template, as the shop names them unless configured otherwise. */
const WHATSAPP_TEMPLATES: Record<NotificationEvent, string> = {
  order_placed: 'order_placed',
  cod_confirmation: 'cod_confirmation',
  shipped: 'order_shipped',
  out_for_delivery: 'order_out_for_delivery',
  delivery_problem: 'delivery_problem',
  delivered: 'order_delivered',
  return_update: 'return_update',
  refund_processed: 'refund_processed',
  abandoned_cart: 'cart_reminder',
  complaint_update: 'complaint_update',
  quote_update: 'quote_update',
  visit_reminder: 'visit_reminder',
  visit_moved: 'visit_moved',
};

/** Who carries a channel: its provider once configured, the log (`demo`) until then. */
const whatsAppProvider = () => regex('^(whatsapp_cloud|demo)$', 'whatsapp_cloud');
const smsProvider = () => regex('^(msg91|demo)$', 'msg91');

/** One WhatsApp message about an order as the order page lists it: the number masked, status and attempts pinned. */
const notificationFields = ({ status = 'sent', attempts = integer(1) as unknown, lastError = nullValue() as unknown } = {}) => ({
  id: integer(17),
  order_id: integer(42),
  event: regex(`^(${EVENTS.join('|')})$`, 'cod_confirmation'),
  channel: regex('^whatsapp$', 'whatsapp'),
  provider: whatsAppProvider(),
  template: string('cod_confirmation'),
  to: regex('^•{6}3210$', '••••••3210'),
  status: regex(`^${status}$`, status),
  attempts,
  last_error: lastError,
  created_at: isoDateTime(),
  updated_at: isoDateTime(),
});

/**
 * The settings as the owner's page reads them: the channels' providers, and each event's switch and templates.
 * The verified provider has no MSG91, so no event has an SMS template id.
 */
const settingsFields = (version: number, enabled: (event: NotificationEvent) => boolean) => ({
  version,
  channels: { whatsapp: whatsAppProvider(), sms: smsProvider() },
  templates: EVENTS.map((event) => ({
    event,
    enabled: enabled(event),
    whatsapp_template: string(WHATSAPP_TEMPLATES[event]),
    sms_template_id: nullValue(),
    parameters: eachLike(string('customer name')),
    // Only the cash-on-delivery question has quick replies (Confirm, Cancel).
    buttons: event === 'cod_confirmation' ? eachLike(string('Confirm order')) : atLeastLike(string('Confirm order'), 0),
  })),
});

/** Every event but the cash-on-delivery question, switched off until Meta approves its template. */
const ALL_BUT_COD = EVENTS.filter((event) => event !== 'cod_confirmation');

describe('the back-office’s WhatsApp and SMS messages', () => {
  const pact = createAdminPact();

  it('lists the messages about an order: channel, provider, template, masked number and status', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SENT)
      .uponReceiving('a request for the messages about an order with a WhatsApp message sent')
      .withRequest('GET', fromProviderState('/api/admin/orders/${orderId}/notifications/', '/api/admin/orders/42/notifications/'), (request) =>
        request.headers(staffBearer()),
      )
      .willRespondWith(200, (response) => response.jsonBody({ notifications: eachLike(notificationFields()) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.listOrderNotifications.initiate({ id: 42 }));
        const [message] = result.data?.notifications ?? [];
        expect(message).toMatchObject({ channel: 'whatsapp', status: 'sent', to: '••••••3210' });
        expect(message?.template).toEqual(expect.any(String));
      }));

  it('answers 404 for the messages of an order that does not exist', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .uponReceiving('a request for the messages about an order that does not exist')
      .withRequest('GET', '/api/admin/orders/424242/notifications/', (request) => request.headers(staffBearer()))
      .willRespondWith(404, (response) => response.jsonBody({ detail: string('Order not found.') }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.listOrderNotifications.initiate({ id: 424242 }));
        expect(errorStatus(result.error)).toBe(404);
        expect(errorDetail(result.error)).toBe('Order not found.');
      }));

  it('queues a message that was given up on again, with a fresh count of attempts', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...GIVEN_UP)
      .uponReceiving('a retry of a WhatsApp message that was given up on')
      .withRequest('POST', fromProviderState('/api/admin/notifications/${notificationId}/retry/', '/api/admin/notifications/17/retry/'), (request) =>
        request.headers(staffBearer()),
      )
      // The last error stays on it until the next try, so staff still see why it failed.
      .willRespondWith(200, (response) =>
        response.jsonBody(notificationFields({ status: 'pending', attempts: 0, lastError: string('The WhatsApp provider answered 503: Service Unavailable.') })),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.retryNotification.initiate({ notificationId: 17 }));
        expect(result.data).toMatchObject({ status: 'pending', attempts: 0 });
      }));

  it('refuses to send again a message that was sent (409)', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...SENT)
      .uponReceiving('a retry of a WhatsApp message that was sent')
      .withRequest('POST', fromProviderState('/api/admin/notifications/${notificationId}/retry/', '/api/admin/notifications/17/retry/'), (request) =>
        request.headers(staffBearer()),
      )
      .willRespondWith(409, (response) => response.jsonBody({ detail: string('This message is sent; only a failed or given-up message can be sent again.') }))
      .executeTest(async (mockServer) => {
        const { store, onUnauthorized } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.retryNotification.initiate({ notificationId: 17 }));
        expect(errorStatus(result.error)).toBe(409);
        expect(errorDetail(result.error)).toEqual(expect.any(String));
        expect(onUnauthorized).not.toHaveBeenCalled();
      }));
});

describe('the owner’s switches of order messages', () => {
  const pact = createAdminPact();

  it('reads each event’s switch and templates, and the channels’ providers', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...DEFAULTS)
      .uponReceiving('a request for the order message settings')
      .withRequest('GET', '/api/admin/settings/notifications/', (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody(settingsFields(1, () => true)))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getNotificationSettings.initiate());
        expect(result.data?.version).toBe(1);
        expect(result.data?.templates.map((template) => template.event)).toEqual(EVENTS);
        expect(result.data?.templates.every((template) => template.enabled)).toBe(true);
      }));

  it('saves the owner’s switches against the version read', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...DEFAULTS)
      .uponReceiving('a save of the order message switches by the owner')
      .withRequest('PUT', '/api/admin/settings/notifications/', (request) => request.headers(staffBearer()).jsonBody({ version: 1, enabled_events: ALL_BUT_COD }))
      .willRespondWith(200, (response) => response.jsonBody(settingsFields(2, (event) => event !== 'cod_confirmation')))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.updateNotificationSettings.initiate({ notificationSettingsUpdate: { version: 1, enabled_events: ALL_BUT_COD } }),
        );
        expect(result.data?.version).toBe(2);
        expect(result.data?.templates.find((template) => template.event === 'cod_confirmation')?.enabled).toBe(false);
      }));

  it('refuses a save with a stale version (409 naming version)', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...DEFAULTS)
      .uponReceiving('a save of the order message switches sent with a version someone else has changed')
      .withRequest('PUT', '/api/admin/settings/notifications/', (request) => request.headers(staffBearer()).jsonBody({ version: 9, enabled_events: ALL_BUT_COD }))
      .willRespondWith(409, (response) =>
        response.jsonBody({
          detail: string('Someone else changed this setting since you opened it. Reload to see their changes, then make yours again.'),
          errors: { version: eachLike(string('Reload')) },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.updateNotificationSettings.initiate({ notificationSettingsUpdate: { version: 9, enabled_events: ALL_BUT_COD } }),
        );
        expect(errorStatus(result.error)).toBe(409);
        expect(fieldErrors(result.error)[0]).toMatch(/^version: /);
      }));

  it('refuses the switches to a staff member who is not the owner (403), without ending the session', () =>
    pact
      .addInteraction()
      .given(...PACKER_SIGNED_IN)
      .given(...DEFAULTS)
      .uponReceiving('a save of the order message switches by a staff member who is not the owner')
      .withRequest('PUT', '/api/admin/settings/notifications/', (request) => request.headers(staffBearer()).jsonBody({ version: 1, enabled_events: ALL_BUT_COD }))
      .willRespondWith(403, (response) => response.jsonBody({ detail: string('Only the shop’s owner may do this.') }))
      .executeTest(async (mockServer) => {
        const { store, onUnauthorized } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.updateNotificationSettings.initiate({ notificationSettingsUpdate: { version: 1, enabled_events: ALL_BUT_COD } }),
        );
        expect(errorStatus(result.error)).toBe(403);
        expect(errorDetail(result.error)).toEqual(expect.any(String));
        expect(onUnauthorized).not.toHaveBeenCalled();
      }));
});
