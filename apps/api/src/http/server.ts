/**
 * Builds the HTTP application (without listening), so tests can drive it with `inject`: the API's own
 * plumbing and routes (this folder), then the web host (../web). Routes are thin: they take validated
 * input, call a domain function and return its shape.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { AjvCompiler } from '@fastify/ajv-compiler';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { lazyAccountKeys } from '../accounts';
import { lazyPaymentGateway } from '../payments';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { MailTransport } from '../mail';
import { registerAuthentication } from './authenticate';
import { loadContract, narrowDateFormats } from './contract';
import { errorForLog } from '../error-log';
import { OneLinePerRequest, requestForLog } from './request-log';
import { answerFrameworkError, registerErrorHandler } from './errors';
import { acceptBodilessJson } from './bodiless-json';
import { registerCompression } from './compression';
import { registerHealthChecks } from './health';
import { registerMetrics } from './metrics';
import { registerTestClock } from './test-clock';
import { registerSecurityHeaders } from './security-headers';
import { registerSharedAnswers } from './shared-answers';
import { trackPublicDataVersion } from '../db/public-data-version';
import { withSaleCalendar } from '../sales';
import { storybookScriptHashes } from '../web/storybook-csp';
import { rejectNonFiniteNumbers } from './finite-numbers';
import { rejectNullCharacters } from './null-characters';
import { registerAccountRoutes } from './routes/accounts';
import { registerAdminAuditRoutes } from './routes/admin/audit';
import { registerAdminAuthRoutes } from './routes/admin/auth';
import { registerAdminCashOnDeliveryRoutes } from './routes/admin/cash-on-delivery';
import { registerAdminCatalogRoutes } from './routes/admin/catalog';
import { registerAdminTranslationRoutes } from './routes/admin/translations';
import { registerAdminSiteRoutes } from './routes/admin/site';
import { registerAdminCustomerRoutes } from './routes/admin/customers';
import { registerAdminDashboardRoutes } from './routes/admin/dashboard';
import { registerAdminJobRoutes } from './routes/admin/jobs';
import { registerAdminContentRoutes } from './routes/admin/content';
import { registerCartRoutes } from './routes/cart';
import { registerCouponRoutes } from './routes/coupons';
import { registerAdminInvoiceRoutes, registerInvoiceRoutes } from './routes/invoices';
import { registerAdminMediaRoutes } from './routes/admin/media';
import { createMediaStorage } from '../media';
import { registerAdminMessageRoutes } from './routes/admin/messages';
import { registerAdminComplaintRoutes } from './routes/admin/complaints';
import { registerAdminQuoteRoutes } from './routes/admin/quotes';
import { registerAdminOrderRoutes } from './routes/admin/orders';
import { registerAdminBankTransferRoutes } from './routes/admin/bank-transfers';
import { registerAdminReviewRoutes } from './routes/admin/reviews';
import { registerAdminShipmentRoutes } from './routes/admin/shipments';
import { registerCarrierWebhook } from './routes/carrier-webhook';
import { registerAdminDeliveryProblemRoutes } from './routes/admin/delivery-problems';
import { registerAdminBookingRoutes } from './routes/admin/bookings';
import { registerAdminReturnRoutes } from './routes/admin/returns';
import { registerBookingRoutes } from './routes/bookings';
import { registerReturnRoutes } from './routes/returns';
import { registerMessagingRoutes } from './routes/messaging';
import { registerAdminNotificationRoutes } from './routes/admin/notifications';
import { registerAddressRoutes } from './routes/addresses';
import { registerCatalogRoutes } from './routes/catalog';
import { registerContactRoutes } from './routes/contact';
import { registerComplaintRoutes } from './routes/complaints';
import { registerQuoteRoutes } from './routes/quotes';
import { registerContentRoutes } from './routes/content';
import { registerSiteRoutes } from './routes/site';
import { registerOrderRoutes } from './routes/orders';
import { registerPaymentWebhook } from './routes/payments';
import { registerReviewRoutes } from './routes/reviews';
import { registerWishlistRoutes } from './routes/wishlist';
import { registerShippingRoutes } from './routes/shipping';
import { messagingSetup, type MessagingSetup } from '../messaging';
import { chooseCarrier, createDeliveryEstimator, type Carrier } from '../shipping';
import { offerTermsReader } from '../flows/offer-terms';
import { registerWebHost } from '../web/host';

export interface ServerOptions {
  config: Config;
  db: Database;
  /** Defaults to the contract package's openapi.yaml. */
  contractPath?: string;
  /**
   * SMTP delivery (main.ts creates it from SMTP_URL). Requests that must know whether their mail went (the
   * sign-up code) send it at once through this; without it, mail is printed to the log as in the demo.
   */
  mailTransport?: MailTransport | null;
  /** Where log lines go; standard output by default (tests collect them to prove what is never logged). */
  logStream?: { write(line: string): void };
  /** The courier aggregator; by default the one the configuration names (main.ts shares it with housekeeping). */
  carrier?: Carrier;
  /** WhatsApp and SMS as configured; tests pass their fakes' channels. */
  messaging?: MessagingSetup;
  /** PostgreSQL's pool size, for the metrics (PGlite has none). */
  databasePoolSize?: number | undefined;
}

