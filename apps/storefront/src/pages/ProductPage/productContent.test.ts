import { describe, expect, it } from 'vitest';
import { paragraphs, productHighlights, productImages } from './productContent';

const alt = (position: number, count: number) => `Spikes — image ${position} of ${count}`;

describe('productImages', () => {
  it('keeps image1 to image5 in order, skipping missing ones, and numbers what is left', () => {
    const images = productImages(
      { image1: '/media/a.svg', image2: null, image3: '/media/c.svg', image4: '', image5: '/media/e.svg' },
      alt,
      (path) => `https://api.example${path}`,
    );
    expect(images).toEqual([
      { src: 'https://api.example/media/a.svg', alt: 'Spikes — image 1 of 3' },
      { src: 'https://api.example/media/c.svg', alt: 'Spikes — image 2 of 3' },
      { src: 'https://api.example/media/e.svg', alt: 'Spikes — image 3 of 3' },
    ]);
  });

  it('gives nothing when the product has no picture', () => {
    expect(productImages({ image1: '', image2: null, image3: null, image4: null, image5: null }, alt)).toEqual([]);
  });
});

describe('productHighlights', () => {
  it('lists the five bullets in order without blank ones', () => {
    expect(
      productHighlights({ bullet_one: 'One', bullet_two: ' ', bullet_three: 'Three ', bullet_four: '', bullet_five: 'Five' }),
    ).toEqual(['One', 'Three', 'Five']);
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
