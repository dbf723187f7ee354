/**
 * The key that signs session tokens. JWT_SECRET wins when set; otherwise a random one is generated
 * on first use and kept in the database, so every instance (and every restart) signs alike.
 */
import { randomBytes } from 'node:crypto';
import { getOrCreateSetting } from '../db/app-settings';
import type { Database } from '../db/database';
import type { AccountSettings } from './settings';

const SETTING_KEY = 'jwt_secret';

export async function resolveJwtSecret(db: Database, config: AccountSettings): Promise<Uint8Array> {
  const secret = config.jwtSecret ?? (await getOrCreateSetting(db, SETTING_KEY, () => randomBytes(48).toString('base64url')));
  return new TextEncoder().encode(secret);
}
