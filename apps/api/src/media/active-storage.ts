/** The place for uploads the configuration chooses: S3-compatible storage when its variables are set, else the local disk. */
import type { Config } from '../config';
import { LocalDiskStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { MediaStorage } from './storage';

export function createMediaStorage(config: Pick<Config, 'mediaDir' | 's3'>): MediaStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(config.mediaDir);
}
