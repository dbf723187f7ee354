import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi, errorStatus, fieldErrors } from '../../../src/admin';
import { errorFields, fieldErrorFields, isoDateTime } from '../shapes';
import { adminClientAgainst, createAdminPact, STAFF_EMAIL, STAFF_PASSWORD, STAFF_SIGNED_IN, staffBearer, EXAMPLE_STAFF_TOKEN } from './adminPact';

const { integer, regex, string, fromProviderState } = MatchersV3;
const json = { 'Content-Type': 'application/json' };

// The back-office shows the role and hides what it may not do.
const staffFields = { id: integer(3), name: string('Meera Iyer'), email: string(STAFF_EMAIL), role: regex('^(owner|staff)$', 'owner') };
const CODE = '305118';

describe('back-office sign-in and session', () => {
  const pact = createAdminPact();

  it('starts a sign-in with e-mail and password, mailing a code', () =>
    pact
      .addInteraction()
      .given('staff member {email} exists with password {password}', { email: STAFF_EMAIL, password: STAFF_PASSWORD })
      .uponReceiving('a staff sign-in with the right password')
      .withRequest('POST', '/api/admin/sign-in/', (request) => request.headers(json).jsonBody({ email: STAFF_EMAIL, password: STAFF_PASSWORD }))
      .willRespondWith(202, (response) => response.jsonBody({ challenge: string('Zm9vYmFyYmF6'), expires_at: isoDateTime() }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer);
        const result = await store.dispatch(adminApi.endpoints.adminStartSignIn.initiate({ adminSignInStart: { email: STAFF_EMAIL, password: STAFF_PASSWORD } }));
        expect(result.data?.challenge).toEqual(expect.any(String));
      }));

  it('refuses a wrong password without saying whether the address is staff', () =>
    pact
      .addInteraction()
      .given('staff member {email} exists with password {password}', { email: STAFF_EMAIL, password: STAFF_PASSWORD })
      .uponReceiving('a staff sign-in with a wrong password')
      .withRequest('POST', '/api/admin/sign-in/', (request) => request.headers(json).jsonBody({ email: STAFF_EMAIL, password: 'not-the-password' }))
      .willRespondWith(401, (response) =>
        response.jsonBody(fieldErrorFields('non_field_errors', 'staff_credentials_wrong', 'The e-mail or password is wrong, or this account is not the shop’s staff.', 'The e-mail or password is wrong, or this account is not the shop’s staff.')),
      )
      .executeTest(async (mockServer) => {
        const { store, onUnauthorized } = adminClientAgainst(mockServer);
        const result = await store.dispatch(adminApi.endpoints.adminStartSignIn.initiate({ adminSignInStart: { email: STAFF_EMAIL, password: 'not-the-password' } }));
        expect(errorStatus(result.error)).toBe(401);
        expect(fieldErrors(result.error)).toHaveLength(1);
        // No session was involved: the app must not treat this as a session that ended.
        expect(onUnauthorized).not.toHaveBeenCalled();
      }));

  it('finishes the sign-in with the mailed code', () =>
    pact
      .addInteraction()
      .given('staff member {email} was sent code {code}', { email: STAFF_EMAIL, code: CODE })
      .uponReceiving('the mailed code with its challenge')
      .withRequest('POST', '/api/admin/sign-in/verify/', (request) =>
        request.headers(json).jsonBody({ challenge: fromProviderState('${challenge}', 'pact-challenge-3'), code: CODE }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ token: string(EXAMPLE_STAFF_TOKEN), expires_at: isoDateTime(), staff: staffFields }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer);
        const result = await store.dispatch(adminApi.endpoints.adminVerifySignIn.initiate({ adminSignInVerify: { challenge: 'pact-challenge-3', code: CODE } }));
        expect(result.data?.token).toEqual(expect.any(String));
        expect(result.data?.staff.email).toBe(STAFF_EMAIL);
      }));

  it('refuses a wrong code, naming the field', () =>
    pact
      .addInteraction()
      .given('staff member {email} was sent code {code}', { email: STAFF_EMAIL, code: CODE })
      .uponReceiving('a wrong code for a sign-in challenge')
      .withRequest('POST', '/api/admin/sign-in/verify/', (request) =>
        request.headers(json).jsonBody({ challenge: fromProviderState('${challenge}', 'pact-challenge-3'), code: '000000' }),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody(fieldErrorFields('code', 'staff_code_wrong', 'That code is not right. Check the latest e-mail and try again.', 'That code is not right. Check the latest e-mail and try again.')),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer);
        const result = await store.dispatch(adminApi.endpoints.adminVerifySignIn.initiate({ adminSignInVerify: { challenge: 'pact-challenge-3', code: '000000' } }));
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^code: /);
      }));

  it('tells who is signed in and until when', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .uponReceiving('a request for the signed-in staff member')
      .withRequest('GET', '/api/admin/me/', (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) => response.jsonBody({ staff: staffFields, expires_at: isoDateTime() }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getAdminMe.initiate());
        expect(result.data?.staff.name).toEqual(expect.any(String));
        expect(result.data?.staff.role).toBe('owner');
      }));

  it('answers 401 without a session, and the app hears of it', () =>
    pact
      .addInteraction()
      .uponReceiving('a request for the signed-in staff member with an unknown token')
      .withRequest('GET', '/api/admin/me/', (request) => request.headers({ ...json, Authorization: `Bearer ${EXAMPLE_STAFF_TOKEN}` }))
      .willRespondWith(401, (response) => response.jsonBody(errorFields('session_invalid', 'Your session is no longer valid. Please log in again.')))
      .executeTest(async (mockServer) => {
        const { store, onUnauthorized } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getAdminMe.initiate());
        expect(errorStatus(result.error)).toBe(401);
        expect(onUnauthorized).toHaveBeenCalledTimes(1);
      }));

  it('signs out on the server', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .uponReceiving('a staff sign-out')
      .withRequest('POST', '/api/admin/sign-out/', (request) => request.headers(staffBearer()))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.adminSignOut.initiate());
        expect(result.error).toBeUndefined();
      }));
});
