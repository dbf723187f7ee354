/** The place for uploads the configuration chooses: S3-compatible storage when its variables are set, else the local disk. */
import { LocalDiskStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { MediaSettings } from './settings';
import type { MediaStorage } from './storage';

export function createMediaStorage(settings: MediaSettings): MediaStorage {
  return settings.s3 ? new S3Storage(settings.s3) : new LocalDiskStorage(settings.mediaDir);
}
