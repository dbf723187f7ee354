/**
 * Starts the shop's API: configuration, database (migrated), demo seed on an empty database, stored
 * articles cleaned, missing policy pages written, HTTP server, background jobs (mail and message delivery among them) and the tracking
 * pull; stops them in reverse order on SIGTERM or SIGINT (the jobs running here are let finish).
 */
import { destination } from 'pino';
import { ConfigError, loadConfig } from './config';
import { cleanStoredArticles, ensureLegalPages } from './content';
import { connectDatabase } from './db/connect';
import { backgroundJobs } from './background-jobs';
import { buildServer } from './http/server';
import { startJobs } from './jobs';
import { messagingSetup } from './messaging';
import { createSmtpTransport } from './mail';
import { seedDemoIfEmpty } from './seed/seed';
import { chooseCarrier, warmPincodeDirectory } from './shipping';

const SHUTDOWN_GRACE_MS = 10_000;
const LOG_WRITE_BYTES = 4096;
const LOG_FLUSH_MS = 1000;

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  // Libraries read NODE_ENV too: they see the word the shop understood (`Production` is production).
  if (config.nodeEnv !== undefined) process.env.NODE_ENV = config.nodeEnv;
  // Before the server, whose instrumentation uses it; the SDK is loaded only when traces are wanted.
  const tracing = config.tracing ? (await import('./http/tracing')).startTracing(config.tracing) : undefined;
  const database = await connectDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const seedOutcome = config.seedDemoData ? await seedDemoIfEmpty(database.db) : 'disabled';
  const articlesCleaned = await cleanStoredArticles(database.db);
  const legalPagesWritten = await ensureLegalPages(database.db);

  const transport = config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null;
  // Lines go out together, 4 KB at a time and at least every second, in writes that do not hold up the
  // request that logs: one write per line cost a busy shop more than serving an answer from memory. Pino
  // writes what is left when the process exits, also on a crash.
  const logStream = destination({ sync: false, minLength: LOG_WRITE_BYTES });
  setInterval(() => logStream.flush(), LOG_FLUSH_MS).unref();
  // One carrier for the server and the tracking pull, so they share the aggregator's login.
  const carrier = chooseCarrier(config.shiprocket, { stepMinutes: config.demoCarrierStepMinutes, returnTo: { name: config.seller.legalName, address: config.seller.address } });
  const app = await buildServer({ config, db: database.db, mailTransport: transport, logStream, carrier, databasePoolSize: database.poolSize });
  app.log.info({ driver: database.driver, dataDir: config.databaseUrl ? undefined : config.dataDir, seed: seedOutcome, articlesCleaned, legalPagesWritten }, 'Database ready');

  if (!transport) app.log.info('No SMTP_URL set: mail stays in the outbox and is printed to this log');
  if (!config.whatsapp && !config.sms) app.log.info('No WhatsApp or SMS provider set: order messages are printed to this log');
  const senders = { mailTransport: transport, messaging: messagingSetup(config, app.log) };
  const jobs = await startJobs({ db: database.db, logger: app.log, handlers: backgroundJobs(database.db, app.log, config, carrier, senders), settings: config.jobs });
  if (!config.jobs.work) app.log.info('WORK_JOBS=false: this instance enqueues jobs but leaves running them to others');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'Shutting down');
    setTimeout(() => {
      app.log.error('Shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // Stops accepting requests and waits for those in flight; the jobs running here finish, no new ones start.
    await Promise.all([app.close(), jobs.stop()]);
    transport?.close();
    await database.close();
    await tracing?.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await warmPincodeDirectory();
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // A configuration error names the variable; print it plainly, without a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
