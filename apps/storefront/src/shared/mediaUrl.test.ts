import { describe, expect, it } from 'vitest';
import { mediaUrl } from './mediaUrl';

describe('mediaUrl', () => {
  it('keeps API paths on the same origin by default', () => {
    expect(mediaUrl('/media/products/spikes.webp', '')).toBe('/media/products/spikes.webp');
  });

  it('points API paths at a configured API', () => {
    expect(mediaUrl('/media/products/spikes.webp', 'https://api.example.in')).toBe(
      'https://api.example.in/media/products/spikes.webp',
    );
  });

  it('leaves full and protocol-relative URLs alone', () => {
    expect(mediaUrl('https://cdn.example.in/a.jpg', 'https://api.example.in')).toBe('https://cdn.example.in/a.jpg');
    expect(mediaUrl('//cdn.example.in/a.jpg', 'https://api.example.in')).toBe('//cdn.example.in/a.jpg');
  });
});
