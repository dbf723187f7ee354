/**
 * The storefront's client sends `Content-Type: application/json` with every signed-in call, as the
 * specification describes, including DELETE and GET, which carry no body. Fastify's JSON parser refuses
 * an empty JSON body; for methods whose requests have no meaning in a body, an empty one is no body.
 * Everything else keeps Fastify's own parser (malformed JSON, prototype poisoning, empty POST bodies).
 */
import type { FastifyInstance } from 'fastify';

const BODILESS_METHODS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);

export function acceptBodilessJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' && BODILESS_METHODS.has(request.method)) {
      done(null, undefined);
      return;
    }
    parseJson(request, body, done);
  });
}
