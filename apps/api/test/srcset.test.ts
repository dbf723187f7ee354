/** The storefront's <picture> data for an uploaded image: srcsets from its stored web sizes. */
import { describe, expect, it } from 'vitest';
import type { MediaImageView } from '../src/media/reshape';
import { productPicture, srcsetOf } from '../src/media/srcset';

const image: MediaImageView = {
  id: 7,
  url: '/media/uploads/cc/cc.jpg',
  width: 1000,
  height: 750,
  variants: [
    // Deliberately out of order: srcset lists narrowest first whatever order they are stored in.
    { url: '/media/uploads/aa/a640.avif', width: 640, format: 'avif' },
    { url: '/media/uploads/aa/a320.avif', width: 320, format: 'avif' },
    { url: '/media/uploads/bb/w320.webp', width: 320, format: 'webp' },
    { url: '/media/uploads/bb/w640.webp', width: 640, format: 'webp' },
    { url: '/media/uploads/aa/a1000.avif', width: 1000, format: 'avif' },
    { url: '/media/uploads/bb/w1000.webp', width: 1000, format: 'webp' },
    { url: '/media/uploads/cc/cc.jpg', width: 1000, format: 'jpeg' },
  ],
};

describe('srcsetOf', () => {
  it('lists one format’s sizes with their widths, narrowest first', () => {
    expect(srcsetOf(image.variants, 'avif')).toBe('/media/uploads/aa/a320.avif 320w, /media/uploads/aa/a640.avif 640w, /media/uploads/aa/a1000.avif 1000w');
    expect(srcsetOf(image.variants, 'webp')).toBe('/media/uploads/bb/w320.webp 320w, /media/uploads/bb/w640.webp 640w, /media/uploads/bb/w1000.webp 1000w');
    expect(srcsetOf(image.variants, 'jpeg')).toBe('/media/uploads/cc/cc.jpg 1000w');
  });

  it('is empty for a format the image does not have, so a <source> can be left out', () => {
    expect(srcsetOf(image.variants, 'png')).toBe('');
    expect(srcsetOf([], 'avif')).toBe('');
  });

  it('keeps absolute URLs (S3_PUBLIC_URL) as they are', () => {
    expect(srcsetOf([{ url: 'https://cdn.birdshield.example/uploads/aa/a.webp', width: 320, format: 'webp' }], 'webp')).toBe(
      'https://cdn.birdshield.example/uploads/aa/a.webp 320w',
    );
  });
});

describe('productPicture', () => {
  const upload = {
    width: 1000,
    height: 750,
    variants: [
      { key: 'uploads/aa/a320.avif', width: 320, height: 240, format: 'avif', bytes: 1 },
      { key: 'uploads/aa/a1000.avif', width: 1000, height: 750, format: 'avif', bytes: 1 },
      { key: 'uploads/bb/w320.webp', width: 320, height: 240, format: 'webp', bytes: 1 },
      { key: 'uploads/bb/w1000.webp', width: 1000, height: 750, format: 'webp', bytes: 1 },
      { key: 'uploads/cc/cc.jpg', width: 1000, height: 750, format: 'jpeg', bytes: 1 },
    ],
  } as const;

  it('finds the web sizes beside the photo’s own URL, on this site or in a bucket', () => {
    expect(productPicture('/media/uploads/cc/cc.jpg', 'Spikes on a ledge', upload)).toEqual({
      url: '/media/uploads/cc/cc.jpg',
      alt: 'Spikes on a ledge',
      width: 1000,
      height: 750,
      srcset_avif: '/media/uploads/aa/a320.avif 320w, /media/uploads/aa/a1000.avif 1000w',
      srcset_webp: '/media/uploads/bb/w320.webp 320w, /media/uploads/bb/w1000.webp 1000w',
    });
    expect(productPicture('https://cdn.birdshield.example/uploads/cc/cc.jpg', 'Spikes', upload).srcset_webp).toBe(
      'https://cdn.birdshield.example/uploads/bb/w320.webp 320w, https://cdn.birdshield.example/uploads/bb/w1000.webp 1000w',
    );
  });

  it('gives a photo without its upload only its URL', () => {
    const bare = { url: '/media/products/ss-1.webp', alt: 'A strip', width: null, height: null, srcset_avif: '', srcset_webp: '' };
    expect(productPicture('/media/products/ss-1.webp', 'A strip', null)).toEqual(bare);
    // A URL that is not the upload's fallback (staff pasted another address): its sizes would be wrong.
    expect(productPicture('/media/products/ss-1.webp', 'A strip', upload)).toEqual(bare);
  });
});
