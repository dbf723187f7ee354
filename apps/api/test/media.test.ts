/**
 * Image uploads (uploadMedia) end to end: real images made here with sharp go through the HTTP route,
 * are checked for type, size and pixels, come out as web sizes without metadata, land in storage and the
 * database, and are served back. The same path runs against local disk and against a real S3-compatible
 * server (s3rver) on loopback, on both database drivers.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, mediaImages } from '../src/db/schema';
import { absoluteMediaUrl } from '../src/media/image-url';
import { LocalDiskStorage } from '../src/media/local-storage';
import { mediaKeyOf } from '../src/media/media-keys';
import { S3Storage } from '../src/media/s3-storage';
import { ACCOUNT_ENV, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createCategory, createCustomer, createSiteSeller, DECLARED_PRODUCT, resetDatabase, sessionTokenFor, staffSessionFor, TEST_MAKER } from './support/fixtures';

const MAX_BYTES = 300_000;
const UPLOAD = '/api/admin/media/';

/** A photo with detail (so encoders have work), EXIF naming a camera and a GPS position, turned by EXIF orientation 6. */
async function phonePhoto(width = 1500, height = 1000): Promise<Buffer> {
  const drawing = Buffer.from(
    `<svg width="${width}" height="${height}"><rect width="100%" height="100%" fill="#4a7"/>` +
      `<circle cx="${width / 3}" cy="${height / 2}" r="${height / 3}" fill="#c33"/><text x="40" y="120" font-size="90">BirdShield</text></svg>`,
  );
  return sharp(drawing)
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'BirdCamMaker', Model: 'SpyPhone 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 17/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 40/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A half-transparent PNG smaller than the narrowest web width. */
function transparentPng(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 20, g: 60, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/** CRC-32 of PNG chunks (node:zlib has crc32 only from Node 22). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A decompression bomb: a tiny PNG whose header claims 30,000 × 30,000 pixels (900 megapixels). */
async function pixelBomb(): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer());
  // IHDR is the first chunk: length (4) at 8, type (4) at 12, width and height at 16 and 20, CRC after its 13 bytes.
  png.writeUInt32BE(30_000, 16);
  png.writeUInt32BE(30_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

interface Uploaded {
  id: number;
  url: string;
  width: number;
  height: number;
  variants: { url: string; width: number; format: string }[];
}

function uploadsOn(label: string, env: () => Record<string, string>, readBack: () => (key: string) => Promise<{ bytes: Buffer; contentType?: string; cacheControl?: string }>) {
  describe.each(RULE_DRIVERS)(`uploadMedia to ${label} on %s`, (driver) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(driver, { ...ACCOUNT_ENV, MEDIA_MAX_BYTES: String(MAX_BYTES), ...env() });
    });
    afterAll(async () => {
      await t?.close();
    });
    beforeEach(async () => {
      await resetDatabase(t.database.db);
      await createSiteSeller(t.database.db, TEST_MAKER);
    });
    const db = () => t.database.db;

    const upload = (body: Buffer | string, token: string | undefined, headers: Record<string, string> = { 'content-type': 'image/jpeg' }) =>
      t.app.inject({ method: 'POST', url: UPLOAD, payload: body, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

    const keyOf = (url: string) => url.slice(url.indexOf('uploads/'));

    it('turns a phone photo into AVIF and WebP web sizes and a JPEG, upright and without EXIF or GPS, and records who uploaded it', async () => {
      const { user, token } = await staffSessionFor(db(), TEST_KEYS);
      const photo = await phonePhoto();
      expect((await sharp(photo).metadata()).exif).toBeDefined();

      const response = await upload(photo, token, { 'content-type': 'image/jpeg', 'x-filename': encodeURIComponent('छत पर/kabootar photo.jpg') });
      expect(response.statusCode).toBe(201);
      const image = response.json<Uploaded>();
      await expectToMatchContract('uploadMedia', 201, image);

      // EXIF orientation 6 turns the 1500 × 1000 landscape upright: 1000 wide, scaled to at most 1280.
      expect({ width: image.width, height: image.height }).toEqual({ width: 1000, height: 1500 });
      expect(image.variants.map((v) => `${v.format}@${v.width}`)).toEqual([
        'avif@320', 'webp@320', 'avif@640', 'webp@640', 'avif@960', 'webp@960', 'avif@1000', 'webp@1000', 'jpeg@1000',
      ]);
      expect(image.url).toBe(image.variants.at(-1)!.url);

      const read = readBack();
      for (const variant of image.variants) {
        const stored = await read(keyOf(variant.url));
        const metadata = await sharp(stored.bytes).metadata();
        expect(metadata.format === 'heif' ? 'avif' : metadata.format).toBe(variant.format);
        expect(metadata.width).toBe(variant.width);
        expect(metadata.exif).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
        expect(stored.bytes.includes('BirdCamMaker')).toBe(false);
        expect(stored.bytes.includes('SpyPhone')).toBe(false);
        // Content-addressed: the key is the hash of exactly these bytes.
        expect(keyOf(variant.url)).toBe(mediaKeyOf(stored.bytes, variant.format as 'avif'));
        if (stored.contentType) expect(stored.contentType).toBe(variant.format === 'avif' ? 'image/avif' : `image/${variant.format}`);
        if (stored.cacheControl) expect(stored.cacheControl).toBe('public, max-age=31536000, immutable');
      }

      const [row] = await db().select().from(mediaImages).where(eq(mediaImages.id, image.id));
      expect(row).toMatchObject({ originalName: 'kabootar photo.jpg', width: 1000, height: 1500, createdBy: user.id });
      const [entry] = await db().select().from(auditLog);
      expect(entry).toMatchObject({ actorId: user.id, action: 'media.upload', entityType: 'media_image', entityId: String(image.id), before: null });
      expect(entry?.after).toMatchObject({ id: image.id, url: image.url, original_name: 'kabootar photo.jpg', source_format: 'jpeg' });
    });

    it('gives shoppers an uploaded product photo with its AVIF and WebP sizes and its pixel size', async () => {
      const { token } = await staffSessionFor(db(), TEST_KEYS);
      const image = (await upload(await phonePhoto(), token)).json<Uploaded>();
      const category = await createCategory(db(), 'Bird Spikes');
      const product = {
        title: 'Uploaded Spikes', slug: 'uploaded-spikes', category_id: category.id, material: 'Plastic', mrp_paise: 50000,
        price_paise: 40000, stock: 5, is_bestseller: false, short_desc: '', long_desc: '', highlights: ['a', 'b', 'c', 'd', 'e'],
        keywords: '', hsn_code: '3926', gst_rate: 18, weight_grams: 350, length_cm: 35, breadth_cm: 12, height_cm: 8, hidden: false, ...DECLARED_PRODUCT,
        images: [
          { url: image.url, alt: 'Spikes on a ledge', media_id: image.id },
          { url: '/media/products/older.webp', alt: 'An older photo', media_id: null },
        ],
      };
      const created = await t.app.inject({ method: 'POST', url: '/api/admin/products/', payload: product, headers: { authorization: `Bearer ${token}` } });
      expect(created.statusCode).toBe(201);

      const shown = await t.app.inject({ method: 'GET', url: '/api/user/products/uploaded-spikes/' });
      await expectToMatchContract('getProduct', 200, shown.json());
      // Shoppers get absolute URLs: on SITE_URL for the disk and a private bucket, S3_PUBLIC_URL's as they are.
      const shopperUrl = (url: string) => absoluteMediaUrl(url, t.config.siteUrl);
      const srcsetOf = (format: string) => image.variants.filter((v) => v.format === format).map((v) => `${shopperUrl(v.url)} ${v.width}w`).join(', ');
      expect(shown.json().pictures).toEqual([
        { url: shopperUrl(image.url), alt: 'Spikes on a ledge', width: 1000, height: 1500, srcset_avif: srcsetOf('avif'), srcset_webp: srcsetOf('webp') },
        { url: shopperUrl('/media/products/older.webp'), alt: 'An older photo', width: null, height: null, srcset_avif: '', srcset_webp: '' },
      ]);
      expect(shown.json()).toMatchObject({ image1: shopperUrl(image.url), image2: shopperUrl('/media/products/older.webp') });
    });

    it('serves every stored size at its URL with a year-long immutable cache and an ETag', async () => {
      const { token } = await staffSessionFor(db(), TEST_KEYS);
      const image = (await upload(await phonePhoto(700, 400), token)).json<Uploaded>();
      for (const variant of image.variants) {
        const served = await t.app.inject({ method: 'GET', url: variant.url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.headers['content-type']).toBe(variant.format === 'avif' ? 'image/avif' : `image/${variant.format}`);
        expect(served.rawPayload.equals((await readBack()(keyOf(variant.url))).bytes)).toBe(true);
        const again = await t.app.inject({ method: 'GET', url: variant.url, headers: { 'if-none-match': served.headers.etag as string } });
        expect(again.statusCode).toBe(304);
      }
      expect((await t.app.inject({ method: 'GET', url: `/media/uploads/00/${'0'.repeat(32)}.webp` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/media/uploads/ab/not-a-key.webp' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/media/uploads/%2e%2e/%2e%2e/package.json' })).statusCode).toBe(404);
    });

    it('keeps transparency: a PNG gets a PNG fallback, and is never enlarged', async () => {
      const { token } = await staffSessionFor(db(), TEST_KEYS);
      const response = await upload(await transparentPng(), token, { 'content-type': 'application/octet-stream' });
      expect(response.statusCode).toBe(201);
      const image = response.json<Uploaded>();
      expect(image.variants.map((v) => `${v.format}@${v.width}`)).toEqual(['avif@300', 'webp@300', 'png@300']);
      const fallback = await sharp((await readBack()(keyOf(image.url))).bytes).metadata();
      expect(fallback).toMatchObject({ format: 'png', hasAlpha: true, width: 300, height: 200 });
    });

    it('takes WebP, AVIF and GIF too, whatever type the request claims, or none', async () => {
      const { token } = await staffSessionFor(db(), TEST_KEYS);
      const picture = () => sharp({ create: { width: 200, height: 150, channels: 3, background: '#d84' } });
      const sources: [string, Buffer, Record<string, string>][] = [
        ['webp', await picture().webp().toBuffer(), { 'content-type': 'application/octet-stream' }],
        ['avif', await picture().avif().toBuffer(), { 'content-type': 'image/jpeg' }],
        ['gif', await picture().gif().toBuffer(), {}],
      ];
      for (const [format, bytes, headers] of sources) {
        const response = await upload(bytes, token, headers);
        expect(response.statusCode, format).toBe(201);
        expect(response.json<Uploaded>().variants.map((v) => v.format), format).toEqual(['avif', 'webp', 'jpeg']);
      }
      const audited = await db().select({ after: auditLog.after }).from(auditLog);
      expect(audited.map((entry) => (entry.after as { source_format: string }).source_format)).toEqual(['webp', 'avif', 'gif']);
    });

    it('reads the type from the bytes: a text file named photo.png and sent as image/png answers 415 naming the file', async () => {
      const { token } = await staffSessionFor(db(), TEST_KEYS);
      const response = await upload('These are not the pixels you are looking for.\n', token, { 'content-type': 'image/png', 'x-filename': 'photo.png' });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        code: 'image_type_unsupported',
        detail: 'The file is not an image the shop can use: upload a JPEG, PNG, WebP, AVIF or GIF picture.',
        errors: { file: ['The file is not an image the shop can use: upload a JPEG, PNG, WebP, AVIF or GIF picture.'] },
        error_codes: { file: ['image_type_unsupported'] },
      });
      await expectToMatchContract('uploadMedia', 415, response.json());
      // An SVG is an image, but one that can carry scripts: also refused.
      const svg = await upload('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>', token, { 'content-type': 'image/svg+xml' });
      expect(svg.statusCode).toBe(415);
      expect(await db().$count(mediaImages)).toBe(0);
    });

    it('answers 413 with the limit for a body over MEDIA_MAX_BYTES, and the JSON limit stays as it was', async () => {
      const { token } = await staffSessionFor(db(), TEST_KEYS);
      const response = await upload(Buffer.alloc(MAX_BYTES + 1, 0xff), token);
      expect(response.statusCode).toBe(413);
      expect(response.json().detail).toBe(`The file is larger than the limit of 0.3 MB (${MAX_BYTES} bytes). Upload a smaller picture.`);
      expect(response.json().errors.file).toHaveLength(1);
      await expectToMatchContract('uploadMedia', 413, response.json());
      // Any other operation keeps BODY_LIMIT_BYTES (16 KB in the tests).
      const json = await t.app.inject({ method: 'POST', url: '/api/user/contact/', payload: JSON.stringify({ message: 'x'.repeat(20_000) }), headers: { 'content-type': 'application/json' } });
      expect(json.statusCode).toBe(413);
    });

    it('refuses a decompression bomb (900 megapixels in a few bytes) from its header, before decoding it', async () => {
      const { token } = await staffSessionFor(db(), TEST_KEYS);
      const bomb = await pixelBomb();
      expect(bomb.length).toBeLessThan(200);
      expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 30_000, height: 30_000 });
      const response = await upload(bomb, token, { 'content-type': 'image/png' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.file).toEqual(['The image is 30000 × 30000 pixels; the largest accepted is 50 megapixels. Scale it down and upload it again.']);
      expect(await db().$count(mediaImages)).toBe(0);
    });

    it('answers 400 naming the file for an empty body or a picture cut short', async () => {
      const { token } = await staffSessionFor(db(), TEST_KEYS);
      const empty = await upload(Buffer.alloc(0), token);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors.file).toEqual(['The file is empty.']);
      const photo = await phonePhoto(600, 400);
      const truncated = await upload(photo.subarray(0, Math.floor(photo.length / 2)), token);
      expect(truncated.statusCode).toBe(400);
      expect(truncated.json().errors.file).toEqual(['The image could not be read; it may be damaged or incomplete.']);
    });

    it('is for staff only: 401 without a token, 403 with a customer’s', async () => {
      const photo = await phonePhoto(400, 300);
      expect((await upload(photo, undefined)).statusCode).toBe(401);
      const customer = await createCustomer(db());
      expect((await upload(photo, await sessionTokenFor(TEST_KEYS, customer))).statusCode).toBe(403);
      expect(await db().$count(mediaImages)).toBe(0);
    });
  });
}

