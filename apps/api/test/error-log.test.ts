/**
 * A failed query is logged without its SQL text or its parameters: here a sign-in whose lookup of the
 * e-mail address fails (its table is gone), on both databases, read back from the collected log lines.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorForLog } from '../src/error-log';
import { startTestApp, type TestApp } from './support/app';
import { RULE_DRIVERS } from './support/databases';

const EMAIL = 'leaky.person@example.in';
const PASSWORD = 'pigeons-go-away-7';

describe.each(RULE_DRIVERS)('errors in the log on %s', (driver) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(driver, { LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t?.close());

  it('logs a failed query with its SQLSTATE and stack, but not its SQL or the e-mail it looked for', async () => {
    await t.database.db.execute(sql`drop table users cascade`);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    expect(response.statusCode).toBe(500);
    const logged = lines.join('');
    const failure = lines.map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> }).find((line) => line.msg === 'Unexpected error');
    expect(failure?.err).toMatchObject({ type: 'DrizzleQueryError', message: 'Failed query (its text and parameters are left out of the log).' });
    expect(failure?.err?.cause).toMatchObject({ code: '42P01' }); // undefined_table
    expect(String(failure?.err?.stack)).toMatch(/\n\s+at /);
    for (const secret of [EMAIL, PASSWORD, 'select', 'from "users"', 'params']) expect(logged.toLowerCase()).not.toContain(secret.toLowerCase());
  });
});

describe('errorForLog', () => {
  it('keeps the schema names of a database error and hides the values it quotes', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      severity: 'ERROR',
      detail: 'Key (email)=(asha@example.in) already exists.',
      constraint_name: 'users_email_key',
      table_name: 'users',
      query: 'insert into users (email) values ($1)',
      parameters: ['asha@example.in'],
    });
    const logged = errorForLog(error);
    expect(logged).toMatchObject({ code: '23505', constraint_name: 'users_email_key', table_name: 'users', message: 'duplicate key value violates unique constraint "…"' });
    expect(JSON.stringify(logged)).not.toContain('asha@example.in');
    expect(JSON.stringify(logged)).not.toContain('insert into');
  });

  it('keeps an ordinary error as it is', () => {
    const logged = errorForLog(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    expect(logged).toMatchObject({ type: 'Error', message: 'connect ECONNREFUSED 127.0.0.1:5432', code: 'ECONNREFUSED' });
  });
});
