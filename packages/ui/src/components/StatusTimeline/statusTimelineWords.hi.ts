import type { Words } from '../../words/Words';
import type { statusTimelineWords as English } from './statusTimelineWords';

export const statusTimelineWords: Words<typeof English> = {
  completed: 'पूरा हुआ',
  upcoming: 'बाकी',
};
