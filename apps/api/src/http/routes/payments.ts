/**
 * Razorpay's webhook. Its body is read as raw bytes (the signature covers exactly them), so it lives
 * in its own plugin scope with its own body parser, apart from the JSON routes.
 */
import type { FastifyInstance } from 'fastify';
import { problem } from '../../errors';
import { errorBody } from '../errors';
import type { Database } from '../../db/database';
import type { SettleContext } from '../../orders';
import type { PaymentGateway, RazorpayConfig } from '../../payments';
import { handleRazorpayWebhook } from '../../flows/razorpay-webhook';
import { sendUnsentRefunds } from '../../refunds';

const RAZORPAY_WEBHOOK_PATH = '/api/payments/razorpay/webhook';

export async function registerPaymentWebhook(
  app: FastifyInstance,
  db: Database,
  razorpay: RazorpayConfig | undefined,
  gateway: () => Promise<PaymentGateway>,
  context: SettleContext,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post<{ Body: Buffer }>(RAZORPAY_WEBHOOK_PATH, async (request, reply) => {
      if (!razorpay?.webhookSecret) return reply.code(404).send(errorBody(problem('not_configured', 'Razorpay webhooks are not configured.')));
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const result = await handleRazorpayWebhook(
        db,
        razorpay.webhookSecret,
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        header('x-razorpay-signature'),
        header('x-razorpay-event-id'),
        { ...context, logger: request.log },
      );
      if (result === 'bad-signature') return reply.code(400).send(errorBody(problem('signature_wrong', 'Invalid webhook signature.'), { 'X-Razorpay-Signature': [problem('signature_wrong', 'The signature does not match the body.')] }));
      // A payment for a cancelled order reserves its refund with the payment; it goes out now.
      if (result === 'processed') {
        await gateway()
          .then((active) => sendUnsentRefunds(db, active, { ...context, logger: request.log }, { minAgeSeconds: 0 }))
          .catch((error: unknown) => request.log.warn({ err: error }, 'Refunds were not sent after a webhook; the sweep sends them later'));
      }
      // Every genuine delivery is acknowledged, or Razorpay retries it for a day.
      return reply.code(200).send({ status: result });
    });
  });
}
