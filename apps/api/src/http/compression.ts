/**
 * Brotli or gzip for every answer worth compressing: the storefront's scripts and styles, its pages
 * and the API's JSON. On a slow mobile network this is most of the page's weight: the storefront's
 * JavaScript shrinks to about a third. The storefront's built assets come already compressed at
 * maximum quality (static.ts sends the build's .br and .gz copies, which this plugin leaves alone);
 * what is made per request (pages, JSON) uses brotli quality 5, not 11: nearly the same size for a
 * fraction of the CPU.
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
