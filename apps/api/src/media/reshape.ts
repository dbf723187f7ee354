/** Media rows become the API's MediaImage here, and only here; URLs come from the storage in use. */
import type { Schema } from '@shop/contracts';
import type { mediaImages } from '../db/schema';
import type { MediaStorage } from './storage';

export type MediaImageView = Schema<'MediaImage'>;
export type MediaImageRow = typeof mediaImages.$inferSelect;

/** `url` is the fallback (JPEG or PNG, the last variant stored); `variants` lists every web size. */
export function reshapeMediaImage(row: MediaImageRow, storage: Pick<MediaStorage, 'urlOf'>): MediaImageView {
  const fallback = row.variants.at(-1);
  if (!fallback) throw new Error(`media image ${row.id} has no variants`);
  return {
    id: row.id,
    url: storage.urlOf(fallback.key),
    width: row.width,
    height: row.height,
    variants: row.variants.map((variant) => ({ url: storage.urlOf(variant.key), width: variant.width, format: variant.format })),
  };
}
