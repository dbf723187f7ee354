/**
 * Uploaded images on local disk, under the media directory the API already serves at /media/: the key
 * `uploads/ab/ab12….webp` is the file MEDIA_DIR/uploads/ab/ab12….webp. Each file is written to a
 * temporary name and renamed into place, so a reader never sees half an image.
 */
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertMediaKey, contentTypeOf, MEDIA_URL_PREFIX } from './media-keys';
import type { MediaStorage, StoredObject } from './storage';

export class LocalDiskStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  /** The type needs no storing: it follows from the key's extension when the file is served. */
  async put(key: string, bytes: Buffer, _contentType?: string): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.part`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.fileOf(key);
    const found = await stat(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
      throw error;
    });
    if (!found?.isFile()) return null;
    return { body: createReadStream(file), contentType: contentTypeOf(key), size: found.size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  urlOf(key: string): string {
    return `${MEDIA_URL_PREFIX}${key}`;
  }

  /** Only keys of the shop's own shape become paths, so no key can reach outside the media directory. */
  private fileOf(key: string): string {
    assertMediaKey(key);
    return path.join(this.root, ...key.split('/'));
  }
}
