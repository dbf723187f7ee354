import type { Words } from '../../words/Words';
import type { breadcrumbsWords as English } from './breadcrumbsWords';

export const breadcrumbsWords: Words<typeof English> = {
  // As the storefront's pages name their trails.
  label: 'ब्रेडक्रंब',
};
