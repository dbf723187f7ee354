import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi, errorStatus, fieldErrors } from '../../../src/admin';
import { fieldErrorFields } from '../shapes';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_SIGNED_IN, staffBearer } from './adminPact';

const { fromProviderState, integer, like, nullValue, string } = MatchersV3;

const PRODUCT_IN_SPIKES = ['product {slug} exists in category {category}', { slug: 'ss-bird-spikes-pack-10', category: 'Bird Spikes' }] as const;
const productTranslation = fromProviderState('/api/admin/products/${productId}/translations/hi/', '/api/admin/products/12/translations/hi/');
const categoryTranslation = fromProviderState('/api/admin/translations/category/${categoryId}/hi/', '/api/admin/translations/category/1/hi/');

describe('the back-office translations', () => {
  const pact = createAdminPact();

  it("reads a product's Hindi beside its English, empty before any", () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PRODUCT_IN_SPIKES)
      .uponReceiving("a request for a product's Hindi")
      .withRequest('GET', productTranslation, (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) =>
        response.jsonBody({ language: 'hi', texts: {}, english: like({ title: string('Stainless Steel Bird Spikes – Pack of 10') }), stale_fields: [], updated_at: nullValue() }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getAdminProductTranslation.initiate({ productId: 12, language: 'hi' }));
        expect(result.data?.english.title).toEqual(expect.any(String));
      }));

  it("saves a product's Hindi", () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PRODUCT_IN_SPIKES)
      .uponReceiving("a product's Hindi title to save")
      .withRequest('PUT', productTranslation, (request) =>
        request.headers({ ...staffBearer(), 'Content-Type': 'application/json' }).jsonBody({ texts: { title: 'स्टेनलेस स्टील बर्ड स्पाइक्स' }, checked_fields: [] }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(like({ language: 'hi', texts: { title: 'स्टेनलेस स्टील बर्ड स्पाइक्स' }, english: { title: string('Stainless Steel Bird Spikes – Pack of 10') }, stale_fields: [], updated_at: string('2026-12-01T06:00:00.000Z') })),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.saveAdminProductTranslation.initiate({ productId: 12, language: 'hi', adminProductTranslationInput: { texts: { title: 'स्टेनलेस स्टील बर्ड स्पाइक्स' }, checked_fields: [] } }),
        );
        expect(result.data?.texts.title).toBe('स्टेनलेस स्टील बर्ड स्पाइक्स');
      }));

  it("reads a category's Hindi, with the texts it has", () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PRODUCT_IN_SPIKES)
      .uponReceiving("a request for a category's Hindi")
      .withRequest('GET', categoryTranslation, (request) => request.headers(staffBearer()))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          subject: 'category',
          key: fromProviderState('${categoryId}', '1'),
          language: 'hi',
          fields: [{ name: 'name', format: 'text', max_length: 200 }],
          texts: {},
          english: { name: 'Bird Spikes' },
          stale_fields: [],
          updated_at: nullValue(),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(adminApi.endpoints.getAdminTranslation.initiate({ subject: 'category', key: '1', language: 'hi' }));
        expect(result.data?.fields[0]?.name).toBe('name');
      }));

  it("saves a category's Hindi name", () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PRODUCT_IN_SPIKES)
      .uponReceiving("a category's Hindi name to save")
      .withRequest('PUT', categoryTranslation, (request) =>
        request.headers({ ...staffBearer(), 'Content-Type': 'application/json' }).jsonBody({ texts: { name: 'बर्ड स्पाइक्स' }, checked_fields: [] }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(like({ subject: 'category', texts: { name: 'बर्ड स्पाइक्स' }, english: { name: 'Bird Spikes' }, stale_fields: [], updated_at: string('2026-12-01T06:00:00.000Z') })),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.saveAdminTranslation.initiate({ subject: 'category', key: '1', language: 'hi', adminTranslationInput: { texts: { name: 'बर्ड स्पाइक्स' }, checked_fields: [] } }),
        );
        expect(result.data?.texts.name).toBe('बर्ड स्पाइक्स');
      }));

  it('is told a text the subject does not have, by its name', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given(...PRODUCT_IN_SPIKES)
      .uponReceiving('a category translation naming a text categories do not have')
      .withRequest('PUT', categoryTranslation, (request) =>
        request.headers({ ...staffBearer(), 'Content-Type': 'application/json' }).jsonBody({ texts: { title: 'बर्ड स्पाइक्स' } }),
      )
      .willRespondWith(400, (response) => response.jsonBody(fieldErrorFields('texts.title', 'unexpected_field', 'There is no such text to translate.')))
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.saveAdminTranslation.initiate({ subject: 'category', key: '1', language: 'hi', adminTranslationInput: { texts: { title: 'बर्ड स्पाइक्स' } } }),
        );
        expect(errorStatus(result.error)).toBe(400);
        expect(fieldErrors(result.error)[0]).toMatch(/^texts\.title: ./);
      }));
  // The site's own content on the same calls (decision 068): a FAQ question is keyed by its id in the FAQ.
  it("saves a FAQ question's Hindi, its answer written as the FAQ's editor writes it", () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given('the shop has questions and answers')
      .uponReceiving("a FAQ question's Hindi to save")
      .withRequest('PUT', '/api/admin/translations/faq_entry/who-we-are/hi/', (request) =>
        request.headers({ ...staffBearer(), 'Content-Type': 'application/json' }).jsonBody({ texts: { question: 'आप कौन हैं?', answer: 'हम [बर्ड स्पाइक्स](/products) बनाते हैं।' }, checked_fields: [] }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          like({
            subject: 'faq_entry',
            key: 'who-we-are',
            fields: [
              { name: 'question', format: 'text', max_length: integer(300) },
              { name: 'answer', format: 'text', max_length: integer(20000) },
            ],
            texts: { question: 'आप कौन हैं?', answer: 'हम [बर्ड स्पाइक्स](/products) बनाते हैं।' },
            english: { question: string('Who are you?'), answer: string('The answer to Who are you?') },
            stale_fields: [],
            updated_at: string('2026-12-01T06:00:00.000Z'),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const result = await store.dispatch(
          adminApi.endpoints.saveAdminTranslation.initiate({
            subject: 'faq_entry',
            key: 'who-we-are',
            language: 'hi',
            adminTranslationInput: { texts: { question: 'आप कौन हैं?', answer: 'हम [बर्ड स्पाइक्स](/products) बनाते हैं।' }, checked_fields: [] },
          }),
        );
        expect(result.data?.texts.answer).toContain('/products');
      }));
});
