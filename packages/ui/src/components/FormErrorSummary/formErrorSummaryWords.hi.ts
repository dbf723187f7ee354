import type { Words } from '../../words/Words';
import type { formErrorSummaryWords as English } from './formErrorSummaryWords';

export const formErrorSummaryWords: Words<typeof English> = {
  title: 'कृपया इन्हें ठीक करें',
};
