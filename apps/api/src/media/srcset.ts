/**
 * How pages show an uploaded image. `srcsetOf` writes a `srcset` attribute from its web sizes, and
 * `productPicture` is what the shopper API adds to a product photo for a `<picture>` with an AVIF and a
 * WebP `<source>` and the fallback `<img>` with its size reserved:
 *
 *   <picture>
 *     <source type="image/avif" srcset={srcset_avif} sizes="…">
 *     <source type="image/webp" srcset={srcset_webp} sizes="…">
 *     <img src={url} width={width} height={height}>
 *   </picture>
 *
 * Pure functions, so the catalogue's reshape code can call them without storage or database.
 */
import type { StoredVariant } from '../db/schema';
import type { MediaImageView } from './reshape';

type Variant = MediaImageView['variants'][number];

/** `url 320w, url 640w, …` for one format, narrowest first; empty when the image has none in it. */
export function srcsetOf(variants: readonly Variant[], format: Variant['format']): string {
  return variants
    .filter((variant) => variant.format === format)
    .toSorted((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

export interface ProductPicture {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
  srcset_avif: string;
  srcset_webp: string;
}

/** The upload a product photo came from, as stored (media_images). */
export interface StoredUpload {
  width: number;
  height: number;
  variants: readonly StoredVariant[];
}

/**
 * A product photo as the storefront draws it. Storage makes every URL as one base plus the object's key
 * (storage.ts), and the photo's own URL is its upload's fallback; so the other sizes are found beside it,
 * wherever the files were when it was saved. A photo from before uploads, or whose URL is not its
 * upload's fallback, keeps only its URL.
 */
export function productPicture(url: string, alt: string, upload: StoredUpload | null): ProductPicture {
  const fallback = upload?.variants.at(-1);
  if (!upload || !fallback || !url.endsWith(fallback.key)) return { url, alt, width: null, height: null, srcset_avif: '', srcset_webp: '' };
  const base = url.slice(0, url.length - fallback.key.length);
  const variants = upload.variants.map((variant) => ({ url: `${base}${variant.key}`, width: variant.width, format: variant.format }));
  return {
    url,
    alt,
    width: upload.width,
    height: upload.height,
    srcset_avif: srcsetOf(variants, 'avif'),
    srcset_webp: srcsetOf(variants, 'webp'),
  };
}
