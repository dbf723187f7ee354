/**
 * Words of the gallery (/gallery) and its full-screen lightbox. Quoted strings from the
 * product brief are exact; the rest is marked as ours.
 */
export const galleryCopy = {
  title: 'Gallery',
  // Ours: one line under the title on what the photos are, and how to open one.
  intro:
    'Real installations from homes, temples, shops, warehouses and rooftops across India. Select a photo to see it full screen, with the story behind it.',
  // Ours: the number of photos under the title.
  count: (count: number) => (count === 1 ? '1 photo' : `${count} photos`),

  // Ours: the product brief names no text for these states; it only logs a failed call.
  loading: 'Loading gallery',
  loadFailed: 'We could not load the gallery just now. Please check your connection and try again.',
  retry: 'Try again',
  empty: 'No photos in the gallery yet',
  emptyHint: 'We add photos of recent installations regularly. Meanwhile, our products page shows every spike and net we make.',
  browseProducts: 'Browse Products',

  // Ours: the name of a photo that came without a title (the API allows an empty one).
  untitled: (position: number) => `Photo ${position}`,

  lightbox: {
    // Ours: the names of the full-screen viewer and its controls.
    label: 'Gallery photos, full screen',
    previous: 'Previous image',
    next: 'Next image',
    close: 'Close',
    // Ours: what screen readers hear each time the photo changes.
    announcement: (position: number, count: number, title: string) => `Photo ${position} of ${count}: ${title}`,
  },

  // Ours: the closing band under the photos.
  callToAction: {
    title: 'Have a ledge, balcony or roof like these?',
    text: 'Tell us what you need to protect and our team will suggest the right spikes or net, and explain how to fit them.',
    shop: 'Browse Products',
    contact: 'Contact Us',
  },
} as const;
