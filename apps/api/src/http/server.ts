/**
 * Builds the HTTP application (without listening), so tests can drive it with `inject`.
 * Routes are thin: they take validated input, call a domain function and return its shape.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { DEFAULT_CONTRACT_PATH, loadContract } from './contract';
import { answerFrameworkError, registerErrorHandler } from './errors';
import { rejectNullCharacters } from './null-characters';
import { registerCatalogRoutes } from './routes/catalog';
import { registerContactRoutes } from './routes/contact';
import { registerContentRoutes } from './routes/content';
import { registerShippingRoutes } from './routes/shipping';
import { registerSiteFiles } from './site-files';
import { registerStaticSite } from './static';

export interface ServerOptions {
  config: Config;
  db: Database;
  /** Defaults to the repository's contracts/openapi.yaml. */
  contractPath?: string;
}

export async function buildServer({ config, db, contractPath = DEFAULT_CONTRACT_PATH }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Fastify logs no bodies or headers by default; if headers are ever logged, credentials stay out.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: {
      // The documents call every path both with and without its trailing slash.
      ignoreTrailingSlash: true,
      // Longer than any parameter the contract allows, so its own limits (400) apply rather than a 414.
      maxParamLength: 256,
    },
    frameworkErrors: answerFrameworkError,
    ajv: {
      customOptions: {
        // Name every bad field in one answer, not just the first. Bodies are small (bodyLimit) and
        // the contract bounds string lengths, so checking them all is cheap.
        allErrors: true,
      },
    },
  });

  app.decorate('contract', loadContract(contractPath));
  registerErrorHandler(app, config.bodyLimitBytes);
  rejectNullCharacters(app);

  registerCatalogRoutes(app, db);
  registerContentRoutes(app, db, config.siteUrl);
  registerContactRoutes(app, db, { notifyEmail: config.shopNotifyEmail, perHourLimit: config.contactMessagesPerHour });

  registerShippingRoutes(app, config.pincodeLookupUrl);

  registerSiteFiles(app, db, config.siteUrl);
  await registerStaticSite(app, config, db);
  return app;
}

/** Trust the nearest `hops` proxies' X-Forwarded-For entries (Fastify accepts a number, its types do not). */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
