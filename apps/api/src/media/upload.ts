/**
 * A staff member's image upload: sniffed, made into web sizes without metadata (process-image.ts), stored
 * under content-addressed keys, recorded in `media_images` with its audit entry.
 *
 * The files are written before the row, so a row never points at a missing file. If the row then fails,
 * the files stay behind unreferenced; they are not deleted, because another upload of the same picture
 * may share those very keys.
 */
import type { Database } from '../db/database';
import { mediaImages, type StoredVariant } from '../db/schema';
import { recordAudit } from '../audit';
import { ServiceUnavailableError, problem } from '../errors';
import { contentTypeOf, mediaKeyOf } from './media-keys';
import { processImage } from './process-image';
import { reshapeMediaImage, type MediaImageView } from './reshape';
import type { MediaStorage } from './storage';
import { inTransaction } from '../db/transaction';

/** The storage (a bucket, a full disk) failed: staff may try again; the reason is for the log, not for them. */
export class MediaStorageUnavailableError extends ServiceUnavailableError {
  constructor(readonly reason: unknown) {
    super(problem('storage_unavailable', 'The image could not be stored just now. Please try again in a minute.'), 60);
  }
}

export interface Upload {
  bytes: Buffer;
  /** The name the browser gave the file, if any; only shown to staff. */
  originalName: string | undefined;
  staffId: number;
}

/** An image's web sizes, stored; what a row recording the upload keeps. */
export interface StoredImage {
  width: number;
  height: number;
  variants: StoredVariant[];
  sourceFormat: string;
}

/**
 * Sniffs, cleans and stores one uploaded image (staff's for the catalogue, a shopper's for a return, under the same
 * limits): its web sizes without metadata, written under content-addressed keys before any row names them.
 */
export async function storeImage(storage: MediaStorage, bytes: Buffer): Promise<StoredImage> {
  const processed = await processImage(bytes);
  const variants: StoredVariant[] = [];
  for (const variant of processed.variants) {
    const key = mediaKeyOf(variant.bytes, variant.format);
    try {
      await storage.put(key, variant.bytes, contentTypeOf(key));
    } catch (error) {
      throw new MediaStorageUnavailableError(error);
    }
    variants.push({ key, width: variant.width, height: variant.height, format: variant.format, bytes: variant.bytes.length });
  }
  return { width: processed.width, height: processed.height, variants, sourceFormat: processed.sourceFormat };
}

export async function uploadMediaImage(db: Database, storage: MediaStorage, upload: Upload): Promise<MediaImageView> {
  const processed = await storeImage(storage, upload.bytes);
  const { variants } = processed;
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(mediaImages)
      .values({ originalName: upload.originalName ?? null, width: processed.width, height: processed.height, variants, createdBy: upload.staffId })
      .returning();
    if (!row) throw new Error('media_images insert returned no row');
    const view = reshapeMediaImage(row, storage);
    await recordAudit(tx, {
      actorId: upload.staffId,
      action: 'media.upload',
      entityType: 'media_image',
      entityId: row.id,
      before: null,
      after: { ...view, original_name: row.originalName, source_format: processed.sourceFormat },
    });
    return view;
  });
}

/**
 * The X-Filename header as staff named the file: percent-decoded (browsers can only send Latin-1 in a
 * header, so the client sends encodeURIComponent(name)), without any folder part or control characters,
 * at most 255 characters; undefined when nothing is left.
 */
export function cleanFileName(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  let name = header;
  try {
    name = decodeURIComponent(header);
  } catch {
    // Not percent-encoded after all (a bare "%" in the name): keep it as sent.
  }
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[\u0000-\u001f\u007f]/g, '').split(/[\\/]/).at(-1)?.trim() ?? '';
  return cleaned === '' ? undefined : [...cleaned].slice(0, 255).join('');
}