// Local disk: MEDIA_DIR/uploads/…, read back from the files themselves.
let mediaDir = '';
beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'shop-media-'));
});
afterAll(async () => {
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});
uploadsOn(
  'local disk',
  () => ({ MEDIA_DIR: mediaDir }),
  () => async (key) => ({ bytes: await readFile(path.join(mediaDir, key)) }),
);

// S3: a real S3-compatible server on loopback, read back through the S3 API.
const BUCKET = 'shop-media';
const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let s3rver: S3rver | undefined;
let s3Dir = '';
let endpoint = '';
beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), 'shop-s3rver-'));
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3rver?.close();
  if (s3Dir) await rm(s3Dir, { recursive: true, force: true });
});
const s3Env = () => ({
  S3_BUCKET: BUCKET,
  S3_REGION: 'ap-south-1',
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
  S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
  // Pointing MEDIA_DIR at nothing proves no upload goes to local disk.
  MEDIA_DIR: '/nonexistent/media',
});
const s3Client = () => new S3Client({ region: 'ap-south-1', endpoint, forcePathStyle: true, credentials: S3_KEYS });
uploadsOn('S3-compatible storage', s3Env, () => async (key) => {
  const object = await s3Client().send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return { bytes: Buffer.from(await object.Body!.transformToByteArray()), contentType: object.ContentType, cacheControl: object.CacheControl };
});

