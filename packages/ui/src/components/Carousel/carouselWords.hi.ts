import type { Words } from '../../words/Words';
import type { carouselWords as English } from './carouselWords';

export const carouselWords: Words<typeof English> = {
  previous: 'पिछली स्लाइड',
  next: 'अगली स्लाइड',
  pause: 'स्लाइड शो रोकें',
  play: 'स्लाइड शो चलाएँ',
  roleDescription: 'स्लाइड शो',
  slideRoleDescription: 'स्लाइड',
  slide: (position, count) => `${count} में से ${position}`,
  page: (position) => `स्लाइड ${position} पर जाएँ`,
};
