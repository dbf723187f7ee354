import type { Words } from '../../words/Words';
import type { ratingWords as English } from './ratingWords';

export const ratingWords: Words<typeof English> = {
  label: (value, max) => `${max} में से ${value} रेटिंग`,
  reviewCount: (count) => (count === 1 ? '1 समीक्षा' : `${count} समीक्षाएँ`),
};
