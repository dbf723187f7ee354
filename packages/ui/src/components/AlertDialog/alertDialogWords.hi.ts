import type { Words } from '../../words/Words';
import type { alertDialogWords as English } from './alertDialogWords';

export const alertDialogWords: Words<typeof English> = {
  cancel: 'रद्द करें',
  confirm: 'कन्फ़र्म करें',
};
