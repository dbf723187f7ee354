/** The customer's wishlist. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { addToWishlist, isWishlisted, listWishlist, removeFromWishlist } from '../../wishlist';
import { signedIn } from '../authenticate';
import { registerOperation } from '../contract';

/** `siteUrl`: the public origin the products' image URLs are made absolute with (media/image-url.ts). */
export function registerWishlistRoutes(app: FastifyInstance, db: Database, siteUrl: string): void {
  registerOperation(app, 'listWishlist', async (request) => listWishlist(db, signedIn(request).userId, siteUrl));

  registerOperation(app, 'addToWishlist', async (request, reply) => {
    const entry = await addToWishlist(db, signedIn(request).userId, request.body.product, siteUrl);
    return reply.code(201).send(entry);
  });

  registerOperation(app, 'checkWishlist', async (request) => ({
    is_wishlisted: await isWishlisted(db, signedIn(request).userId, request.params.productId),
  }));

  registerOperation(app, 'removeFromWishlist', async (request, reply) => {
    await removeFromWishlist(db, signedIn(request).userId, request.params.productId);
    return reply.code(204).send();
  });
}
