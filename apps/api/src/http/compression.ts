/**
 * Brotli or gzip for every answer worth compressing: the storefront's scripts and styles, its pages
 * and the API's JSON. On a slow mobile network this is most of the page's weight: the storefront's
 * JavaScript shrinks to about a third. Brotli runs at quality 5, not its maximum of 11, because it
 * compresses on each request: nearly the same size for a fraction of the CPU. Behind a CDN that
 * compresses (or caches the compressed assets, which are fingerprinted), this costs little.
 */
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
