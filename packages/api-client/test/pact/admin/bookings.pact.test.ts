import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../../../src/admin';
import { isoDateTime } from '../shapes';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_SIGNED_IN, staffBearer } from './adminPact';

const { boolean, eachLike, fromProviderState, integer, nullValue, number, regex, string } = MatchersV3;

const CUSTOMER = 'asha.patel@example.in';
const CREW_IN_PUNE = ['a crew serves PIN code {pincode}', { pincode: '411001' }] as const;
const CONFIRMED = ['customer {email} has a confirmed site survey', { email: CUSTOMER }] as const;
const FITTING_BEGUN = ['the fitting of an order of customer {email} has begun', { email: CUSTOMER }] as const;
const json = { 'Content-Type': 'application/json' };
const TIME = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
const crewPath = fromProviderState('/api/admin/crews/${crewId}/', '/api/admin/crews/3/');
const bookingPath = (tail: string) => fromProviderState(`/api/admin/bookings/\${bookingId}/${tail}`, `/api/admin/bookings/5/${tail}`);

const CREW = {
  name: 'Pune crew',
  active: true,
  pincodes: ['411', '412105'],
  hours: [{ weekday: 1, start: '09:00', end: '13:00' }],
  days_off: [{ date: '2026-06-03', reason: 'Training' }],
};

const crewFields = () => ({
  id: integer(3),
  name: string('Pune crew'),
  active: boolean(true),
  pincodes: eachLike(string('411')),
  hours: eachLike({ weekday: integer(1), start: regex(TIME, '09:00'), end: regex(TIME, '13:00') }),
  days_off: [],
  version: integer(1),
});

const adminBookingFields = (status: string) => ({
  booking: {
    id: integer(5),
    kind: regex('^(survey|installation)$', 'survey'),
    status: regex('^(held|confirmed|cancelled|done)$', status),
    starts_at: isoDateTime('2026-06-02T03:30:00.000Z'),
    ends_at: isoDateTime('2026-06-02T04:30:00.000Z'),
    hold_expires_at: nullValue(),
    pincode: string('411001'),
    address: string('12 Lake Road, Kothrud'),
    contact_name: string('Asha Patel'),
    contact_phone: string('9876543210'),
    contact_email: string(CUSTOMER),
    note: string('Pigeons on the balcony'),
    fee: number(0),
    fee_paid: nullValue(),
    refund: nullValue(),
    cancel_reason: status === 'cancelled' ? string('Our fitter is unwell.') : nullValue(),
    order_id: nullValue(),
    quote_number: nullValue(),
    created_at: isoDateTime(),
    invoice_number: nullValue(),
    credit_notes: [],
  },
  crew_id: integer(3),
  crew_name: string('Pune crew'),
  customer_id: integer(7),
  payment_id: nullValue(),
  version: integer(2),
});

const settingsFields = () => ({
  version: integer(1),
  survey_minutes: integer(60),
  survey_fee_paise: integer(0),
  hold_minutes: integer(10),
  free_cancel_hours: integer(24),
  installation_metres_per_hour: number(10),
  installation_square_metres_per_hour: number(5),
});

