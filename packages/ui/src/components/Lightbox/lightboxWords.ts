/** The lightbox's name, buttons and what screen readers hear on every change. */
export const lightboxWords = {
  label: 'Image gallery',
  previous: 'Previous image',
  next: 'Next image',
  /** "Image 3 of 8: {title}". */
  announcement: (position: number, count: number, title: string | undefined) => `Image ${position} of ${count}${title ? `: ${title}` : ''}`,
};
