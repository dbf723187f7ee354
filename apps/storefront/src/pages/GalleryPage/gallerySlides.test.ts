import { describe, expect, it } from 'vitest';
import { toGalleryPhotos } from './gallerySlides';

const item = { id: 7, image: '/media/gallery/ledge.svg', image_title: 'Window ledge, Mumbai', image_description: 'Spikes on a sill.' };

describe('toGalleryPhotos', () => {
  it('keeps title and description, uses the description as alt and resolves the image path', () => {
    const [photo] = toGalleryPhotos([item]);
    expect(photo).toEqual({
      key: '7',
      src: expect.stringMatching(/\/media\/gallery\/ledge\.svg$/),
      alt: 'Spikes on a sill.',
      title: 'Window ledge, Mumbai',
      description: 'Spikes on a sill.',
    });
  });

  it('falls back to the title for alt, and to a numbered name for a photo without a title', () => {
    const photos = toGalleryPhotos([
      { ...item, image_description: '  ' },
      { ...item, id: 8, image_title: '', image_description: '' },
    ]);
    expect(photos[0]).toMatchObject({ alt: 'Window ledge, Mumbai', description: undefined });
    expect(photos[1]).toMatchObject({ title: 'Photo 2', alt: 'Photo 2' });
  });

  it('leaves full image URLs alone', () => {
    const [photo] = toGalleryPhotos([{ ...item, image: 'https://cdn.example/ledge.jpg' }]);
    expect(photo!.src).toBe('https://cdn.example/ledge.jpg');
  });
});
