import type { Words } from '../../words/Words';
import type { breadcrumbsWords as English } from './breadcrumbsWords';

export const breadcrumbsWords: Words<typeof English> = {
  // What the trail is, in plain words: "ब्रेडक्रम्ब्स" means nothing to a Hindi reader.
  label: 'आप यहाँ हैं',
};
