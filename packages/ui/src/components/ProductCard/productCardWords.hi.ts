import type { Words } from '../../words/Words';
import type { productCardWords as English } from './productCardWords';

export const productCardWords: Words<typeof English> = {
  buyNow: 'अभी खरीदें',
  addToCart: (title) => `${title} कार्ट में डालें`,
};
