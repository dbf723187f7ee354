import type { Words } from '../../words/Words';
import type { announcementBarWords as English } from './announcementBarWords';

export const announcementBarWords: Words<typeof English> = {
  label: 'घोषणाएँ',
  pause: 'घोषणाएँ रोकें',
  play: 'घोषणाएँ चलाएँ',
};
