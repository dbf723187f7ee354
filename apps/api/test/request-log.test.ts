/**
 * Request log lines name the path but never the query string: the back-office searches customers by
 * e-mail, phone and name, and those words must not land in the log. Nor do the token and cookies sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { staffSessionFor } from './support/fixtures';

describe('the request log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp('pglite', { ...ACCOUNT_ENV, LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t?.close());

  it('logs the path of a staff search without its search terms or the credentials it came with', async () => {
    const { token } = await staffSessionFor(t.database.db, TEST_KEYS);
    lines.length = 0;
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customers/?q=asha.patel%40example.in&status=active',
      headers: { authorization: `Bearer ${token}`, cookie: 'session=cookie-secret' },
    });
    expect(search.statusCode, search.body).toBe(200);
    expect((await client(t).get('/api/admin/orders/?q=9812345670')).statusCode).toBe(401);

    const requests = lines.map((line) => JSON.parse(line) as { msg: string; req?: { method: string; url: string } }).filter((line) => line.req);
    expect(requests.map((line) => line.req!.url)).toEqual(['/api/admin/customers/', '/api/admin/orders/']);
    expect(requests[0]!.req).toMatchObject({ method: 'GET' });
    const logged = lines.join('');
    for (const secret of ['asha', '9812345670', 'q=', 'status=active', token, 'cookie-secret']) expect(logged).not.toContain(secret);
  });

  it('withholds the secret of a cash-on-delivery confirmation link or an offers link, on the storefront’s page and in the API', async () => {
    const secret = 'Zq3xY8vB1nM4kL7pR2tW5sD9fG6hJ0aC3eU8iO1yT4w';
    const offersSecret = '42.b2ZmZXJzLWZvci1jdXN0b2';
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: `/api/user/cod-confirmations/${secret}/` });
    await t.app.inject({ method: 'GET', url: `/confirm-order/${secret}`, headers: { accept: 'text/html' } });
    await t.app.inject({ method: 'GET', url: `/hi/confirm-order/${secret}?from=mail`, headers: { accept: 'text/html' } });
    await t.app.inject({ method: 'POST', url: `/api/user/offer-unsubscribe/${offersSecret}/` });
    await t.app.inject({ method: 'GET', url: `/unsubscribe/${offersSecret}`, headers: { accept: 'text/html' } });

    const urls = lines.map((line) => JSON.parse(line) as { req?: { url: string } }).flatMap((line) => (line.req ? [line.req.url] : []));
    expect(urls).toEqual([
      '/api/user/cod-confirmations/[withheld]/',
      '/confirm-order/[withheld]',
      '/hi/confirm-order/[withheld]',
      '/api/user/offer-unsubscribe/[withheld]/',
      '/unsubscribe/[withheld]',
    ]);
    expect(lines.join('')).not.toContain(secret);
    expect(lines.join('')).not.toContain(offersSecret);
  });
});
