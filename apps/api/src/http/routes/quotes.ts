/** Requests for quotation: asked for by anyone, read by the page's secret link or from the buyer's account. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticateSession, type AccountKeys } from '../../accounts';
import { quotableVariants } from '../../catalog';
import type { Database } from '../../db/database';
import { UnauthorizedError } from '../../errors';
import { listOwnQuotes, ownQuote, quoteByLink, requestQuote } from '../../quotes';
import { shopNow } from '../../shop-clock';
import { bearerToken, signedIn } from '../authenticate';
import { registerOperation } from '../contract';

export interface QuoteRouteSettings {
  siteUrl: string;
  /** Where the shop is told of new requests: the contact form's address. */
  notifyEmail: string;
  /** The contact form's hourly limit, per client and per e-mail address. */
  perHourLimit: number;
}

export function registerQuoteRoutes(app: FastifyInstance, db: Database, keys: () => Promise<AccountKeys>, settings: QuoteRouteSettings): void {
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
  registerOperation(app, 'getQuote', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return quoteByLink(db, (await keys()).quoteLinks, request.params.number, request.query.token, { ip: request.ip }, quotableVariants, shopNow());
  });

  registerOperation(app, 'listMyQuotes', async (request) => listOwnQuotes(db, (await keys()).quoteLinks, signedIn(request).userId, shopNow()));

  registerOperation(app, 'getMyQuote', async (request) => ownQuote(db, signedIn(request).userId, request.params.number, quotableVariants, shopNow()));
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
