import { describe, expect, it } from 'vitest';
import { internalPath } from './internalLink';

const here = 'https://birdshield.example/blogs/spikes';

describe('internalPath', () => {
  it('routes links to storefront pages inside the app', () => {
    expect(internalPath('/category/Bird%20Spikes', here)).toBe('/category/Bird%20Spikes');
    expect(internalPath('https://birdshield.example/products/ss-bird-spikes?x=1#reviews', here)).toBe('/products/ss-bird-spikes?x=1#reviews');
    expect(internalPath('other#step-2', here)).toBe('/blogs/other#step-2');
  });

  it('leaves other sites, server files and in-page anchors to the browser', () => {
    expect(internalPath('https://example.com/products', here)).toBeUndefined();
    expect(internalPath('http://birdshield.example/products', here)).toBeUndefined();
    expect(internalPath('/media/blogs/guide.pdf', here)).toBeUndefined();
    expect(internalPath('/api/user/products/', here)).toBeUndefined();
    expect(internalPath('/api', here)).toBeUndefined();
    expect(internalPath('/sitemap.xml', here)).toBeUndefined();
    expect(internalPath('#step-2', here)).toBeUndefined();
    expect(internalPath('/blogs/spikes#step-2', here)).toBeUndefined();
  });

  it('leaves what it cannot read to the browser', () => {
    expect(internalPath('https://[bad', here)).toBeUndefined();
  });
});
