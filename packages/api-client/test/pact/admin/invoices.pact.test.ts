import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { downloadCreditNote, downloadInvoiceAsStaff, errorStatus } from '../../../src/admin';
import type { ShopApiError } from '../../../src/errors';
import { SAMPLE_PDF } from '../pdfBody';
import { errorFields } from '../shapes';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_SIGNED_IN } from './adminPact';

const { fromProviderState, regex } = MatchersV3;

/** The downloads send only the staff bearer: a GET of a file has no JSON body to type. */
const staffOnly = () => ({ Authorization: fromProviderState('Bearer ${staffToken}', `Bearer ${EXAMPLE_STAFF_TOKEN}`) });

describe('tax invoices and credit notes, for staff', () => {
  const pact = createAdminPact();

  it('downloads the invoice of any paid order', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given('a customer has a paid order')
      .uponReceiving('a staff request for the tax invoice of a paid order')
      .withRequest('GET', fromProviderState('/api/admin/orders/${orderId}/invoice/', '/api/admin/orders/42/invoice/'), (request) => request.headers(staffOnly()))
      .willRespondWith(200, (response) =>
        response
          .headers({ 'Content-Disposition': regex('^attachment; filename="BSI-\\d{2}-\\d{2}-\\d{6}\\.pdf"$', 'attachment; filename="BSI-26-27-000123.pdf"') })
          .binaryFile('application/pdf', SAMPLE_PDF),
      )
      .executeTest(async (mockServer) => {
        adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const file = await downloadInvoiceAsStaff(42);
        expect(file.filename).toMatch(/^BSI-/);
        expect(file.blob.type).toBe('application/pdf');
      }));

  it('downloads a credit note of the order', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given('a paid order has a credit note')
      .uponReceiving('a staff request for a credit note of an order')
      .withRequest('GET', fromProviderState('/api/admin/orders/${orderId}/credit-notes/${creditNoteId}/', '/api/admin/orders/42/credit-notes/7/'), (request) =>
        request.headers(staffOnly()),
      )
      .willRespondWith(200, (response) =>
        response
          .headers({ 'Content-Disposition': regex('^attachment; filename="BCN-\\d{2}-\\d{2}-\\d{6}\\.pdf"$', 'attachment; filename="BCN-26-27-000007.pdf"') })
          .binaryFile('application/pdf', SAMPLE_PDF),
      )
      .executeTest(async (mockServer) => {
        adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const file = await downloadCreditNote(42, 7);
        expect(file.filename).toMatch(/^BCN-/);
        expect(file.blob.type).toBe('application/pdf');
      }));

  it('is refused for an order that is not paid (409)', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given('a customer has an unpaid order')
      .uponReceiving('a staff request for the tax invoice of an unpaid order')
      .withRequest('GET', fromProviderState('/api/admin/orders/${orderId}/invoice/', '/api/admin/orders/42/invoice/'), (request) => request.headers(staffOnly()))
      .willRespondWith(409, (response) => response.jsonBody(errorFields('invoice_not_issued', 'This order is not paid, so it has no tax invoice yet: the invoice is issued when the payment completes.')))
      .executeTest(async (mockServer) => {
        const { onUnauthorized } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const failure = await downloadInvoiceAsStaff(42).catch((error: unknown) => error);
        expect(errorStatus(failure as ShopApiError)).toBe(409);
        expect(onUnauthorized).not.toHaveBeenCalled();
      }));
});
