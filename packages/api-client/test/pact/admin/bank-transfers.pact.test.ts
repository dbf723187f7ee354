import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi, errorStatus, fieldErrors } from '../../../src/admin';
import { isoDateTime } from '../shapes';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_SIGNED_IN, staffBearer } from './adminPact';

const { eachLike, fromProviderState, integer, nullValue, regex, string } = MatchersV3;

const AWAITING = ['a customer has an order awaiting a bank transfer'] as const;
const orderPath = () => fromProviderState('/api/admin/orders/${orderId}/transfer-payment/', '/api/admin/orders/42/transfer-payment/');
const BANK = { account_name: 'BirdShield India Pvt Ltd', account_number: '50200012345678', ifsc: 'HDFC0001234', upi_id: 'birdshield@okhdfcbank' };
/** The quotation the provider state accepts: 40 packs at ₹380 with 18 % GST. */
const TOTAL_PAISE = 1793600;

describe('back-office bank transfers', () => {
  const pact = createAdminPact();

  it('reads the shop’s bank details, empty until the owner gives them', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .uponReceiving('a request for the shop’s bank details')
      .withRequest('GET', '/api/admin/settings/bank-details/', (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) =>
        response.jsonBody({ account_name: string(''), account_number: string(''), ifsc: string(''), upi_id: nullValue(), version: integer(1) }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getBankDetails.initiate());
        expect(result.data?.version).toBe(1);
      }));

  it('saves the bank details against the version read', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .uponReceiving('a save of the shop’s bank details')
      .withRequest('PUT', '/api/admin/settings/bank-details/', (request) => request.headers(staffBearer()).jsonBody({ ...BANK, version: 1 }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          account_name: string(BANK.account_name),
          account_number: string(BANK.account_number),
          ifsc: string(BANK.ifsc),
          upi_id: string(BANK.upi_id),
          version: integer(2),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.updateBankDetails.initiate({ bankDetailsUpdate: { ...BANK, version: 1 } }));
        expect(result.data?.ifsc).toBe(BANK.ifsc);
      }));

  it('reads an order awaiting a transfer with the day it must be paid by', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...AWAITING)
      .uponReceiving('a request for an order awaiting a bank transfer')
      .withRequest('GET', fromProviderState('/api/admin/orders/${orderId}/', '/api/admin/orders/42/'), (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          id: integer(42),
          payment_method: regex('^bank_transfer$', 'bank_transfer'),
          payment_status: regex('^pending$', 'pending'),
          transfer_pay_by: isoDateTime('2026-01-12T04:30:00.000Z'),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getAdminOrder.initiate({ id: 42 }));
        expect(result.data?.transfer_pay_by).toBe('2026-01-12T04:30:00.000Z');
      }));

  it('records the transfer that paid an order, which is then paid and invoiced', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...AWAITING)
      .uponReceiving('a record of the bank transfer that paid an order')
      .withRequest('POST', orderPath(), (request) =>
        request.headers(staffBearer()).jsonBody({ amount_paise: TOTAL_PAISE, received_on: '2026-01-05', method: 'bank_transfer', reference: 'HDFCN52026010512345' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          id: integer(42),
          payment_method: regex('^bank_transfer$', 'bank_transfer'),
          payment_status: regex('^completed$', 'completed'),
          invoice_number: string('BSI/25-26/000123'),
          payments: eachLike({ provider: string('bank_transfer'), method: string('bank_transfer'), provider_payment_id: string('HDFCN52026010512345'), amount_paise: integer(TOTAL_PAISE) }),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.recordTransferPayment.initiate({ id: 42, transferPaymentInput: { amount_paise: TOTAL_PAISE, received_on: '2026-01-05', method: 'bank_transfer', reference: 'HDFCN52026010512345' } }),
        );
        expect(result.data?.payment_status).toBe('completed');
      }));

  it('refuses an amount that is not the order’s total, naming it', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...AWAITING)
      .uponReceiving('a record of a bank transfer short of the order’s total')
      .withRequest('POST', orderPath(), (request) => request.headers(staffBearer()).jsonBody({ amount_paise: 100, received_on: '2026-01-05', method: 'upi', reference: 'UPI123' }))
      .willRespondWith(400, (response) => response.jsonBody({ detail: string('The amount is not the order’s total.'), errors: { amount_paise: eachLike(string('Record exactly the total.')) } }))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.recordTransferPayment.initiate({ id: 42, transferPaymentInput: { amount_paise: 100, received_on: '2026-01-05', method: 'upi', reference: 'UPI123' } }),
        );
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^amount_paise: ./);
      }));
});
