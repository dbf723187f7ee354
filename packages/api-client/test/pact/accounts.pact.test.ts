import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { accountApi, errorDetail, errorStatus, fieldErrors, shellApi, type RegisterRequest } from '../../src';
import { errorFields, fieldErrorFields, jwt, profileFields } from './shapes';
import { bearer, clientAgainst, createShopPact, EXAMPLE_TOKEN } from './shopPact';

const { like, string } = MatchersV3;

const EMAIL = 'asha.patel@example.in';
const PASSWORD = 'pigeons-go-away';
const json = { 'Content-Type': 'application/json' };

const registration = {
  name: 'Asha Patel',
  email: EMAIL,
  contact: '9876543210',
  password: PASSWORD,
  confirm_password: PASSWORD,
};

/** The sign-up form with its WhatsApp box ticked for order updates and offers left unticked. */
const registrationChoosingWhatsApp: RegisterRequest = {
  ...registration,
  messaging: { mobile: '9876543210', order_updates: ['whatsapp'], marketing: [] },
};

describe('sign-up, login and the account', () => {
  const pact = createShopPact();

  it('sends a one-time code to a new address', () =>
    pact
      .addInteraction()
      .given('no account exists for {email}', { email: EMAIL })
      .uponReceiving('a request to send a sign-up code')
      .withRequest('POST', '/api/user/send-otp/', (request) => request.headers(json).jsonBody({ email: EMAIL }))
      .willRespondWith(200, (response) => response.jsonBody({ message: string('OTP sent successfully') }))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(accountApi.endpoints.sendOtp.initiate({ sendOtpRequest: { email: EMAIL } }));
        expect(result.data?.message).toEqual(expect.any(String));
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('sends the code from the Hindi storefront, whose mail is then in Hindi', () =>
    pact
      .addInteraction()
      .given('no account exists for {email}', { email: EMAIL })
      .uponReceiving('a request to send a sign-up code from the Hindi storefront')
      .withRequest('POST', '/api/user/send-otp/', (request) => request.query({ lang: 'hi' }).headers(json).jsonBody({ email: EMAIL }))
      .willRespondWith(200, (response) => response.jsonBody({ message: string('OTP sent successfully') }))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer, undefined, 'hi');
        const result = await store.dispatch(accountApi.endpoints.sendOtp.initiate({ sendOtpRequest: { email: EMAIL } }));
        expect(result.data?.message).toEqual(expect.any(String));
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('refuses a code for an address that already has an account, naming the field', () =>
    pact
      .addInteraction()
      .given('customer {email} exists', { email: EMAIL })
      .uponReceiving('a request to send a sign-up code to a registered address')
      .withRequest('POST', '/api/user/send-otp/', (request) => request.headers(json).jsonBody({ email: EMAIL }))
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('email', 'email_taken', 'An account with this email already exists.')))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(accountApi.endpoints.sendOtp.initiate({ sendOtpRequest: { email: EMAIL } }));
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^email: ./);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('tells when the e-mail cannot be sent just now (503)', () =>
    pact
      .addInteraction()
      .given('no account exists for {email}', { email: EMAIL })
      .given('e-mail delivery is down')
      .uponReceiving('a request to send a sign-up code while e-mail is down')
      .withRequest('POST', '/api/user/send-otp/', (request) => request.headers(json).jsonBody({ email: EMAIL }))
      .willRespondWith(503, (response) =>
        response.jsonBody(errorFields('mail_unavailable', 'We could not send the e-mail just now. Please try again in a few minutes.')),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(accountApi.endpoints.sendOtp.initiate({ sendOtpRequest: { email: EMAIL } }));
        expect(errorStatus(result.error)).toBe(503);
        expect(errorDetail(result.error)).toEqual(expect.any(String));
      }));

  it('verifies the code', () =>
    pact
      .addInteraction()
      .given('an OTP {otp} was sent to {email}', { otp: '482913', email: EMAIL })
      .uponReceiving('the code that was sent')
      .withRequest('POST', '/api/user/verify-otp/', (request) => request.headers(json).jsonBody({ email: EMAIL, otp: '482913' }))
      .willRespondWith(200, (response) => response.jsonBody({ message: string('OTP verified successfully') }))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(accountApi.endpoints.verifyOtp.initiate({ verifyOtpRequest: { email: EMAIL, otp: '482913' } }));
        expect(result.data?.message).toEqual(expect.any(String));
      }));

  it('refuses a wrong code, naming the field', () =>
    pact
      .addInteraction()
      .given('an OTP {otp} was sent to {email}', { otp: '482913', email: EMAIL })
      .uponReceiving('a code that is not the one sent')
      .withRequest('POST', '/api/user/verify-otp/', (request) => request.headers(json).jsonBody({ email: EMAIL, otp: '111111' }))
      .willRespondWith(400, (response) =>
        response.jsonBody(fieldErrorFields('otp', 'otp_wrong', 'The code is incorrect. 4 attempts left.', 'The code is incorrect. 4 attempts left.')),
      )
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(accountApi.endpoints.verifyOtp.initiate({ verifyOtpRequest: { email: EMAIL, otp: '111111' } }));
        expect(errorStatus(result.error)).toBe(400);
        expect(errorDetail(result.error)).toEqual(expect.any(String));
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('registers a verified address (201)', () =>
    pact
      .addInteraction()
      .given('a verified OTP for {email}', { email: EMAIL })
      .uponReceiving('a registration of a verified address')
      .withRequest('POST', '/api/user/register/', (request) => request.headers(json).jsonBody(registration))
      .willRespondWith(201, (response) => response.jsonBody({ msg: string('Registration successful. Please log in.'), user: like(profileFields()) }))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(accountApi.endpoints.register.initiate({ registerRequest: registration }));
        expect(result.data?.user.email).toEqual(expect.any(String));
      }));

  it('registers a verified address from the Hindi storefront, whose messages are then in Hindi (201)', () =>
    pact
      .addInteraction()
      .given('a verified OTP for {email}', { email: EMAIL })
      .uponReceiving('a registration of a verified address from the Hindi storefront')
      .withRequest('POST', '/api/user/register/', (request) => request.query({ lang: 'hi' }).headers(json).jsonBody(registration))
      .willRespondWith(201, (response) => response.jsonBody({ msg: string('Registration successful. Please log in.'), user: like({ ...profileFields(), language: 'hi' }) }))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, undefined, 'hi');
        const result = await store.dispatch(accountApi.endpoints.register.initiate({ registerRequest: registration }));
        expect(result.data?.user.language).toBe('hi');
      }));

  it('registers a verified address with WhatsApp chosen for order updates on the sign-up form (201)', () =>
    pact
      .addInteraction()
      .given('a verified OTP for {email}', { email: EMAIL })
      .uponReceiving('a registration of a verified address choosing WhatsApp for order updates')
      .withRequest('POST', '/api/user/register/', (request) => request.headers(json).jsonBody(registrationChoosingWhatsApp))
      .willRespondWith(201, (response) => response.jsonBody({ msg: string('Registration successful. Please log in.'), user: like(profileFields()) }))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(accountApi.endpoints.register.initiate({ registerRequest: registrationChoosingWhatsApp }));
        expect(result.data?.user.email).toEqual(expect.any(String));
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('refuses a registration with a short password, naming the field', () =>
    pact
      .addInteraction()
      .given('a verified OTP for {email}', { email: EMAIL })
      .uponReceiving('a registration with a password that is too short')
      .withRequest('POST', '/api/user/register/', (request) =>
        request.headers(json).jsonBody({ ...registration, password: 'short', confirm_password: 'short' }),
      )
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('password', 'too_short', 'Ensure this field has at least 8 characters.')))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(
          accountApi.endpoints.register.initiate({ registerRequest: { ...registration, password: 'short', confirm_password: 'short' } }),
        );
        expect(errorStatus(result.error)).toBe(400);
        // One toast per 'field: message'.
        expect(fieldErrors(result.error)[0]).toMatch(/^password: ./);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('refuses a registration of an address that was not verified', () =>
    pact
      .addInteraction()
      .given('no account exists for {email}', { email: EMAIL })
      .uponReceiving('a registration of an address without a verified code')
      .withRequest('POST', '/api/user/register/', (request) => request.headers(json).jsonBody(registration))
      .willRespondWith(400, (response) =>
        response.jsonBody(fieldErrorFields('email', 'email_not_verified', 'Please verify this email address with the code we sent before registering.', 'Please verify your email address first.', 'email_not_verified')),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(accountApi.endpoints.register.initiate({ registerRequest: registration }));
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^email: ./);
      }));

  it('logs in with e-mail and password', () =>
    pact
      .addInteraction()
      .given('customer {email} exists with password {password}', { email: EMAIL, password: PASSWORD })
      .uponReceiving('a login with the right password')
      .withRequest('POST', '/api/user/login/', (request) => request.headers(json).jsonBody({ email: EMAIL, password: PASSWORD }))
      .willRespondWith(200, (response) => response.jsonBody({ token: { access: jwt() }, msg: string('Login successful.') }))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer);
        const result = await store.dispatch(accountApi.endpoints.login.initiate({ loginRequest: { email: EMAIL, password: PASSWORD } }));
        expect(result.data?.token.access.split('.')).toHaveLength(3);
        expect(result.data?.msg).toEqual(expect.any(String));
      }));

  it('refuses a wrong password with 401 and the errors to show', () =>
    pact
      .addInteraction()
      .given('customer {email} exists with password {password}', { email: EMAIL, password: PASSWORD })
      .uponReceiving('a login with a wrong password')
      .withRequest('POST', '/api/user/login/', (request) => request.headers(json).jsonBody({ email: EMAIL, password: 'not-my-password' }))
      .willRespondWith(401, (response) =>
        response.jsonBody(fieldErrorFields('non_field_errors', 'invalid_credentials', 'Invalid email or password.', 'Invalid email or password.')),
      )
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(accountApi.endpoints.login.initiate({ loginRequest: { email: EMAIL, password: 'not-my-password' } }));
        expect(errorStatus(result.error)).toBe(401);
        expect(fieldErrors(result.error)).toEqual([expect.any(String)]);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it("reads the signed-in customer's profile", () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .uponReceiving('a request for the profile')
      .withRequest('GET', '/api/user/profile/', (request) => request.headers(bearer()))
      .willRespondWith(200, (response) => response.jsonBody(like(profileFields())))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(shellApi.endpoints.getProfile.initiate());
        expect(result.data?.name).toEqual(expect.any(String));
      }));

  it('reads the GSTIN saved by a business checkout, for the next checkout to offer', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} saved GSTIN {gstin} for {businessName}', { email: EMAIL, gstin: '27AAPFU0939F1ZV', businessName: 'Shree Ganesh Agro Mills' })
      .uponReceiving('a request for the profile of a customer who bought for a business')
      .withRequest('GET', '/api/user/profile/', (request) => request.headers(bearer()))
      .willRespondWith(200, (response) =>
        response.jsonBody(like({ ...profileFields(), gstin: string('27AAPFU0939F1ZV'), business_name: string('Shree Ganesh Agro Mills') })),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(shellApi.endpoints.getProfile.initiate());
        expect(result.data?.gstin).toBe('27AAPFU0939F1ZV');
        expect(result.data?.business_name).toBe('Shree Ganesh Agro Mills');
      }));

  it('ends the session on the server at logout', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .uponReceiving('a logout')
      // No body, but the JSON content type the client sends with every signed-in call.
      .withRequest('POST', '/api/user/logout/', (request) => request.headers({ ...json, ...bearer() }))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(shellApi.endpoints.logout.initiate());
        expect(result.error).toBeUndefined();
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('answers 401 for the profile without a token', () =>
    pact
      .addInteraction()
      .uponReceiving('a request for the profile without a token')
      .withRequest('GET', '/api/user/profile/')
      .willRespondWith(401, (response) => response.jsonBody(errorFields('not_signed_in', 'Authentication credentials were not provided.')))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer);
        const result = await store.dispatch(shellApi.endpoints.getProfile.initiate());
        expect(errorStatus(result.error)).toBe(401);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('changes the name and contact number', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .uponReceiving('a profile update')
      .withRequest('PATCH', '/api/user/profile/', (request) =>
        request.headers({ ...json, ...bearer() }).jsonBody({ name: 'Asha P.', contact: '9876543210' }),
      )
      .willRespondWith(200, (response) => response.jsonBody(like({ ...profileFields(), name: string('Asha P.') })))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(
          accountApi.endpoints.updateProfile.initiate({ profileUpdate: { name: 'Asha P.', contact: '9876543210' } }),
        );
        expect(result.data?.name).toEqual(expect.any(String));
      }));

  it('changes the language of the customer’s messages', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .uponReceiving('a profile update choosing Hindi messages')
      .withRequest('PATCH', '/api/user/profile/', (request) => request.headers({ ...json, ...bearer() }).jsonBody({ language: 'hi' }))
      .willRespondWith(200, (response) => response.jsonBody(like({ ...profileFields(), language: 'hi' })))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(accountApi.endpoints.updateProfile.initiate({ profileUpdate: { language: 'hi' } }));
        expect(result.data?.language).toBe('hi');
      }));

  it('refuses a bad contact number, naming the field', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .uponReceiving('a profile update with a bad contact number')
      .withRequest('PATCH', '/api/user/profile/', (request) => request.headers({ ...json, ...bearer() }).jsonBody({ contact: '12345' }))
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('contact', 'mobile_invalid', 'Enter a valid 10-digit Indian mobile number.')))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(accountApi.endpoints.updateProfile.initiate({ profileUpdate: { contact: '12345' } }));
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^contact: ./);
      }));

  const passwordChange = { current_password: PASSWORD, new_password: 'bird-nets-2025', confirm_password: 'bird-nets-2025' };

  it('changes the password', () =>
    pact
      .addInteraction()
      .given('customer {email} with password {password} is signed in', { email: EMAIL, password: PASSWORD })
      .uponReceiving('a password change with the right current password')
      .withRequest('POST', '/api/user/profile/password/', (request) => request.headers({ ...json, ...bearer() }).jsonBody(passwordChange))
      .willRespondWith(200, (response) => response.jsonBody({ message: string('Password changed successfully.') }))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(accountApi.endpoints.changePassword.initiate({ passwordChange }));
        expect(result.data?.message).toEqual(expect.any(String));
      }));

  it('refuses a password change with a wrong current password, naming the field', () =>
    pact
      .addInteraction()
      .given('customer {email} with password {password} is signed in', { email: EMAIL, password: PASSWORD })
      .uponReceiving('a password change with a wrong current password')
      .withRequest('POST', '/api/user/profile/password/', (request) =>
        request.headers({ ...json, ...bearer() }).jsonBody({ ...passwordChange, current_password: 'guess-guess' }),
      )
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('current_password', 'wrong_current_password', 'Your current password is incorrect.')))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(
          accountApi.endpoints.changePassword.initiate({ passwordChange: { ...passwordChange, current_password: 'guess-guess' } }),
        );
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^current_password: ./);
      }));
});
