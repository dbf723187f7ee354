import type { Words } from '../../words/Words';
import type { ratingInputWords as English } from './ratingInputWords';

export const ratingInputWords: Words<typeof English> = {
  // The loanword keeps one form in a count, as the storefront's review form writes it.
  star: (stars) => `${stars} स्टार`,
};