describe('crews and bookings in the back-office', () => {
  const pact = createAdminPact();

  it('lists the crews', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...CREW_IN_PUNE)
      .uponReceiving('a request for the crews')
      .withRequest('GET', '/api/admin/crews/', (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(crewFields())))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.listCrews.initiate());
        expect(result.data?.[0]?.name).toEqual(expect.any(String));
      }));

  it('creates a crew', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .uponReceiving('a new crew')
      .withRequest('POST', '/api/admin/crews/', (request) => request.headers({ ...json, ...staffBearer() }).jsonBody(CREW))
      .willRespondWith(201, (response) => response.jsonBody({ ...crewFields(), days_off: eachLike({ date: string('2026-06-03'), reason: string('Training') }) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.createCrew.initiate({ crewInput: CREW }));
        expect(result.data).toMatchObject({ name: 'Pune crew' });
      }));

  it('reads one crew', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...CREW_IN_PUNE)
      .uponReceiving('a request for one crew')
      .withRequest('GET', crewPath, (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody(crewFields()))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getCrew.initiate({ id: 3 }));
        expect(result.data?.hours.length).toBeGreaterThan(0);
      }));

  it('saves a crew whole', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...CREW_IN_PUNE)
      .uponReceiving('a crew saved with a day off')
      .withRequest('PUT', crewPath, (request) => request.headers({ ...json, ...staffBearer() }).jsonBody({ ...CREW, version: fromProviderState('${crewVersion}', 1) }))
      .willRespondWith(200, (response) => response.jsonBody({ ...crewFields(), days_off: eachLike({ date: string('2026-06-03'), reason: string('Training') }), version: integer(2) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.updateCrew.initiate({ id: 3, crewUpdate: { ...CREW, version: 1 } }));
        expect(result.data?.days_off).toHaveLength(1);
      }));

  it('reads the week’s bookings', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...CONFIRMED)
      .uponReceiving('a request for the week’s bookings')
      .withRequest('GET', '/api/admin/bookings/', (request) => request.query({ from: fromProviderState('${weekFrom}', '2026-06-01') }).headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody(eachLike(adminBookingFields('confirmed'))))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.listAdminBookings.initiate({ from: '2026-06-01' }));
        expect(result.data?.[0]?.crew_name).toEqual(expect.any(String));
      }));

  it('moves a booking to a free crew', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...CONFIRMED)
      .uponReceiving('a booking moved to another crew')
      .withRequest('POST', bookingPath('crew/'), (request) => request.headers({ ...json, ...staffBearer() }).jsonBody({ crew_id: fromProviderState('${otherCrewId}', 4) }))
      .willRespondWith(200, (response) => response.jsonBody({ ...adminBookingFields('confirmed'), crew_id: integer(4), crew_name: string('Second crew') }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.reassignBooking.initiate({ id: 5, bookingReassignment: { crew_id: 4 } }));
        expect(result.data?.crew_id).toBe(4);
      }));

  it('reads the free times a booking may move to', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...CONFIRMED)
      .uponReceiving('a request for the free times to move a booking to')
      .withRequest('GET', bookingPath('slots/'), (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          booking_id: integer(5),
          pincode: string('411001'),
          duration_minutes: integer(60),
          days: eachLike({ date: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-06-03'), starts_at: eachLike(isoDateTime('2026-06-03T03:30:00.000Z')) }),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getRescheduleSlots.initiate({ id: 5 }));
        expect(result.data?.days[0]?.starts_at[0]).toEqual(expect.any(String));
      }));

  it('moves a booking to another time with a reason', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...CONFIRMED)
      .uponReceiving('a booking moved to another time')
      .withRequest('POST', bookingPath('time/'), (request) =>
        request.headers({ ...json, ...staffBearer() }).jsonBody({ starts_at: fromProviderState('${moveTo}', '2026-06-03T03:30:00.000Z'), reason: 'Our van broke down.' }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ ...adminBookingFields('confirmed'), version: integer(3) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.rescheduleBooking.initiate({ id: 5, bookingReschedule: { starts_at: '2026-06-03T03:30:00.000Z', reason: 'Our van broke down.' } }));
        expect(result.data?.crew_name).toEqual(expect.any(String));
      }));

  it('cancels a booking with a reason', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...CONFIRMED)
      .uponReceiving('a booking cancelled by staff')
      .withRequest('POST', bookingPath('cancel/'), (request) => request.headers({ ...json, ...staffBearer() }).jsonBody({ reason: 'Our fitter is unwell.' }))
      .willRespondWith(200, (response) => response.jsonBody(adminBookingFields('cancelled')))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.cancelAdminBooking.initiate({ id: 5, bookingCancellation: { reason: 'Our fitter is unwell.' } }));
        expect(result.data?.booking.status).toBe('cancelled');
      }));

  it('marks a begun fitting done with the crew’s notes', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...FITTING_BEGUN)
      .uponReceiving('a begun fitting marked done with notes')
      .withRequest('POST', bookingPath('completion/'), (request) =>
        request.headers({ ...json, ...staffBearer() }).jsonBody({ notes: 'Net fitted on the terrace.', version: fromProviderState('${version}', 1) }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...adminBookingFields('done'),
          booking: {
            ...adminBookingFields('done').booking,
            kind: regex('^(survey|installation)$', 'installation'),
            order_id: integer(42),
            completion: { completed_at: isoDateTime(), notes: string('Net fitted on the terrace.'), photos: [], outcome: nullValue(), answered_at: nullValue(), complaint_number: nullValue() },
          },
          photos: [],
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.completeBooking.initiate({ id: 5, bookingCompletionInput: { notes: 'Net fitted on the terrace.', version: 1 } }));
        expect(result.data?.booking.completion?.notes).toBe('Net fitted on the terrace.');
      }));

  it('reads and saves the booking settings', async () => {
    await pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .uponReceiving('a request for the booking settings')
      .withRequest('GET', '/api/admin/settings/bookings/', (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody(settingsFields()))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getBookingSettings.initiate());
        expect(result.data?.survey_minutes).toEqual(expect.any(Number));
      });
    const update = { version: 1, survey_minutes: 90, survey_fee_paise: 49900, hold_minutes: 15, free_cancel_hours: 48 };
    await pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .uponReceiving('the booking settings saved')
      .withRequest('PUT', '/api/admin/settings/bookings/', (request) => request.headers({ ...json, ...staffBearer() }).jsonBody(update))
      .willRespondWith(200, (response) => response.jsonBody({ ...settingsFields(), version: integer(2), survey_minutes: integer(90), free_cancel_hours: integer(48) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.updateBookingSettings.initiate({ bookingSettingsUpdate: update }));
        expect(result.data?.version).toBe(2);
      });
  });

  it('saves the fitting paces, by the running metre and by the square metre', async () => {
    const update = { version: 1, survey_minutes: 60, survey_fee_paise: 0, hold_minutes: 10, free_cancel_hours: 24, survey_credit_days: 90, installation_metres_per_hour: 12, installation_square_metres_per_hour: 6.5 };
    await pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .uponReceiving('the booking settings saved with the fitting paces')
      .withRequest('PUT', '/api/admin/settings/bookings/', (request) => request.headers({ ...json, ...staffBearer() }).jsonBody(update))
      .willRespondWith(200, (response) => response.jsonBody({ ...settingsFields(), version: integer(2), installation_metres_per_hour: number(12), installation_square_metres_per_hour: number(6.5) }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.updateBookingSettings.initiate({ bookingSettingsUpdate: update }));
        expect(result.data).toMatchObject({ installation_metres_per_hour: 12, installation_square_metres_per_hour: 6.5 });
      });
  });
});
