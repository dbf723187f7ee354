import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../../../src/admin';
import { adminClientAgainst, createAdminPact, EXAMPLE_STAFF_TOKEN, STAFF_SIGNED_IN } from './adminPact';

const { eachLike, integer, regex } = MatchersV3;

/** A real PNG: the provider processes these very bytes when it verifies the pact. */
const PHOTO = fileURLToPath(new URL('./fixtures/spikes-on-ledge.png', import.meta.url));

const MEDIA_URL = regex('^/media/uploads/[0-9a-f]{2}/[0-9a-f]{32}\\.(avif|webp|jpg|png)$', '/media/uploads/3f/3fa9c0d2b4e6f8a1c3e5a7b9d1f3e5a7.jpg');

describe('image uploads', () => {
  const pact = createAdminPact();

  it('uploads a photo as its own bytes and gets back its web sizes', () =>
    pact
      .addInteraction()
      .given(...STAFF_SIGNED_IN)
      .given('the media storage is empty')
      .uponReceiving('an image upload')
      .withRequest('POST', '/api/admin/media/', (request) =>
        request
          .headers({
            Authorization: MatchersV3.fromProviderState('Bearer ${staffToken}', `Bearer ${EXAMPLE_STAFF_TOKEN}`),
            'X-Filename': 'spikes%20on%20ledge.png',
          })
          .binaryFile('image/png', PHOTO),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          id: integer(12),
          url: MEDIA_URL,
          width: integer(96),
          height: integer(64),
          variants: eachLike({ url: MEDIA_URL, width: integer(96), format: regex('^(avif|webp|jpeg|png)$', 'webp') }),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = adminClientAgainst(mockServer, EXAMPLE_STAFF_TOKEN);
        const file = new Blob([readFileSync(PHOTO)], { type: 'image/png' });
        const result = await store.dispatch(adminApi.endpoints.uploadMedia.initiate({ body: file, 'X-Filename': encodeURIComponent('spikes on ledge.png') }));
        expect(result.error).toBeUndefined();
        expect(result.data?.url).toMatch(/^\/media\/uploads\//);
        expect(result.data?.variants.length).toBeGreaterThan(0);
      }));
});
