/**
 * Where uploaded images are kept: one interface, two places (active-storage.ts picks one). Local disk under MEDIA_DIR/uploads is the
 * default (the demo, one machine); S3-compatible object storage when the S3_* variables are set, so
 * several API instances share the same files. Keys are content-addressed (`uploads/ab/ab12….webp`, the
 * hash of the bytes), so an object never changes under its key: it can be cached for a year, and storing
 * the same bytes twice is harmless.
 */
import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  contentType: string;
  /** Bytes, when the store knows it (both stores here do). */
  size: number | undefined;
}

export interface MediaStorage {
  /** Writes the bytes under the key (overwriting: the same key always holds the same bytes). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object for serving, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** The URL browsers load the object from: under /media/ on this site, or the bucket's public address. */
  urlOf(key: string): string;
}
