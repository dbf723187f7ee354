/**
 * The shopper's returns: the request from their order, its photos (uploaded first, in their own scope where the
 * body is the file's bytes, as staff uploads are), and the owner's rules the policy page states.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { requestReturn } from '../../flows/return-requests/request';
import { returnRules } from '../../flows/return-requests/rules-page';
import { shopperOrder } from '../../flows/return-requests/shopper-order';
import { FILE_FIELD, MediaStorageUnavailableError, UnsupportedImageError, storeImage, type MediaStorage } from '../../media';
import { consumeRateLimit, type RateLimitRule } from '../../rate-limit';
import { recordReturnPhoto } from '../../returns';
import { signedIn } from '../authenticate';
import { registerOperation } from '../contract';

/** Key: customer id. A request or two an order; more is someone poking at the door. */
const RETURN_REQUESTS_PER_CUSTOMER: RateLimitRule = { bucket: 'return_request_user', limit: 20, windowSeconds: 60 * 60, detail: 'Too many return requests. Please try again later.' };
/** Key: customer id. Five photos a request, with room for retries. */
const RETURN_PHOTOS_PER_CUSTOMER: RateLimitRule = { bucket: 'return_photo_user', limit: 40, windowSeconds: 60 * 60, detail: 'Too many photos. Please try again later.' };

export interface ReturnRouteDependencies {
  db: Database;
  storage: MediaStorage;
  maxBytes: number;
  siteUrl: string;
}

export async function registerReturnRoutes(app: FastifyInstance, { db, storage, maxBytes, siteUrl }: ReturnRouteDependencies): Promise<void> {
  registerOperation(app, 'getReturnRules', async (_request, reply) => {
    // The owner may change the rules; a policy page re-reads them within a minute.
    reply.header('cache-control', 'public, max-age=60');
    return returnRules(db);
  });

  registerOperation(app, 'requestReturn', async (request, reply) => {
    const { userId } = signedIn(request);
    await consumeRateLimit(db, RETURN_REQUESTS_PER_CUSTOMER, String(userId));
    await requestReturn(db, userId, request.params.id, request.body, { siteUrl });
    return reply.code(201).send(await shopperOrder(db, userId, request.params.id, { siteUrl, storage }));
  });

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) => done(null, body));
    scope.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        const detail = `The photo is larger than the limit of ${Math.round(maxBytes / (1024 * 1024))} MB. Choose a smaller one.`;
        return reply.code(413).send({ detail, errors: { [FILE_FIELD]: [detail] } });
      }
      if (error instanceof UnsupportedImageError) return reply.code(415).send({ detail: error.detail, errors: { [FILE_FIELD]: [error.detail] } });
      if (error instanceof MediaStorageUnavailableError) request.log.error({ err: error.reason }, 'Media storage failed');
      throw error;
    });
    registerOperation(
      scope,
      'uploadReturnPhoto',
      async (request, reply) => {
        const { userId } = signedIn(request);
        await consumeRateLimit(db, RETURN_PHOTOS_PER_CUSTOMER, String(userId));
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const image = await storeImage(storage, bytes);
        return reply.code(201).send(await recordReturnPhoto(db, userId, image, storage));
      },
      { bodyLimit: maxBytes },
    );
  });
}
