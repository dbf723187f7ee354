import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { downloadOrderCreditNote, downloadOrderInvoice, downloadOrderProforma, errorDetail, errorStatus, type ShopApiError } from '../../src';
import { SAMPLE_PDF } from './pdfBody';
import { errorFields, fieldErrorFields } from './shapes';
import { bearer, clientAgainst, createShopPact, EXAMPLE_TOKEN } from './shopPact';

const { fromProviderState, regex } = MatchersV3;

const EMAIL = 'asha.patel@example.in';
const NOT_PAID = 'This order is not paid, so it has no tax invoice yet: the invoice is issued when the payment completes.';

describe('tax invoices and credit notes', () => {
  const pact = createShopPact();

  it('downloads the invoice of a paid order as a PDF named after its number', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has a delivered order of product {slug}', { email: EMAIL, slug: 'stainless-steel-bird-spikes' })
      .uponReceiving('a request for the tax invoice of a paid order')
      .withRequest('GET', fromProviderState('/api/user/orders/${orderId}/invoice/', '/api/user/orders/42/invoice/'), (request) => request.headers(bearer()))
      .willRespondWith(200, (response) =>
        response
          .headers({ 'Content-Disposition': regex('^attachment; filename="BSI-\\d{2}-\\d{2}-\\d{6}\\.pdf"$', 'attachment; filename="BSI-26-27-000123.pdf"') })
          .binaryFile('application/pdf', SAMPLE_PDF),
      )
      .executeTest(async (mockServer) => {
        clientAgainst(mockServer, EXAMPLE_TOKEN);
        const file = await downloadOrderInvoice(42);
        expect(file.filename).toMatch(/^BSI-\d{2}-\d{2}-\d{6}\.pdf$/);
        expect(file.blob.type).toBe('application/pdf');
        expect(new TextDecoder().decode((await file.blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
      }));

  it('downloads the proforma invoice of an order awaiting a bank transfer, named after the order', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has an order awaiting a bank transfer', { email: EMAIL })
      .uponReceiving('a request for the proforma invoice of an order awaiting a bank transfer')
      .withRequest('GET', fromProviderState('/api/user/orders/${orderId}/proforma/', '/api/user/orders/42/proforma/'), (request) => request.headers(bearer()))
      .willRespondWith(200, (response) =>
        response
          .headers({ 'Content-Disposition': regex('^attachment; filename="proforma-order-\\d+\\.pdf"$', 'attachment; filename="proforma-order-42.pdf"') })
          .binaryFile('application/pdf', SAMPLE_PDF),
      )
      .executeTest(async (mockServer) => {
        clientAgainst(mockServer, EXAMPLE_TOKEN);
        const file = await downloadOrderProforma(42);
        expect(file.filename).toBe('proforma-order-42.pdf');
        expect(file.blob.type).toBe('application/pdf');
      }));

  it('is refused for an order that is not paid yet (409), saying why', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has a pending order', { email: EMAIL })
      .uponReceiving('a request for the tax invoice of an unpaid order')
      .withRequest('GET', fromProviderState('/api/user/orders/${orderId}/invoice/', '/api/user/orders/42/invoice/'), (request) => request.headers(bearer()))
      .willRespondWith(409, (response) => response.jsonBody(fieldErrorFields('order', 'invoice_not_issued', NOT_PAID, NOT_PAID)))
      .executeTest(async (mockServer) => {
        clientAgainst(mockServer, EXAMPLE_TOKEN);
        const failure = await downloadOrderInvoice(42).catch((error: unknown) => error);
        expect(errorStatus(failure as ShopApiError)).toBe(409);
        expect(errorDetail(failure as ShopApiError)).toMatch(/not paid/);
      }));

  it("answers 404 for another customer's order", () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('another customer has an order')
      .uponReceiving("a request for the tax invoice of another customer's order")
      .withRequest('GET', fromProviderState('/api/user/orders/${otherOrderId}/invoice/', '/api/user/orders/43/invoice/'), (request) => request.headers(bearer()))
      .willRespondWith(404, (response) => response.jsonBody(errorFields('order_not_found', 'Order not found.')))
      .executeTest(async (mockServer) => {
        clientAgainst(mockServer, EXAMPLE_TOKEN);
        const failure = await downloadOrderInvoice(43).catch((error: unknown) => error);
        expect(errorStatus(failure as ShopApiError)).toBe(404);
      }));

  it('downloads the credit note of a refund of the customer’s order as a PDF named after its number', () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('customer {email} has an order with a credit note', { email: EMAIL })
      .uponReceiving('a request for the credit note of a refund of the customer’s order')
      .withRequest('GET', fromProviderState('/api/user/orders/${orderId}/credit-notes/${creditNoteId}/', '/api/user/orders/42/credit-notes/7/'), (request) =>
        request.headers(bearer()),
      )
      .willRespondWith(200, (response) =>
        response
          .headers({ 'Content-Disposition': regex('^attachment; filename="BCN-\\d{2}-\\d{2}-\\d{6}\\.pdf"$', 'attachment; filename="BCN-26-27-000007.pdf"') })
          .binaryFile('application/pdf', SAMPLE_PDF),
      )
      .executeTest(async (mockServer) => {
        clientAgainst(mockServer, EXAMPLE_TOKEN);
        const file = await downloadOrderCreditNote(42, 7);
        expect(file.filename).toMatch(/^BCN-\d{2}-\d{2}-\d{6}\.pdf$/);
        expect(file.blob.type).toBe('application/pdf');
      }));

  it("answers 404 for a credit note of another customer's order", () =>
    pact
      .addInteraction()
      .given('customer {email} is signed in', { email: EMAIL })
      .given('another customer has an order with a credit note')
      .uponReceiving("a request for the credit note of another customer's order")
      .withRequest(
        'GET',
        fromProviderState('/api/user/orders/${otherOrderId}/credit-notes/${otherCreditNoteId}/', '/api/user/orders/43/credit-notes/8/'),
        (request) => request.headers(bearer()),
      )
      .willRespondWith(404, (response) => response.jsonBody(errorFields('credit_note_not_found', 'Credit note not found.')))
      .executeTest(async (mockServer) => {
        clientAgainst(mockServer, EXAMPLE_TOKEN);
        const failure = await downloadOrderCreditNote(43, 8).catch((error: unknown) => error);
        expect(errorStatus(failure as ShopApiError)).toBe(404);
      }));
});
