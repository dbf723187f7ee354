/** Requests for quotation: asked for by anyone, read by the page's secret link or from the buyer's account. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticateSession, type AccountKeys } from '../../accounts';
import { quotableVariants } from '../../catalog';
import type { Database } from '../../db/database';
import { UnauthorizedError } from '../../errors';
import { withSurveyCredit } from '../../flows/quote-acceptance/survey-credit';
import { storeImage, type MediaStorage } from '../../media';
import { listOwnQuotes, ownQuote, quoteByLink, quoteIdOf, quotePhotoViews, recordQuotePhoto, requestQuote } from '../../quotes';
import { consumeRateLimit, type RateLimitRule } from '../../rate-limit';
import { shopNow } from '../../shop-clock';
import { bearerToken, signedIn } from '../authenticate';
import { registerOperation } from '../contract';
import { registerPhotoUploads } from './photo-uploads';

export interface QuoteRouteSettings {
  siteUrl: string;
  /** Where the site's photos are kept, and the largest a photo may be. */
  storage: MediaStorage;
  maxBytes: number;
  /** Where the shop is told of new requests: the contact form's address. */
  notifyEmail: string;
  /** The contact form's hourly limit, per client and per e-mail address. */
  perHourLimit: number;
}

/** Key: client IP. Five photos a request, with room for a retry or two; anyone may upload, so it is counted. */
const QUOTE_PHOTOS_PER_CLIENT: RateLimitRule = { bucket: 'quote_photo', limit: 20, windowSeconds: 60 * 60, detail: 'Too many photos uploaded. Please try again later.' };

export async function registerQuoteRoutes(app: FastifyInstance, db: Database, keys: () => Promise<AccountKeys>, settings: QuoteRouteSettings): Promise<void> {
  const { storage } = settings;
  /** The quote's answer with the photos of its site: shown only here and to staff. */
  const withPhotos = async <Quote extends { number: string }>(quote: Quote) => {
    const id = await quoteIdOf(db, quote.number);
    return { ...quote, photos: id === null ? [] : ((await quotePhotoViews(db, [id], storage)).get(id) ?? []) };
  };

  registerOperation(app, 'requestQuote', async (request, reply) => {
    const userId = await signedInIfAny(db, await keys(), request);
    const receipt = await requestQuote(db, request.body, { userId, client: { ip: request.ip } }, quotableVariants, shopNow(), {
      linkKey: (await keys()).quoteLinks,
      siteUrl: settings.siteUrl,
      notifyEmail: settings.notifyEmail,
      perHourLimit: settings.perHourLimit,
    });
    return reply.code(201).send(receipt);
  });

  // The mailed link, without signing in: one buyer's quote, found by its secret, never kept by a browser or a CDN.
  // Opened signed in, it says what the reader's paid survey fee would take off accepting it.
  registerOperation(app, 'getQuote', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const now = shopNow();
    const quote = await quoteByLink(db, (await keys()).quoteLinks, request.params.number, request.query.token, { ip: request.ip }, quotableVariants, now);
    return withPhotos(await withSurveyCredit(db, quote, await signedInIfAny(db, await keys(), request), now));
  });

  registerOperation(app, 'listMyQuotes', async (request) => listOwnQuotes(db, (await keys()).quoteLinks, signedIn(request).userId, shopNow()));

  registerOperation(app, 'getMyQuote', async (request) => {
    const { userId } = signedIn(request);
    const now = shopNow();
    return withPhotos(await withSurveyCredit(db, await ownQuote(db, userId, request.params.number, quotableVariants, now), userId, now));
  });

  await registerPhotoUploads(app, settings.maxBytes, (scope) => {
    registerOperation(
      scope,
      'uploadQuotePhoto',
      async (request, reply) => {
        await consumeRateLimit(db, QUOTE_PHOTOS_PER_CLIENT, request.ip);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return reply.code(201).send(await recordQuotePhoto(db, await storeImage(storage, bytes), storage));
      },
      { bodyLimit: settings.maxBytes },
    );
  });
}

/**
 * A request is the signed-in customer's when it carries their live session; without one, or with a token that
 * no longer signs in (a stale copy in the browser), it is a guest's: asking for a price needs no account.
 */
async function signedInIfAny(db: Database, keys: AccountKeys, request: FastifyRequest): Promise<number | null> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  try {
    return (await authenticateSession(db, keys, token)).userId;
  } catch (error) {
    if (error instanceof UnauthorizedError) return null;
    throw error;
  }
}
