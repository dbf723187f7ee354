/**
 * The storefront's client sends `Content-Type: application/json` with every signed-in call, as the
 * product brief describes, including calls that carry no body (GET, DELETE, and POSTs such as
 * demo_payment whose contract operation has no request body). Fastify's JSON parser refuses an empty
 * JSON body; for a request that has no body to send, an empty one is no body. Operations that do take a
 * body keep Fastify's own parser and its answers (empty body, malformed JSON, prototype poisoning), after
 * a bound on nesting depth (json-depth.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_JSON_DEPTH, nestsDeeperThan, tooDeeplyNested } from './json-depth';

export function acceptBodilessJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '' && !takesBody(app, request)) {
      done(null, undefined);
      return;
    }
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(tooDeeplyNested(), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/** Whether the contract gives the request's operation a JSON body (routes outside the contract: no). */
function takesBody(app: FastifyInstance, request: FastifyRequest): boolean {
  const operationId = request.routeOptions.config.operationId;
  return operationId !== undefined && app.contract.operations.get(operationId)?.schema.body !== undefined;
}
