import type { Words } from '../../../words/Words';
import type { closeButtonWords as English } from './closeButtonWords';

export const closeButtonWords: Words<typeof English> = {
  close: 'बंद करें',
};
