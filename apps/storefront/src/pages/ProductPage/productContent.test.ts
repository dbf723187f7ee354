import { describe, expect, it } from 'vitest';
import { paragraphs, productHighlights, productImages, variantImageIndex } from './productContent';

const alt = (position: number, count: number) => `Spikes — image ${position} of ${count}`;

describe('productImages', () => {
  it('keeps image1 to image5 in order, skipping missing ones, and numbers what is left', () => {
    const images = productImages(
      { image1: '/media/a.svg', image2: null, image3: '/media/c.svg', image4: '', image5: '/media/e.svg' },
      alt,
      (path) => `https://api.example${path}`,
    );
    expect(images).toEqual([
      { src: 'https://api.example/media/a.svg', alt: 'Spikes — image 1 of 3', sources: [] },
      { src: 'https://api.example/media/c.svg', alt: 'Spikes — image 2 of 3', sources: [] },
      { src: 'https://api.example/media/e.svg', alt: 'Spikes — image 3 of 3', sources: [] },
    ]);
  });

  it('gives an uploaded photo its alt text, its AVIF and WebP sizes, resolved, and its pixel size', () => {
    const images = productImages(
      {
        image1: '/media/uploads/cc/c.jpg',
        image2: '/media/products/old.webp',
        image3: null,
        image4: null,
        image5: null,
        pictures: [
          { url: '/media/uploads/cc/c.jpg', alt: 'Spikes along a balcony ledge', width: 1000, height: 750, srcset_avif: '/media/uploads/a/1.avif 320w, /media/uploads/a/2.avif 1000w', srcset_webp: '/media/uploads/w/1.webp 320w' },
          { url: '/media/products/old.webp', alt: 'One strip, close up', width: null, height: null, srcset_avif: '', srcset_webp: '' },
        ],
      },
      alt,
      (path) => `https://api.example${path}`,
    );
    expect(images).toEqual([
      {
        src: 'https://api.example/media/uploads/cc/c.jpg',
        // What staff wrote about each photo (the numbered title is for an answer without pictures).
        alt: 'Spikes along a balcony ledge',
        width: 1000,
        height: 750,
        sources: [
          { type: 'image/avif', srcSet: 'https://api.example/media/uploads/a/1.avif 320w, https://api.example/media/uploads/a/2.avif 1000w' },
          { type: 'image/webp', srcSet: 'https://api.example/media/uploads/w/1.webp 320w' },
        ],
      },
      { src: 'https://api.example/media/products/old.webp', alt: 'One strip, close up', sources: [] },
    ]);
  });

  it('gives nothing when the product has no picture', () => {
    expect(productImages({ image1: '', image2: null, image3: null, image4: null, image5: null }, alt)).toEqual([]);
  });
});

describe('variantImageIndex', () => {
  const picture = (url: string) => ({ url, alt: '', width: null, height: null, srcset_avif: '', srcset_webp: '' });
  // No image2: the second picture, image3, is the second shown.
  const product = {
    image1: '/media/a.webp',
    image2: null,
    image3: '/media/c.webp',
    image4: null,
    image5: null,
    pictures: [picture('/media/a.webp'), picture('/media/c.webp')],
  };

  it('finds the variant’s own photo among the pictures shown', () => {
    expect(variantImageIndex(product, 1)).toBe(1);
  });

  it('is the main photo for a variant without one, or with one the product no longer has', () => {
    expect(variantImageIndex(product, null)).toBe(0);
    expect(variantImageIndex(product, 4)).toBe(0);
    expect(variantImageIndex({ ...product, pictures: undefined }, 1)).toBe(0);
  });
});

describe('productHighlights', () => {
  it('lists the five bullets in order without blank ones', () => {
    expect(
      productHighlights({ bullet_one: 'One', bullet_two: ' ', bullet_three: 'Three ', bullet_four: '', bullet_five: 'Five' }),
    ).toEqual([
      { text: 'One', lang: undefined },
      { text: 'Three', lang: undefined },
      { text: 'Five', lang: undefined },
    ]);
  });

  it('marks a bullet still in English on a page in another language', () => {
    const bullets = { bullet_one: 'एक', bullet_two: 'Two', bullet_three: '', bullet_four: '', bullet_five: '' };
    expect(productHighlights({ ...bullets, untranslated_fields: ['bullet_two', 'bullet_three'] })).toEqual([
      { text: 'एक', lang: undefined },
      { text: 'Two', lang: 'en' },
    ]);
  });
});

describe('paragraphs', () => {
  it('splits on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(paragraphs('First line\nsame paragraph.\n\n  Second.\r\n\r\nThird.\n\n\n')).toEqual([
      'First line\nsame paragraph.',
      'Second.',
      'Third.',
    ]);
  });

  it('gives nothing for an empty description', () => {
    expect(paragraphs('  \n\n ')).toEqual([]);
  });
});
