import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { fieldErrors, shopApi } from '../../src';
import { fieldErrorFields, isoDateTime } from './shapes';
import { bearer, clientAgainst, createShopPact, EXAMPLE_TOKEN } from './shopPact';

const { eachLike, fromProviderState, integer, nullValue, number, regex, string } = MatchersV3;

const EMAIL = 'asha.patel@example.in';
const SIGNED_IN = ['customer {email} is signed in', { email: EMAIL }] as const;
const CREW_IN_PUNE = ['a crew serves PIN code {pincode}', { pincode: '411001' }] as const;
const HELD = ['customer {email} holds a site survey', { email: EMAIL }] as const;
const CONFIRMED = ['customer {email} has a confirmed site survey', { email: EMAIL }] as const;
const json = { 'Content-Type': 'application/json' };
const bookingPath = (tail: string) => fromProviderState(`/api/user/bookings/\${bookingId}/${tail}`, `/api/user/bookings/5/${tail}`);
const STATUSES = '^(held|confirmed|cancelled|done)$';
const DAY = regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-06-02');

/** A booking as the survey page and the account's list read it. */
const bookingFields = (status: string, held = false) => ({
  id: integer(5),
  kind: regex('^(survey|installation)$', 'survey'),
  status: regex(STATUSES, status),
  starts_at: isoDateTime('2026-06-02T03:30:00.000Z'),
  ends_at: isoDateTime('2026-06-02T04:30:00.000Z'),
  hold_expires_at: held ? isoDateTime('2026-06-01T04:40:00.000Z') : nullValue(),
  pincode: string('411001'),
  address: string('12 Lake Road, Kothrud'),
  contact_name: string('Asha Patel'),
  contact_phone: string('9876543210'),
  contact_email: string(EMAIL),
  note: string('Pigeons on the balcony'),
  fee: number(499),
  cancel_reason: status === 'cancelled' ? string('Cancelled by the customer.') : nullValue(),
  order_id: nullValue(),
  quote_number: nullValue(),
  created_at: isoDateTime(),
});

const VISIT = {
  kind: 'survey' as const,
  starts_at: '2026-06-02T03:30:00.000Z',
  pincode: '411001',
  address: '12 Lake Road, Kothrud',
  contact_name: 'Asha Patel',
  contact_phone: '9876543210',
  contact_email: EMAIL,
  note: 'Pigeons on the balcony',
};

describe('booking a site survey', () => {
  const pact = createShopPact();

  it('reads the free starts at a PIN code a crew serves', () =>
    pact
      .addInteraction()
      .given(...CREW_IN_PUNE)
      .uponReceiving('a request for the site-survey slots at a served PIN code')
      .withRequest('GET', '/api/user/bookings/slots/', (request) => request.query({ pincode: '411001', kind: 'survey' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          pincode: string('411001'),
          kind: regex('^survey$', 'survey'),
          duration_minutes: integer(60),
          fee: number(0),
          days: eachLike({ date: DAY, starts_at: eachLike(isoDateTime('2026-06-02T03:30:00.000Z')) }),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(shopApi.endpoints.getBookingSlots.initiate({ pincode: '411001', kind: 'survey' }));
        expect(result.data?.days[0]?.starts_at.length).toBeGreaterThan(0);
      }));

  it('is told, at the PIN code field, that no crew visits there', () =>
    pact
      .addInteraction()
      .uponReceiving('a request for the site-survey slots at a PIN code no crew serves')
      .withRequest('GET', '/api/user/bookings/slots/', (request) => request.query({ pincode: '560001', kind: 'survey' }))
      .willRespondWith(400, (response) =>
        response.jsonBody(fieldErrorFields('pincode', 'Our fitters do not visit this PIN code yet. Call us and we will see what we can do.', 'Our fitters do not visit this PIN code yet. Call us and we will see what we can do.')),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(shopApi.endpoints.getBookingSlots.initiate({ pincode: '560001', kind: 'survey' }));
        expect(fieldErrors(result.error)).toEqual([expect.stringMatching(/^pincode: /)]);
      }));

  it('holds a free start for the signed-in customer', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...CREW_IN_PUNE)
      .uponReceiving('a site-survey booking at a free start')
      .withRequest('POST', '/api/user/bookings/', (request) =>
        request.headers({ ...json, ...bearer() }).jsonBody({ ...VISIT, starts_at: fromProviderState('${startsAt}', VISIT.starts_at) }),
      )
      .willRespondWith(201, (response) => response.jsonBody(bookingFields('held', true)))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(shopApi.endpoints.createBooking.initiate({ bookingInput: VISIT }));
        expect(result.data).toMatchObject({ status: 'held' });
      }));

  it('confirms the customer’s held survey', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...HELD)
      .uponReceiving('a confirmation of a held site survey')
      .withRequest('POST', bookingPath('confirm/'), (request) => request.headers({ ...json, ...bearer() }))
      .willRespondWith(200, (response) => response.jsonBody(bookingFields('confirmed')))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(shopApi.endpoints.confirmBooking.initiate({ id: 5 }));
        expect(result.data).toMatchObject({ status: 'confirmed' });
      }));

  it('cancels the customer’s confirmed survey', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...CONFIRMED)
      .uponReceiving('a cancellation of a confirmed site survey by its customer')
      .withRequest('POST', bookingPath('cancel/'), (request) => request.headers({ ...json, ...bearer() }))
      .willRespondWith(200, (response) => response.jsonBody(bookingFields('cancelled')))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(shopApi.endpoints.cancelBooking.initiate({ id: 5 }));
        expect(result.data).toMatchObject({ status: 'cancelled' });
      }));

  it('lists the customer’s bookings', () =>
    pact
      .addInteraction()
      .given(...SIGNED_IN)
      .given(...CONFIRMED)
      .uponReceiving('a request for the customer’s bookings')
      .withRequest('GET', '/api/user/account/bookings/', (request) => request.headers(bearer()))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(bookingFields('confirmed'))))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(shopApi.endpoints.listMyBookings.initiate());
        expect(result.data?.[0]).toMatchObject({ status: 'confirmed' });
      }));
});
