import type { Words } from '../../words/Words';
import type { priceWords as English } from './priceWords';

export const priceWords: Words<typeof English> = {
  price: 'कीमत',
  maxPrice: 'असली कीमत',
  percentOff: (percent) => `${percent}% छूट`,
};
