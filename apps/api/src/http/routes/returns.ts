/**
 * The shopper's returns: the request from their order, its photos (uploaded first, in their own scope where the
 * body is the file's bytes, as staff uploads are), and the owner's rules the policy page states.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { requestReturn } from '../../flows/return-requests/request';
import { returnRules } from '../../flows/return-requests/rules-page';
import { shopperOrder } from '../../flows/return-requests/shopper-order';
import { storeImage, type MediaStorage } from '../../media';
import { consumeRateLimit, type RateLimitRule } from '../../rate-limit';
import { recordReturnPhoto } from '../../returns';
import { signedIn } from '../authenticate';
import { registerOperation } from '../contract';
import { registerPhotoUploads } from './photo-uploads';

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

  await registerPhotoUploads(app, maxBytes, (scope) => {
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
