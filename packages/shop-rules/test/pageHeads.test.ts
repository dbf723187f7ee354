import { describe, expect, it } from 'vitest';
import { hasOwnEntry, metadataForPath, normalisePath, pageTitle, type PageMetadataEntry } from '../src/pageHeads';

const entry = (path: string, title: string): PageMetadataEntry => ({
  title,
  description: `About ${title}`,
  canonical_url: `https://birdshield.example${path}`,
  og_image: 'https://birdshield.example/images/og-default.png',
  twitter_card: 'summary_large_image',
});

const entries = {
  '/': entry('/', 'Bird Spikes & Bird Nets Online | BirdShield India'),
  '/gallery': entry('/gallery', 'Installation Gallery | BirdShield India'),
};
const options = { origin: 'http://localhost:5173', shopName: 'BirdShield India' };

describe('metadataForPath', () => {
  it("uses the path's own entry", () => {
    expect(metadataForPath(entries, '/gallery', options)).toEqual({
      title: 'Installation Gallery | BirdShield India',
      description: 'About Installation Gallery | BirdShield India',
      canonicalUrl: 'https://birdshield.example/gallery',
      image: 'https://birdshield.example/images/og-default.png',
      twitterCard: 'summary_large_image',
      noindex: false,
    });
  });

  it('treats a trailing slash as the same page', () => {
    expect(metadataForPath(entries, '/gallery/', options)?.title).toBe('Installation Gallery | BirdShield India');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/gallery///')).toBe('/gallery');
  });

  it('falls back to the home entry, keeping the page its own canonical URL on the site origin', () => {
    const metadata = metadataForPath(entries, '/category/Bird%20Spikes', options);
    expect(metadata?.title).toBe('Bird Spikes & Bird Nets Online | BirdShield India');
    expect(metadata?.canonicalUrl).toBe('https://birdshield.example/category/Bird%20Spikes');
  });

  it("lets a page's own values win, naming the shop after its title and resolving its image", () => {
    const metadata = metadataForPath(entries, '/products/steel-spikes', {
      ...options,
      override: { title: 'Steel Bird Spikes', description: 'Rust-free spikes.', image: '/media/products/spikes.webp' },
      resolveMedia: (path) => `https://api.birdshield.example${path}`,
    });
    expect(metadata).toMatchObject({
      title: 'Steel Bird Spikes | BirdShield India',
      description: 'Rust-free spikes.',
      image: 'https://api.birdshield.example/media/products/spikes.webp',
      canonicalUrl: 'https://birdshield.example/products/steel-spikes',
    });
  });

  it('keeps the fallback for the values a page leaves out, and passes noindex on', () => {
    const metadata = metadataForPath(entries, '/nowhere', { ...options, override: { title: 'Page not found', noindex: true } });
    expect(metadata).toMatchObject({ title: 'Page not found | BirdShield India', description: 'About Bird Spikes & Bird Nets Online | BirdShield India', noindex: true });
  });

  it('answers nothing before the entries load, unless the page set its own values', () => {
    expect(metadataForPath(undefined, '/gallery', options)).toBeUndefined();
    expect(metadataForPath(undefined, '/gallery', { ...options, override: { title: 'Gallery' } })).toMatchObject({
      title: 'Gallery | BirdShield India',
      canonicalUrl: 'http://localhost:5173/gallery',
      image: '',
    });
  });

  it('tells own entries from the fallback', () => {
    expect(hasOwnEntry(entries, '/gallery/')).toBe(true);
    expect(hasOwnEntry(entries, '/category/x')).toBe(false);
    expect(hasOwnEntry(undefined, '/')).toBe(false);
  });

  it("names the shop after a page's own title", () => {
    expect(pageTitle('Product not found', 'BirdShield India')).toBe('Product not found | BirdShield India');
  });
});
