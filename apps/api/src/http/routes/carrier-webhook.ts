/**
 * The courier aggregator's tracking webhook. Its body is read as raw text (it is stored as it came), so it lives
 * in its own plugin scope with its own body parsers, apart from the JSON routes, as Razorpay's does. The
 * aggregator proves who it is with the shop's token in `x-api-key` (CARRIER_WEBHOOK_TOKEN), compared in constant
 * time; without a token configured the webhook does not exist.
 */
import type { FastifyInstance } from 'fastify';
import { problem } from '../../errors';
import { errorBody } from '../errors';
import type { Database } from '../../db/database';
import type { Carrier } from '../../shipping';
import type { TrackingContext } from '../../flows/track-shipment/apply-update';
import { receiveTrackingWebhook } from '../../flows/track-shipment/webhook';
import { registerOperation } from '../contract';
import { sameSecret } from '../same-secret';

export interface CarrierWebhookDependencies {
  db: Database;
  carrier: Carrier;
  token: string | undefined;
  context: TrackingContext;
}

const WRONG_KEY = 'The x-api-key header does not hold the shop’s webhook token.';

export async function registerCarrierWebhook(app: FastifyInstance, { db, carrier, token, context }: CarrierWebhookDependencies): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    registerOperation(scope, 'carrierTrackingWebhook', async (request, reply) => {
      if (!token) return reply.code(404).send(errorBody(problem('not_configured', 'Carrier tracking webhooks are not configured.')));
      if (!sameSecret(token, request.headers['x-api-key'])) return reply.code(401).send(errorBody(problem('unauthorized', 'Unauthorized.'), { 'x-api-key': [problem('token_wrong', WRONG_KEY)] }));
      const body = request.body as unknown;
      const raw = Buffer.isBuffer(body) ? body.toString('utf8') : '';
      const receipt = await receiveTrackingWebhook(db, carrier, raw, { ...context, logger: request.log });
      if ('unreadable' in receipt) return reply.code(400).send(errorBody(problem('tracking_update_unreadable', 'Not a tracking update.'), { body: [problem('tracking_update_unreadable', receipt.unreadable)] }));
      return reply.code(200).send({ status: receipt.outcome });
    });
  });
}
