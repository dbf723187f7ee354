/**
 * How pages show an uploaded image: `srcsetOf` writes a `srcset` attribute from its web sizes, and
 * `shopperImage` is the shape the shopper API gives the storefront for a `<picture>` with an AVIF and a
 * WebP `<source>` and the fallback `<img>`. Pure functions of the MediaImage shape (reshape.ts), so the
 * catalogue's reshape code can call them without storage or database.
 *
 *   <picture>
 *     <source type="image/avif" srcset={srcset_avif} sizes="…">
 *     <source type="image/webp" srcset={srcset_webp} sizes="…">
 *     <img src={url} alt={alt} width={width} height={height}>
 *   </picture>
 */
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

export interface ShopperImage {
  url: string;
  alt: string;
  srcset_avif: string;
  srcset_webp: string;
  width: number;
  height: number;
}

/** An uploaded image as the storefront draws it, with the alt text staff gave it where it is used. */
export function shopperImage(image: MediaImageView, alt: string): ShopperImage {
  return {
    url: image.url,
    alt,
    srcset_avif: srcsetOf(image.variants, 'avif'),
    srcset_webp: srcsetOf(image.variants, 'webp'),
    width: image.width,
    height: image.height,
  };
}