describe('uploadMedia when the storage is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 of loopback: every S3 call is refused.
    t = await startTestApp('pglite', { ...ACCOUNT_ENV, ...s3Env(), S3_ENDPOINT: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 with Retry-After and records nothing', async () => {
    const { token } = await staffSessionFor(t.database.db, TEST_KEYS);
    const response = await t.app.inject({ method: 'POST', url: UPLOAD, payload: await transparentPng(), headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toEqual({ code: 'storage_unavailable', detail: 'The image could not be stored just now. Please try again in a minute.' });
    await expectToMatchContract('uploadMedia', 503, response.json());
    expect(await t.database.db.$count(mediaImages)).toBe(0);
  });
});

describe('media storage', () => {
  const key = mediaKeyOf(Buffer.from('a picture'), 'webp');

  it('on local disk: puts, gets, deletes, and accepts only its own keys', async () => {
    const storage = new LocalDiskStorage(mediaDir);
    await storage.put(key, Buffer.from('a picture'), 'image/webp');
    const object = await storage.get(key);
    expect(object).toMatchObject({ contentType: 'image/webp', size: 9 });
    object!.body.destroy();
    expect(storage.urlOf(key)).toBe(`/media/${key}`);
    await storage.delete(key);
    await expect(stat(path.join(mediaDir, key))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
    await expect(storage.put('uploads/../../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow('Not a media key');
  });

  it('on S3: puts with type and cache header, gets, deletes; URLs use S3_PUBLIC_URL when set', async () => {
    const config = { bucket: BUCKET, region: 'ap-south-1', endpoint, ...S3_KEYS, publicUrl: undefined };
    const storage = new S3Storage(config);
    await storage.put(key, Buffer.from('a picture'), 'image/webp');
    const head = await s3Client().send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(head).toMatchObject({ ContentType: 'image/webp', CacheControl: 'public, max-age=31536000, immutable', ContentLength: 9 });
    const object = await storage.get(key);
    expect(Buffer.concat(await object!.body.toArray()).toString()).toBe('a picture');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(storage.urlOf(key)).toBe(`/media/${key}`);
    expect(new S3Storage({ ...config, publicUrl: 'https://cdn.birdshield.example/shop' }).urlOf(key)).toBe(`https://cdn.birdshield.example/shop/${key}`);
  });
});
