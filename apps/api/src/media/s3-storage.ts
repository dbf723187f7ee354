/**
 * Uploaded images in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces…) through
 * @aws-sdk/client-s3. Objects are written with their content type and a year's cache header, since a
 * content-addressed key never changes. Browsers load them from S3_PUBLIC_URL when it is set (a public
 * bucket or a CDN in front of it); otherwise the API streams them from the bucket at /media/uploads/…,
 * so a private bucket works too.
 */
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Config } from './settings';
import { assertMediaKey, contentTypeOf, IMMUTABLE_CACHE, MEDIA_URL_PREFIX } from './media-keys';
import type { MediaStorage, StoredObject } from './storage';

export class S3Storage implements MediaStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      ...(config.endpoint
        ? {
            endpoint: config.endpoint,
            // Other S3-compatible services are addressed by path (endpoint/bucket/key): it needs no
            // wildcard DNS for bucket subdomains, and every one of them accepts it.
            forcePathStyle: true,
          }
        : {}),
      // Checksums only where S3 requires them: the SDK's default (a CRC32 header on every upload, and
      // checking one on every download) is refused or unsupported by several S3-compatible services.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertMediaKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: IMMUTABLE_CACHE }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertMediaKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a readable body`);
      return { body: object.Body, contentType: object.ContentType ?? contentTypeOf(key), size: object.ContentLength };
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertMediaKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  urlOf(key: string): string {
    return this.config.publicUrl ? `${this.config.publicUrl}/${key}` : `${MEDIA_URL_PREFIX}${key}`;
  }
}
