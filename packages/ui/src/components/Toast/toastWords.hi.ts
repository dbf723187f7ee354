import type { Words } from '../../words/Words';
import type { toastWords as English } from './toastWords';

export const toastWords: Words<typeof English> = {
  region: (count) => (count === 1 ? '1 सूचना' : `${count} सूचनाएँ`),
};
