/** The storefront's <picture> data for an uploaded image, from its MediaImage shape. */
import { describe, expect, it } from 'vitest';
import type { MediaImageView } from '../src/media/reshape';
import { shopperImage, srcsetOf } from '../src/media/srcset';

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

describe('shopperImage', () => {
  it('gives the storefront the fallback, both srcsets, the size for layout and the alt text', () => {
    expect(shopperImage(image, 'Steel bird spikes on a window ledge')).toEqual({
      url: '/media/uploads/cc/cc.jpg',
      alt: 'Steel bird spikes on a window ledge',
      srcset_avif: '/media/uploads/aa/a320.avif 320w, /media/uploads/aa/a640.avif 640w, /media/uploads/aa/a1000.avif 1000w',
      srcset_webp: '/media/uploads/bb/w320.webp 320w, /media/uploads/bb/w640.webp 640w, /media/uploads/bb/w1000.webp 1000w',
      width: 1000,
      height: 750,
    });
  });
});