const requestValidators = AjvCompiler();

export async function buildServer({ config, db, contractPath, mailTransport = null, logStream, carrier = chooseCarrier(config.shiprocket, { stepMinutes: config.demoCarrierStepMinutes, returnTo: { name: config.seller.legalName, address: config.seller.address } }), messaging, databasePoolSize }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Errors without the SQL text and parameters of a failed query, which hold personal data (error-log.ts);
      // requests by their method, path and address only: no query string (search terms), no headers
      // (credentials), no body (request-log.ts). Answers by their status (Fastify's serializer).
      serializers: { err: errorForLog, req: requestForLog },
      ...(logStream ? { stream: logStream } : {}),
    },
    logController: new OneLinePerRequest(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: {
      // The documents call every path both with and without its trailing slash.
      ignoreTrailingSlash: true,
      // Longer than any parameter the contract allows, so its own limits (400) apply rather than a 414.
      maxParamLength: 256,
    },
    frameworkErrors: answerFrameworkError,
    // One compiler for every app of the process, which compiles each of the contract's schemas once (ajv keeps
    // what it compiled by the schema object, and loadContract hands every app the same objects).
    schemaController: { compilersFactory: { buildValidator: requestValidators } },
    ajv: {
      customOptions: {
        // Name every bad field in one answer, not just the first. Bodies are small (bodyLimit) and
        // the contract bounds string lengths, so checking them all is cheap.
        allErrors: true,
      },
      onCreate: narrowDateFormats,
    },
  });

  app.decorate('contract', loadContract(contractPath));
  // Before anything else, so every request is traced and counted (the process's tracer: main.ts, http/tracing.ts).
  if (config.tracing) await (await import('./tracing')).traceServer(app, db);
  registerMetrics(app, { db, token: config.metricsToken, poolSize: databasePoolSize });
  // First, so every answer carries them, errors and 404s included.
  const storybookServed = existsSync(path.join(config.storybookDist, 'index.html'));
  registerSecurityHeaders(app, { config, storybookScriptHashes: storybookServed ? await storybookScriptHashes(config.storybookDist) : undefined });
  if (config.corsOrigins.length > 0) {
    // Only the listed origins get CORS headers. For any other the plugin steps aside entirely (its own
    // list option would still send Allow-Methods), so its preflight meets the usual 404 and the browser
    // refuses the call. Tokens travel in the Authorization header, never in cookies.
    const allowed = new Set(config.corsOrigins);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
      methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
      allowedHeaders: ['content-type', 'authorization'],
      exposedHeaders: ['retry-after'],
      credentials: false,
      maxAge: 600,
    });
  }
  // Before any route, so every answer (pages, scripts, JSON) is compressed for clients that accept it.
  await registerCompression(app);
  // One version for the API's public answers and the storefront's pages, which are built from them.
  const publicData = withSaleCalendar(db, trackPublicDataVersion(db, config.sharedCacheRecheckMs));
  registerSharedAnswers(app, publicData);
  registerErrorHandler(app, config.bodyLimitBytes);
  rejectNullCharacters(app);
  rejectNonFiniteNumbers(app);
  acceptBodilessJson(app);
  const accountKeys = lazyAccountKeys(db, config);
  registerAuthentication(app, db, accountKeys, config.staffEmails);

  registerCatalogRoutes(app, db, config.siteUrl);
  registerContentRoutes(app, db, config.siteUrl);
  registerSiteRoutes(app, db, config.siteUrl);
  registerContactRoutes(app, db, { notifyEmail: config.shopNotifyEmail, perHourLimit: config.contactMessagesPerHour });
  registerComplaintRoutes(app, db, accountKeys, { siteUrl: config.siteUrl, perHourLimit: config.contactMessagesPerHour });
  const mail = { db, logger: app.log, mail: { transport: mailTransport, from: config.mailFrom } };
  registerAccountRoutes(app, db, accountKeys, mail);
  registerAddressRoutes(app, db);
  registerWishlistRoutes(app, db, config.siteUrl);
  registerCartRoutes(app, db);
  registerCouponRoutes(app, db);

  const paymentGateway = lazyPaymentGateway(db, config);
  const settleContext = { siteUrl: config.siteUrl, seller: config.seller };
  const deliveryEstimator = createDeliveryEstimator({ carrier, pickupPincode: config.pickupPincode, courierChoice: config.courierChoice });
  const mediaStorage = createMediaStorage(config);
  registerOrderRoutes(app, { db, gateway: paymentGateway, context: settleContext, unpaidLimits: config.unpaidOrders, deliveryEstimator, storage: mediaStorage, quoteLinkKey: async () => (await accountKeys()).quoteLinks });
  await registerReturnRoutes(app, { db, storage: mediaStorage, maxBytes: config.mediaMaxBytes, siteUrl: config.siteUrl });
  await registerQuoteRoutes(app, db, accountKeys, {
    siteUrl: config.siteUrl,
    notifyEmail: config.shopNotifyEmail,
    perHourLimit: config.contactMessagesPerHour,
    storage: mediaStorage,
    maxBytes: config.mediaMaxBytes,
  });
  registerBookingRoutes(app, db, paymentGateway, settleContext, { keys: accountKeys, storage: mediaStorage });
  registerInvoiceRoutes(app, db, config.seller);
  await registerPaymentWebhook(app, db, config.razorpay, paymentGateway, settleContext);
  registerReviewRoutes(app, db);
  registerShippingRoutes(app, { db, pincodeLookupUrl: config.pincodeLookupUrl, deliveryEstimator });
  await registerCarrierWebhook(app, { db, carrier, token: config.carrierWebhookToken, context: settleContext });
  const messages = messaging ?? messagingSetup(config, app.log);
  await registerMessagingRoutes(app, { db, keys: accountKeys, whatsapp: config.whatsapp, context: settleContext, messaging: messages });

  registerHealthChecks(app, db);
  if (config.testClockToken !== undefined) registerTestClock(app, config.testClockToken);

  // The back-office (/api/admin): every operation but the two sign-in steps needs a staff session.
  registerAdminAuthRoutes(app, { db, keys: accountKeys, mail, staffEmails: config.staffEmails });
  registerAdminAuditRoutes(app, db);
  registerAdminCatalogRoutes(app, db, config.siteUrl);
  registerAdminTranslationRoutes(app, db);
  registerAdminSiteRoutes(app, db, config.siteUrl);
  registerAdminCustomerRoutes(app, { db, storage: mediaStorage });
  registerAdminDashboardRoutes(app, db);
  registerAdminJobRoutes(app, db);
  registerAdminContentRoutes(app, db, config.siteUrl);
  registerAdminInvoiceRoutes(app, db, config.seller);
  await registerAdminMediaRoutes(app, { db, storage: mediaStorage, maxBytes: config.mediaMaxBytes });
  registerAdminOrderRoutes(app, db, paymentGateway, settleContext, mediaStorage);
  registerAdminBankTransferRoutes(app, db, settleContext, mediaStorage);
  const courierSettings = { pickupPincode: config.pickupPincode, courierChoice: config.courierChoice };
  registerAdminShipmentRoutes(app, { db, carrier, settings: courierSettings, ...settleContext });
  registerAdminCashOnDeliveryRoutes(app, db);
  registerAdminDeliveryProblemRoutes(app, db);
  registerAdminReturnRoutes(app, { db, gateway: paymentGateway, context: settleContext, storage: mediaStorage });
  await registerAdminBookingRoutes(app, db, paymentGateway, settleContext, { storage: mediaStorage, maxBytes: config.mediaMaxBytes });
  registerAdminNotificationRoutes(app, db, messages);
  registerAdminReviewRoutes(app, db);
  registerAdminMessageRoutes(app, db, { shopEmail: config.shopNotifyEmail });
  registerAdminComplaintRoutes(app, db, accountKeys, config.siteUrl);
  registerAdminQuoteRoutes(app, db, accountKeys, config.siteUrl, mediaStorage);

  await registerWebHost(app, config, db, { publicData, offerTerms: offerTermsReader(db, carrier) });
  return app;
}

/**
 * Trust the nearest `hops` proxies: the client is the `hops`-th address from the right of X-Forwarded-For
 * (entries further left were written by whoever sent the request, and may be forged).
 */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
