import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { errorStatus, ordersApi } from '../../src';
import { paymentResultFields } from './shapes';
import { bearer, clientAgainst, createShopPact, EXAMPLE_TOKEN } from './shopPact';

const { fromProviderState, string } = MatchersV3;

const EMAIL = 'asha.patel@example.in';
const json = { 'Content-Type': 'application/json' };
const verifyPath = () => fromProviderState('/api/user/orders/${orderId}/verify_payment/', '/api/user/orders/42/verify_payment/');

const PROVIDER_ORDER = 'order_demoQ1w2e3r4t5y6';

describe('payments', () => {
  const pact = createShopPact();

  it("answers the demo provider's signed payment for an unpaid order", () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has a pending order', { email: EMAIL })
      .uponReceiving('a demo payment of an unpaid order')
      // No body, but the JSON content type the client sends with every signed-in call.
      .withRequest('POST', fromProviderState('/api/user/orders/${orderId}/demo_payment/', '/api/user/orders/42/demo_payment/'), (request) =>
        request.headers({ ...json, ...bearer() }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          razorpay_order_id: string(PROVIDER_ORDER),
          razorpay_payment_id: string('pay_demoR4nd0mP4yment'),
          razorpay_signature: string('9f2c4d3b0a6e1f7c8d5b2a4e6c1d9f0b3a7e5c2d8b4f6a1c0e9d7b5a3f2c1e0d'),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(ordersApi.endpoints.payDemoOrder.initiate({ id: 42 }));
        expect(result.data?.razorpay_order_id).toEqual(expect.any(String));
        expect(result.data?.razorpay_signature).toEqual(expect.any(String));
      }));

  it('completes an order whose payment is signed by the provider', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has a pending order with a signed demo payment', { email: EMAIL })
      .uponReceiving("the payment widget's signed result")
      .withRequest('POST', verifyPath(), (request) =>
        request.headers({ ...json, ...bearer() }).jsonBody({
          razorpay_order_id: fromProviderState('${razorpayOrderId}', PROVIDER_ORDER),
          razorpay_payment_id: fromProviderState('${razorpayPaymentId}', 'pay_demoR4nd0mP4yment'),
          razorpay_signature: fromProviderState('${razorpaySignature}', '9f2c4d3b0a6e1f7c8d5b2a4e6c1d9f0b3a7e5c2d8b4f6a1c0e9d7b5a3f2c1e0d'),
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody(paymentResultFields('success', 'Payment successful!')))
      .executeTest(async (mockServer) => {
        const { store } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(
          ordersApi.endpoints.verifyPayment.initiate({
            id: 42,
            paymentVerification: {
              razorpay_order_id: PROVIDER_ORDER,
              razorpay_payment_id: 'pay_demoR4nd0mP4yment',
              razorpay_signature: '9f2c4d3b0a6e1f7c8d5b2a4e6c1d9f0b3a7e5c2d8b4f6a1c0e9d7b5a3f2c1e0d',
            },
          }),
        );
        expect(result.data?.status).toBe('success');
      }));

  it('refuses a payment whose signature does not match (400)', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has a pending order', { email: EMAIL })
      .uponReceiving('a payment result with a forged signature')
      .withRequest('POST', verifyPath(), (request) =>
        request.headers({ ...json, ...bearer() }).jsonBody({
          razorpay_order_id: fromProviderState('${razorpayOrderId}', PROVIDER_ORDER),
          razorpay_payment_id: 'pay_forged000000',
          razorpay_signature: '0000000000000000000000000000000000000000000000000000000000000000',
        }),
      )
      .willRespondWith(400, (response) => response.jsonBody(paymentResultFields('failure', 'Payment verification failed')))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(
          ordersApi.endpoints.verifyPayment.initiate({
            id: 42,
            paymentVerification: {
              razorpay_order_id: PROVIDER_ORDER,
              razorpay_payment_id: 'pay_forged000000',
              razorpay_signature: '0000000000000000000000000000000000000000000000000000000000000000',
            },
          }),
        );
        expect(errorStatus(result.error)).toBe(400);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));

  it('records a payment the widget reports as failed (400)', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has a pending order', { email: EMAIL })
      .uponReceiving('a failed payment reported by the widget')
      .withRequest('POST', verifyPath(), (request) =>
        request.headers({ ...json, ...bearer() }).jsonBody({
          razorpay_order_id: fromProviderState('${razorpayOrderId}', PROVIDER_ORDER),
          razorpay_error: { code: 'PAYMENT_CANCELLED', description: 'The shopper chose "Fail payment" in the demo payment dialog.' },
        }),
      )
      .willRespondWith(400, (response) => response.jsonBody(paymentResultFields('failure', 'Payment failed. Please try again.')))
      .executeTest(async (mockServer) => {
        const { store, onUnexpectedError } = clientAgainst(mockServer, EXAMPLE_TOKEN);
        const result = await store.dispatch(
          ordersApi.endpoints.verifyPayment.initiate({
            id: 42,
            paymentVerification: {
              razorpay_order_id: PROVIDER_ORDER,
              razorpay_error: { code: 'PAYMENT_CANCELLED', description: 'The shopper chose "Fail payment" in the demo payment dialog.' },
            },
          }),
        );
        expect(errorStatus(result.error)).toBe(400);
        expect(onUnexpectedError).not.toHaveBeenCalled();
      }));
});
