import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/connect';
import { resolveJwtSecret } from '../src/accounts/jwt-secret';
import { openTestDatabase, type TestDatabase } from './support/databases';

describe('the token signing secret', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('is generated once and shared by every instance when JWT_SECRET is unset', async () => {
    const other = await connectDatabase({ dataDir: 'memory://', databaseUrl: database.url, poolSize: 1 });
    try {
      const [a, b] = await Promise.all([resolveJwtSecret(database.db, { jwtSecret: undefined }), resolveJwtSecret(other.db, { jwtSecret: undefined })]);
      expect(a.byteLength).toBeGreaterThanOrEqual(32);
      expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
      const again = await resolveJwtSecret(database.db, { jwtSecret: undefined });
      expect(Buffer.from(again).equals(Buffer.from(a))).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('is JWT_SECRET when set', async () => {
    const secret = 's'.repeat(40);
    expect(new TextDecoder().decode(await resolveJwtSecret(database.db, { jwtSecret: secret }))).toBe(secret);
  });
});
