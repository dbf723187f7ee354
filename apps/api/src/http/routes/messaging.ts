/**
 * WhatsApp and SMS: the customer's choices in their account and the code that proves their number, and WhatsApp's webhook. The webhook's body is
 * read as raw bytes (Meta signs exactly them), so it lives in its own plugin scope with its own body
 * parsers, as Razorpay's does; without WhatsApp configured it does not exist. And the way out of offers
 * that marketing mail links to.
 */
import type { FastifyInstance } from 'fastify';
import { problem } from '../../errors';
import { errorBody } from '../errors';
import type { AccountKeys } from '../../accounts';
import type { Database } from '../../db/database';
import { UNSUBSCRIBES_PER_CLIENT, changeMessagingPreferences, confirmNumberCode, messagingPreferences, readWhatsAppEvents, sendNumberCode, unsubscribeFromOffers, whatsAppSignatureIsValid, whatsAppVerifyChallenge, type MessagingSetup, type WhatsAppConfig } from '../../messaging';
import { applyWhatsAppEvents } from '../../flows/whatsapp-replies';
import type { ConfirmationContext } from '../../orders';
import { consumeRateLimit } from '../../rate-limit';
import { signedIn } from '../authenticate';
import { registerOperation } from '../contract';

export interface MessagingRouteDependencies {
  db: Database;
  keys: () => Promise<AccountKeys>;
  whatsapp: WhatsAppConfig | undefined;
  context: ConfirmationContext;
  messaging: MessagingSetup;
}

const NOT_CONFIGURED = 'WhatsApp is not configured.';
const WRONG_SIGNATURE = 'The signature does not match the body.';

export async function registerMessagingRoutes(app: FastifyInstance, { db, keys, whatsapp, context, messaging }: MessagingRouteDependencies): Promise<void> {
  registerOperation(app, 'getMessagingPreferences', async (request) => messagingPreferences(db, signedIn(request).userId));
  registerOperation(app, 'updateMessagingPreferences', async (request) => changeMessagingPreferences(db, signedIn(request).userId, request.body));
  registerOperation(app, 'sendMessagingVerificationCode', async (request, reply) => {
    const sent = await sendNumberCode(db, messaging, (await keys()).numberCode, signedIn(request).userId, request.body.channel, { ip: request.ip });
    return reply.code(202).send(sent);
  });
  registerOperation(app, 'confirmMessagingVerificationCode', async (request) => confirmNumberCode(db, (await keys()).numberCode, signedIn(request).userId, request.body.code));

  // A mail client's one-click unsubscribe posts a form (RFC 8058), as urlencoded or multipart; the storefront's
  // page posts nothing. The token is all that counts, so whatever body comes is read and set aside.
  await app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));
    registerOperation(scope, 'unsubscribeFromOffers', async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await consumeRateLimit(db, UNSUBSCRIBES_PER_CLIENT, request.ip);
      await unsubscribeFromOffers(db, (await keys()).offerUnsubscribe, request.params.token);
      return reply.code(204).send();
    });
  });

  registerOperation(app, 'verifyWhatsAppWebhook', async (request, reply) => {
    if (!whatsapp) return reply.code(404).send(errorBody(problem('not_configured', NOT_CONFIGURED)));
    const challenge = whatsAppVerifyChallenge(request.query as Record<string, unknown>, whatsapp.verifyToken);
    if (challenge === null) return reply.code(403).send(errorBody(problem('token_wrong', 'The verify token does not match.')));
    reply.type('text/plain; charset=utf-8');
    return reply.code(200).send(challenge);
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    registerOperation(scope, 'whatsAppWebhook', async (request, reply) => {
      if (!whatsapp) return reply.code(404).send(errorBody(problem('not_configured', NOT_CONFIGURED)));
      const body = request.body as unknown;
      const raw = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
      if (!whatsAppSignatureIsValid(raw, request.headers['x-hub-signature-256'], whatsapp.appSecret)) {
        return reply.code(401).send(errorBody(problem('unauthorized', 'Unauthorized.'), { 'X-Hub-Signature-256': [problem('signature_wrong', WRONG_SIGNATURE)] }));
      }
      let payload: unknown;
      try {
        payload = JSON.parse(raw.toString('utf8'));
      } catch {
        return reply.code(400).send(errorBody(problem('malformed_json', 'Not a WhatsApp event.'), { body: [problem('malformed_json', 'The body is not JSON.')] }));
      }
      await applyWhatsAppEvents(db, readWhatsAppEvents(payload), { ...context, logger: request.log });
      return reply.code(200).send({ status: 'received' });
    });
  });
}
