/**
 * The names stored images go by. A key is content-addressed, `uploads/ab/ab12….webp`: the first 128 bits
 * of the SHA-256 of the bytes, in hex, under a folder of its first two digits (so no folder grows past a
 * few thousand files), with the format's extension. The same bytes always get the same key, and a key
 * always holds the same bytes.
 */
import { createHash } from 'node:crypto';

export type StoredFormat = 'avif' | 'webp' | 'jpeg' | 'png';

const EXTENSION: Record<StoredFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** Every key this shop writes, and the only ones storage accepts (no key can name a path outside it). */
const MEDIA_KEY = /^uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\.(avif|webp|jpg|png)$/;

/** A content-addressed object never changes, so browsers and CDNs may keep it for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** URL path prefix under which the API serves stored objects (the key follows it). */
export const MEDIA_URL_PREFIX = '/media/';

export function mediaKeyOf(bytes: Buffer, format: StoredFormat): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return `uploads/${hash.slice(0, 2)}/${hash}.${EXTENSION[format]}`;
}

export function isMediaKey(key: string): boolean {
  return MEDIA_KEY.test(key);
}

export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
}

export function contentTypeOf(key: string): string {
  return CONTENT_TYPE_BY_EXTENSION[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
