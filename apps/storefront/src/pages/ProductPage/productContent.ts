import type { Product } from '@shop/api-client';
import { pictureOf, pictureSources, type PictureSource } from '../../shared/pictureSources';
import { textLanguageOf } from '../../shared/textLanguage';

export interface ProductImage {
  src: string;
  alt: string;
  /** Smaller files of an uploaded photo, for `<source>`s; empty for older photos. */
  sources: PictureSource[];
  /** The photo's pixel size when known, so its box is reserved before it loads. */
  width?: number;
  height?: number;
}

type ImageFields = Pick<Product, 'image1' | 'image2' | 'image3' | 'image4' | 'image5' | 'pictures'>;

/**
 * The product's pictures in order, image1 to image5, skipping empty ones, each with its text
 * alternative (what staff wrote, else "{title} — image 2 of 4") and, for uploads, its smaller files and size. `resolve` turns
 * an API media path into a URL.
 */
export function productImages(
  product: ImageFields,
  formatAlt: (position: number, count: number) => string,
  resolve: (path: string) => string = (path) => path,
): ProductImage[] {
  const paths = imagePaths(product);
  return paths.map((path, index) => {
    const picture = pictureOf(product, path);
    return {
      src: resolve(path),
      // What staff wrote about the photo; numbered title only from an API that does not say.
      alt: picture?.alt?.trim() || formatAlt(index + 1, paths.length),
      sources: pictureSources(picture, resolve),
      ...(picture?.width && picture.height ? { width: picture.width, height: picture.height } : {}),
    };
  });
}

/** Where a variant's own photo (an index into `pictures`) stands among productImages' pictures; the main one's, 0, for none. */
export function variantImageIndex(product: ImageFields, picture: number | null): number {
  const url = picture === null ? undefined : product.pictures?.[picture]?.url;
  return url === undefined ? 0 : Math.max(imagePaths(product).indexOf(url), 0);
}

function imagePaths(product: ImageFields): string[] {
  return [product.image1, product.image2, product.image3, product.image4, product.image5].filter(
    (path): path is string => typeof path === 'string' && path.trim() !== '',
  );
}

const BULLETS = ['bullet_one', 'bullet_two', 'bullet_three', 'bullet_four', 'bullet_five'] as const;

type BulletFields = Pick<Product, (typeof BULLETS)[number] | 'untranslated_fields'>;

/** A highlight's words, and their language where it is not the page's (see textLanguageOf). */
export interface Highlight {
  text: string;
  lang: 'en' | undefined;
}

/** The five highlight bullets in order, leaving out blank ones. */
export function productHighlights(product: BulletFields): Highlight[] {
  return BULLETS.map((field) => ({ text: typeof product[field] === 'string' ? product[field].trim() : '', lang: textLanguageOf(product, field) })).filter(
    (bullet) => bullet.text !== '',
  );
}

/** A long description's paragraphs: blank lines separate them; single line breaks stay inside one. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
