import type { Product } from '@shop/api-client';

export type ProductPicture = NonNullable<Product['pictures']>[number];

/** One `<source>` of a `<picture>`: the browser takes the first type it can show. */
export interface PictureSource {
  type: string;
  srcSet: string;
}

/** Each candidate's URL resolved (see mediaUrl), its width descriptor kept. */
function resolveSrcSet(srcSet: string, resolve: (path: string) => string): string {
  return srcSet
    .split(',')
    .map((candidate) => candidate.trim())
    .filter((candidate) => candidate !== '')
    .map((candidate) => {
      const [url = '', ...descriptor] = candidate.split(/\s+/);
      return [resolve(url), ...descriptor].join(' ');
    })
    .join(', ');
}

/** An uploaded photo's smaller files, AVIF first (the smallest), then WebP; none for older photos. */
export function pictureSources(picture: ProductPicture | undefined, resolve: (path: string) => string = (path) => path): PictureSource[] {
  if (!picture) return [];
  const sources: PictureSource[] = [];
  if (picture.srcset_avif) sources.push({ type: 'image/avif', srcSet: resolveSrcSet(picture.srcset_avif, resolve) });
  if (picture.srcset_webp) sources.push({ type: 'image/webp', srcSet: resolveSrcSet(picture.srcset_webp, resolve) });
  return sources;
}

/** The picture for a product's photo URL (image1 to image5), when the API says more about it. */
export function pictureOf(product: Pick<Product, 'pictures'>, url: string): ProductPicture | undefined {
  return product.pictures?.find((picture) => picture.url === url);
}
