/**
 * Uploaded images on local disk, under the media directory the API already serves at /media/: the key
 * `uploads/ab/ab12….webp` is the file MEDIA_DIR/uploads/ab/ab12….webp. Each file is written to a
 * temporary name and renamed into place, so a reader never sees half an image.
 */
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
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

  /**
   * Opened before it is measured, so a file deleted meanwhile is simply not found: a stream opened by name
   * later would fail with nobody listening, and take the process down.
   */
  async get(key: string): Promise<StoredObject | null> {
    const handle = await open(this.fileOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR' || error.code === 'EISDIR') return null;
      throw error;
    });
    if (!handle) return null;
    const found = await handle.stat();
    if (!found.isFile()) {
      await handle.close();
      return null;
    }
    return { body: handle.createReadStream(), contentType: contentTypeOf(key), size: found.size };
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
