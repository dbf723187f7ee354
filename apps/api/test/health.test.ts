/** GET /healthz and GET /readyz, on both databases: ready only with a database that answers and is migrated. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/http/server';
import { startTestApp, testConfig, type TestApp } from './support/app';
import { DRIVERS, openTestDatabase } from './support/databases';

describe.each(DRIVERS)('health checks on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(() => t?.close());

  it('answers /healthz while the process lives and /readyz when the database is migrated', async () => {
    const live = await t.app.inject({ url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz', headers: { accept: 'text/html' } });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while a migration of this build is missing from the database', async () => {
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    const response = await t.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ code: 'migrations_pending', detail: '1 database migration(s) not applied yet.' });
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('readiness without a database', () => {
  it('answers 503 when the database does not answer, while /healthz still answers', async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildServer({ config: testConfig(), db: database.db });
    try {
      await database.close(); // every query now fails
      const response = await app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 'database_unavailable', detail: 'The database is not reachable.' });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
