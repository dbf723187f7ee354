import type { Product } from '@shop/api-client';

export interface ProductImage {
  src: string;
  alt: string;
}

type ImageFields = Pick<Product, 'image1' | 'image2' | 'image3' | 'image4' | 'image5'>;

/**
 * The product's pictures in order, image1 to image5, skipping empty ones, each with its text
 * alternative ("{title} — image 2 of 4"). `resolve` turns an API media path into a URL.
 */
export function productImages(
  product: ImageFields,
  formatAlt: (position: number, count: number) => string,
  resolve: (path: string) => string = (path) => path,
): ProductImage[] {
  const paths = [product.image1, product.image2, product.image3, product.image4, product.image5].filter(
    (path): path is string => typeof path === 'string' && path.trim() !== '',
  );
  return paths.map((path, index) => ({ src: resolve(path), alt: formatAlt(index + 1, paths.length) }));
}

type BulletFields = Pick<Product, 'bullet_one' | 'bullet_two' | 'bullet_three' | 'bullet_four' | 'bullet_five'>;

/** The five highlight bullets in order, leaving out blank ones. */
export function productHighlights(product: BulletFields): string[] {
  return [product.bullet_one, product.bullet_two, product.bullet_three, product.bullet_four, product.bullet_five]
    .map((bullet) => (typeof bullet === 'string' ? bullet.trim() : ''))
    .filter((bullet) => bullet !== '');
}

/** A long description's paragraphs: blank lines separate them; single line breaks stay inside one. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
