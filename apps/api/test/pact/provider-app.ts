/**
 * The real API for the verifier: buildServer over a fresh test database, listening on a random
 * local port (the Pact verifier talks HTTP, not Fastify's inject). It signs tokens with a known secret
 * and sends mail through a stand-in SMTP transport, so provider states can sign customers in and take
 * e-mail delivery down.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { deriveAccountKeys, type AccountKeys } from '../../src/accounts/keys';
import { buildServer } from '../../src/http/server';
import type { MailTransport } from '../../src/mail/transport';
import type { Carrier } from '../../src/shipping/carrier';
import { chooseCarrier } from '../../src/shipping/choose-carrier';
import { testConfig } from '../support/app';
import { openTestDatabase, type Driver, type TestDatabase } from '../support/databases';

const JWT_SECRET = 'pact-provider-secret-that-signs-session-tokens';

/** An SMTP stand-in that accepts every mail, until a state says delivery is down. */
export interface StandInMail extends MailTransport {
  down: boolean;
}

function standInMail(): StandInMail {
  return {
    down: false,
    async send() {
      if (this.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    },
    close() {},
  };
}

export interface RunningProvider {
  url: string;
  database: TestDatabase;
  keys: AccountKeys;
  mail: StandInMail;
  /** The provider's own MEDIA_DIR (a temporary folder), where uploads land on local disk. */
  mediaDir: string;
  /** The courier aggregator the API books with (the configuration's: the demo carrier), for states that book. */
  carrier: Carrier;
  stop(): Promise<void>;
}

export interface ProviderOptions {
  /** Lets a test tamper with the app before it starts (the broken-contract check). */
  beforeListen?: (app: FastifyInstance) => void;
}

export async function startProvider(driver: Driver, options: ProviderOptions = {}): Promise<RunningProvider> {
  const database = await openTestDatabase(driver);
  const mail = standInMail();
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'shop-pact-media-'));
  let app: FastifyInstance | undefined;
  try {
    const config = testConfig({ JWT_SECRET, MEDIA_DIR: mediaDir });
    const carrier = chooseCarrier(config.shiprocket, { stepMinutes: config.demoCarrierStepMinutes, returnTo: { name: config.seller.legalName, address: config.seller.address } });
    app = await buildServer({ config, db: database.db, mailTransport: mail, carrier });
    options.beforeListen?.(app);
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const running = app;
    return {
      url,
      database,
      keys: deriveAccountKeys(new TextEncoder().encode(JWT_SECRET)),
      mail,
      mediaDir,
      carrier,
      async stop() {
        await running.close();
        await database.close();
        await rm(mediaDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await app?.close();
    await database.close();
    await rm(mediaDir, { recursive: true, force: true });
    throw error;
  }
}
