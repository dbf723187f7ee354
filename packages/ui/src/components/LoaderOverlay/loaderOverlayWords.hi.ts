import type { Words } from '../../words/Words';
import type { loaderOverlayWords as English } from './loaderOverlayWords';

export const loaderOverlayWords: Words<typeof English> = {
  label: 'लोड हो रहा है…',
};
