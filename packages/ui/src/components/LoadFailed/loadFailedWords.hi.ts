import type { Words } from '../../words/Words';
import type { loadFailedWords as English } from './loadFailedWords';

export const loadFailedWords: Words<typeof English> = {
  retry: 'फिर से कोशिश करें',
};
