/** Builds the real HTTP app over a test database, with quiet logs and no storefront build. */
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../src/config';
import { buildServer, type ServerOptions } from '../../src/http/server';
import { openTestDatabase, type Driver, type TestDatabase } from './databases';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

const TEST_ENV: Record<string, string> = {
  DATA_DIR: 'memory://',
  LOG_LEVEL: 'silent',
  SITE_URL: 'https://shop.example.test',
  SHOP_NOTIFY_EMAIL: 'owner@shop.example.test',
  STOREFRONT_DIST: '/nonexistent/storefront-dist',
  STOREFRONT_SERVER_DIST: '/nonexistent/storefront-dist-server',
  ADMIN_DIST: '/nonexistent/admin-dist',
  STORYBOOK_DIST: '/nonexistent/storybook-static',
  MEDIA_DIR: '/nonexistent/media',
  BODY_LIMIT_BYTES: '16384',
  // Every read asks whether the public data changed, so a test sees a row it just wrote.
  SHARED_CACHE_RECHECK_MS: '0',
};

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ ...TEST_ENV, ...env });
}

/** Server options besides configuration and database: an SMTP transport, a log collector. */
export type TestAppOptions = Omit<ServerOptions, 'config' | 'db'>;

export async function startTestApp(driver: Driver, env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(env);
  const database = await openTestDatabase(driver);
  try {
    const app = await buildServer({ databasePoolSize: database.poolSize, ...options, config, db: database.db });
    await app.ready();
    return {
      app,
      database,
      config,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
