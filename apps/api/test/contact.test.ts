import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '../src/db/schema';
import { withClockHeld } from './support/clock';
import { countRows, resetDatabase } from './support/fixtures';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';

const valid = { name: 'Asha Rao', email: 'asha@example.com', subject: 'Pigeons on my balcony', message: 'Which net suits a 3 m balcony?' };

describe.each(RULE_DRIVERS)('contact form on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, { CONTACT_MESSAGES_PER_HOUR: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.database.db);
  });

  const post = (payload: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }, url = '/api/user/contact/') =>
    t.app.inject({ method: 'POST', url, headers, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });

  const counts = async () => ({
    messages: await countRows(t.database.db, contactMessages),
    mails: await countRows(t.database.db, outbox),
  });

  it('stores the message and queues one notification to the shop, with and without the trailing slash', async () => {
    for (const url of ['/api/user/contact/', '/api/user/contact']) {
      const response = await post({ ...valid, name: '  Asha Rao  ' }, undefined, url);
      expect(response.statusCode).toBe(201);
      await expectToMatchContract('sendContactMessage', 201, response.json());
      expect(response.json()).toEqual({ id: expect.any(Number), detail: 'Message received.' });
    }
    expect(await counts()).toEqual({ messages: 2, mails: 2 });

    const [stored] = await t.database.db.select().from(contactMessages).limit(1);
    expect(stored).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com', subject: valid.subject, message: valid.message });
    const [mail] = await t.database.db.select().from(outbox).limit(1);
    expect(mail).toMatchObject({
      event: 'contact_notification',
      recipient: 'owner@shop.example.test',
      replyTo: 'asha@example.com',
      status: 'pending',
    });
    expect(mail!.subject).toBe(`Contact message #${stored!.id}: Pigeons on my balcony`);
    expect(mail!.textBody).toContain(valid.message);
  });

  const badInputs: [string, unknown, Record<string, string[]>][] = [
    ['every field missing', {}, { name: ['This field is required.'], email: ['This field is required.'], subject: ['This field is required.'], message: ['This field is required.'] }],
    ['two fields missing', { name: 'Asha', subject: 'Hi' }, { email: ['This field is required.'], message: ['This field is required.'] }],
    ['blank fields', { ...valid, name: '   ', message: '\n\t ' }, { name: ['This field may not be blank.'], message: ['This field may not be blank.'] }],
    ['an empty field', { ...valid, subject: '' }, { subject: ['This field may not be blank.'] }],
    ['a malformed e-mail', { ...valid, email: 'asha-at-example' }, { email: ['Enter a valid email address.'] }],
    ['a name that is too long', { ...valid, name: 'x'.repeat(101) }, { name: ['Ensure this field has no more than 100 characters.'] }],
    ['a message that is too long', { ...valid, message: 'x'.repeat(5001) }, { message: ['Ensure this field has no more than 5000 characters.'] }],
    ['an object instead of text', { ...valid, subject: { text: 'Hi' } }, { subject: ['Not a valid string.'] }],
    ['an array instead of an object', [valid], { non_field_errors: ['Invalid data. Expected a JSON object.'] }],
  ];

  it.each(badInputs)('answers 400 naming the fields for %s, and writes nothing', async (_case, payload, errors) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_input', detail: 'Invalid request.', errors, error_codes: expect.any(Object) });
    await expectToMatchContract('sendContactMessage', 400, response.json());
    expect(await counts()).toEqual({ messages: 0, mails: 0 });
  });

  it('answers 4xx JSON for malformed, empty, mistyped or oversized bodies, and writes nothing', async () => {
    const cases: { payload: string; headers: Record<string, string>; status: number; detail: string }[] = [
      { payload: '{"name": "Asha",', headers: { 'content-type': 'application/json' }, status: 400, detail: 'Malformed JSON body.' },
      { payload: '{"__proto__": {"admin": true}}', headers: { 'content-type': 'application/json' }, status: 400, detail: 'Malformed JSON body.' },
      { payload: '', headers: { 'content-type': 'application/json' }, status: 400, detail: 'The request body is empty; send a JSON object.' },
      { payload: 'name=Asha', headers: { 'content-type': 'application/x-www-form-urlencoded' }, status: 415, detail: 'Unsupported content type; send application/json.' },
      { payload: JSON.stringify(valid), headers: { 'content-type': 'text/plain' }, status: 400, detail: 'Invalid request.' },
      { payload: JSON.stringify(valid), headers: {}, status: 415, detail: 'Unsupported content type; send application/json.' },
      {
        payload: JSON.stringify({ ...valid, message: 'x'.repeat(t.config.bodyLimitBytes) }),
        headers: { 'content-type': 'application/json' },
        status: 413,
        detail: `The request body is larger than the limit of ${t.config.bodyLimitBytes} bytes.`,
      },
    ];
    for (const { payload, headers, status, detail } of cases) {
      const response = await post(payload, headers);
      expect(response.statusCode, detail).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json().detail).toBe(detail);
    }
    expect(await counts()).toEqual({ messages: 0, mails: 0 });
  });

  it('answers 429 once a client passes its hourly limit, counting only accepted messages', () =>
    withClockHeld(async () => {
      await post({});
      for (let i = 0; i < 3; i += 1) expect((await post(valid)).statusCode).toBe(201);
      const limited = await post(valid);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      await expectToMatchContract('sendContactMessage', 429, limited.json());
      expect(await counts()).toEqual({ messages: 3, mails: 3 });
    }));
});
