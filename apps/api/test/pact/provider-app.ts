/**
 * The real API for the verifier: buildServer over a fresh test database, listening on a random
 * local port (the Pact verifier talks HTTP, not Fastify's inject).
 */
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../src/http/server';
import { testConfig } from '../support/app';
import { openTestDatabase, type Driver, type TestDatabase } from '../support/databases';

export interface RunningProvider {
  url: string;
  database: TestDatabase;
  stop(): Promise<void>;
}

export interface ProviderOptions {
  /** Lets a test tamper with the app before it starts (the broken-contract check). */
  beforeListen?: (app: FastifyInstance) => void;
}

export async function startProvider(driver: Driver, options: ProviderOptions = {}): Promise<RunningProvider> {
  const database = await openTestDatabase(driver);
  let app: FastifyInstance | undefined;
  try {
    app = await buildServer({ config: testConfig(), db: database.db });
    options.beforeListen?.(app);
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const running = app;
    return {
      url,
      database,
      async stop() {
        await running.close();
        await database.close();
      },
    };
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
}
