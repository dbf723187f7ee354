import type { Words } from '../../words/Words';
import type { lightboxWords as English } from './lightboxWords';

export const lightboxWords: Words<typeof English> = {
  label: 'फ़ोटो गैलरी',
  previous: 'पिछली फ़ोटो',
  next: 'अगली फ़ोटो',
  announcement: (position, count, title) => `${count} में से फ़ोटो ${position}${title ? `: ${title}` : ''}`,
};
